import type { Principal } from '../context';
import { ServiceError, validationError } from '../http/errors';
import { newObjectId, newSecret } from '../ids';
import type { Site, Webhook, WebhookSigning, World } from '../world-types';
import { checkDestination } from './destination';
import { WEBHOOKS_PER_TRIGGER, checkTriggerRules } from './triggers';
import type { CreateWebhookBody } from './triggers';

/** Who is registering: an API credential, or the site's dashboard (control API). */
export type Registrant = { via: 'api'; principal: Principal } | { via: 'dashboard' };

/**
 * Applies every create rule (trigger type, filter, destination, 75 per trigger per site) and
 * stores the webhook. Site keys get a per-webhook `secretKey`; OAuth apps sign with their client
 * secret; dashboard webhooks are unsigned.
 */
export function registerWebhook(
  world: World,
  site: Site,
  body: CreateWebhookBody,
  who: Registrant,
  now: string,
): Webhook {
  const ruleError = checkTriggerRules(body);
  if (ruleError) throw new ServiceError(400, ruleError.code, ruleError.message);
  const destination = checkDestination(body.url);
  if (!destination.ok) throw validationError(destination.message);
  const sameTrigger = Object.values(world.webhooks).filter(
    (w) => w.siteId === site.id && w.triggerType === body.triggerType,
  );
  if (sameTrigger.length >= WEBHOOKS_PER_TRIGGER) {
    throw new ServiceError(
      400,
      'bad_request',
      `Webhook limit reached: ${WEBHOOKS_PER_TRIGGER} per trigger type per site`,
    );
  }
  let signing: WebhookSigning = { kind: 'none' };
  let secretKey: string | null = null;
  if (who.via === 'api' && who.principal.kind === 'siteKey') {
    signing = { kind: 'secret-key' };
    secretKey = newSecret('whsec');
  } else if (who.via === 'api' && who.principal.appId !== undefined) {
    signing = { kind: 'client-secret', clientId: who.principal.appId };
  }
  const webhook: Webhook = {
    id: newObjectId(),
    siteId: site.id,
    workspaceId: site.workspaceId,
    triggerType: body.triggerType,
    url: destination.url.href,
    filter: body.filter ?? null,
    createdOn: now,
    lastTriggered: null,
    secretKey,
    signing,
    active: true,
    consecutiveFailures: 0,
  };
  world.webhooks[webhook.id] = webhook;
  return webhook;
}

/** The Webhook object of the service (never carries the secret). */
export function webhookView(webhook: Webhook) {
  return {
    id: webhook.id,
    triggerType: webhook.triggerType,
    url: webhook.url,
    workspaceId: webhook.workspaceId,
    siteId: webhook.siteId,
    filter: webhook.filter,
    lastTriggered: webhook.lastTriggered,
    createdOn: webhook.createdOn,
  };
}
