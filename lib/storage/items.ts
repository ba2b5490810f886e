/**
 * Every stored item of the extension, declared once.
 * @module
 */
import { z } from 'zod';
import { defineParsedItem } from './parsed-item';

/** What the context menu asked the side panel to do, from where. */
export const panelActionSchema = z.object({
  kind: z.literal('add-schema'),
  tabId: z.number().int().optional(),
  pageUrl: z.string().optional(),
  selectionText: z.string().max(10_000).optional(),
  srcUrl: z.string().optional(),
  createdAt: z.number(),
});

/** A pending side-panel action. */
export type PanelAction = z.output<typeof panelActionSchema>;

/**
 * The action the side panel should start with, set by the "Add schema…" menu item just before the
 * panel opens. Session storage: it means nothing after a browser restart.
 */
export const pendingPanelAction = defineParsedItem(
  'session:pendingPanelAction',
  panelActionSchema.nullable(),
  null,
);
