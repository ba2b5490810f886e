/**
 * The words of the live check of item pages: its progress, its findings and why a version was not
 * read, written from what the result stores (rule and values), in the UI's language.
 * @module
 */
import { formatNumber, localeDisplayName, plural, t } from '../../../core/i18n/t';
import { describeFinding, failureText } from '../live-text';
import type { Blocker } from '../indexing/index-types';
import { reasonText } from '../indexing/index-text';
import type { ItemFailure, ItemFinding, ItemLanguage, ItemProgress, LiveItems } from './item-types';

/** "Read 2,400 of 10,263 page versions · 1,026 items". */
export function itemProgressText(progress: ItemProgress): string {
  const read = t('site_live_progress', formatNumber(progress.done), formatNumber(progress.total));
  return `${read} · ${plural(progress.items, 'items_live_progress_items_one', 'items_live_progress_items_many')}`;
}

/** A finding of `result` in words. */
export function describeItemFinding(result: LiveItems, finding: ItemFinding): string {
  const name = result.collectionName;
  const count = formatNumber(finding.total);
  const many = finding.total !== 1;
  switch (finding.rule) {
    case 'items/repeated-value': {
      const [property = '', value = '', of = '0'] = finding.args;
      return t(
        'items_finding_repeated_value',
        count,
        formatNumber(Number(of)),
        name,
        property,
        value,
      );
    }
    case 'items/not-found':
      return t(many ? 'items_finding_not_found_many' : 'items_finding_not_found_one', count, name);
    case 'items/missing-locale': {
      const [key = '', tag = ''] = finding.args;
      const language = localeDisplayName(tag || null, tag || key);
      return t(
        many ? 'items_finding_missing_locale_many' : 'items_finding_missing_locale_one',
        count,
        name,
        language,
      );
    }
    case 'items/no-markup':
      return t(many ? 'items_finding_no_markup_many' : 'items_finding_no_markup_one', count, name);
    case 'index/noindex':
    case 'index/nosnippet':
    case 'index/blocked':
    case 'index/password':
      return t('index_items_hidden', count, name, reasonText(finding.rule.slice(6) as Blocker));
  }
}

/** A language finding on an item page version in words (message and fix). */
export const describeItemLanguage = (finding: ItemLanguage) =>
  describeFinding(finding.rule, finding.args);

/** Why an item page version was not read, in words. */
export function itemFailureText(result: LiveItems, failure: ItemFailure): string {
  switch (failure.kind) {
    case 'off-origin':
      return t('items_reason_off_origin', result.origin);
    case 'status':
      return failureText({ kind: 'status', status: failure.status ?? 0 });
    case 'redirect':
      return failureText({
        kind: 'redirect',
        status: failure.status ?? 0,
        location: failure.location ?? null,
      });
    case 'timeout':
      return failureText({ kind: 'timeout', ms: failure.ms ?? 0 });
    case 'network':
      return failureText({ kind: 'network', message: '' });
    case 'cancelled':
      return failureText({ kind: 'cancelled' });
  }
}
