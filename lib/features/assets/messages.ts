import { formatNumber, plural, t } from '../../core/i18n/t';

/** Texts of the asset browser. */
export const assetText = {
  treeLabel: t('assets_tree_label'),
  allAssets: t('assets_all'),
  count: (n: number | null) => (n === null ? '' : formatNumber(n)),
  countLabel: (n: number | null) =>
    n === null ? t('assets_count_unknown') : plural(n, 'assets_count_one', 'assets_count_many'),
  coverageLabel: (percent: number | null, locale: string) =>
    percent === null
      ? t('assets_coverage_none', locale)
      : t('assets_coverage', formatNumber(percent), locale),
  listLabel: (folder: string) => t('assets_list_label', folder),
  loadingRow: t('assets_loading'),
  empty: t('assets_empty'),
  noMatches: t('assets_no_matches'),
  partial: (shown: number, loaded: number, total: number | null) => {
    const all = total === null ? '…' : formatNumber(total);
    return shown === 1
      ? t('assets_partial_one', formatNumber(shown), formatNumber(loaded), all)
      : t('assets_partial_many', formatNumber(shown), formatNumber(loaded), all);
  },
  complete: (shown: number, total: number) =>
    t('assets_complete', formatNumber(shown), formatNumber(total)),
  loadAll: t('assets_load_all'),
  loadFailed: t('assets_load_failed'),
  retry: t('assets_retry'),
  altPresent: (locale: string) => t('assets_alt_present', locale),
  altMissing: (locale: string) => t('assets_alt_missing', locale),
  altNotNeeded: t('assets_alt_not_needed'),
  editAlt: (name: string, locale: string) => t('assets_edit_alt', name, locale),
  rename: (name: string) => t('assets_rename_label', name),
  copyUrl: (name: string) => t('assets_copy_url_label', name),
  openOriginal: (name: string) => t('assets_open_original', name),
  openRefused: (name: string) => t('assets_open_refused', name),
  altField: (name: string, locale: string) => t('assets_alt_field', name, locale),
  nameField: (name: string) => t('assets_name_field', name),
  save: t('assets_save'),
  cancel: t('assets_cancel'),
  saving: t('assets_saving'),
  altTooLong: (n: number) => t('assets_alt_too_long', formatNumber(n)),
  altIsFileName: t('assets_alt_is_file_name'),
  nameEmpty: t('assets_name_empty'),
  saveFailed: (reason: string) => t('assets_save_failed', reason),
  copied: (name: string) => t('assets_copied', name),
  savedAlt: (name: string, locale: string) => t('assets_saved_alt', name, locale),
  renamed: (name: string) => t('assets_renamed', name),
  actionFailed: (reason: string) => t('assets_action_failed', reason),
  searchLabel: t('assets_search_label'),
  searchPlaceholder: t('assets_search_placeholder'),
  buttons: {
    alt: t('assets_button_alt'),
    rename: t('assets_button_rename'),
    copy: t('assets_button_copy'),
    open: t('assets_button_open'),
  },
  missingAltFilter: (locale: string) => t('assets_missing_alt_filter', locale),
};
