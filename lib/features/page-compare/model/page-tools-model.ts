/**
 * What the side panel does to the page as a whole, beside editing it: publish the site to the
 * domains the editor chooses (the service allows one per minute) and compare the page in the tab
 * with the saved markup.
 * @module
 */
import { signal } from '@preact/signals';
import type { LocaleView } from '../../../core/locate/page-locator';
import type { MessagingClient } from '../../../core/messaging/client';
import type { HostAccess } from '../../../core/model/host-access';
import type { LiveCheck } from '../live-check';
import { lazyModel } from '../../../core/model/lazy-model';

/** The page the tools act on. */
export interface PageRef {
  siteId: string;
  pageId: string;
}

const message = (e: unknown) => (e instanceof Error ? e.message : String(e));

/** What the tools may hand on to the rest of the panel. */
export interface PageToolsOptions {
  /** Starts the live check of `host` after a publish to it ("Check what went live"). */
  onCheckLive?: (host: string, origin: string | undefined) => void;
  /** Host permissions: the publish forecast asks, in the editor's click, to read a live host. */
  hostAccess?: HostAccess;
}

/** Creates the model. */
export function createPageToolsModel(client: MessagingClient, options: PageToolsOptions = {}) {
  const live = signal<{ running: boolean; result?: LiveCheck; localeId?: string }>({
    running: false,
  });
  return {
    live,
    /**
     * Publishing the site (or the page) to the chosen domains, with the forecast of what it
     * changes; its code loads when "Publish site…" is shown.
     */
    publish: lazyModel(async () =>
      (await import('../../publish/model')).createPublishModel(
        client,
        Date.now,
        options.onCheckLive,
        { hostAccess: options.hostAccess },
      ),
    ),
    /** Compares tab `tabId` with what `locale` of `page` shows. */
    async checkLive(tabId: number, page: PageRef, locale: LocaleView) {
      live.value = { running: true, localeId: locale.id };
      try {
        const result = await client.request('page-compare.checkLivePage', {
          tabId,
          ...page,
          localeId: locale.primary ? null : locale.id,
        });
        live.value = { running: false, result, localeId: locale.id };
      } catch (err) {
        live.value = {
          running: false,
          result: { ok: false, message: message(err) },
          localeId: locale.id,
        };
      }
    },
  };
}

/** The page tools' model. */
export type PageToolsModel = ReturnType<typeof createPageToolsModel>;
