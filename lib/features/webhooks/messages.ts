import { formatNumber, t } from '../../core/i18n/t';
import type { TriggerType, UrlProblem } from './rules';
import { WEBHOOKS_PER_TRIGGER } from './rules';

/** Each trigger type in words. */
export const triggerLabels: Record<TriggerType, string> = {
  form_submission: t('hooks_trigger_form_submission'),
  site_publish: t('hooks_trigger_site_publish'),
  page_created: t('hooks_trigger_page_created'),
  page_metadata_updated: t('hooks_trigger_page_metadata_updated'),
  page_deleted: t('hooks_trigger_page_deleted'),
  ecomm_new_order: t('hooks_trigger_ecomm_new_order'),
  ecomm_order_changed: t('hooks_trigger_ecomm_order_changed'),
  ecomm_inventory_changed: t('hooks_trigger_ecomm_inventory_changed'),
  collection_item_created: t('hooks_trigger_collection_item_created'),
  collection_item_changed: t('hooks_trigger_collection_item_changed'),
  collection_item_deleted: t('hooks_trigger_collection_item_deleted'),
  collection_item_published: t('hooks_trigger_collection_item_published'),
  collection_item_unpublished: t('hooks_trigger_collection_item_unpublished'),
  comment_created: t('hooks_trigger_comment_created'),
};

/** A trigger type in words; an unknown one (a newer service) as sent. */
export function triggerLabel(triggerType: string): string {
  return (triggerLabels as Record<string, string>)[triggerType] ?? triggerType;
}

const urlProblems: Record<Exclude<UrlProblem, null>, string> = {
  empty: t('hooks_url_empty'),
  'not-a-url': t('hooks_url_not_a_url'),
  'not-https': t('hooks_url_not_https'),
  credentials: t('hooks_url_credentials'),
  'too-long': t('hooks_url_too_long'),
};

const limit = formatNumber(WEBHOOKS_PER_TRIGGER);

/** Texts of the Webhooks tab and of the webhook messages' errors. */
export const webhookText = {
  title: t('hooks_title'),
  intro: t('hooks_intro'),
  loading: t('hooks_loading'),
  empty: t('hooks_empty'),
  retry: t('hooks_retry'),
  urlProblem: (problem: Exclude<UrlProblem, null>) => urlProblems[problem],
  used: (n: number) => t('hooks_used', formatNumber(n), limit),
  usedBy: (label: string, n: number) => t('hooks_used_by', label, formatNumber(n), limit),
  nearLimit: (n: number, label: string) =>
    t('hooks_near_limit', formatNumber(n), limit, label, formatNumber(WEBHOOKS_PER_TRIGGER - n)),
  full: (label: string) => t('hooks_full', limit, label),
  limitReached: (label: string) => t('hooks_limit_reached', limit, label),
  incompatibleFilter: t('hooks_incompatible_filter'),
  unsupportedTrigger: t('hooks_unsupported_trigger'),
  refusedSiteKeyCreate: (permissions: string) => t('hooks_refused_site_key_create', permissions),
  refusedOAuthCreate: (permissions: string) => t('hooks_refused_oauth_create', permissions),
  refusedSiteKey: t('hooks_refused_site_key'),
  refusedOAuth: t('hooks_refused_oauth'),
  form: {
    heading: t('hooks_form_heading'),
    trigger: t('hooks_form_trigger'),
    url: t('hooks_form_url'),
    urlPlaceholder: t('hooks_form_url_placeholder'),
    formName: t('hooks_form_form_name'),
    formNameHint: t('hooks_form_form_name_hint'),
    formNameTooLong: t('hooks_form_form_name_too_long'),
    submit: t('hooks_form_submit'),
    submitting: t('hooks_form_submitting'),
  },
  list: {
    label: t('hooks_list_label'),
    url: t('hooks_list_url'),
    form: t('hooks_list_form'),
    anyForm: t('hooks_list_any_form'),
    created: t('hooks_list_created'),
    lastTriggered: t('hooks_list_last_triggered'),
    never: t('hooks_list_never'),
    delete: t('hooks_list_delete'),
    deleteLabel: (label: string, url: string) => t('hooks_list_delete_label', label, url),
    deleting: t('hooks_list_deleting'),
    confirmDelete: (label: string, url: string) => t('hooks_list_confirm_delete', label, url),
    deleted: (label: string) => t('hooks_list_deleted', label),
    deleteFailed: (reason: string) => t('hooks_list_delete_failed', reason),
  },
  secret: {
    heading: t('hooks_secret_heading'),
    warning: t('hooks_secret_warning'),
    explain: t('hooks_secret_explain'),
    copy: t('hooks_secret_copy'),
    copied: t('hooks_secret_copied'),
    copyFailed: t('hooks_secret_copy_failed'),
    dismiss: t('hooks_secret_dismiss'),
  },
  noSecret: {
    heading: t('hooks_no_secret_heading'),
    body: t('hooks_no_secret_body'),
    dismiss: t('hooks_no_secret_dismiss'),
  },
  created: (label: string) => t('hooks_created', label),
};
