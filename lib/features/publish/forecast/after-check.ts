/**
 * After a publish: each page version the forecast listed is read again on the published hosts and
 * compared with what was saved — the forecast said it would show that. A host may take a moment
 * to serve a publish, so what still differs is read again, with growing pauses, within a bounded
 * wait; the check says how long it waited and names each version that is still not as forecast.
 * @module
 */
import { compareCell, liveBlocks } from '../../live-site/background';
import type { AfterCheck, AfterDifference, AfterHost, HostForecast } from './forecast-types';
import type { LiveRead } from './read-live';
import { normText, type SavedSite, type SavedVersion } from './saved-site';
import { identity } from './version-forecast';

/** The longest the check waits for a publish to be served, by default. */
export const MAX_WAIT_MS = 90_000;
/** The pauses between rounds; the last repeats. */
const PAUSES_MS = [2_000, 4_000, 8_000, 15_000, 30_000];

/** What the check reads and waits with. */
export interface AfterDeps {
  read(origin: string, path: string): Promise<LiveRead>;
  sleep(ms: number): Promise<void>;
  now(): number;
  maxWaitMs?: number;
  onRound?(check: AfterCheck): void;
}

/** Whether a listed version is read again: not templates, not versions unread before or taken off. */
const checkable = (p: HostForecast['pages'][number]) =>
  !p.template && p.state !== 'unread' && p.state !== 'removed';

/** How a read version differs from what is saved; null when it is as forecast. */
function differenceOf(
  version: SavedVersion,
  got: LiveRead,
): Pick<AfterDifference, 'what' | 'reason'> | null {
  if (got.kind === 'not-found') return { what: 'address' };
  if (got.kind === 'failed') return { what: 'unread', reason: got.reason };
  const hashes = version.markup?.hashes ?? [];
  if (hashes.length > 0) {
    const compared = compareCell(version.markup!, liveBlocks(got.live.blocks), null);
    if (compared.state !== 'matches') return { what: 'markup' };
  }
  if (normText(got.live.title) !== normText(version.title)) return { what: 'title' };
  if (normText(got.live.description) !== normText(version.description))
    return { what: 'description' };
  return null;
}

/** Checks the published `hosts` (their forecasts) against what `saved` holds. */
export async function checkAfterPublish(
  saved: SavedSite,
  hosts: readonly HostForecast[],
  deps: AfterDeps,
): Promise<AfterCheck> {
  const maxWaitMs = deps.maxWaitMs ?? MAX_WAIT_MS;
  const started = deps.now();
  const versionOf = (pageId: string, localeId: string | null) =>
    saved.versions.find((v) => v.pageId === pageId && v.localeId === localeId);
  const todo = hosts.map((h) => ({
    host: h,
    pending: h.pages.flatMap((p) => {
      const version = checkable(p) ? versionOf(p.pageId, p.localeId) : undefined;
      return version?.path ? [version] : [];
    }),
    differences: new Map<SavedVersion, AfterDifference>(),
    // Versions the publish had nothing new for (drift): read once, never waited for.
    once: new Set(h.pages.flatMap((p) => (p.drift ? [versionOf(p.pageId, p.localeId)] : []))),
    settled: [] as SavedVersion[],
  }));
  const result = (state: AfterCheck['state'], rounds: number): AfterCheck => ({
    state,
    hosts: todo.map(({ host, pending, differences, settled }): AfterHost => ({
      key: host.key,
      host: host.host,
      checked: host.pages.filter(checkable).length,
      asForecast: host.pages.filter(checkable).length - pending.length - settled.length,
      differences: [...settled, ...pending].flatMap((v) => differences.get(v) ?? []),
      templates: host.pages.filter((p) => p.template).length,
    })),
    waitedMs: deps.now() - started,
    maxWaitMs,
    rounds,
  });
  for (let round = 1; ; round++) {
    await Promise.all(
      todo.map(async (t) => {
        const reads = await Promise.all(
          t.pending.map(async (v) => ({ v, got: await deps.read(t.host.origin, v.path!) })),
        );
        t.pending = reads.flatMap(({ v, got }) => {
          const diff = differenceOf(v, got);
          if (!diff) return [];
          t.differences.set(v, { ...identity(v), ...diff });
          if (!t.once.has(v)) return [v];
          t.settled.push(v);
          return [];
        });
      }),
    );
    const left = maxWaitMs - (deps.now() - started);
    const pause = PAUSES_MS[Math.min(round - 1, PAUSES_MS.length - 1)]!;
    if (todo.every((t) => t.pending.length === 0) || left < pause) return result('done', round);
    deps.onRound?.(result('checking', round));
    await deps.sleep(pause);
  }
}
