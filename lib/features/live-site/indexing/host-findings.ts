/**
 * The findings about a host's robots.txt and sitemap files themselves (not their pages): robots.txt
 * that could not be read, no sitemap at all, sitemap files that are not sitemaps or answer 404
 * although robots.txt or an index names them, and a sitemap not read in full — in which case what
 * it leaves out cannot be said. Pure.
 * @module
 */
import { failureText } from '../live-text';
import type { HostFinding, RobotsRead, SitemapFile } from './index-types';
import { robotsUnreachable } from './robots-txt';
import type { SitemapsRead } from './sitemap-reader';

/** The file findings, and whether the sitemap was read in full (then "left out" can be said). */
export function fileFindings(
  origin: string,
  robots: RobotsRead,
  sitemap: Pick<SitemapsRead, 'files' | 'unread'>,
): { findings: HostFinding[]; complete: boolean } {
  const host = new URL(origin).host;
  const findings: HostFinding[] = [];
  const one = (
    rule: HostFinding['rule'],
    severity: HostFinding['severity'],
    args: string[],
    urls: string[],
  ) => findings.push({ rule, severity, args, total: urls.length, urls: urls.slice(0, 100) });
  if (robotsUnreachable(robots))
    one(
      'index/robots-unreachable',
      'error',
      [host, robots.failure ?? failureText({ kind: 'network', message: '' })],
      [robots.url],
    );
  // Only the guess at /sitemap.xml may be missing without a word: a file robots.txt or an index
  // names must be there.
  const named = robots.sitemaps.length > 0;
  const guessed = (f: SitemapFile, i: number) => !named && i === 0;
  const absent = (f: SitemapFile) => f.status === 404 || f.status === 410;
  const readable = sitemap.files.filter((f) => f.kind === 'urlset' || f.kind === 'index');
  const broken = sitemap.files.filter(
    (f, i) => f.kind === 'unreadable' && !(guessed(f, i) && absent(f)),
  );
  const notRead = sitemap.files.filter((f) => f.kind === 'not-read');
  if (readable.length === 0 && broken.length === 0 && notRead.length === 0)
    one(
      'sitemap/missing',
      'warning',
      [host],
      sitemap.files.map((f) => f.url),
    );
  if (broken.length > 0)
    one(
      'sitemap/unreadable',
      'error',
      [host, broken[0]!.failure ?? ''],
      broken.map((f) => f.url),
    );
  const cut = sitemap.files.filter((f) => f.cut !== undefined && f.cut !== 'alternates');
  const partial = [...notRead, ...cut];
  if (partial.length > 0 || sitemap.unread > 0)
    one(
      'sitemap/partial',
      'info',
      [host, partial[0]?.failure ?? partial[0]?.cut ?? '', String(sitemap.unread)],
      partial.map((f) => f.url),
    );
  return {
    findings,
    complete:
      readable.length > 0 && partial.length === 0 && broken.length === 0 && sitemap.unread === 0,
  };
}
