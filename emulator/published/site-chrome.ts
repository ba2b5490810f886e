/**
 * What every designed published page has around its content: the header (the site's name as a
 * home link, the first top-level pages as the main menu), the footer (the other top-level pages,
 * the page in the site's other languages) and the contact form card. Fixed words come from
 * `site-words.ts`, in the page's language.
 * @module
 */
import type { Locale, Site } from '../world-types';
import { escapeHtml, htmlDocument } from './html';
import { languageName, wordsFor } from './site-words';

/** A link to a page of the site: its path and its title in the page's locale. */
export interface SiteLink {
  path: string;
  title: string;
}

/** What the header and footer of a page show. */
export interface SiteChrome {
  site: Site;
  locale: Locale;
  /** The home page's path in the locale (the site name links there). */
  homePath: string;
  /** The top-level pages in menu order, the home page excluded (the site name stands for it). */
  pages: SiteLink[];
  /** The path being shown: its menu link is marked as the current page. */
  currentPath: string;
  /** This page in each language it is published in (the current one included). */
  languages: { locale: Locale; path: string }[];
  /**
   * Whether the footer lists the top-level pages the header has no room for. Item pages leave them
   * out: a site has thousands (30,000 on the large seed), and every link is read by every live check.
   */
  footerMenu: boolean;
}

/** How many top-level pages the header shows: what fits one line at 880 px, the rest go below. */
const MENU_SIZE = 6;

function link(l: SiteLink, currentPath: string): string {
  const current = l.path === currentPath ? ' aria-current="page"' : '';
  return `<a href="${escapeHtml(l.path)}"${current}>${escapeHtml(l.title)}</a>`;
}

/** The header: the site's name as a home link, then the main menu. */
export function siteHeader(chrome: SiteChrome): string {
  const words = wordsFor(chrome.locale.tag);
  const menu = chrome.pages
    .slice(0, MENU_SIZE)
    .map((l) => link(l, chrome.currentPath))
    .join('');
  const nav = menu ? `<nav aria-label="${escapeHtml(words.mainMenu)}">${menu}</nav>` : '';
  return `<header class="top"><div class="bar"><a class="brand" href="${escapeHtml(chrome.homePath)}">${escapeHtml(chrome.site.displayName)}</a>${nav}</div></header>`;
}

/** The footer: the site's name, the pages the menu has no room for, the page in other languages. */
export function siteFooter(chrome: SiteChrome): string {
  const words = wordsFor(chrome.locale.tag);
  const more = (chrome.footerMenu ? chrome.pages : [])
    .slice(MENU_SIZE)
    .map((l) => link(l, chrome.currentPath))
    .join('');
  const languages = chrome.languages
    .map(({ locale, path }) => {
      const name = escapeHtml(languageName(locale.tag, locale.displayName));
      if (locale.id === chrome.locale.id) return `<strong>${name}</strong>`;
      const tag = escapeHtml(locale.tag);
      // Each language's name in itself, marked so (a screen reader says "Deutsch" in German).
      return `<a href="${escapeHtml(path)}" hreflang="${tag}" lang="${tag}">${name}</a>`;
    })
    .join('');
  const brand = `<p class="brand">${escapeHtml(chrome.site.displayName)}</p>`;
  const menu = more && `<nav aria-label="${escapeHtml(words.morePages)}">${more}</nav>`;
  const switcher =
    chrome.languages.length > 1
      ? `<nav aria-label="${escapeHtml(words.languages)}">${languages}</nav>`
      : '';
  return `<footer class="foot"><div class="col">${brand}${menu}${switcher}</div></footer>`;
}

/** The contact form every static page ends with, in the page's language. */
export function contactCard(tag: string): string {
  const words = wordsFor(tag);
  return `<section class="card">
<h2>${escapeHtml(words.writeToUs)}</h2>
<form name="contact" data-name="Contact" method="get" action="#">
<label>${escapeHtml(words.email)} <input type="email" name="email"></label>
<label>${escapeHtml(words.message)} <textarea name="message"></textarea></label>
<button type="submit">${escapeHtml(words.send)}</button>
</form>
</section>`;
}

/**
 * A designed page: its stylesheet first in the head, then `head` (already-escaped tags); the body
 * is the header, `main` and the footer.
 */
export function designedDocument(opts: {
  lang: string;
  title: string;
  /** The page's `<style>` (`site-style.ts`: the one for its kind of page). */
  style: string;
  head: string;
  chrome: SiteChrome;
  main: string;
}): string {
  const { chrome } = opts;
  return htmlDocument({
    lang: opts.lang,
    title: opts.title,
    head: `${opts.style}\n${opts.head}`,
    body: `${siteHeader(chrome)}\n${opts.main}\n${siteFooter(chrome)}`,
  });
}
