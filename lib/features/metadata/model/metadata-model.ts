/**
 * The side panel's Metadata tab for one page and locale: the fields as a draft (the same draft and
 * conflict mechanism as the schema editor), the slug rule, and honest save notices.
 * @module
 */
import { signal } from '@preact/signals';
import type { Page } from '../register';
import type { PageLocation } from '../../../core/locate/page-locator';
import { NO_RESCUE, type DraftRescue } from '../../../core/drafts/rescue';
import type { MessagingClient } from '../../../core/messaging/client';
import {
  draftValueFromFields,
  fieldsFromDraft,
  fieldsFromPage,
  isDirty,
  pageUpdateFromSend,
  type MetadataFields,
} from '../metadata-form';
import { describeSave, type MetadataNotice } from '../save-outcome';
import { slugChangeability, type SiblingSlug, type SlugChangeability } from '../slug-rules';
import { t } from '../../../core/i18n/t';
import type { HostAccess } from '../../../core/model/host-access';
import { createRedirectModel } from '../../redirects/model';

/** What the tab shows once loaded. */
export interface MetadataState {
  page: Page;
  siblings: SiblingSlug[];
  slugRule: SlugChangeability;
}

const message = (e: unknown) => (e instanceof Error ? e.message : String(e));

/** Creates the model. */
export function createMetadataModel(
  client: MessagingClient,
  debounceMs = 400,
  rescue: DraftRescue = NO_RESCUE,
  hostAccess?: HostAccess,
) {
  const redirects = createRedirectModel(client, hostAccess);
  const state = signal<MetadataState | undefined>(undefined);
  const fields = signal<MetadataFields | undefined>(undefined);
  const localeId = signal<string | undefined>(undefined);
  const busy = signal(false);
  const notices = signal<MetadataNotice[]>([]);
  const error = signal<string | undefined>(undefined);
  let location: PageLocation | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let pendingPut: Promise<unknown> | undefined;

  const key = () => {
    const locale = location!.locales.find((l) => l.id === localeId.value)!;
    return {
      siteId: location!.site.id,
      pageId: location!.page.id,
      localeId: locale.primary ? null : locale.id,
      kind: 'metadata' as const,
    };
  };

  const storeDraft = (closing = false) => {
    timer = undefined;
    const current = state.value;
    const edited = fields.value;
    if (!current || !edited) return;
    if (!isDirty(current.page, edited)) {
      if (closing) rescue.forget(key());
      pendingPut = client.request('drafts.removeDraft', key());
    } else {
      const input = {
        ...key(),
        value: draftValueFromFields(current.page, edited),
        base: { lastUpdated: current.page.lastUpdated ?? null, value: current.page as never },
      };
      if (closing) rescue.keep(input);
      pendingPut = client.request('drafts.putDraft', input).then(() => {
        if (closing) rescue.forget(input);
      });
    }
    void pendingPut.catch((e) => (error.value = message(e)));
  };

  /** Shows `page` (as read, or as a save answered it) with the locale's draft over it, if any. */
  const show = async (page: Page, siblings: SiblingSlug[]) => {
    const locale = location!.locales.find((l) => l.id === localeId.value)!;
    const subdirectory = locale.primary ? '' : (page.publishedPath?.split('/')[1] ?? '');
    const slugRule = slugChangeability(page, {
      isPrimaryLocale: locale.primary,
      localizedSlugs: 'unknown',
      localeSubdirectory: subdirectory,
    });
    const draft = await client.request('drafts.getDraft', key());
    state.value = { page, siblings, slugRule };
    fields.value =
      draft?.kind === 'metadata'
        ? fieldsFromDraft(page, draft.value as never)
        : fieldsFromPage(page);
  };

  const load = async (id: string) => {
    localeId.value = id;
    notices.value = [];
    error.value = undefined;
    state.value = undefined;
    try {
      const { page, siblings } = await client.request('metadata.pageMetadata', {
        siteId: location!.site.id,
        pageId: location!.page.id,
        localeId: key().localeId,
      });
      const rescued = await rescue.take(key());
      if (rescued) await client.request('drafts.putDraft', rescued);
      void redirects.load(location!.site.id, location!.page.id);
      await show(page, siblings);
    } catch (e) {
      error.value = message(e);
    }
  };

  return {
    state,
    fields,
    localeId,
    busy,
    notices,
    error,
    /** The redirect plan of the page's moved addresses. */
    redirects,
    /** Loads the page of `at` in locale `id` (the tab's locale by default). */
    open(at: PageLocation, id = at.locale.id) {
      location = at;
      return load(id);
    },
    selectLocale: (id: string) => load(id),
    edit(next: MetadataFields) {
      fields.value = next;
      clearTimeout(timer);
      timer = setTimeout(storeDraft, debounceMs);
    },
    /** Sends a pending draft now, keeping a synchronous copy: the page may be closing. */
    flushPending() {
      if (timer === undefined) return;
      clearTimeout(timer);
      storeDraft(true);
    },
    async save() {
      const current = state.value;
      const edited = fields.value;
      if (!current || !edited) return;
      busy.value = true;
      notices.value = [];
      try {
        clearTimeout(timer);
        storeDraft();
        await pendingPut;
        const sent = pageUpdateFromSend(draftValueFromFields(current.page, edited));
        const result = await client.request('drafts.saveDraft', key());
        if (result.status === 'saved') {
          // The answer is the page the service now holds: shown as is, with no read again.
          const stored = result.stored.value as unknown as Page;
          await show(stored, current.siblings);
          // A slug sent may have moved the page's addresses: the redirect plan follows.
          if (sent.slug !== undefined) void redirects.load(location!.site.id, location!.page.id);
          notices.value = describeSave(sent, stored, current.slugRule);
        } else if (result.status === 'conflict') {
          notices.value = [
            {
              tone: 'error',
              text: t('ui_metadata_conflict'),
            },
          ];
        } else if (result.status === 'no-draft') {
          notices.value = [{ tone: 'warning', text: t('ui_no_unsaved_changes') }];
        } else {
          notices.value = [{ tone: 'error', text: t('ui_not_saved', result.message) }];
        }
      } catch (e) {
        notices.value = [{ tone: 'error', text: t('ui_not_saved_kept', message(e)) }];
      } finally {
        busy.value = false;
      }
    },
    async discard() {
      await client.request('drafts.removeDraft', key());
      await load(localeId.value!);
    },
  };
}

/** The Metadata tab's model. */
export type MetadataModel = ReturnType<typeof createMetadataModel>;
