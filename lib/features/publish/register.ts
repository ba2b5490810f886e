/**
 * The publish feature's messages: where a site can be published, and publishing to the chosen
 * places.
 * @module
 */
import { z } from 'zod';
import { id, out } from '../../core/messaging/schemas';
import type { ApiClient } from '../../core/api/client';
import { defineBackground } from '../../core/messaging/registry';
import type { Endpoints } from '../../core/settings/defaults';
import {
  publishTo,
  readPublishDestinations,
  type PublishDestinations,
  type PublishOutcome,
} from './destinations';
import { forecastMessages } from './forecast/forecast-messages';
import { createForecastHandlers } from './forecast/forecast-handlers';
import { loadForecastCheck } from './forecast/load-check';
import { publishedKeys, publishEntry, recordPublish } from './forecast/publish-log';
import { getSite } from '../../core/api/sites';

/**
 * Every publish message: `request` is what a page sends, `response` what the background answers.
 */
export const publishMessages = {
  /** The site's staging host and custom domains, each a place it can be published to. */
  publishDestinations: {
    request: z.object({ siteId: id }).strict(),
    response: out<PublishDestinations>(),
  },
  /**
   * Publishes to exactly the chosen places (one page of the site with `pageId`); a 429 fails with
   * `kind: 'rate-limited'`, `retryAt`.
   */
  publishSite: {
    request: z
      .object({
        siteId: id,
        staging: z.boolean(),
        customDomainIds: z.array(id).max(100),
        pageId: id.optional(),
      })
      .strict()
      .refine((r) => r.staging || r.customDomainIds.length > 0, 'Choose at least one domain'),
    response: out<PublishOutcome>(),
  },
  ...forecastMessages,
} as const;

/** What the publish handlers need from the background. */
export interface PublishHandlerDeps {
  /** The signed-in client of a site; throws with an editor-readable message when there is none. */
  clientFor(siteId: string): Promise<ApiClient>;
  getEndpoints(): Promise<Endpoints>;
  /** Forgets what was looked up about a site that has just been published. */
  forgetSite(siteId: string): void;
  /** `permissions.contains({ origins })`: whether the forecast may read a host. */
  hasAccess(origins: string[]): Promise<boolean>;
}

/** What the publish feature gives the background; its `feature.ts` loads this there only. */
export const background = defineBackground({
  messages: publishMessages,
  storedItems: ['local:publishLog:*'],
  createHandlers: ({ clientFor, getEndpoints, forgetSite, hasAccess }: PublishHandlerDeps) => {
    const { afterPublish, ...forecast } = createForecastHandlers({
      clientFor,
      getEndpoints,
      hasAccess,
      loadCheck: loadForecastCheck,
    });
    return {
      async publishDestinations({ siteId }) {
        const { stagingSuffix } = await getEndpoints();
        return readPublishDestinations(await clientFor(siteId), siteId, stagingSuffix);
      },
      ...forecast,
      async publishSite({ siteId, ...choice }) {
        const client = await clientFor(siteId);
        // Every host's time before and after, so the forecast knows what this publish did not take;
        // best effort: neither read may stop or fail the publish.
        const before = await getSite(client, siteId).catch(() => null);
        const outcome = await publishTo(client, siteId, choice);
        forgetSite(siteId);
        if (before) {
          const after = await getSite(client, siteId).catch(() => null);
          const entry = publishEntry(before, outcome, choice.pageId, after);
          await recordPublish(siteId, entry).catch(() => undefined);
        }
        afterPublish(siteId, publishedKeys(outcome), choice.pageId);
        return outcome;
      },
    };
  },
});
