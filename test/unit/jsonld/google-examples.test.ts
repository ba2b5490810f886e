import { describe, expect, it } from 'vitest';
import { vocab } from './helpers';
import {
  exampleErrors,
  FEATURE_OF,
  googleExamplesFolder,
  readManifest,
  removals,
} from './google-examples';

/**
 * Google's own examples our checker disagrees with, each with Google's text that the example
 * contradicts (README, "Known disagreements with Google's examples").
 */
const GOOGLE_MISTAKES: Readonly<Record<string, string>> = {
  // Bare-JSON fragments of the merchant listing page showing only pricing; the same page's
  // Product table: "image — Required".
  'merchant-listing-2.json': 'Product.image: Required',
  'merchant-listing-3.json': 'Product.image: Required',
  'merchant-listing-4.json': 'Product.image: Required',
  'merchant-listing-5.json': 'Product.image: Required',
};

/**
 * Manifest rows that Google's text makes conditional though the manifest lists them without a
 * condition: a product with reviews and no offers is still a product snippet, not a merchant
 * listing; `priceSpecification` is needed only when `price` is not given.
 */
const CONDITIONAL_ROWS: readonly string[] = [
  'merchant-listing-1.json Product.offers',
  'merchant-listing-6.json Product.offers',
  'merchant-listing-2.json Offer.priceSpecification',
  'merchant-listing-4.json Offer.priceSpecification',
  // Kept a warning: an error here would contradict @adobe/structured-data-validator's tests
  // (Breadcrumb/valid-text-position), which expect none.
  'breadcrumb-1.json ListItem.item',
  'breadcrumb-2.json ListItem.item',
];

const folder = googleExamplesFolder();

describe("Google's structured-data documentation examples", () => {
  it('are found (in CI a missing folder fails)', () => {
    if (process.env.CI === 'true') expect(folder).toBeDefined();
  });

  const manifest = folder ? readManifest(folder) : [];

  it('name only features we know, live or retired', () => {
    if (!folder) return;
    expect(manifest.length).toBe(68);
    for (const e of manifest) expect(Object.keys(FEATURE_OF)).toContain(e.feature);
  });

  it('get no error, but the named disagreements', async () => {
    if (!folder) return;
    const v = await vocab();
    const errors = manifest
      .filter((e) => exampleErrors(folder, e, v).length > 0)
      .map((e) => e.file);
    expect(errors).toEqual(Object.keys(GOOGLE_MISTAKES));
  });

  it('get an error naming the property and the feature once a required property is removed', async () => {
    if (!folder) return;
    const v = await vocab();
    const missed: string[] = [];
    let total = 0;
    for (const e of manifest) {
      for (const r of removals(folder, e, v)) {
        total++;
        if (!r.flagged) missed.push(`${r.file} ${r.entry}`);
      }
    }
    expect(total).toBeGreaterThan(200);
    expect([...new Set(missed)].sort()).toEqual([...CONDITIONAL_ROWS].sort());
  }, 60_000);
});
