/**
 * Every stored item of the extension: each is declared in its feature's room, and the root lists
 * them here (the inventory test reads this list).
 * @module
 */
export { siteItemsItem } from '../features/collections/site-items-store';
export { liveItemsItem, liveSiteItem } from '../features/live-site/live-store';
export { pendingPanelAction } from '../features/menus/panel-action';
export { siteAuditItem } from '../features/site/audit-store';
