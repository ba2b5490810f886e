/**
 * The site feature's surface for other features' background code: what reads the service,
 * parses with zod or runs long work. Kept out of `index.ts`, so the pages' bundles do not
 * load it through that.
 * @module
 */
export { runSiteAudit } from './run-audit';
export type { AuditDeps } from './run-audit';
export { loadJsonLdCheck } from './site-messages';
