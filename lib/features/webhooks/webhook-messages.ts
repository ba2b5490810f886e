/**
 * The webhook operations as protocol messages: list a site's webhooks (every page), register one
 * and delete one. `register.ts` registers them with the background. The one answer that carries a
 * secret is `webhooks.createWebhook`'s `secretKey`: the service gives it once, for the editor to store in
 * their receiver; the extension never keeps it.
 * @module
 */
import { z } from 'zod';
import { id, out } from '../../core/messaging/schemas';
import { ApiError } from '../../core/api/api-error';
import type { ApiClient } from '../../core/api/client';
import type { Credential } from '../../core/auth/credentials';
import { allWebhooks, createWebhook, deleteWebhook, type Webhook } from '../../core/api/webhooks';
import { triggerLabel, webhookText } from './messages';
import { MAX_FORM_NAME, TRIGGER_TYPES, acceptsFilter, checkWebhookUrl } from './rules';

/** A webhook as the pages see it: never with a secret. */
export type WebhookView = Omit<Webhook, 'secretKey'>;

/** The answer to `webhooks.createWebhook`: the new webhook, and its signing secret when the service sent one. */
export interface CreatedWebhook {
  webhook: WebhookView;
  /** Only for webhooks made with a site API key; shown once, never stored. */
  secretKey: string | null;
}

const webhookUrl = z.string().superRefine((value, ctx) => {
  const problem = checkWebhookUrl(value);
  if (problem) ctx.addIssue({ code: 'custom', message: webhookText.urlProblem(problem) });
});

/** The `webhooks.createWebhook` request: a known trigger, an https URL, a form name only for forms. */
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
  /** The kind of credential that client signs with, to name the one a refusal asks for. */
  credentialKind?(siteId: string): Promise<Credential['kind'] | undefined>;
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

/** The permissions creating a webhook for a trigger needs (form submissions also read forms). */
function createPermissions(triggerType: string): string {
  return triggerType === 'form_submission' ? 'sites:write, forms:read' : 'sites:write';
}

/**
 * A 403 in words naming the credential it needs: the real service reserves creating webhooks for
 * app (OAuth) tokens, and a site API key may be refused any webhook request. An OAuth sign-in's
 * missing scope keeps its message, which names the scope.
 */
function refusal(
  error: ApiError,
  credential: Credential['kind'] | undefined,
  triggerType?: string,
): Error | undefined {
  if (error.status !== 403) return undefined;
  const said = (text: string) => Object.assign(new Error(text), { kind: error.kind });
  if (credential === 'site-key') {
    return said(
      triggerType === undefined
        ? webhookText.refusedSiteKey
        : webhookText.refusedSiteKeyCreate(createPermissions(triggerType)),
    );
  }
  if (credential === 'oauth' && error.kind === 'forbidden') {
    return said(
      triggerType === undefined
        ? webhookText.refusedOAuth
        : webhookText.refusedOAuthCreate(createPermissions(triggerType)),
    );
  }
  return undefined;
}

/** The service's refusals of a create, in words an editor can act on. */
function editorError(
  error: unknown,
  triggerType: string,
  credential: Credential['kind'] | undefined,
): unknown {
  if (!(error instanceof ApiError)) return error;
  const refused = refusal(error, credential, triggerType);
  if (refused) return refused;
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
export function createWebhookHandlers({
  clientFor,
  credentialKind,
}: WebhookHandlerDeps): WebhookHandlers {
  const kindFor = (siteId: string) => credentialKind?.(siteId).catch(() => undefined);
  const explained = async <T>(siteId: string, call: (client: ApiClient) => Promise<T>) => {
    try {
      return await call(await clientFor(siteId));
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      throw refusal(error, await kindFor(siteId)) ?? error;
    }
  };
  return {
    listWebhooks: ({ siteId }) =>
      explained(siteId, async (client) => {
        const byId = new Map<string, WebhookView>();
        for await (const webhook of allWebhooks(client, siteId)) {
          byId.set(webhook.id, withoutSecret(webhook));
        }
        return [...byId.values()];
      }),
    async createWebhook({ siteId, ...body }) {
      const client = await clientFor(siteId);
      try {
        const created = await createWebhook(client, siteId, body);
        return { webhook: withoutSecret(created), secretKey: created.secretKey ?? null };
      } catch (error) {
        throw editorError(error, body.triggerType, await kindFor(siteId));
      }
    },
    deleteWebhook: ({ siteId, webhookId }) =>
      explained(siteId, async (client) => {
        await deleteWebhook(client, webhookId);
        return {};
      }),
  };
}
