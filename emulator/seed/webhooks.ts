import type { Rng } from '../ids';
import type { World } from '../world-types';
import type { SeedKind, SeedTimes } from './kind';

/**
 * Demo webhooks on the first site: a form-submission hook registered by the OAuth app (signed with
 * its client secret) and a site-publish hook made in the dashboard (unsigned). Their receivers
 * are on loopback and usually not running, so deliveries fail and retry, as they would.
 */
export const seedWebhooks = (world: World, rng: Rng, kind: SeedKind, times: SeedTimes): void => {
  const site = Object.values(world.sites)[0];
  const app = Object.values(world.oauthApps)[0];
  if (kind === 'empty' || !site || !app) return;
  const base = {
    siteId: site.id,
    workspaceId: site.workspaceId,
    createdOn: times.created,
    lastTriggered: null,
    secretKey: null,
    active: true,
    consecutiveFailures: 0,
  };
  const formHook = rng.objectId();
  world.webhooks[formHook] = {
    ...base,
    id: formHook,
    triggerType: 'form_submission',
    url: 'http://127.0.0.1:8790/hooks/contact-form',
    filter: { name: 'Contact' },
    signing: { kind: 'client-secret', clientId: app.clientId },
  };
  const publishHook = rng.objectId();
  world.webhooks[publishHook] = {
    ...base,
    id: publishHook,
    triggerType: 'site_publish',
    url: 'http://127.0.0.1:8790/hooks/publish',
    filter: null,
    signing: { kind: 'none' },
  };
};
