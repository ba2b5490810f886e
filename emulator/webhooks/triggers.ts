import { z } from 'zod';
import { isTriggerType } from '../events';

/** Registrations allowed per trigger type per site. */
export const WEBHOOKS_PER_TRIGGER = 75;

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
