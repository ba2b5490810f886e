/**
 * The fixes of a live check's language findings: asked of the background (`live-site.languageFixPlan`) and
 * previewed in the grid's bulk panel on exactly their cells, so the existing preview and job
 * machinery writes them.
 * @module
 */
import { signal, type ReadonlySignal } from '@preact/signals';
import type { PlanChange } from '../../bulk';
import { bulkText } from '../../bulk';
import { t } from '../../../core/i18n/t';
import type { LanguageFixEntry } from '../live-types';
import type { MessagingClient } from '../../../core/messaging/client';
import { cellKey } from '../../site';
import type { BulkModel } from '../../bulk/model';
import type { SiteModel } from '../../site/model';

const messageOf = (e: unknown) => (e instanceof Error ? e.message : String(e));

/** The name of a language fix, as the bulk panel and the fix list show it. */
export function fixLabel(change: PlanChange): string {
  return change.type === 'set-locale-urls'
    ? t('site_live_fix_locale_urls')
    : bulkText.changeLabels[change.type];
}

/** Selects a fix's cells in the grid (every row shown) and previews its change in `bulk`. */
export async function previewFix(grid: SiteModel, entry: LanguageFixEntry, bulk: BulkModel) {
  grid.filter.value = { ...grid.filter.value, state: 'any', issue: 'any', locales: [] };
  grid.selection.value = new Set(entry.cells.map(cellKey));
  const change = entry.change;
  if (change.type === 'set-locale-urls') {
    bulk.given.value = { change, label: fixLabel(change) };
  } else {
    bulk.given.value = null;
    bulk.changeType.value = change.type;
    if (change.type === 'add-organization') {
      const { name, url, logo, includeInheriting } = change;
      bulk.organization.value = {
        name,
        url,
        logo: logo ?? '',
        includeInheriting: !!includeInheriting,
      };
    }
  }
  await bulk.preview();
}

/** Creates the fixes of the site `siteId` names. */
export function createLiveFixes(
  client: MessagingClient,
  grid: SiteModel,
  siteId: ReadonlySignal<string | undefined>,
) {
  const fixes = signal<LanguageFixEntry[] | null>(null);
  const fixing = signal(false);
  const error = signal<string | undefined>(undefined);
  return {
    /** The fixes answered, when more than one change is needed (each previewed on its own). */
    fixes,
    fixing,
    error,
    /** Forgets the fixes (another site, or a new check). */
    reset() {
      fixes.value = null;
      error.value = undefined;
    },
    /** Asks for the fixes; one change is previewed at once in `bulk`, several are listed. */
    async plan(bulk: BulkModel) {
      const site = siteId.value;
      if (!site || fixing.value) return;
      fixing.value = true;
      error.value = undefined;
      try {
        const entries = await client.request('live-site.languageFixPlan', { siteId: site });
        fixes.value = entries.length > 1 ? entries : null;
        if (entries.length === 1) await previewFix(grid, entries[0]!, bulk);
        else if (entries.length === 0) error.value = t('site_live_fix_nothing');
      } catch (e) {
        error.value = messageOf(e);
      } finally {
        fixing.value = false;
      }
    },
    /** Previews one of several fixes. */
    preview: (entry: LanguageFixEntry, bulk: BulkModel) => previewFix(grid, entry, bulk),
  };
}

/** The language fixes of a live check. */
export type LiveFixes = ReturnType<typeof createLiveFixes>;
