/**
 * The words of the live check (why a page was not read, what a language finding is and its fix),
 * kept in one place for localisation.
 * @module
 */
import { formatNumber, t } from '../../core/i18n/t';
import type { LanguageRule, LiveCut } from './live-types';
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

/** What a per-page cap cut, in words ("Page cut short: read 1,000 of 190,000 links"). */
export function cutText(cut: LiveCut): string {
  const [read, total] = [formatNumber(cut.read), formatNumber(cut.total)];
  switch (cut.kind) {
    case 'links':
      return t('livecheck_cut_links', read, total);
    case 'blocks':
      return t('livecheck_cut_blocks', read, total);
    case 'findings':
      return t('livecheck_cut_findings', read, total);
  }
}

/** Why a page was not fetched: its URL is not on the origin being checked. */
export const offOriginText = (url: string, origin: string) =>
  t('livecheck_reason_off_origin', url, origin);

/** Why a cell was not compared although its page was read. */
export const unreadText = () => t('livecheck_reason_unread');

const text = (message: string, fix: string) => ({ message, fix });

/**
 * A language finding's message and fix in the UI's language, from its rule and the values the rule
 * found (see `language-signals.ts` for what each rule passes).
 */
export function describeFinding(
  rule: LanguageRule,
  args: readonly string[],
): { message: string; fix: string } {
  const [a = '', b = '', c = ''] = args;
  switch (rule) {
    case 'hreflang-missing':
      return text(t('livecheck_hreflang_missing', a), t('livecheck_hreflang_missing_fix', a, b));
    case 'hreflang-url':
      return text(t('livecheck_hreflang_url', a, b, c), t('livecheck_hreflang_url_fix', a, c));
    case 'hreflang-return':
      return text(t('livecheck_hreflang_stray', a, b), t('livecheck_hreflang_stray_fix', a));
    case 'x-default':
      return text(t('livecheck_x_default', formatNumber(Number(a))), t('livecheck_x_default_fix'));
    case 'html-lang':
      return text(
        args.length < 2 ? t('livecheck_html_lang_none', a) : t('livecheck_html_lang', b, a),
        t('livecheck_html_lang_fix', a),
      );
    case 'canonical':
      return text(
        args.length < 2
          ? t('livecheck_canonical_none')
          : t('livecheck_canonical', args.slice(1).join(', '), a),
        t('livecheck_canonical_fix', a),
      );
    case 'in-language':
      return text(
        t('livecheck_in_language', b, a),
        c === 'inherited'
          ? t('livecheck_in_language_fix_inherited', a)
          : t('livecheck_in_language_fix', a),
      );
    case 'locale-url':
      return text(t('livecheck_locale_url', a), t('livecheck_locale_url_fix', b));
  }
}
