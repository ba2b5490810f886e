/**
 * The menus feature's message: the popup's locale chip asks the side panel to open at a locale.
 * @module
 */
import { z } from 'zod';
import { pendingPanelAction } from './panel-action';
import { defineFeature } from '../../core/messaging/registry';

const id = z.string().min(1).max(64);
const out = <T>() => z.custom<T>(() => true);

/** Every menus message: `request` is what a page sends, `response` what the background answers. */
export const menuMessages = {
  showLocaleInPanel: {
    request: z.object({ localeId: id }).strict(),
    response: out<Record<string, never>>(),
  },
} as const;

/** The menus feature, as the composition root lists it. */
export const menusFeature = defineFeature({
  messages: menuMessages,
  createHandlers: (_deps: object) => ({
    async showLocaleInPanel({ localeId }) {
      await pendingPanelAction.setValue({ kind: 'show-locale', localeId, createdAt: Date.now() });
      return {};
    },
  }),
});
