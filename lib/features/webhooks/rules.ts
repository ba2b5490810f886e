/**
 * The service's webhook rules, as plain functions (no zod) so both the background's request
 * schemas and the pages' inline checks use them: the 14 trigger types, the per-trigger limit, the
 * https rule and the form-name filter.
 * @module
 */

/** Every trigger type the service accepts, in the order the UI lists them. */
export const TRIGGER_TYPES = [
  'form_submission',
  'site_publish',
  'page_created',
  'page_metadata_updated',
  'page_deleted',
  'ecomm_new_order',
  'ecomm_order_changed',
  'ecomm_inventory_changed',
  'collection_item_created',
  'collection_item_changed',
  'collection_item_deleted',
  'collection_item_published',
  'collection_item_unpublished',
  'comment_created',
] as const;

/** A trigger type. */
export type TriggerType = (typeof TRIGGER_TYPES)[number];

/** Registrations the service allows per trigger type per site. */
export const WEBHOOKS_PER_TRIGGER = 75;

/** From this many registrations of one trigger the UI warns that the limit is near. */
export const WEBHOOKS_WARN_AT = 70;

/** Longest destination URL accepted. */
export const MAX_WEBHOOK_URL = 2048;

/** Longest form name accepted as a filter. */
export const MAX_FORM_NAME = 256;

/** Only form submissions can be filtered (by form name). */
export function acceptsFilter(triggerType: string): boolean {
  return triggerType === 'form_submission';
}

/** Why a destination URL is refused, as a key of the webhook texts; null when it is fine. */
export type UrlProblem = 'empty' | 'not-a-url' | 'not-https' | 'credentials' | 'too-long' | null;

/**
 * Checks a destination URL: absolute, https, no user name or password in it. The service allows
 * nothing else for real receivers, so refusing here saves a request and says why in plain words.
 */
export function checkWebhookUrl(raw: string): UrlProblem {
  const text = raw.trim();
  if (text === '') return 'empty';
  if (text.length > MAX_WEBHOOK_URL) return 'too-long';
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return 'not-a-url';
  }
  if (url.protocol !== 'https:') return 'not-https';
  if (url.username !== '' || url.password !== '') return 'credentials';
  return null;
}

/** How close a trigger is to its limit. */
export type LimitState = 'ok' | 'near' | 'full';

/** The limit state of a trigger that has `used` registrations. */
export function limitState(used: number): LimitState {
  if (used >= WEBHOOKS_PER_TRIGGER) return 'full';
  return used >= WEBHOOKS_WARN_AT ? 'near' : 'ok';
}
