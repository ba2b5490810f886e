/**
 * The side panel's Schema tab: a page's markup in every locale, the editor's text kept as a draft,
 * the checker's findings, and save, clear and conflict resolution through the background.
 * Drafts live in `schema-drafts`, the service writes in `schema-writes`, the text rewrites in
 * `schema-rewrites`.
 * @module
 */
import { batch, effect, signal } from '@preact/signals';
import type { PageLocation } from '../../../core/locate/page-locator';
import type { MessagingClient } from '../../../core/messaging/client';
import { NO_RESCUE, type DraftRescue } from '../../../core/drafts/rescue';
import type { LocaleSchema } from '../page-schema';
import { createLocaleEditor, type Check, type LocaleEditor } from './locale-editor';
import {
  forgetMarkup,
  readMarkup,
  sameMarkup,
  writeMarkup,
  type MarkupKey,
  type MarkupStore,
} from './markup-cache';
import { createSchemaDrafts } from './schema-drafts';
import { createSchemaRewrites } from './schema-rewrites';
import { messageOf, type SchemaScope } from './schema-scope';
import { createSchemaWrites, showStored } from './schema-writes';
import { createTemplateGuard, type TemplateReach } from './template-guard';

export {
  canSave,
  fixesFit,
  type Check,
  type CheckReport,
  type LocaleEditor,
  type SchemaConflict,
  type Verdict,
} from './locale-editor';

// Every item of a collection shows its template page's markup; until the lookup names the
// collection and counts them, the page's own title stands for it.
const failClosedReach = (at: PageLocation): TemplateReach | undefined =>
  at.page.collectionId ? { collection: at.page.title } : undefined;

/** Creates the model. */
export function createSchemaModel(deps: {
  client: MessagingClient;
  check: Check;
  debounceMs?: number;
  /** Where a closing panel keeps the edits it could not yet store. */
  rescue?: DraftRescue;
  /** Where the markup last read is kept between openings (the extension's `localStorage`). */
  cache?: MarkupStore;
}) {
  const { client } = deps;
  const editors = signal<LocaleEditor[]>([]);
  const active = signal<string | undefined>(undefined);
  const error = signal<string | undefined>(undefined);
  const guard = createTemplateGuard();
  let location: PageLocation | undefined;
  let origin: string | undefined;
  let lastUrl: string | undefined;

  const keyOf = (e: LocaleEditor) => ({
    siteId: location!.site.id,
    pageId: location!.page.id,
    localeId: e.locale.primary ? null : e.locale.id,
    kind: 'schema' as const,
  });
  const find = (localeId: string) => editors.value.find((e) => e.locale.id === localeId)!;
  const urlOf = (localeId: string) => {
    const path = location?.paths[localeId];
    return origin && path !== undefined ? origin + path : undefined;
  };
  const drafts = createSchemaDrafts({
    client,
    rescue: deps.rescue ?? NO_RESCUE,
    keyOf,
    debounceMs: deps.debounceMs,
  });

  const recheck = async (e: LocaleEditor) => {
    const text = e.text.value;
    if (!text.trim()) {
      return batch(() => {
        e.diagnostics.value = [];
        e.verdict.value = undefined;
        e.checked.value = text;
      });
    }
    const reach = guard.reach.value;
    const found = await deps.check(
      text,
      {
        locale: e.locale.tag,
        url: urlOf(e.locale.id),
        alternates: Object.fromEntries(
          (location?.locales ?? []).flatMap((l) => {
            const url = urlOf(l.id);
            return url ? [[l.tag, url]] : [];
          }),
        ),
      },
      reach,
    );
    if (e.text.value !== text || guard.reach.value !== reach) return;
    batch(() => {
      e.diagnostics.value = found.diagnostics;
      e.verdict.value = found.verdict;
      e.checked.value = text;
    });
  };

  const edit = (localeId: string, text: string) => {
    const e = find(localeId);
    batch(() => {
      e.text.value = text;
      e.dirty.value = true;
      e.kept.value = false;
      e.notice.value = undefined;
    });
    drafts.schedule(e);
    void recheck(e);
  };

  const scope: SchemaScope = { client, editors, find, keyOf, urlOf, recheck, edit };
  const { loadNormalizer, ...rewrites } = createSchemaRewrites(scope);

  // The markup read last is kept for the next opening, also after a save, clear or discard.
  let readFor: MarkupKey | undefined;
  const cache = deps.cache;
  if (cache) {
    effect(() => {
      const remotes = editors.value.map((e) => e.remote.value);
      const known = remotes.filter((r): r is LocaleSchema => r !== undefined);
      if (readFor && known.length === remotes.length) writeMarkup(cache, readFor, known);
    });
  }
  const show = (at: PageLocation, remote: LocaleSchema[]) => {
    const list = at.locales.map((locale, i) => createLocaleEditor(locale, remote[i]!));
    batch(() => {
      editors.value = list;
      active.value = at.locale.id;
    });
    return Promise.all(
      list.map(async (e) => {
        await drafts.restore(e);
        void recheck(e);
      }),
    );
  };
  // The read after an early paint from the cache: a locale nobody touched shows what the service
  // holds; one with a draft keeps its version, so saving it finds the change.
  const refresh = (remote: LocaleSchema[]) => {
    editors.value.forEach((e, i) => {
      const fresh = remote[i]!;
      if (sameMarkup(e.remote.value, fresh) || e.dirty.value || e.busy.value) return;
      showStored(e, fresh);
      void recheck(e);
    });
  };

  // Each load's number: a load started later (the page located afresh) wins over an earlier one
  // still in flight.
  let loads = 0;
  const load = async (at: PageLocation, url?: string) => {
    const current = ++loads;
    location = at;
    lastUrl = url;
    // A question asked on the last page is not this page's; a template page is guarded from
    // here on, as its collection lookup may come late or never (its code failed to load).
    batch(() => {
      guard.pending.value = undefined;
      guard.reach.value = failClosedReach(at);
    });
    // Only a published page's host is the page's address; the Designer's is not.
    origin =
      url && (at.via === 'staging' || at.via === 'custom-domain') ? new URL(url).origin : undefined;
    error.value = undefined;
    readFor = undefined;
    const key = {
      siteId: at.site.id,
      pageId: at.page.id,
      localeIds: at.locales.map((l) => (l.primary ? null : l.id)),
    };
    const kept = cache && readMarkup(cache, key);
    const early = kept ? show(at, kept) : undefined;
    // Awaited below once the page's markup is read; a failed read says so in its place.
    early?.catch(() => undefined);
    try {
      // The normalizer loads beside the markup; the editor waits for neither it nor the checker.
      void loadNormalizer().catch(() => undefined);
      const remote = await client.request('schema.pageSchema', key);
      if (current !== loads) return;
      readFor = key;
      if (early) {
        refresh(remote);
        await early;
      } else {
        await show(at, remote);
      }
    } catch (err) {
      if (current === loads) error.value = messageOf(err);
    }
  };

  return {
    editors,
    active,
    error,
    edit,
    /** Sends every pending draft now, keeping a synchronous copy: the page may be closing. */
    flushPending: () => drafts.flushPending(find),
    load,
    /** Forgets the markup kept between openings (nobody is signed in). */
    forgetKept() {
      if (cache) forgetMarkup(cache);
    },
    /** Loads the last page again, after a load that failed. */
    retry: () => (location ? load(location, lastUrl) : Promise.resolve()),
    ...rewrites,
    ...createSchemaWrites(scope, drafts),
    /** The guard of a template page's writes: Save, Delete markup and a locale version ask first. */
    guard,
    /**
     * Fills in the template's collection and count from its lookup. Whether the page is a template
     * is the location's word, not the lookup's: an answer of none keeps a template page guarded.
     */
    setTemplate(reach: TemplateReach | undefined) {
      const closed = location && failClosedReach(location);
      guard.reach.value = closed && (reach ?? closed);
      for (const e of editors.value) void recheck(e);
    },
    keepInheriting(localeId: string) {
      find(localeId).keptInheriting.value = true;
    },
  };
}

/** The Schema tab's model. */
export type SchemaModel = ReturnType<typeof createSchemaModel>;
