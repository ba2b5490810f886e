/**
 * The live check of a whole site: every served page × locale of a site audit, read from its
 * published URL on `origin` through the polite fetcher, compared with the stored markup the audit
 * kept, and the language signals of each page across its locales. Sends no service request: the
 * audit's bulk reads are all it needs.
 * @module
 */
import type { SiteAudit } from '../site';
import { compareCell, liveBlocks, type LiveBlock } from './compare-cell';
import { readPageFacts, type PageFacts, type Tally } from './html-reader';
import { languageFindings, type LiveLanguageFacts, type LocaleVersion } from './language-signals';
import { failureText, offOriginText, unreadText } from './live-text';
import { countCells } from './live-counts';
import type { LiveCell, LiveCut, LiveSiteResult } from './live-types';
import type { FetchOutcome, PoliteFetch } from './polite-fetch';
import type { StoredMarkup } from './stored-facts';
import {
  canonicalHostsOf,
  liveTargets,
  localeAlternates,
  publishedAtFor,
  utilityPages,
  type LiveTarget,
} from './live-targets';

export { canonicalHostsOf, liveTargets, publishedAtFor, type LiveTarget } from './live-targets';
import type { IndexBlock } from './indexing/index-types';
import { noteVersion, type ReadSignals, type VersionIndex } from './indexing/version-index';

/** What a live check needs besides the audit. */
export interface LiveCheckDeps {
  fetcher: PoliteFetch;
  /** Checks the live blocks that are not the saved markup (custom code); default: not checked. */
  check?(value: unknown): { errors: number; warnings: number };
  signal?: AbortSignal;
  /** After each read: pages read, pages to read, and how many of those read differ from the saved markup. */
  onProgress?(done: number, total: number, differing: number): void;
  now?(): number;
  maxBytes?: number;
  /** The host's robots.txt and sitemap reading (`startHostIndex`): each version's blockers. */
  index?: VersionIndex;
  /**
   * Service clock − browser clock (ms) as the API client measures it, kept with the result so its
   * publish time (the service's) compares with its check time (the browser's); null when unknown.
   */
  serviceOffsetMs?: number | null;
}

/** The states the progress counts as differing from the saved markup. */
const DRIFT = new Set<LiveCell['state']>(['differs', 'unpublished', 'missing', 'unreachable']);

/** What is held of a read page: its language facts and block fingerprints, not its markup. */
interface PageRead extends LiveLanguageFacts {
  blocks: LiveBlock[];
  broken: number;
  truncated: boolean;
  links: Tally;
  scripts: Tally;
  signals: ReadSignals;
}

/** The most language findings a cell keeps. */
export const MAX_CELL_FINDINGS = 200;

const keep = (facts: PageFacts, blocks: LiveBlock[], header: string | null): PageRead => ({
  lang: facts.lang,
  canonicals: facts.canonicals,
  alternates: facts.alternates,
  blocks,
  broken: facts.broken,
  truncated: facts.truncated,
  links: facts.links,
  scripts: facts.scripts,
  signals: { robots: facts.robots, header },
});

/** The caps that cut a read page. */
function cutOf(read: PageRead): LiveCut[] {
  const cut: LiveCut[] = [];
  if (read.links.read < read.links.total) cut.push({ kind: 'links', ...read.links });
  if (read.scripts.read < read.scripts.total) cut.push({ kind: 'blocks', ...read.scripts });
  return cut;
}

/** The checker's counts summed over `blocks`, when they were checked. */
function checked(blocks: readonly LiveBlock[]) {
  if (!blocks.some((b) => b.errors !== undefined)) return {};
  return {
    extraErrors: blocks.reduce((n, b) => n + (b.errors ?? 0), 0),
    extraWarnings: blocks.reduce((n, b) => n + (b.warnings ?? 0), 0),
  };
}

/** A cancelled live check. */
export class LiveCheckCancelled extends Error {
  constructor() {
    super('cancelled');
  }
}

/** One read cell: its state against the stored markup, or why it could not be read. */
function cellOf(
  target: LiveTarget,
  outcome: FetchOutcome<PageRead>,
  markup: StoredMarkup | null,
  publishedAt: string | null,
  index: IndexBlock[],
): LiveCell {
  const base = {
    pageId: target.pageId,
    localeId: target.localeId,
    url: target.url,
    language: [],
    ...(markup?.inherited ? { inherited: true } : {}),
    ...(index.length > 0 ? { index: index.slice(0, 8) } : {}),
  };
  if (!outcome.ok)
    return { ...base, state: 'unreachable', extraBlocks: 0, reason: failureText(outcome.failure) };
  if (!markup)
    return {
      ...base,
      state: 'unreachable',
      extraBlocks: outcome.value.blocks.length,
      reason: unreadText(),
    };
  const { state, extraBlocks, extra } = compareCell(markup, outcome.value.blocks, publishedAt);
  const cut = cutOf(outcome.value);
  return {
    ...base,
    state,
    extraBlocks,
    ...checked(extra),
    ...(outcome.value.broken > 0 ? { brokenBlocks: outcome.value.broken } : {}),
    ...(outcome.value.truncated ? { truncated: true } : {}),
    ...(cut.length > 0 ? { cut } : {}),
  };
}

/** A cell whose URL is on another origin than the one checked: not fetched, and says why. */
const offOriginCell = (target: LiveTarget, origin: string): LiveCell => ({
  pageId: target.pageId,
  localeId: target.localeId,
  url: target.url,
  state: 'unreachable',
  extraBlocks: 0,
  language: [],
  reason: offOriginText(target.url, new URL(origin).origin),
});

/** Checks every served cell of `audit` on `origin`; a URL on another origin is never fetched. */
export async function runLiveCheck(
  audit: SiteAudit,
  origin: string,
  deps: LiveCheckDeps,
): Promise<LiveSiteResult> {
  const now = deps.now ?? Date.now;
  const targets = liveTargets(audit, origin);
  const stored = new Map(audit.cells.map((c) => [`${c.pageId}:${c.localeId ?? ''}`, c.markup]));
  const publishedAt = publishedAtFor(audit, origin);
  const byPage = new Map<string, LiveTarget[]>();
  for (const t of targets) byPage.set(t.pageId, [...(byPage.get(t.pageId) ?? []), t]);
  // The page's locale versions on this origin, as its hreflang alternates should name them.
  const utility = utilityPages(audit);
  const alternatesOf = (pageId: string) => () => localeAlternates(byPage.get(pageId) ?? []);
  let done = 0;
  let differing = 0;
  deps.onProgress?.(0, targets.length, 0);
  const reads = await Promise.all(
    targets.map(async (target) => {
      const markup = stored.get(`${target.pageId}:${target.localeId ?? ''}`) ?? null;
      if (target.offOrigin) {
        const cell = offOriginCell(target, origin);
        deps.onProgress?.(++done, targets.length, ++differing);
        return { outcome: null, markup, cell };
      }
      const outcome = await deps.fetcher.get(target.url, async (response) => {
        const facts = await readPageFacts(response.body, target.url, deps.maxBytes);
        const blocks = liveBlocks(facts.blocks, deps.check, markup?.hashes);
        return keep(facts, blocks, response.headers.get('x-robots-tag'));
      });
      const index = noteVersion(
        utility.has(target.pageId) ? undefined : deps.index,
        target.url,
        outcome,
        alternatesOf(target.pageId),
      );
      const cell = cellOf(target, outcome, markup, publishedAt, index);
      if (DRIFT.has(cell.state)) differing++;
      deps.onProgress?.(++done, targets.length, differing);
      return { outcome, markup, cell };
    }),
  );
  if (deps.signal?.aborted) throw new LiveCheckCancelled();

  const cells: LiveCell[] = [];
  const versions = new Map<string, LocaleVersion[]>();
  targets.forEach((target, i) => {
    const { outcome, markup, cell } = reads[i]!;
    const read = outcome?.ok ? outcome.value : null;
    cells.push(cell);
    const list = versions.get(target.pageId) ?? [];
    list.push({ ...target, live: read, stored: markup });
    versions.set(target.pageId, list);
  });

  const byCell = new Map(cells.map((c) => [`${c.pageId}:${c.localeId ?? ''}`, c]));
  const found = new Map<LiveCell, number>();
  for (const [pageId, list] of versions)
    for (const finding of languageFindings(pageId, list, canonicalHostsOf(audit))) {
      const cell = byCell.get(`${pageId}:${finding.localeId ?? ''}`);
      if (!cell) continue;
      found.set(cell, (found.get(cell) ?? 0) + 1);
      if (cell.language.length < MAX_CELL_FINDINGS) cell.language.push(finding);
    }
  for (const [cell, total] of found)
    if (total > cell.language.length)
      cell.cut = [...(cell.cut ?? []), { kind: 'findings', read: cell.language.length, total }];

  return {
    siteId: audit.siteId,
    origin,
    checkedAt: new Date(now()).toISOString(),
    publishedAt,
    ...(typeof deps.serviceOffsetMs === 'number' ? { serviceOffsetMs: deps.serviceOffsetMs } : {}),
    cells,
    counts: countCells(cells),
    fetches: deps.fetcher.stats.requests,
    maxConcurrent: deps.fetcher.stats.maxInFlight,
  };
}
