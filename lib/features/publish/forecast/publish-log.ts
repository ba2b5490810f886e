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
  pageId: z.string().max(64).optional(),
  /** Hosts published (`staging` or custom-domain ids). */
  hosts: z.array(z.string().max(64)).max(100),
  /** Every host's last publish before this one (null: never). */
  was: z.record(z.string().max(64), z.string().max(40).nullable()),
});

/** A recorded publish. */
export type PublishEntry = z.output<typeof publishEntrySchema>;

const MAX_ENTRIES = 50;

/** The publishes of a site made here, oldest first (50 at most). */
export const publishLogItem = (siteId: string) =>
  defineParsedItem(`local:publishLog:${siteId}`, z.array(publishEntrySchema).max(MAX_ENTRIES), [], {
    version: 1,
    maxBytes: 64 * 1024,
  });

/** Records a publish (the oldest entries go past 50). */
export async function recordPublish(siteId: string, entry: PublishEntry): Promise<void> {
  const item = publishLogItem(siteId);
  await item.setValue([...(await item.getValue()), entry].slice(-MAX_ENTRIES));
}

/** The entry of a publish: what it named, and every host's time before it. */
export function publishEntry(
  before: Site,
  choice: { staging: boolean; customDomainIds: readonly string[]; pageId?: string },
  outcome: PublishOutcome,
): PublishEntry {
  const was: Record<string, string | null> = { [STAGING]: before.lastPublished ?? null };
  for (const d of before.customDomains ?? []) was[d.id] = d.lastPublished ?? null;
  return {
    at: outcome.publishedAt,
    ...(choice.pageId ? { pageId: choice.pageId } : {}),
    hosts: [...(outcome.staging ? [STAGING] : []), ...outcome.customDomains.map((d) => d.id)],
    was,
  };
}

/** Two publish times within this are the same publish (the service's and this clock's). */
const SAME_MS = 2 * 60_000;

const near = (a: string, b: string) => Math.abs(Date.parse(a) - Date.parse(b)) <= SAME_MS;

/** Whether `entry` moved `key`'s time without taking the whole site there. */
const partial = (entry: PublishEntry, key: string) =>
  entry.hosts.includes(key) ? entry.pageId !== undefined : key === STAGING;

/** `key`'s baseline: its last publish, walked back over partial publishes recorded here. */
export function baselineOf(
  log: readonly PublishEntry[],
  key: string,
  lastPublished: string | null,
): string | null {
  let since = lastPublished;
  const seen = new Set<PublishEntry>();
  for (;;) {
    const at = since;
    if (at === null) return null;
    const entry = [...log].reverse().find((e) => !seen.has(e) && near(e.at, at) && partial(e, key));
    if (!entry) return since;
    seen.add(entry);
    since = entry.was[key] ?? null;
  }
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
