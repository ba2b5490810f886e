import { describe, expect, it } from 'vitest';
import { vocab } from './helpers';
import {
  CONDITIONAL_ROWS,
  exampleErrors,
  FEATURE_OF,
  googleExamplesFolder,
  NAMED_EXAMPLES,
  readManifest,
  removals,
} from './google-examples';

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

  it('get no error', async () => {
    if (!folder) return;
    const v = await vocab();
    const errors = manifest
      .filter((e) => exampleErrors(folder, e, v).length > 0)
      .map((e) => e.file);
    expect(errors).toEqual([]);
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
    expect([...new Set(missed)].sort()).toEqual(Object.keys(CONDITIONAL_ROWS).sort());
    // Each named row quotes Google's text, and at most two examples are named.
    for (const quote of Object.values(CONDITIONAL_ROWS)) expect(quote).toMatch(/"[^"]{10,}"/);
    expect(NAMED_EXAMPLES.size).toBeLessThanOrEqual(2);
  }, 60_000);
});
