/**
 * One page version's forecast: what its live page shows now ("before") against what is saved
 * ("after") — the markup (the saved markup's blocks only: custom code stays as it is), the title,
 * the meta description and the address — with each rich result before → after. Pure.
 * @module
 */
import { compareCell, liveBlocks } from '../../live-site/background';
import type { IndexBlock, StoredMarkup } from '../../live-site';
import { featureChanges, featureVerdicts, mergeVerdicts } from './feature-verdicts';
import type { AddressChange, ChangeKind, FeatureVerdict, PageForecast } from './forecast-types';
import { normText, type CheckValue, type SavedVersion } from './saved-site';

/** What the live page of a version shows. */
export interface LiveSide {
  blocks: readonly unknown[];
  title: string | null;
  description: string | null;
  /** What stops Google from showing it (robots metas, `X-Robots-Tag`); empty when nothing. */
  index: IndexBlock[];
}

const NO_MARKUP: StoredMarkup = {
  hashes: [],
  types: [],
  lastUpdated: null,
  inherited: false,
  inLanguage: [],
  urls: [],
};

const sameList = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && [...a].sort().join() === [...b].sort().join();

/** The rich results of live blocks, all blocks counting together. */
export function liveVerdicts(blocks: readonly unknown[], check: CheckValue): FeatureVerdict[] {
  return mergeVerdicts(blocks.map((b) => featureVerdicts(check(b))));
}

/** The live blocks that are the saved markup's published version (not custom code). */
function publishedMarkup(markup: StoredMarkup, blocks: readonly unknown[], since: string | null) {
  const live = liveBlocks(blocks);
  const compared = compareCell(markup, live, since);
  // Markup deleted since the publish: every live block was the markup the publish takes away.
  if (markup.hashes.length === 0 && compared.state === 'unpublished')
    return { blocks: [...blocks], hashes: live.map((b) => b.hash) };
  const extra = new Set(compared.extra);
  const kept = live.flatMap((b, i) => (extra.has(b) ? [] : [i]));
  return { blocks: kept.map((i) => blocks[i]), hashes: kept.map((i) => live[i]!.hash) };
}

/** The forecast of a read version; null when the publish changes nothing of it. */
export function versionForecast(
  version: SavedVersion,
  live: LiveSide,
  since: string | null,
  check: CheckValue,
  address?: AddressChange,
): PageForecast | null {
  const markup = version.markup ?? NO_MARKUP;
  const before = publishedMarkup(markup, live.blocks, since);
  const changes: ChangeKind[] = [];
  const markupChanged = !sameList(before.hashes, markup.hashes);
  if (markupChanged) changes.push('markup');
  const text: NonNullable<PageForecast['text']> = [];
  for (const field of ['title', 'description'] as const) {
    const was = normText(live[field]);
    const will = normText(version[field]);
    if (was === will) continue;
    changes.push(field);
    text.push({ field, before: was, after: will });
  }
  if (address) changes.push('address');
  if (changes.length === 0) return null;
  return {
    ...identity(version),
    state: 'changed',
    changes,
    features: markupChanged
      ? featureChanges(liveVerdicts(before.blocks, check), version.features)
      : [],
    ...(text.length > 0 ? { text } : {}),
    ...(address ? { address } : {}),
    ...(live.index.length > 0 ? { hidden: live.index } : {}),
  };
}

/** What names a version in a forecast. */
export function identity(version: SavedVersion) {
  return {
    pageId: version.pageId,
    localeId: version.localeId,
    localeTag: version.localeTag,
    title: version.name,
    path: version.path ?? '',
  };
}
