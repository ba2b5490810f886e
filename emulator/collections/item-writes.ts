/**
 * Changing items as the real API does: a staged write changes only the fields given in one CMS
 * locale and moves that locale's `lastUpdated`, keeping what the published site shows until the
 * locale is published; publishing copies the staged values live and moves `lastPublished`;
 * unpublishing takes locales off the published site (the item becomes a draft once none is left).
 * @module
 */
import { siteLocales } from '../store';
import type { CollectionItem, Site } from '../world-types';
import { isLiveIn, liveFields, stagedFields, timesIn } from './items';

/** What one row of a write asks: the fields to change and the item flags, in one CMS locale. */
export interface ItemChange {
  cmsLocaleId: string;
  fieldData: Record<string, unknown>;
  isDraft?: boolean;
  isArchived?: boolean;
}

const localeIdsOf = (site: Site) => siteLocales(site).map((l) => l.cmsLocaleId);

/**
 * Gives every locale of the item its own times, so that moving one locale's leaves the others'
 * as they were (the item-level times are where locales without their own read from); the
 * published version keeps the `lastUpdated` it was published with.
 */
function ownTimes(site: Site, item: CollectionItem) {
  const times = (item.localeTimes ??= {});
  for (const id of localeIdsOf(site)) {
    const { lastUpdated, lastPublished } = timesIn(item, id);
    times[id] ??= { lastUpdated, lastPublished, liveLastUpdated: lastUpdated };
  }
  return times;
}

/**
 * Keeps a copy of what each locale shows on the published site before its staged values change,
 * so the item page keeps serving them until that locale is published.
 */
function keepLiveValues(site: Site, item: CollectionItem): void {
  if (item.lastPublished === null) return;
  const primary = site.locales.primary.cmsLocaleId;
  const live = (item.liveFieldData ??= {});
  for (const id of localeIdsOf(site)) live[id] ??= structuredClone(liveFields(item, id, primary));
}

/** Applies a staged write (fields and flags already checked) at `now`. */
export function stageChange(site: Site, item: CollectionItem, change: ItemChange, now: string) {
  keepLiveValues(site, item);
  const primary = site.locales.primary.cmsLocaleId;
  const own = (item.fieldData[change.cmsLocaleId] ??= structuredClone(
    stagedFields(item, change.cmsLocaleId, primary),
  ));
  Object.assign(own, structuredClone(change.fieldData));
  if (change.isDraft !== undefined) item.isDraft = change.isDraft;
  if (change.isArchived !== undefined) item.isArchived = change.isArchived;
  ownTimes(site, item)[change.cmsLocaleId]!.lastUpdated = now;
  item.lastUpdated = now;
}

/** The CMS locales an item is on the published site in now. */
function liveLocales(site: Site, item: CollectionItem): Set<string> {
  return new Set(localeIdsOf(site).filter((id) => isLiveIn(item, id)));
}

/** Makes the item live in exactly the `live` locales (a draft when there are none). */
function setLiveLocales(site: Site, item: CollectionItem, live: Set<string>): void {
  const off = localeIdsOf(site).filter((id) => !live.has(id));
  if (live.size === 0) {
    item.isDraft = true;
    delete item.unpublishedIn;
    return;
  }
  item.isDraft = false;
  if (off.length > 0) item.unpublishedIn = off;
  else delete item.unpublishedIn;
}

/**
 * Publishes the item's staged values in these CMS locales at `now`; its other locales stay as
 * they were on the published site (live or not).
 */
export function publishIn(site: Site, item: CollectionItem, cmsLocaleIds: string[], now: string) {
  const live = liveLocales(site, item);
  const times = ownTimes(site, item);
  for (const id of cmsLocaleIds) {
    live.add(id);
    delete item.liveFieldData?.[id];
    times[id]!.lastPublished = now;
    times[id]!.liveLastUpdated = times[id]!.lastUpdated;
  }
  if (item.liveFieldData && Object.keys(item.liveFieldData).length === 0) delete item.liveFieldData;
  item.lastPublished = now;
  setLiveLocales(site, item, live);
}

/** Takes the item off the published site in these CMS locales (staged values are kept). */
export function unpublishIn(site: Site, item: CollectionItem, cmsLocaleIds: string[]): void {
  const live = liveLocales(site, item);
  for (const id of cmsLocaleIds) live.delete(id);
  setLiveLocales(site, item, live);
}
