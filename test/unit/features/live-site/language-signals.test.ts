import { describe, expect, it } from 'vitest';
import { languageFindings, type LocaleVersion } from '@/lib/features/live-site/language-signals';
import { storedMarkup } from '@/lib/features/live-site/stored-facts';
import { LOCALE_IDS, ORIGIN, markupOf, tagOf, urlOf } from './fixtures';

/** The three clean versions of page `about`. */
function cleanVersions(slug = 'about'): LocaleVersion[] {
  return LOCALE_IDS.map((localeId) => ({
    localeId,
    tag: tagOf(localeId),
    primary: localeId === null,
    url: urlOf(slug, localeId),
    live: {
      lang: tagOf(localeId),
      canonicals: [urlOf(slug, localeId)],
      alternates: [
        ...LOCALE_IDS.map((l) => ({ hreflang: tagOf(l), href: urlOf(slug, l) })),
        { hreflang: 'x-default', href: urlOf(slug, null) },
      ],
    },
    stored: storedMarkup({
      value: markupOf(slug, localeId),
      raw: null,
      lastUpdated: null,
      inherited: false,
    }),
  }));
}

const fr = (versions: LocaleVersion[]) => versions[1]!;
const rulesOf = (versions: LocaleVersion[]) =>
  languageFindings('about', versions).map((f) => `${f.rule}@${f.localeId ?? 'primary'}`);

describe('languageFindings', () => {
  it('finds nothing on a clean set of versions', () => {
    expect(languageFindings('about', cleanVersions())).toEqual([]);
  });

  it('accepts tags and URLs written differently but naming the same thing', () => {
    const versions = cleanVersions();
    fr(versions).live!.lang = 'FR';
    fr(versions).live!.canonicals = [`${urlOf('about', 'fr1')}/`];
    expect(rulesOf(versions)).toEqual([]);
  });

  it('accepts a canonical on a published custom domain of the same path, and no other host', () => {
    const versions = cleanVersions();
    fr(versions).live!.canonicals = ['https://www.fixture.example/fr/about'];
    expect(languageFindings('about', versions, ['www.fixture.example'])).toEqual([]);
    expect(rulesOf(versions)).toEqual(['canonical@fr1']);
    fr(versions).live!.canonicals = ['https://www.fixture.example/fr/team'];
    expect(languageFindings('about', versions, ['www.fixture.example']).map((f) => f.rule)).toEqual(
      ['canonical'],
    );
  });

  const faults: [string, (v: LocaleVersion[]) => void, string[]][] = [
    [
      'a missing alternate',
      (v) => void fr(v).live!.alternates.splice(2, 1),
      ['hreflang-missing@fr1'],
    ],
    [
      'an alternate pointing at another locale',
      (v) => void (fr(v).live!.alternates[0]!.href = urlOf('about', 'de1')),
      ['hreflang-url@fr1'],
    ],
    [
      'a stray alternate no page links back to',
      (v) => void fr(v).live!.alternates.push({ hreflang: 'es', href: `${ORIGIN}/es/about` }),
      ['hreflang-return@fr1'],
    ],
    [
      'two x-default alternates',
      (v) =>
        void fr(v).live!.alternates.push({ hreflang: 'x-default', href: urlOf('about', 'fr1') }),
      ['x-default@fr1'],
    ],
    ['no x-default', (v) => void fr(v).live!.alternates.pop(), ['x-default@fr1']],
    ['a wrong html lang', (v) => void (fr(v).live!.lang = 'en'), ['html-lang@fr1']],
    ['no html lang', (v) => void (fr(v).live!.lang = null), ['html-lang@fr1']],
    [
      'a canonical pointing at the primary',
      (v) => void (fr(v).live!.canonicals = [urlOf('about', null)]),
      ['canonical@fr1'],
    ],
    ['no canonical', (v) => void (fr(v).live!.canonicals = []), ['canonical@fr1']],
    [
      "the primary's inLanguage in a secondary locale's markup",
      (v) =>
        void (fr(v).stored = storedMarkup({
          value: { ...markupOf('about', 'fr1'), inLanguage: 'en' },
          raw: null,
          lastUpdated: null,
          inherited: false,
        })),
      ['in-language@fr1'],
    ],
    [
      "url and @id pointing at the primary's URL",
      (v) =>
        void (fr(v).stored = storedMarkup({
          value: {
            ...markupOf('about', 'fr1'),
            url: urlOf('about', null),
            '@id': `${urlOf('about', null)}#webpage`,
          },
          raw: null,
          lastUpdated: null,
          inherited: false,
        })),
      ['locale-url@fr1'],
    ],
  ];

  it.each(faults)('fires on %s, on that cell only', (_name, plant, expected) => {
    const versions = cleanVersions();
    plant(versions);
    expect(rulesOf(versions)).toEqual(expected);
  });

  it("says an inheriting locale's in-language fix needs markup of its own, fixable through the API", () => {
    const versions = cleanVersions();
    fr(versions).stored = storedMarkup({
      value: markupOf('about', null),
      raw: null,
      lastUpdated: null,
      inherited: true,
    });
    const findings = languageFindings('about', versions);
    expect(findings.map((f) => f.rule)).toEqual(['in-language', 'locale-url']);
    expect(findings.every((f) => f.fixable && f.pageId === 'about' && f.localeId === 'fr1')).toBe(
      true,
    );
    expect(findings[0]!.fix).toContain('own markup');
  });

  it('skips live rules for a page that could not be read, and says live findings are not fixable', () => {
    const versions = cleanVersions();
    fr(versions).live = null;
    expect(rulesOf(versions)).toEqual([]);
    fr(versions).live = { lang: 'en', canonicals: [], alternates: [] };
    const findings = languageFindings('about', versions);
    expect(findings.length).toBeGreaterThan(0);
    expect(findings.every((f) => !f.fixable && f.message && f.fix)).toBe(true);
  });
});
