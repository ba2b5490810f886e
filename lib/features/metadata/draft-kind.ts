/**
 * The metadata form's drafts: one per page and locale, keeping only the fields the editor touched
 * (a partial Update Page Metadata body), compared field by field, so a change of another field
 * since the draft started is no conflict. A saved draft's fields become the request body through
 * `pageUpdateFromSend`; the service's answer is the page it now holds.
 * @module
 */
import { z } from 'zod';
import { getPage, updatePage, type Page } from '../../core/api/pages';
import { compareFields } from '../../core/drafts/compare';
import { defineDraftKind } from '../../core/drafts/draft-kind';
import type { RemoteState } from '../../core/drafts/draft-types';
import type { Json } from '../../core/drafts/json-value';
import { pageUpdateFromSend } from './metadata-form';

const pageState = (page: Page): RemoteState => ({
  lastUpdated: page.lastUpdated ?? null,
  value: page as Json,
});

/** The metadata form's draft kind: `pageId` beside the locale, the touched fields as its value. */
export const metadataDraftKind = defineDraftKind({
  kind: 'metadata',
  keyFields: { pageId: z.string().min(1) },
  value: z.record(z.string(), z.json()),
  compare: compareFields,
  remote: (clientFor) => ({
    async read(key) {
      const client = await clientFor(key.siteId);
      return pageState(await getPage(client, key.pageId, key.localeId ?? undefined));
    },
    async write(key, send) {
      const client = await clientFor(key.siteId);
      const update = pageUpdateFromSend(send);
      return pageState(await updatePage(client, key.pageId, update, key.localeId ?? undefined));
    },
  }),
});
