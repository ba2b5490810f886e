/**
 * The menus feature's message: the popup's locale chip asks the side panel to open at a locale.
 * @module
 */
import { z } from 'zod';
import { id, out } from '../../core/messaging/schemas';
import { pendingPanelAction } from './panel-action';
import { defineBackground } from '../../core/messaging/registry';

/** Every menus message: `request` is what a page sends, `response` what the background answers. */
export const menuMessages = {
  showLocaleInPanel: {
    request: z.object({ localeId: id }).strict(),
    response: out<Record<string, never>>(),
  },
} as const;

/** What the menus feature gives the background; its `feature.ts` loads this there only. */
export const background = defineBackground({
  messages: menuMessages,
  createHandlers: (_deps: object) => ({
    async showLocaleInPanel({ localeId }) {
      await pendingPanelAction.setValue({ kind: 'show-locale', localeId, createdAt: Date.now() });
      return {};
    },
  }),
  storedItems: ['session:pendingPanelAction'],
});
