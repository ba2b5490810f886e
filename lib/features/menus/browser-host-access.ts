/**
 * The browser's host permissions, as the extension pages hand them to their models.
 * @module
 */
import { browser } from 'wxt/browser';
import type { HostAccess } from '../../core/model/host-access';

/** `permissions.contains` and `permissions.request` for origin patterns. */
export const browserHostAccess: HostAccess = {
  contains: (origins) => browser.permissions.contains({ origins }),
  request: (origins) => browser.permissions.request({ origins }),
};
