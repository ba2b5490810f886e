/**
 * A changed template page's forecast: its markup reaches every item page of its collection, so it
 * is forecast once, with the number of item pages that show it. Bindings stay opaque (`{{ … }}`
 * is never resolved here): "after" is the checker's verdict on the template as saved, "before"
 * what one published item page shows now, read to show what is live.
 * @module
 */
import { localeKey } from '../../site';
import { featureChanges } from './feature-verdicts';
import type { FeatureVerdict, PageForecast } from './forecast-types';
import type { LiveRead } from './read-live';
import type { SavedSite, SavedVersion } from './saved-site';
import { identity } from './version-forecast';

/** What the template forecast reads with. */
export interface TemplateReads {
  /** Reads a path or URL on the host (never off it). */
  read(path: string): Promise<LiveRead>;
  itemUrl(origin: string, templatePath: string | null, slug: string): string | null;
  verdicts(blocks: readonly unknown[]): FeatureVerdict[];
}

/** The forecast of template version `version` on `origin`. */
export async function templateForecast(
  saved: SavedSite,
  version: SavedVersion,
  origin: string,
  reads: TemplateReads,
): Promise<PageForecast> {
  const collection = saved.collections?.find((c) => c.id === version.collectionId);
  const key = localeKey(version.localeId);
  const items = collection?.items.filter((i) => i.slugs[key] !== undefined) ?? [];
  const first = items[0];
  const url = first ? reads.itemUrl(origin, version.path, first.slugs[key]!) : null;
  const got = url ? await reads.read(url) : null;
  const before = got?.kind === 'read' ? reads.verdicts(got.live.blocks) : [];
  return {
    ...identity(version),
    state: got && got.kind !== 'read' ? 'unread' : 'changed',
    ...(got?.kind === 'failed' ? { reason: got.reason } : {}),
    changes: ['markup'],
    features: featureChanges(before, version.features),
    template: {
      collectionId: version.collectionId ?? '',
      collection: collection?.displayName ?? '',
      items: items.length,
      itemUrl: url,
    },
  };
}
