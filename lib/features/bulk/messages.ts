/**
 * The words of bulk changes, in one place for translation.
 * @module
 */
import { formatNumber, plural, t } from '../../core/i18n/t';

/** Every string the bulk changes, planner and panel show. */
export const bulkText = {
  skipRaw: t('bulk_skip_raw'),
  skipInheriting: t('bulk_skip_inheriting'),
  skipHasOrganization: t('bulk_skip_has_organization'),
  skipNoMarkup: t('bulk_skip_no_markup'),
  skipNoTag: t('bulk_skip_no_tag'),
  skipNoInLanguageNode: t('bulk_skip_no_in_language_node'),
  skipInLanguageSet: t('bulk_skip_in_language_set'),
  skipPrimary: t('bulk_skip_primary'),
  skipOwn: t('bulk_skip_own'),
  skipPrimaryEmpty: t('bulk_skip_primary_empty'),
  skipTitleFits: t('bulk_skip_title_fits'),
  skipTitleOneWord: t('bulk_skip_title_one_word'),
  skipSlugFine: t('bulk_skip_slug_fine'),
  skipSlugLocked: (why: string) => t('bulk_skip_slug_locked', why),
  skipSlugNoAscii: t('bulk_skip_slug_no_ascii'),
  skipUnreadable: t('bulk_skip_unreadable'),
  skipNoLocaleUrl: t('livecheck_bulk_skip_no_locale_url'),
  summaryOrganization: t('bulk_summary_organization'),
  summaryOrganizationOwn: t('bulk_summary_organization_own'),
  summaryInLanguage: (tag: string, nodes: number) =>
    nodes === 1
      ? t('bulk_summary_in_language_one', tag, formatNumber(nodes))
      : t('bulk_summary_in_language_many', tag, formatNumber(nodes)),
  summaryLocaleVersion: (tag: string) => t('bulk_summary_locale_version', tag),
  summaryLocaleUrls: (url: string, values: number) =>
    t('livecheck_bulk_summary_locale_urls', url, formatNumber(values)),
  summaryShortened: (from: number, to: number) =>
    t('bulk_summary_shortened', formatNumber(from), formatNumber(to)),
  summaryFromPageTitle: (to: number) => t('bulk_summary_from_page_title', formatNumber(to)),
  summarySlug: (from: string, to: string) => t('bulk_summary_slug', from, to),
  tooLarge: (kb: number, limitKb: number) =>
    t('bulk_too_large', formatNumber(kb), formatNumber(limitKb)),
  tooManyCells: (max: number) => t('bulk_too_many_cells', formatNumber(max)),
  changeLabels: {
    'add-organization': t('bulk_change_add_organization'),
    'set-in-language': t('bulk_change_set_in_language'),
    'create-locale-versions': t('bulk_change_create_locale_versions'),
    'fix-long-titles': t('bulk_change_fix_long_titles'),
    'fix-slug-format': t('bulk_change_fix_slug_format'),
  },
  fieldChange: t('bulk_field_change'),
  fieldName: t('bulk_field_name'),
  fieldUrl: t('bulk_field_url'),
  fieldLogo: t('bulk_field_logo'),
  fieldIncludeInheriting: t('bulk_field_include_inheriting'),
  fieldSeoTitle: t('bulk_field_seo_title'),
  fieldSlug: t('bulk_field_slug'),
  preview: t('bulk_preview'),
  previewing: t('bulk_previewing'),
  apply: (n: number) => plural(n, 'bulk_apply_one', 'bulk_apply_many'),
  noCells: t('bulk_no_cells'),
  nothingToApply: t('bulk_nothing_to_apply'),
  skippedHeading: (n: number) => t('bulk_skipped_heading', formatNumber(n)),
  previewHeading: (n: number) => plural(n, 'bulk_changes_one', 'bulk_changes_many'),
  showAll: (n: number) => t('bulk_show_all', formatNumber(n)),
  added: t('bulk_added'),
  removed: t('bulk_removed'),
  progressLabel: t('bulk_progress_label'),
  counts: (done: number, failed: number, pending: number) =>
    t('bulk_counts', formatNumber(done), formatNumber(failed), formatNumber(pending)),
  pause: t('bulk_pause'),
  resume: t('bulk_resume'),
  cancel: t('bulk_cancel'),
  retry: t('bulk_retry'),
  dismiss: t('bulk_dismiss'),
  failuresHeading: t('bulk_failures_heading'),
  reportHeading: t('bulk_report_heading'),
  reportEntry: (cell: string, state: string) => t('bulk_report_entry', cell, state),
  statePaused: t('bulk_state_paused'),
  stateCancelled: t('bulk_state_cancelled'),
  stateFinished: t('bulk_state_finished'),
  entryStates: {
    pending: t('bulk_entry_pending'),
    sending: t('bulk_entry_sending'),
    done: t('bulk_entry_done'),
    failed: t('bulk_entry_failed'),
    unknown: t('bulk_entry_unknown'),
  },
  /** What a preview says of a collection template it writes to; no count when it is unknown. */
  templateIncludes: (kind: 'schema' | 'metadata', name: string, itemCount?: number) => {
    if (itemCount === undefined)
      return kind === 'schema'
        ? t('bulk_template_includes_unknown', name)
        : t('bulk_template_includes_metadata_unknown', name);
    const n = formatNumber(itemCount);
    return kind === 'schema'
      ? t('bulk_template_includes', name, n)
      : t('bulk_template_includes_metadata', name, n);
  },
  templateQuestion: t('bulk_template_question'),
  templateYes: t('bulk_template_yes'),
  templateNo: t('bulk_template_no'),
  notSignedIn: t('bulk_not_signed_in'),
  noAnswerForPage: t('bulk_no_answer_page'),
} as const;
