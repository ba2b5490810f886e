/**
 * What the Item tab's messages answer: the item's fields and its rows per CMS locale, what the
 * credential may do, and what publishing the item did.
 * @module
 */
import type { Json } from '../../core/drafts/json-value';
import type { CollectionRef, NoAccess } from './collection-lookup';
import type { ItemSeoMap } from './item-seo-store';

/** A field of the item's collection, as the tab edits it. */
export interface ItemField {
  slug: string;
  name: string;
  /** PlainText, RichText, Image, … (kept as their type when written). */
  type: string;
  isRequired: boolean;
  /** A PlainText field's most characters, when the collection sets one. */
  maxLength?: number;
}

/** The staged item in one CMS locale. */
export interface ItemLocaleRow {
  cmsLocaleId: string;
  lastUpdated: string | null;
  lastPublished: string | null;
  /** Changed after its last publish (`lastUpdated > lastPublished`): the page still shows the old values. */
  changed: boolean;
  fieldData: Record<string, Json>;
  /** When changed: the values the published page shows now (what its `<title>` is matched against). */
  live?: Record<string, Json>;
}

/** Whether the credential may change items: yes, or which credential may not. */
export type ItemWriteAccess = 'ok' | 'no-access-key' | 'no-access-account';

/** What the Item tab shows of an item page. */
export type ItemEditorAnswer =
  | {
      state: 'item';
      collection: CollectionRef;
      itemId: string;
      fields: ItemField[];
      /** One row per CMS locale asked for, in the order asked. */
      locales: ItemLocaleRow[];
      write: ItemWriteAccess;
      /** The fields the editor confirmed feed the page in each CMS locale asked for (by id). */
      seo: Record<string, ItemSeoMap | null>;
    }
  | { state: 'not-published'; collection: CollectionRef }
  | NoAccess;

/** What publishing the item answered. */
export type PublishItemAnswer =
  | { state: 'published'; published: boolean; errors: string[] }
  | { state: 'no-write'; write: Exclude<ItemWriteAccess, 'ok'> };
