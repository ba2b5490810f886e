/**
 * The service as draft saves see it: schema markup and page metadata of one page and locale,
 * through the credential's client and rate-limit queue. A locale that only inherits the primary
 * locale's markup reads as having none of its own, on reads and after writes alike.
 * @module
 */
import type { ApiClient } from '../core/api/client';
import { getPage, updatePage } from '../core/api/pages';
import { pageUpdateFromSend } from '../features/metadata/metadata-form';
import { getSchemaMarkup, putSchemaMarkup, type SchemaMarkup } from '../core/api/schema-markup';
import { t } from '../core/i18n/t';
import type { DraftKey, RemoteState } from '../core/drafts/draft-types';
import type { Json } from '../core/drafts/json-value';
import type { DraftRemote } from '../core/drafts/save-draft';

const ownMarkup = (m: SchemaMarkup): RemoteState => ({
  lastUpdated: m.lastUpdated ?? null,
  value: m.isInherited ? null : ((m.jsonLdSchema ?? null) as Json),
});

/** Builds the remote over the client of each page's site. */
export function createDraftRemote(
  clientFor: (siteId: string) => Promise<ApiClient | undefined>,
): DraftRemote {
  const client = async (key: DraftKey) => {
    const found = await clientFor(key.siteId);
    if (!found) throw new Error(t('drafts_not_signed_in'));
    return found;
  };
  const locale = (key: DraftKey) => key.localeId ?? undefined;
  return {
    async read(key) {
      const c = await client(key);
      if (key.kind === 'schema')
        return ownMarkup(await getSchemaMarkup(c, key.pageId, locale(key)));
      const page = await getPage(c, key.pageId, locale(key));
      return { lastUpdated: page.lastUpdated ?? null, value: page as Json };
    },
    async write(key, send) {
      const c = await client(key);
      if (key.kind === 'schema') {
        const sent = send as Parameters<typeof putSchemaMarkup>[2];
        return ownMarkup(await putSchemaMarkup(c, key.pageId, sent, locale(key)));
      }
      const page = await updatePage(c, key.pageId, pageUpdateFromSend(send), locale(key));
      return { lastUpdated: page.lastUpdated ?? null, value: page as Json };
    },
  };
}
