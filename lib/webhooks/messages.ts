import type { TriggerType, UrlProblem } from './rules';
import { WEBHOOKS_PER_TRIGGER } from './rules';

/** Each trigger type in words. */
export const triggerLabels: Record<TriggerType, string> = {
  form_submission: 'Form submission',
  site_publish: 'Site published',
  page_created: 'Page created',
  page_metadata_updated: 'Page metadata updated',
  page_deleted: 'Page deleted',
  ecomm_new_order: 'New order',
  ecomm_order_changed: 'Order changed',
  ecomm_inventory_changed: 'Inventory changed',
  collection_item_created: 'Collection item created',
  collection_item_changed: 'Collection item changed',
  collection_item_deleted: 'Collection item deleted',
  collection_item_published: 'Collection item published',
  collection_item_unpublished: 'Collection item unpublished',
  comment_created: 'Comment created',
};

/** A trigger type in words; an unknown one (a newer service) as sent. */
export function triggerLabel(triggerType: string): string {
  return (triggerLabels as Record<string, string>)[triggerType] ?? triggerType;
}

const urlProblems: Record<Exclude<UrlProblem, null>, string> = {
  empty: 'Enter the address that should receive the webhook.',
  'not-a-url': 'Enter a full address, such as https://example.com/hooks/site.',
  'not-https': 'The address must start with https:// — the service sends webhooks over HTTPS only.',
  credentials: 'Leave the user name and password out of the address.',
  'too-long': 'The address is too long (2,048 characters at most).',
};

/** Texts of the Webhooks tab and of the webhook messages' errors. */
export const webhookText = {
  title: 'Webhooks',
  intro: 'The service calls these addresses when something happens on this site.',
  loading: 'Loading the site’s webhooks…',
  empty: 'This site has no webhooks yet.',
  retry: 'Try again',
  urlProblem: (problem: Exclude<UrlProblem, null>) => urlProblems[problem],
  used: (n: number) => `${n} of ${WEBHOOKS_PER_TRIGGER} used`,
  nearLimit: (n: number, label: string) =>
    `${n} of ${WEBHOOKS_PER_TRIGGER} webhooks for “${label}” are in use; only ${WEBHOOKS_PER_TRIGGER - n} more can be added.`,
  full: (label: string) =>
    `This site has reached the limit of ${WEBHOOKS_PER_TRIGGER} webhooks for “${label}”. Delete one before adding another.`,
  limitReached: (label: string) =>
    `This site already has ${WEBHOOKS_PER_TRIGGER} webhooks for “${label}”, the most the service allows. Delete one before adding another.`,
  incompatibleFilter: 'A form name can only be given for form submissions.',
  unsupportedTrigger: 'The service does not know this trigger.',
  form: {
    heading: 'Add a webhook',
    trigger: 'When',
    url: 'Send to (https address)',
    urlPlaceholder: 'https://example.com/hooks/site',
    formName: 'Form name (optional)',
    formNameHint: 'Only submissions of the form with this name; leave empty for every form.',
    formNameTooLong: 'The form name is too long (256 characters at most).',
    submit: 'Add webhook',
    submitting: 'Adding…',
  },
  list: {
    label: 'Webhooks by trigger',
    url: 'Address',
    form: 'Form',
    anyForm: 'Any form',
    created: 'Created',
    lastTriggered: 'Last triggered',
    never: 'Never',
    delete: 'Delete',
    deleteLabel: (label: string, url: string) => `Delete the “${label}” webhook to ${url}`,
    deleting: 'Deleting…',
    confirmDelete: (label: string, url: string) =>
      `Delete the “${label}” webhook to ${url}? The service stops calling it at once.`,
    deleted: (label: string) => `Deleted the “${label}” webhook.`,
    deleteFailed: (reason: string) => `Not deleted: ${reason}`,
  },
  secret: {
    heading: 'Signing secret of the new webhook',
    warning: 'Store it now — it will not be shown again.',
    explain:
      'Your receiver uses this secret to check that requests really come from the service (x-service-signature).',
    copy: 'Copy secret',
    copied: 'Copied.',
    copyFailed: 'Could not copy; select the secret and copy it by hand.',
    dismiss: 'I stored it',
  },
  noSecret: {
    heading: 'Webhook added',
    body: 'No signing secret was returned. Webhooks made with an OAuth sign-in are signed with the app’s client secret, which the app’s owner keeps; only webhooks made with a site API key get a secret of their own.',
    dismiss: 'OK',
  },
  created: (label: string) => `Added a “${label}” webhook.`,
};
