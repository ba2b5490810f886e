import { contentIn } from '../store';
import type { Locale, PublishedSnapshot, Site } from '../world-types';
import { escapeHtml, htmlDocument } from './html';
import { siteChrome } from './render';
import { designedDocument } from './site-chrome';
import { PAGE_STYLE } from './site-style';
import { wordsFor } from './site-words';

/**
 * The password form a protected page answers with (status 401): the site's password utility page
 * (its title in the locale) with the platform's form posting `pass` to `/.wf_auth` — never the
 * protected page's content or JSON-LD. Designed, it has the site's name but no menu and no other
 * languages: only the form matters there. `plain` is the benchmarks' unstyled baseline.
 */
export function renderPasswordPage(
  site: Site,
  snapshot: PublishedSnapshot,
  locale: Locale,
  path: string,
  extraHead: string[],
  plain = false,
): string {
  const utility = snapshot.pages.find((p) => p.utility === 'password');
  const title = utility ? contentIn(site, utility, locale.id).title : 'Password protected';
  const words = plain ? wordsFor('en') : wordsFor(locale.tag);
  const form = `<h1>${escapeHtml(title)}</h1>
<form action="/.wf_auth" method="post">
<label>${escapeHtml(words.password)} <input type="password" name="pass"></label>
<input type="hidden" name="path" value="${escapeHtml(path)}">
<button type="submit">${escapeHtml(words.submit)}</button>
</form>`;
  const doc = { lang: locale.tag, title: escapeHtml(title), head: extraHead.join('\n') };
  if (plain) {
    return htmlDocument({ ...doc, body: `<main data-utility="password">\n${form}\n</main>` });
  }
  const chrome = { ...siteChrome(site, snapshot, locale, path, []), pages: [] };
  const main = `<main class="col" data-utility="password"><section class="card">\n${form}\n</section></main>`;
  return designedDocument({ ...doc, style: PAGE_STYLE, chrome, main });
}
