import { t } from '../text/text';
import { hasBinding } from '../cms/binding';
import type { Issue, PageContext, Segment } from '../types';
import type { Vocabulary } from '../vocab/vocabulary';
import { isObject, keywordKey, valuesOf } from '../source/walk';
import type { Walk } from '../source/walk';

/** Entities shared by the whole site, whose `url` may rightly point at another page. */
const SITE_WIDE = ['Organization', 'Person', 'WebSite', 'Brand', 'Place'];

/** The language subtag of a locale tag, lower-cased: `fr-FR` → `fr`. */
export const language = (tag: string): string => tag.trim().split(/[-_]/)[0]!.toLowerCase();

/** A URL without its fragment, host lower-cased, trailing slash dropped; undefined if unparsable. */
export function comparableUrl(url: string, base?: string): string | undefined {
  let u: URL;
  try {
    u = new URL(url, base);
  } catch {
    return undefined;
  }
  u.hash = '';
  const path = u.pathname.length > 1 ? u.pathname.replace(/(?<!\/)\/+$/, '') : u.pathname;
  return `${u.protocol}//${u.host.toLowerCase()}${path}${u.search}`;
}

/**
 * Checks the markup against the page's locale: `inLanguage` of the main items against the
 * locale tag, and `url`, `@id` and `mainEntityOfPage` pointing at another locale's version of
 * the page or at another page.
 */
export function checkLocale(
  w: Walk,
  ctx: PageContext,
  vocab: Vocabulary | undefined,
  issues: Issue[],
): void {
  if (ctx.locale) checkInLanguage(w, ctx.locale, vocab, issues);
  const self = ctx.url ? comparableUrl(ctx.url) : undefined;
  const otherLocales = new Map<string, string>();
  for (const [tag, url] of Object.entries(ctx.alternates ?? {})) {
    const key = comparableUrl(url);
    if (key && key !== self && tag.toLowerCase() !== ctx.locale?.toLowerCase())
      otherLocales.set(key, tag);
  }
  const otherPages = new Set(
    (ctx.otherPageUrls ?? [])
      .map((u) => comparableUrl(u))
      .filter((u) => u !== undefined && u !== self),
  );
  if (otherLocales.size === 0 && otherPages.size === 0) return;
  const isA = (type: string, a: string) => (vocab ? vocab.isA(type, a) : type === a);

  for (const node of w.nodes) {
    const siteWide = node.types.some((type) => SITE_WIDE.some((s) => isA(type, s)));
    for (const property of ['url', keywordKey(node.value, '@id') ?? '@id', 'mainEntityOfPage']) {
      for (const item of valuesOf(node.value[property], [...node.at, property])) {
        const found = addressOf(item.value, item.at);
        if (!found) continue;
        const key = comparableUrl(found.url, ctx.url);
        if (key === undefined) continue;
        const tag = otherLocales.get(key);
        if (tag !== undefined) {
          const issue: Issue = {
            severity: 'warning',
            rule: 'locale/url-other-locale',
            message: ctx.locale
              ? t('jsonld_url_other_locale', property, tag, ctx.locale)
              : t('jsonld_url_other_locale_unknown', property, tag),
            at: found.at,
          };
          if (ctx.url) {
            const hash = found.url.includes('#') ? found.url.slice(found.url.indexOf('#')) : '';
            const fixed = new URL(ctx.url);
            fixed.hash = hash;
            issue.replacement = {
              title: t('jsonld_fix_locale_url'),
              text: JSON.stringify(fixed.href),
            };
          }
          issues.push(issue);
        } else if (otherPages.has(key) && (property === 'mainEntityOfPage' || !siteWide)) {
          issues.push({
            severity: 'warning',
            rule: 'locale/url-other-page',
            message: t('jsonld_url_other_page', property, found.url),
            at: found.at,
          });
        }
      }
    }
  }
}

function addressOf(value: unknown, at: Segment[]): { url: string; at: Segment[] } | undefined {
  if (typeof value === 'string') return hasBinding(value) ? undefined : { url: value, at };
  if (isObject(value)) {
    const idKey = keywordKey(value, '@id');
    if (idKey !== undefined && typeof value[idKey] === 'string')
      return addressOf(value[idKey], [...at, idKey]);
    if (typeof value.url === 'string') return addressOf(value.url, [...at, 'url']);
  }
  return undefined;
}

function checkInLanguage(
  w: Walk,
  locale: string,
  vocab: Vocabulary | undefined,
  issues: Issue[],
): void {
  const expected = language(locale);
  for (const node of w.nodes) {
    if (!node.root) continue;
    const raw = node.value.inLanguage;
    if (raw === undefined) {
      if (vocab && node.types.length > 0 && vocab.appliesTo('inLanguage', node.types)) {
        issues.push({
          severity: 'info',
          rule: 'locale/in-language-missing',
          message: t('jsonld_in_language_missing', locale),
          at: node.at,
          target: 'node',
        });
      }
      continue;
    }
    for (const item of valuesOf(raw, [...node.at, 'inLanguage'])) {
      const tag = isObject(item.value) ? item.value.alternateName : item.value;
      if (typeof tag !== 'string' || hasBinding(tag) || language(tag) === expected) continue;
      const issue: Issue = {
        severity: 'warning',
        rule: 'locale/in-language',
        message: t('jsonld_in_language', tag, locale),
        at: item.at,
      };
      if (!isObject(item.value))
        issue.replacement = { title: t('jsonld_fix_use', locale), text: JSON.stringify(locale) };
      issues.push(issue);
    }
  }
}
