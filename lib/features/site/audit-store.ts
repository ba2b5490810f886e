/**
 * Where the site feature keeps a site's last audit.
 * @module
 */
import { defineParsedItem } from '../../core/storage/parsed-item';
import { siteAuditSchema } from './audit-types';

/**
 * The last audit of a site (the whole-site grid's cache), one item per site in `storage.local`.
 * About 450 bytes per cell with the stored-markup facts the live check compares with: a 1,000-page
 * × 3-locale site stays well under the bound.
 */
export const siteAuditItem = (siteId: string) =>
  defineParsedItem(`local:siteAudit:${siteId}`, siteAuditSchema.nullable(), null, {
    version: 2,
    // Audits of version 1 do not mark template pages, so a bulk change would not ask: read again.
    migrations: { 2: () => null },
    maxBytes: 4 * 1024 * 1024,
    label: 'site audit',
  });
