/**
 * The publishes made from this browser, per site, and each host's baseline for the forecast.
 * The service keeps one `lastPublished` per custom domain and one for the site; a publish of one
 * page moves them, and so does a publish to a custom domain alone for the site's (the staging
 * host's) time — while the rest of what was saved is still not live there. So each publish made
 * here is recorded with every host's time before it, and a host's baseline walks back over the
 * publishes that did not take the whole site to it.
 * @module
 */
import { z } from 'zod';
import type { Site } from '../../../core/api/sites';
import { defineParsedItem } from '../../../core/storage/parsed-item';
import type { PublishOutcome } from '../destinations';
import type { HostTarget } from './forecast-host';

const STAGING = 'staging';

/** One publish made here. */
const publishEntrySchema = z.object({
  /** The publish time the service answered (ISO), or the time of its answer. */
  at: z.string().max(40),
  /** Set when the service published one page (`publishScope: "page"`). */
  pageId: z.string().max(64).optional(),
  /** Hosts published (`staging` or custom-domain ids). */
  hosts: z.array(z.string().max(64)).max(100),
  /** The last publish before this one of each host it may move (those published, and staging). */
  was: z.record(z.string().max(64), z.string().max(40).nullable()),
  /** The same hosts' times just after it, as the service reads them (its clock, not this one's). */
  after: z.record(z.string().max(64), z.string().max(40).nullable()).optional(),
});

/** A recorded publish. */
export type PublishEntry = z.output<typeof publishEntrySchema>;

const MAX_ENTRIES = 50;

/** The publishes of a site made here, oldest first (50 at most). */
export const publishLogItem = (siteId: string) =>
  defineParsedItem(`local:publishLog:${siteId}`, z.array(publishEntrySchema).max(MAX_ENTRIES), [], {
    version: 1,
    maxBytes: 256 * 1024,
  });

/** Records a publish (the oldest entries go past 50). */
export async function recordPublish(siteId: string, entry: PublishEntry): Promise<void> {
  const item = publishLogItem(siteId);
  await item.setValue([...(await item.getValue()), entry].slice(-MAX_ENTRIES));
}

/** Each of `keys`' last publish as `site` reads. */
function timesOf(site: Site, keys: readonly string[]): Record<string, string | null> {
  const times: Record<string, string | null> = {};
  for (const key of keys)
    times[key] =
      key === STAGING
        ? (site.lastPublished ?? null)
        : (site.customDomains?.find((d) => d.id === key)?.lastPublished ?? null);
  return times;
}

/**
 * The entry of a publish: what it published, every host it may move with its time before it and,
 * when Get Site could be read again after it, after it.
 */
export function publishEntry(
  before: Site,
  outcome: PublishOutcome,
  pageId: string | undefined,
  after: Site | null,
): PublishEntry {
  const hosts = publishedKeys(outcome);
  const keys = [...new Set([STAGING, ...hosts])];
  return {
    at: outcome.publishedAt,
    ...(outcome.scope === 'page' && pageId ? { pageId } : {}),
    hosts,
    was: timesOf(before, keys),
    ...(after ? { after: timesOf(after, keys) } : {}),
  };
}

/** The hosts a publish answered as published (`staging` or custom-domain ids). */
export const publishedKeys = (outcome: PublishOutcome): string[] => [
  ...(outcome.staging ? [STAGING] : []),
  ...outcome.customDomains.map((d) => d.id),
];

/** Two publish times within this are the same publish (when only this clock's time is known). */
const SAME_MS = 2 * 60_000;

const same = (a: string | null | undefined, b: string) =>
  typeof a === 'string' && Date.parse(a) === Date.parse(b);

/** Whether `entry` is the publish that set `key`'s time to `at`. */
const setTo = (entry: PublishEntry, key: string, at: string) =>
  entry.after
    ? same(entry.after[key], at)
    : Math.abs(Date.parse(entry.at) - Date.parse(at)) <= SAME_MS;

/** Whether `entry` moved `key`'s time without taking the whole site there. */
const partial = (entry: PublishEntry, key: string) =>
  entry.hosts.includes(key) ? entry.pageId !== undefined : key === STAGING;

/**
 * `key`'s baseline: its last publish, walked back over partial publishes recorded here — the
 * publish that set it, if partial, gives the time before it, and so on; a whole publish stops it.
 */
export function baselineOf(
  log: readonly PublishEntry[],
  key: string,
  lastPublished: string | null,
): string | null {
  let since = lastPublished;
  for (let left = log.length; left > 0 && since !== null; left--) {
    const at: string = since;
    const entry = [...log].reverse().find((e) => setTo(e, key, at));
    if (!entry || !partial(entry, key)) return since;
    since = entry.was[key] ?? null;
  }
  return since;
}

/** The hosts a publish names, each with its baseline (`log`: the publishes made here, if any). */
export function hostTargets(
  site: Site,
  choice: { staging: boolean; customDomainIds: readonly string[] },
  stagingSuffix: string,
  log: readonly PublishEntry[],
): Omit<HostTarget, 'origin'>[] {
  const targets: Omit<HostTarget, 'origin'>[] = [];
  if (choice.staging && site.shortName)
    targets.push({
      key: STAGING,
      host: `${site.shortName}${stagingSuffix}`,
      since: baselineOf(log, STAGING, site.lastPublished ?? null),
    });
  for (const d of site.customDomains ?? []) {
    if (!choice.customDomainIds.includes(d.id)) continue;
    targets.push({ key: d.id, host: d.url, since: baselineOf(log, d.id, d.lastPublished ?? null) });
  }
  return targets;
}
