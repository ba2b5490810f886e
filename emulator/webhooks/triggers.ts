import { z } from 'zod';

/** The service's fourteen webhook trigger types. */
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

/** One webhook trigger type. */
export type TriggerType = (typeof TRIGGER_TYPES)[number];

/** Registrations allowed per trigger type per site. */
export const WEBHOOKS_PER_TRIGGER = 75;

/** Is this string one of the service's trigger types? */
export function isTriggerType(value: string): value is TriggerType {
  return (TRIGGER_TYPES as readonly string[]).includes(value);
}

/** Body of the create-webhook request, before the trigger and filter rules. */
export const createWebhookBody = z.object({
  triggerType: z.string().min(1),
  url: z.string().min(1).max(2048),
  filter: z
    .object({ name: z.string().min(1).max(256) })
    .strict()
    .nullable()
    .optional(),
});

/** Parsed create-webhook body. */
export type CreateWebhookBody = z.infer<typeof createWebhookBody>;

/** Service error codes the create rules can produce. */
export type TriggerRuleError =
  | { code: 'unsupported_webhook_trigger_type'; message: string }
  | { code: 'incompatible_webhook_filter'; message: string };

/** Checks the trigger type and that a filter is only given for `form_submission`. */
export function checkTriggerRules(body: CreateWebhookBody): TriggerRuleError | null {
  if (!isTriggerType(body.triggerType)) {
    return {
      code: 'unsupported_webhook_trigger_type',
      message: `Unsupported webhook trigger type: ${body.triggerType}`,
    };
  }
  if (body.filter != null && body.triggerType !== 'form_submission') {
    return {
      code: 'incompatible_webhook_filter',
      message: `A filter is only supported for form_submission, not ${body.triggerType}`,
    };
  }
  return null;
}
