/**
 * The markup the site benches give their pages: every page in the primary locale, every third also
 * in a secondary one; a third of them Products with an offer, so the checker has work to do.
 * @module
 */
import { schemaKey } from '../emulator/store';
import type { TestEmulator } from '../emulator/testing';

/** Writes the bench markup of the `i`th page of `site` into the emulator's world. */
export function putBenchMarkup(
  world: TestEmulator['emulator']['store']['world'],
  site: { locales: { primary: { id: string }; secondary: readonly { id: string }[] } },
  page: { id: string },
  i: number,
  now: string,
): void {
  const value = {
    '@context': 'https://schema.org',
    '@type': i % 3 === 0 ? 'Article' : i % 3 === 1 ? 'Product' : 'WebPage',
    name: `Bench page ${i}`,
    headline: `Bench page ${i}`,
    ...(i % 3 === 1 ? { offers: { '@type': 'Offer', price: `${i}.00` } } : {}),
  };
  const put = (localeId: string, v: Record<string, unknown>) =>
    (world.schemaMarkup[schemaKey(page.id, localeId)] ??= {
      raw: JSON.stringify(v),
      value: v,
      lastUpdated: now,
    });
  put(site.locales.primary.id, value);
  const secondary = site.locales.secondary.map((l) => l.id);
  const other = secondary[i % (secondary.length + 1)];
  if (other && i % 3 === 0) put(other, { ...value, inLanguage: 'fr', name: `Page ${i}` });
}
