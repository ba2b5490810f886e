/**
 * The webhook operations as protocol messages: list a site's webhooks (every page), register one
 * and delete one. Spread `webhookMessages` into the protocol map and `createWebhookHandlers(...)`
 * into the handlers. The one answer that carries a secret is `createWebhook`'s `secretKey`: the
 * service gives it once, for the editor to store in their receiver; the extension never keeps it.
 * @module
 */
import { z } from 'zod';
import { ApiError } from '../api/api-error';
import type { ApiClient } from '../api/client';
import { allWebhooks, createWebhook, deleteWebhook, type Webhook } from '../api/webhooks';
import { triggerLabel, webhookText } from './messages';
import { MAX_FORM_NAME, TRIGGER_TYPES, acceptsFilter, checkWebhookUrl } from './rules';

/** A webhook as the pages see it: never with a secret. */
export type WebhookView = Omit<Webhook, 'secretKey'>;

/** The answer to `createWebhook`: the new webhook, and its signing secret when the service sent one. */
export interface CreatedWebhook {
  webhook: WebhookView;
  /** Only for webhooks made with a site API key; shown once, never stored. */
  secretKey: string | null;
}

const id = z.string().min(1).max(64);
const out = <T>() => z.custom<T>(() => true);

const webhookUrl = z.string().superRefine((value, ctx) => {
  const problem = checkWebhookUrl(value);
  if (problem) ctx.addIssue({ code: 'custom', message: webhookText.urlProblem(problem) });
});

/** The `createWebhook` request: a known trigger, an https URL, a form name only for forms. */
export const newWebhookRequest = z
  .object({
    siteId: id,
    triggerType: z.enum(TRIGGER_TYPES),
    url: webhookUrl.transform((value) => value.trim()),
    filter: z
      .object({ name: z.string().trim().min(1).max(MAX_FORM_NAME) })
      .strict()
      .optional(),
  })
  .strict()
  .refine((body) => body.filter === undefined || acceptsFilter(body.triggerType), {
    message: webhookText.incompatibleFilter,
    path: ['filter'],
  });

/** Every webhook message: `request` is what a page sends, `response` what the background answers. */
export const webhookMessages = {
  /** Every webhook of the site, all pages read. */
  listWebhooks: { request: z.object({ siteId: id }).strict(), response: out<WebhookView[]>() },
  createWebhook: { request: newWebhookRequest, response: out<CreatedWebhook>() },
  deleteWebhook: {
    request: z.object({ siteId: id, webhookId: id }).strict(),
    response: out<Record<string, never>>(),
  },
} as const;

/** What the webhook handlers need: the API client of the credential that covers a site. */
export interface WebhookHandlerDeps {
  clientFor(siteId: string): Promise<ApiClient>;
}

type Messages = typeof webhookMessages;

/** The background's handlers of `webhookMessages`. */
export type WebhookHandlers = {
  [K in keyof Messages]: (
    data: z.output<Messages[K]['request']>,
  ) => Promise<z.output<Messages[K]['response']>>;
};

function withoutSecret(webhook: Webhook): WebhookView {
  const { secretKey: _secret, ...view } = webhook;
  return view;
}

/** The service's refusals of a create, in words an editor can act on. */
function editorError(error: unknown, triggerType: string): unknown {
  if (!(error instanceof ApiError)) return error;
  const said = (serviceMessage: string) => error.with({ serviceMessage });
  if (error.code === 'incompatible_webhook_filter') return said(webhookText.incompatibleFilter);
  if (error.code === 'unsupported_webhook_trigger_type')
    return said(webhookText.unsupportedTrigger);
  if (error.kind === 'bad-request' && /limit/i.test(error.serviceMessage ?? '')) {
    return said(webhookText.limitReached(triggerLabel(triggerType)));
  }
  return error;
}

/** Builds the handlers over the background's per-site clients. */
export function createWebhookHandlers({ clientFor }: WebhookHandlerDeps): WebhookHandlers {
  return {
    async listWebhooks({ siteId }) {
      const client = await clientFor(siteId);
      const byId = new Map<string, WebhookView>();
      for await (const webhook of allWebhooks(client, siteId)) {
        byId.set(webhook.id, withoutSecret(webhook));
      }
      return [...byId.values()];
    },
    async createWebhook({ siteId, ...body }) {
      const client = await clientFor(siteId);
      try {
        const created = await createWebhook(client, siteId, body);
        return { webhook: withoutSecret(created), secretKey: created.secretKey ?? null };
      } catch (error) {
        throw editorError(error, body.triggerType);
      }
    },
    async deleteWebhook({ siteId, webhookId }) {
      await deleteWebhook(await clientFor(siteId), webhookId);
      return {};
    },
  };
}
