/**
 * What the Schema tab's parts share: the editors, where a locale's draft is kept, the page's
 * published addresses, and the one way to change an editor's text.
 * @module
 */
import type { ReadonlySignal } from '@preact/signals';
import type { MessagingClient } from '../../../core/messaging/client';
import type { LocaleEditor } from './locale-editor';

/**
 * Where a locale's schema draft is kept (the primary locale's is `null`). A type, not an
 * interface, so it fits the draft messages' keys, whose kinds add fields of their own.
 */
export type SchemaDraftKey = {
  siteId: string;
  pageId: string;
  localeId: string | null;
  kind: 'schema';
};

/** The Schema tab's shared state and helpers, read at call time (the page may change). */
export interface SchemaScope {
  client: MessagingClient;
  editors: ReadonlySignal<LocaleEditor[]>;
  /** The editor of a locale on the current page. */
  find: (localeId: string) => LocaleEditor;
  keyOf: (e: LocaleEditor) => SchemaDraftKey;
  /** A locale's published address; undefined when the page was not opened on its published host. */
  urlOf: (localeId: string) => string | undefined;
  /** Runs the checker on the editor's current text. */
  recheck: (e: LocaleEditor) => Promise<void>;
  /** Replaces the editor's text as the user's edit: a draft, kept and checked. */
  edit: (localeId: string, text: string) => void;
}

/** An error's message, as a notice shows it. */
export const messageOf = (e: unknown) => (e instanceof Error ? e.message : String(e));
