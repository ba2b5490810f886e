/**
 * The language signals of one page across its locale versions (issue 14 §2): every enabled locale
 * listed as an hreflang alternate with the matching URL, no stray alternates (they cannot link
 * back), exactly one `x-default`, `<html lang>` equal to the locale's tag, a self-referencing
 * canonical, and in the stored markup `inLanguage` equal to the tag and `url`/`@id` values that do
 * not point at the primary's URL. Pure functions.
 * @module
 */
import type { LanguageFinding, LanguageRule } from './live-types';
import type { StoredMarkup } from './stored-facts';
import { describeFinding } from './live-text';
import { sameUrl } from './url-key';

/** What a live page says about its language (the HTML reader's facts). */
export interface LiveLanguageFacts {
  lang: string | null;
  canonicals: string[];
  alternates: { hreflang: string; href: string }[];
}

/** One locale version of a page. */
export interface LocaleVersion {
  localeId: string | null;
  /** The locale's BCP 47 tag; rules that need it are skipped when the site does not say. */
  tag: string | null;
  primary: boolean;
  /** The published URL. */
  url: string;
  /** Null when the page could not be read. */
  live: LiveLanguageFacts | null;
  /** Null when the stored markup is unknown (unread). */
  stored: StoredMarkup | null;
}

const sameTag = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

/**
 * Every finding on the versions of page `pageId`. `canonicalHosts`: hosts whose address of the
 * same path is a right canonical too — a site's published custom domains, when its staging host
 * is checked (Google then shows the domain's page, as it should).
 */
export function languageFindings(
  pageId: string,
  versions: readonly LocaleVersion[],
  canonicalHosts: readonly string[] = [],
): LanguageFinding[] {
  const out: LanguageFinding[] = [];
  const primary = versions.find((v) => v.primary);
  for (const version of versions) {
    const add = (rule: LanguageRule, values: readonly string[]) => {
      const args = values.slice(0, MAX_ARGS).map((v) => v.slice(0, MAX_ARG_CHARS));
      out.push({
        rule,
        pageId,
        localeId: version.localeId,
        ...describeFinding(rule, args),
        fixable: isFixable(rule),
        args,
      });
    };
    if (version.live) liveRules(version, versions, version.live, add, canonicalHosts);
    if (version.stored) storedRules(version, primary, version.stored, add);
  }
  return out;
}

/** A finding's values are page data: a few are kept, each cut to a length storage accepts. */
type Add = (rule: LanguageRule, values: readonly string[]) => void;
const MAX_ARGS = 9;
const MAX_ARG_CHARS = 2048;

/** Whether the extension can fix a rule's findings through the API (the stored markup). */
export const isFixable = (rule: LanguageRule) => rule === 'in-language' || rule === 'locale-url';

function liveRules(
  version: LocaleVersion,
  versions: readonly LocaleVersion[],
  live: LiveLanguageFacts,
  add: Add,
  canonicalHosts: readonly string[],
) {
  const tagged = versions.filter((v): v is LocaleVersion & { tag: string } => v.tag !== null);
  for (const other of tagged) {
    const listed = live.alternates.filter((a) => sameTag(a.hreflang, other.tag));
    if (listed.length === 0) add('hreflang-missing', [other.tag, other.url]);
    const wrong = listed.find((a) => !sameUrl(a.href, other.url));
    if (wrong) add('hreflang-url', [other.tag, wrong.href, other.url]);
  }
  for (const a of live.alternates) {
    if (sameTag(a.hreflang, 'x-default') || tagged.some((v) => sameTag(v.tag, a.hreflang)))
      continue;
    add('hreflang-return', [a.hreflang, a.href]);
  }
  const defaults = live.alternates.filter((a) => sameTag(a.hreflang, 'x-default'));
  const versionUrl = (href: string) => versions.some((v) => sameUrl(href, v.url));
  if (defaults.length !== 1 || !versionUrl(defaults[0]!.href))
    add('x-default', [String(defaults.length)]);
  if (version.tag !== null && (live.lang === null || !sameTag(live.lang, version.tag)))
    add('html-lang', [version.tag, ...(live.lang === null ? [] : [live.lang])]);
  const canonical = live.canonicals[0];
  const right = (c: string) => sameUrl(c, version.url) || onHost(c, version.url, canonicalHosts);
  if (canonical === undefined || live.canonicals.length > 1 || !right(canonical))
    add('canonical', [version.url].concat(live.canonicals.slice(0, MAX_ARGS - 1)));
}

/** Whether `url` is `version`'s path on one of `hosts`. */
function onHost(url: string, version: string, hosts: readonly string[]): boolean {
  try {
    const at = new URL(url);
    const own = new URL(version);
    return (
      hosts.includes(at.hostname.toLowerCase()) &&
      sameUrl(at.pathname + at.search, own.pathname + own.search, own.origin)
    );
  } catch {
    return false;
  }
}

function storedRules(
  version: LocaleVersion,
  primary: LocaleVersion | undefined,
  stored: StoredMarkup,
  add: Add,
) {
  if (stored.hashes.length === 0) return;
  const tag = version.tag;
  const wrong = tag === null ? undefined : stored.inLanguage.find((l) => !sameTag(l, tag));
  if (tag !== null && wrong !== undefined)
    add('in-language', [tag, wrong, ...(stored.inherited ? ['inherited'] : [])]);
  // The root is also the organisation's URL, which every locale's markup may rightly name.
  if (version.primary || !primary || new URL(primary.url).pathname === '/') return;
  const pointing = stored.urls.find((u) => sameUrl(u, primary.url, primary.url));
  if (pointing !== undefined) add('locale-url', [pointing, version.url]);
}
