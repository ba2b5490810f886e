/**
 * The side panel's pending action, a stored item of the menus feature: what the panel should start
 * with after "Add schema…" or a popup locale chip.
 * @module
 */
import { z } from 'zod';
import { defineParsedItem } from '../../core/storage/parsed-item';

/** What the side panel should start with: a context-menu "Add schema…", or a popup chip's locale. */
export const panelActionSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('add-schema'),
    tabId: z.number().int().optional(),
    pageUrl: z.string().optional(),
    selectionText: z.string().max(10_000).optional(),
    srcUrl: z.string().optional(),
    createdAt: z.number(),
  }),
  z.object({
    kind: z.literal('show-locale'),
    localeId: z.string().max(64),
    createdAt: z.number(),
  }),
]);

/** A pending side-panel action. */
export type PanelAction = z.output<typeof panelActionSchema>;
/** The context menu's "Add schema…" hand-over. */
export type AddSchemaAction = Extract<PanelAction, { kind: 'add-schema' }>;

/**
 * The action the side panel should start with, set by the "Add schema…" menu item just before the
 * panel opens. Session storage: it means nothing after a browser restart.
 */
export const pendingPanelAction = defineParsedItem(
  'session:pendingPanelAction',
  panelActionSchema.nullable(),
  null,
);
