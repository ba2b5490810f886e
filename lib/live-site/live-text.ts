/**
 * The words of the live check (why a page was not read, what a language finding is and its fix),
 * kept in one place for localisation.
 * @module
 */
import { formatNumber, t } from '../i18n/t';
import type { FetchFailure } from './polite-fetch';

/** Why a page could not be read, in words. */
export function failureText(failure: FetchFailure): string {
  switch (failure.kind) {
    case 'status':
      return t('livecheck_reason_status', failure.status);
    case 'redirect':
      return failure.location
        ? t('livecheck_reason_redirect', failure.location)
        : t('livecheck_reason_redirect_hidden');
    case 'timeout':
      return t('livecheck_reason_timeout', formatNumber(Math.round(failure.ms / 1000)));
    case 'network':
      return t('livecheck_reason_network');
    case 'cancelled':
      return t('livecheck_reason_cancelled');
  }
}

/** Why a cell was not compared although its page was read. */
export const unreadText = () => t('livecheck_reason_unread');

/** Language findings and their fixes. */
export const languageText = {
  hreflangMissing: (tag: string) => t('livecheck_hreflang_missing', tag),
  hreflangMissingFix: (tag: string, url: string) => t('livecheck_hreflang_missing_fix', tag, url),
  hreflangUrl: (tag: string, href: string, url: string) =>
    t('livecheck_hreflang_url', tag, href, url),
  hreflangUrlFix: (tag: string, url: string) => t('livecheck_hreflang_url_fix', tag, url),
  hreflangStray: (tag: string, href: string) => t('livecheck_hreflang_stray', tag, href),
  hreflangStrayFix: (tag: string) => t('livecheck_hreflang_stray_fix', tag),
  xDefault: (count: number) => t('livecheck_x_default', formatNumber(count)),
  xDefaultFix: t('livecheck_x_default_fix'),
  htmlLang: (lang: string | null, tag: string) =>
    lang === null ? t('livecheck_html_lang_none', tag) : t('livecheck_html_lang', lang, tag),
  htmlLangFix: (tag: string) => t('livecheck_html_lang_fix', tag),
  canonical: (canonicals: readonly string[], url: string) =>
    canonicals.length === 0
      ? t('livecheck_canonical_none')
      : t('livecheck_canonical', canonicals.join(', '), url),
  canonicalFix: (url: string) => t('livecheck_canonical_fix', url),
  inLanguage: (value: string, tag: string) => t('livecheck_in_language', value, tag),
  inLanguageFix: (tag: string, inherited: boolean) =>
    inherited ? t('livecheck_in_language_fix_inherited', tag) : t('livecheck_in_language_fix', tag),
  localeUrl: (url: string) => t('livecheck_locale_url', url),
  localeUrlFix: (url: string) => t('livecheck_locale_url_fix', url),
};
