/**
 * Where the live check gets its audit: the whole-site grid's cached audit, or a new one run through
 * the grid's own handlers (started or joined, then followed), so the two never read the site twice
 * at once and the grid shows the fresh audit too.
 * @module
 */
import type { SiteAudit } from '../site';
import type { SiteHandlers } from '../site';

type SiteAudits = Pick<SiteHandlers, 'getSiteAudit' | 'auditSite' | 'getSiteAuditProgress'>;

const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Whether an audit kept what the live check compares with (audits cached before it did not). */
export const keepsLiveFacts = (audit: SiteAudit) => audit.published !== undefined;

/** The audit source over the site handlers. */
export function auditFromSite(site: SiteAudits, pollMs = 250) {
  return async (siteId: string, fresh: boolean): Promise<SiteAudit> => {
    if (!fresh) {
      const cached = await site.getSiteAudit({ siteId });
      if (cached && keepsLiveFacts(cached)) return cached;
    }
    let progress = await site.auditSite({ siteId });
    while (progress.phase !== 'done' && progress.phase !== 'failed') {
      await pause(pollMs);
      progress = (await site.getSiteAuditProgress({ siteId })) ?? progress;
    }
    if (progress.phase === 'failed') throw new Error(progress.error ?? 'audit failed');
    const audit = await site.getSiteAudit({ siteId });
    if (!audit) throw new Error('audit failed');
    return audit;
  };
}
