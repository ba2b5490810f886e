import type { MessagingClient } from '@/lib/core/messaging/client';
import type { AuditProgress, SiteAudit } from '@/lib/features/site/audit-types';
import type { SiteItems } from '@/lib/features/collections/site-items-store';
import { smallAudit } from './fixtures';

/** The fixtures' check time. */
export const T0 = Date.UTC(2026, 0, 2, 3, 4);

/** A background holding `cached` (and `items`) and running audits that finish after `steps` polls. */
export function fakeBackground(
  cached: SiteAudit | null,
  steps = 2,
  items: SiteItems | null = null,
) {
  const sent: string[] = [];
  let stored = cached;
  let polls = 0;
  let fresh: SiteAudit | null = null;
  const progress = (): AuditProgress => ({
    siteId: 'site1',
    phase: polls >= steps ? 'done' : 'reading',
    done: Math.min(polls, steps) * 3,
    total: steps * 3,
    startedAt: T0,
  });
  const client = {
    request: async (type: string) => {
      sent.push(type);
      switch (type) {
        case 'site.getSiteAudit':
          return stored;
        case 'site.getSiteItems':
          return items;
        case 'site.getSiteAuditProgress':
          if (!fresh) return null;
          polls++;
          if (polls >= steps) stored = fresh;
          return progress();
        case 'site.auditSite':
          fresh = { ...smallAudit(), checkedAt: T0 + 10 * 60_000 };
          return progress();
        case 'site.cellMarkup':
          return { localeId: null, state: 'own', value: { '@type': 'Thing' }, raw: null };
        default:
          throw new Error(`unexpected ${type}`);
      }
    },
  } as unknown as MessagingClient;
  return { client, sent };
}
