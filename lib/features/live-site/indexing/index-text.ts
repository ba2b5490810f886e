/**
 * The words of "can Google show it at all": why a page version's rich result will not be shown
 * (its blockers), the verdict that says so, and each host finding's message and fix, written from
 * what the stored result keeps (rule and values), in the UI's language.
 * @module
 */
import { formatNumber, t } from '../../../core/i18n/t';
import type {
  Blocker,
  HostFinding,
  IndexBlock,
  RobotsApi,
  RobotsRead,
  StagingIndex,
} from './index-types';
import { robotsUnreachable } from './robots-txt';

const SOURCE_TEXT = {
  'meta-robots': '<meta name="robots">',
  'meta-googlebot': '<meta name="googlebot">',
  'x-robots-tag': 'X-Robots-Tag',
  'robots-txt': 'robots.txt',
  status: 'HTTP',
} as const;

/** One blocker in words: "the page says noindex (<meta name="robots">: noindex, nofollow)". */
export function blockerText(block: IndexBlock): string {
  const where = block.detail
    ? `${SOURCE_TEXT[block.source]}: ${block.detail}`
    : SOURCE_TEXT[block.source];
  switch (block.reason) {
    case 'noindex':
      return t('index_blocker_noindex', where);
    case 'nosnippet':
      return t('index_blocker_nosnippet', where);
    case 'blocked':
      return t('index_blocker_blocked', where);
    case 'password':
      return t('index_blocker_password');
  }
}

/** A blocker known only by its reason (an item page version's), in words. */
export function reasonText(reason: Blocker): string {
  return reason === 'password' ? t('index_blocker_password') : t(`index_reason_${reason}`);
}

/** What to do about a blocker, in words. */
export const blockerFix = (reason: Blocker): string => t(`index_fix_${reason}`);

/**
 * The verdict where something stops Google: "Valid, but Google will not show it: …" when the
 * markup itself is fine, else "Google will not show it either: …" after the markup's own verdict.
 */
export function hiddenVerdict(reasons: readonly string[], valid: boolean): string {
  return t(valid ? 'index_verdict_hidden' : 'index_verdict_hidden_also', reasons.join('; '));
}

/** The short note of a grid cell: "Google will not show it: noindex". */
export function hiddenNote(reasons: readonly Blocker[]): string {
  return t('index_note_hidden', reasons.map(reasonText).join(', '));
}

/** A host finding's message and fix. */
export function describeHostFinding(finding: HostFinding): { message: string; fix: string } {
  const [a = '', b = ''] = finding.args;
  const count = formatNumber(finding.total);
  switch (finding.rule) {
    case 'index/staging-indexable':
      return {
        message: t('index_staging_indexable', a, b),
        fix: t('index_staging_indexable_fix', b),
      };
    case 'index/robots-unreachable':
      return {
        message: t('index_robots_unreachable', a, b),
        fix: t('index_robots_unreachable_fix'),
      };
    case 'sitemap/missing':
      return { message: t('sitemap_missing', a), fix: t('sitemap_missing_fix') };
    case 'sitemap/partial':
      return { message: t('sitemap_partial', a, b), fix: t('sitemap_partial_fix') };
    case 'sitemap/unreadable':
      return { message: t('sitemap_unreadable', a, count, b), fix: t('sitemap_unreadable_fix') };
    case 'sitemap/not-found':
      return { message: t('sitemap_not_found', a, count), fix: t('sitemap_not_found_fix') };
    case 'sitemap/unreachable':
      return { message: t('sitemap_unreachable', a, count), fix: t('sitemap_unreachable_fix') };
    case 'sitemap/redirect':
      return { message: t('sitemap_redirect', a, count), fix: t('sitemap_redirect_fix') };
    case 'sitemap/noindex':
      return { message: t('sitemap_noindex', a, count), fix: t('sitemap_noindex_fix') };
    case 'sitemap/other-host':
      return { message: t('sitemap_other_host', a, count, b), fix: t('sitemap_other_host_fix', a) };
    case 'sitemap/left-out':
      return { message: t('sitemap_left_out', a, count), fix: t('sitemap_left_out_fix') };
    case 'sitemap/hreflang':
      return { message: t('sitemap_hreflang', a, count), fix: t('sitemap_hreflang_fix') };
  }
}

/** The service's robots.txt rules written as robots.txt (its own syntax, never translated). */
export function robotsApiText(api: Extract<RobotsApi, { rules: unknown }>): string {
  const groups = api.rules.map((r) =>
    [
      `User-agent: ${r.userAgent}`,
      ...r.allows.map((p) => `Allow: ${p}`),
      ...r.disallows.map((p) => `Disallow: ${p}`),
    ].join('\n'),
  );
  return [...groups, ...(api.sitemap ? [`Sitemap: ${api.sitemap}`] : [])].join('\n\n');
}

/** robots.txt as read, in a few words: read, no rules (4xx, a redirect not followed), or failed. */
export function robotsStatusText(
  read: Pick<RobotsRead, 'status' | 'failure' | 'sitemaps'>,
): string {
  if (robotsUnreachable(read)) return t('index_robots_failed', read.failure ?? String(read.status));
  if (read.status !== null && (read.status < 200 || (read.status >= 300 && read.status < 400)))
    return t('index_robots_redirect', read.failure ?? String(read.status));
  if (read.status !== null && read.status >= 400)
    return t('index_robots_none', String(read.status));
  return t('index_robots_read', formatNumber(read.sitemaps.length));
}

/** The staging host beside a custom domain, in words: not read, kept out, consolidated or open. */
export function stagingText(staging: StagingIndex): string {
  const host = new URL(staging.origin).host;
  if (staging.disallowed || staging.noindex === true) return t('index_staging_kept_out', host);
  if (staging.noindex === null) return t('index_staging_not_read', host);
  if (staging.canonicalElsewhere) return t('index_staging_canonical', host);
  return t('index_staging_open', host);
}
