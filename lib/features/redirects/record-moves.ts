/**
 * Records the published paths a metadata save moved. A save that sends a slug reads the page's
 * path in every locale of the site before and after the write; each locale whose path changed is
 * a move. A slug the service ignored (home page, templates, utility pages, a plan without
 * localized slugs) moves nothing, so it is never offered a redirect.
 * @module
 */
import type { ApiClient } from '../../core/api/client';
import { allPages, getPage } from '../../core/api/pages';
import { getSite, siteLocales } from '../../core/api/sites';
import type { DraftRemote } from '../../core/drafts/draft-kind';
import type { DraftKey } from '../../core/drafts/draft-types';
import { addSlugMoves, movesBetween, type PathsByLocale } from './slug-moves';

type ClientFor = (siteId: string) => Promise<ApiClient | undefined>;

const sendsSlug = (send: unknown) =>
  typeof send === 'object' &&
  send !== null &&
  typeof (send as { slug?: unknown }).slug === 'string';

async function pathsOf(client: ApiClient, siteId: string, pageId: string): Promise<PathsByLocale> {
  const locales = siteLocales(await getSite(client, siteId));
  const pages = await Promise.all(
    locales.map((l) => getPage(client, pageId, l.primary ? undefined : l.id)),
  );
  return new Map(locales.map((l, i) => [l.primary ? null : l.id, pages[i]!.publishedPath ?? null]));
}

/** `remote`, recording the moves of every metadata write (the metadata draft kind) that sends a slug. */
export function recordingSlugMoves(
  remote: DraftRemote,
  clientFor: ClientFor,
  now: () => number = Date.now,
): DraftRemote {
  return {
    read: (key) => remote.read(key),
    async write(key: DraftKey, send: unknown) {
      const { pageId } = key;
      if (key.kind !== 'metadata' || typeof pageId !== 'string' || !sendsSlug(send))
        return remote.write(key, send);
      const client = await clientFor(key.siteId);
      // Recording is a courtesy to the editor: a failed read must not stop the save itself.
      const before = client
        ? await pathsOf(client, key.siteId, pageId).catch(() => undefined)
        : undefined;
      const stored = await remote.write(key, send);
      if (client && before) {
        const after = await pathsOf(client, key.siteId, pageId).catch(() => undefined);
        if (after) await addSlugMoves(key.siteId, movesBetween(pageId, before, after, now()));
      }
      return stored;
    },
  };
}

/** Every page's published path per locale: one listing per locale (100 pages a request). */
async function sitePaths(client: ApiClient, siteId: string): Promise<Map<string, PathsByLocale>> {
  const locales = siteLocales(await getSite(client, siteId, { priority: 'background' }));
  const byPage = new Map<string, PathsByLocale>();
  for (const locale of locales) {
    const localeId = locale.primary ? null : locale.id;
    for await (const page of allPages(client, siteId, locale.primary ? undefined : locale.id, {
      priority: 'background',
    })) {
      const paths = byPage.get(page.id) ?? new Map();
      paths.set(localeId, page.publishedPath ?? null);
      byPage.set(page.id, paths);
    }
  }
  return byPage;
}

/**
 * Runs a bulk metadata `write`; when it sends slugs (`pageIds` non-empty), records the paths it
 * moved, reading the site's page listings before and after (never one request per page).
 */
export async function recordingBulkMoves<T>(
  client: ApiClient,
  siteId: string,
  pageIds: readonly string[],
  write: () => Promise<T>,
  now: () => number = Date.now,
): Promise<T> {
  if (pageIds.length === 0) return write();
  const before = await sitePaths(client, siteId).catch(() => undefined);
  const answer = await write();
  const after = before && (await sitePaths(client, siteId).catch(() => undefined));
  if (before && after) {
    const at = now();
    await addSlugMoves(
      siteId,
      [...new Set(pageIds)].flatMap((id) =>
        movesBetween(id, before.get(id) ?? new Map(), after.get(id) ?? new Map(), at),
      ),
    );
  }
  return answer;
}
