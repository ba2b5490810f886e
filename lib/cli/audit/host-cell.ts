/**
 * What the live check read of a host as one report cell of its own, once per site: one finding
 * per rule of its robots.txt, its sitemaps and its staging host (`index/staging-indexable`,
 * `index/robots-unreachable`, `sitemap/…`), each with its message and fix in the live check's own
 * words, the first URL it lists as its address and the others listed apart (`listed`). Pure.
 * @module
 */
import type { HostFinding, HostIndex } from '../../features/live-site';
import { describeHostFinding } from '../../features/live-site';
import { addressFinding } from './live-findings';
import type { AuditedCell, AuditFinding } from './types';

/** The file a host finding is about: robots.txt for the `index/` rules, else the sitemap. */
function fileOf(f: HostFinding, host: HostIndex): string {
  if (f.rule.startsWith('index/')) return host.robots.url;
  return host.sitemaps[0]?.url ?? new URL('/sitemap.xml', host.origin).href;
}

/** One host finding as a report finding. */
function hostFinding(f: HostFinding, host: HostIndex): AuditFinding {
  const { message, fix } = describeHostFinding(f);
  const file = fileOf(f, host);
  return {
    ...addressFinding(f.severity, f.rule, message, f.urls[0] ?? file),
    path: file,
    fix,
    // `total` counts what the finding is about, which may be one host for several files.
    listed: { urls: f.urls, total: Math.max(f.total, f.urls.length) },
  };
}

/**
 * The host's cell with its findings, in the site's locales `locales` (a host serves them all);
 * null when the host has none.
 */
export function hostCell(host: HostIndex, locales: string): AuditedCell | null {
  if (host.findings.length === 0) return null;
  return {
    pageId: host.origin,
    pageTitle: new URL(host.origin).host,
    localeId: null,
    locale: locales,
    path: new URL(host.robots.url).pathname,
    url: host.robots.url,
    state: 'own',
    findings: host.findings.map((f) => hostFinding(f, host)),
    host: { origin: host.origin },
  };
}
