/**
 * The rules of a SARIF report (`tool.driver.rules`): each rule found, in order of first
 * appearance, with a short description (its family's, or its own for the index and sitemap rules
 * of `--live`), the checker's help link and, where the findings give one, its fix as help text.
 * @module
 */
import type { Severity } from '../../jsonld';
import type { Blocker, HostRule } from '../../features/live-site';
import { FORECAST_RULES } from './forecast-outcome';
import type { AuditFinding } from './types';

/** SARIF's level of each severity. */
export const LEVEL: Record<Severity, 'error' | 'warning' | 'note'> = {
  error: 'error',
  warning: 'warning',
  info: 'note',
};

/** What each family of rules checks, by the rule id's prefix. */
const FAMILIES: Record<string, string> = {
  syntax: 'JSON syntax of the schema markup',
  limits: "The service's limits on schema markup (size, depth, values)",
  structure: 'JSON-LD structure (@context, @type, @graph, @id references)',
  vocab: 'The schema.org vocabulary',
  rich: 'Google rich-result eligibility',
  locale: 'Locale consistency of the markup',
  metadata: 'Page metadata: title and description lengths, slugs',
  audit: 'The audit itself: cells that could not be read',
  live: 'The published site: pages that cannot be read, differ from the saved markup, or give wrong language signals',
  items:
    'CMS items: what many item pages on the published site show together, and the item fields that feed their titles and descriptions',
  index: 'Whether Google can show the published page at all',
  sitemap: "The published host's sitemap against the pages it publishes",
  forecast: 'What a publish would change on the host, against its live pages',
};

/** What each index and sitemap rule finds, in a line. */
const HOST_RULES: Record<HostRule | `index/${Blocker}`, string> = {
  'index/noindex': 'Google will not show the page: it says noindex',
  'index/nosnippet': 'Google will not show the page’s snippet or rich result: it allows no snippet',
  'index/blocked': 'Google will not read the page: robots.txt keeps Googlebot out',
  'index/password': 'Google will not read the page: it is behind a password',
  'index/staging-indexable':
    'The staging host can be indexed beside the custom domain (duplicate content)',
  'index/robots-unreachable':
    'robots.txt could not be read: Google then crawls nothing of the host',
  'sitemap/missing': 'The host serves no sitemap',
  'sitemap/unreadable': 'Sitemap files that are not a sitemap, or named but not there',
  'sitemap/partial': 'The sitemap was not read in full (a notice)',
  'sitemap/not-found': 'The sitemap lists addresses that answer 404 or 410',
  'sitemap/unreachable': 'The sitemap lists addresses that could not be read',
  'sitemap/redirect': 'The sitemap lists addresses that redirect',
  'sitemap/noindex': 'The sitemap lists pages that say noindex',
  'sitemap/other-host': 'The sitemap lists addresses on another host',
  'sitemap/left-out': 'The sitemap leaves out published page versions (a notice)',
  'sitemap/hreflang': 'The sitemap’s hreflang alternates are not the pages’ locale versions',
};

const family = (rule: string) => rule.split('/')[0] ?? rule;

/** One rule as `tool.driver.rules` lists it. */
interface Rule {
  id: string;
  shortDescription: { text: string };
  help?: { text: string };
  helpUri?: string;
  defaultConfiguration: { level: 'error' | 'warning' | 'note' };
  properties: { tags: string[] };
}

/** A rule's short description: its own, else its family's with its id. */
function describe(rule: string): string {
  const own =
    (HOST_RULES as Record<string, string>)[rule] ??
    (FORECAST_RULES as Record<string, { text: string } | undefined>)[rule]?.text;
  if (own) return own;
  return `${FAMILIES[family(rule)] ?? family(rule)}: ${rule}`;
}

/** The rules found so far, in order of first appearance, each with its index. */
export class Rules {
  readonly list: Rule[] = [];
  private readonly index = new Map<string, number>();

  /** The index of `f`'s rule, adding the rule when it is new. */
  indexOf(f: Pick<AuditFinding, 'rule' | 'severity' | 'docs' | 'fix'>): number {
    const known = this.index.get(f.rule);
    if (known !== undefined) {
      const rule = this.list[known]!;
      if (f.docs && !rule.helpUri) rule.helpUri = f.docs;
      if (f.fix && !rule.help) rule.help = { text: f.fix };
      return known;
    }
    this.index.set(f.rule, this.list.length);
    this.list.push({
      id: f.rule,
      shortDescription: { text: describe(f.rule) },
      ...(f.fix ? { help: { text: f.fix } } : {}),
      ...(f.docs ? { helpUri: f.docs } : {}),
      defaultConfiguration: { level: LEVEL[f.severity] },
      properties: { tags: [family(f.rule)] },
    });
    return this.list.length - 1;
  }
}
