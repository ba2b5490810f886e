import { contentIn } from '../store';
import type { Locale, PublishedSnapshot, Site } from '../world-types';
import { escapeHtml, htmlDocument } from './html';

/**
 * The password form a protected page answers with (status 401): the site's password utility page
 * (its title in the locale) with the platform's form posting `pass` to `/.wf_auth` — never the
 * protected page's content or JSON-LD.
 */
export function renderPasswordPage(
  site: Site,
  snapshot: PublishedSnapshot,
  locale: Locale,
  path: string,
  extraHead: string[],
): string {
  const utility = snapshot.pages.find((p) => p.utility === 'password');
  const title = utility ? contentIn(site, utility, locale.id).title : 'Password protected';
  const body = `<main data-utility="password">
<h1>${escapeHtml(title)}</h1>
<form action="/.wf_auth" method="post">
<label>Password <input type="password" name="pass"></label>
<input type="hidden" name="path" value="${escapeHtml(path)}">
<button type="submit">Submit</button>
</form>
</main>`;
  return htmlDocument({
    lang: locale.tag,
    title: escapeHtml(title),
    head: extraHead.join('\n'),
    body,
  });
}
