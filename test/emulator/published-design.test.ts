import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestEmulator } from '../../emulator/testing';
import { startEmulator } from '../../emulator/testing';
import { wordsFor } from '../../emulator/published/site-words';

let emu: TestEmulator;
beforeAll(async () => {
  emu = await startEmulator({ rateLimit: 0 });
});
afterAll(() => emu.close());

const acme = () => emu.fixtures.sites.find((s) => s.shortName === 'acme-bakery')!;
const host = () => `${acme().shortName}.localhost:${emu.port}`;
const get = async (path: string) => (await emu.getWithHost(host(), path)).text;

const POST = {
  en: '/post/how-we-bake-sourdough',
  fr: '/fr/post/comment-nous-preparons-le-levain',
  de: '/de/post/wie-wir-sauerteig-backen',
};
const PRODUCT = {
  en: '/product/country-loaf',
  fr: '/fr/product/pain-de-campagne',
  de: '/de/product/landbrot',
};
const PAGES = ['/', '/contact', '/fr', '/fr/contact', '/de/kontakt', '/nope', '/fr/nope'];

/** The text between an element's opening tag (with `attrs`) and its closing tag. */
function element(html: string, tag: string, attrs: string): string {
  const start = html.indexOf(`<${tag} ${attrs}`);
  expect(start, `<${tag} ${attrs}>`).toBeGreaterThanOrEqual(0);
  return html.slice(start, html.indexOf(`</${tag}>`, start));
}

/**
 * Whether a blog post's byline shows its `published-on` date written out in `lang` ("5 mai 2025",
 * "5. Mai 2025", "May 5, 2025"): the seed dates posts relative to when it is built.
 */
function shownDate(html: string, lang: string): boolean {
  const match = /<p class="meta"><time datetime="([^"]+)">([^<]+)<\/time>/.exec(html);
  if (!match) return false;
  const written = new Intl.DateTimeFormat(lang, { dateStyle: 'long', timeZone: 'UTC' });
  return match[2] === written.format(Date.parse(match[1]!)) && /\p{L}{3}/u.test(match[2]!);
}

/** What every designed page has: its own stylesheet only, the header, the column, the footer. */
function expectDesigned(html: string, homePath: string) {
  const styles = [...html.matchAll(/<style>([\s\S]*?)<\/style>/g)];
  expect(styles).toHaveLength(1);
  expect(html.match(/<style\b/g)).toHaveLength(1);
  expect(html.indexOf('<style>')).toBeLessThan(html.indexOf('</head>'));
  const css = styles[0]![1]!;
  expect(css.length).toBeLessThan(4096);
  for (const outside of ['http', '//', '@import', 'url(', '@font-face'])
    expect(css, outside).not.toContain(outside);
  expect(html).not.toMatch(/<link[^>]+rel="stylesheet"/);
  expect(html).not.toMatch(/<script[^>]+src=/);
  expect(html).not.toMatch(/<img[^>]+src="(?!https:\/\/assets\.example\/)/);
  const header = element(html, 'header', 'class="top"');
  expect(header).toContain(`<a class="brand" href="${homePath}">Acme Bakery</a>`);
  expect(header).toMatch(
    /<nav aria-label="[^"]+">(<a href="\/[^"]*"( aria-current="page")?>[^<]+<\/a>){6}<\/nav>/,
  );
  expect(html).toMatch(/<main class="col" data-page-id="[0-9a-f]+"/);
  const footer = element(html, 'footer', 'class="foot"');
  expect(footer).toContain('<p class="brand">Acme Bakery</p>');
}

describe('designed published pages', () => {
  it('give every static page, item page and the 404 page the stylesheet, header, column and footer', async () => {
    for (const path of [...PAGES, ...Object.values(POST), ...Object.values(PRODUCT)]) {
      const lang = path.split('/')[1];
      const home = lang === 'fr' || lang === 'de' ? `/${lang}` : '/';
      expectDesigned(await get(path), home);
    }
  });

  it('keeps the page’s own content: one h1 with its title, its paragraphs and the contact form', async () => {
    const html = await get('/fr/contact');
    expect(html.match(/<h1>/g)).toHaveLength(1);
    expect(html).toContain('<h1>Contact</h1>');
    expect(html).toContain('<p class="lede">');
    expect(html).toContain('<form name="contact" data-name="Contact" method="get" action="#">');
    expect(html).toContain('<a href="/fr/contact" aria-current="page">Contact</a>');
    // The footer links the page in the other languages, each named in its own.
    expect(html).toContain('<a href="/de/kontakt" hreflang="de" lang="de">Deutsch</a>');
    expect(html).toContain('<strong>Français</strong>');
    // The top-level pages the header has no room for are listed in the footer (not on item pages).
    expect(html).toMatch(/<nav aria-label="Autres pages"><a href="\/fr\/evenements">/);
    expect(await get(POST.fr)).not.toContain('aria-label="Autres pages"');
  });

  it('lays out a blog post: kicker, headline, date in the locale, hero image, lede, body', async () => {
    const html = await get(POST.fr);
    // The label is in the page's language, not the collection's name ("Blog Posts").
    expect(html).toContain('<p class="kicker">Le journal du fournil</p>');
    expect(html).toContain('<h1>Comment nous préparons le levain</h1>');
    expect(shownDate(html, 'fr')).toBe(true);
    expect(html).toMatch(/<figure class="media"><img src="[^"]+" alt="[^"]+"><\/figure>/);
    expect(html).toContain('<p class="lede">Comment nous préparons le levain — Acme Bakery.</p>');
    expect(html).toContain('<p>Comment nous préparons le levain.</p>');
    expect(shownDate(await get(POST.de), 'de')).toBe(true);
    expect(shownDate(await get(POST.en), 'en')).toBe(true);
  });

  it('lays out a product: image beside name, price in euros, description, reference, cart button', async () => {
    const html = await get(PRODUCT.fr);
    expect(html).toContain('<p class="kicker">Boutique</p>');
    expect(html).toMatch(
      /<div class="prod">\n<figure class="media"><img src="[^"]+"[^>]*><\/figure>/,
    );
    expect(html).toContain('<h1>Pain de campagne</h1>');
    expect(html).toMatch(/<p class="price">6,50\s€<\/p>/);
    expect(html).toContain('<p class="sku">Réf. BRD-001</p>');
    expect(html).toContain('<button type="button">Ajouter au panier</button>');
    expect(await get(PRODUCT.en)).toContain('<p class="price">€6.50</p>');
    expect(await get(PRODUCT.de)).toContain('<button type="button">In den Warenkorb</button>');
  });

  it('writes every fixed word in the page’s language', async () => {
    const en = wordsFor('en');
    for (const lang of ['fr', 'de'] as const) {
      const own = wordsFor(lang);
      const paths = [`/${lang}/contact`, POST[lang], PRODUCT[lang]];
      const html = (await Promise.all(paths.map(get))).join('\n');
      for (const key of Object.keys(en) as (keyof typeof en)[]) {
        // The language switcher names English in English, as every site does.
        if (key === 'language' || en[key] === own[key]) continue;
        // As a word: German "Senden" holds "Send".
        const word = new RegExp(`(?<!\\p{L})${en[key].replace(/\./g, '\\.')}(?!\\p{L})`, 'u');
        expect(html, `${lang}: ${key}`).not.toMatch(word);
      }
      expect(html).toContain(own.writeToUs);
      expect(html).toContain(own.addToCart);
    }
  });

  it('styles the password form in the page’s language', async () => {
    const events = acme().pages.events!;
    await emu.control(`/pages/${events}/indexing`, { method: 'POST', body: { password: true } });
    try {
      const res = await emu.getWithHost(host(), '/de/veranstaltungen');
      expect(res.status).toBe(401);
      expect(res.text.match(/<style\b/g)).toHaveLength(1);
      expect(res.text).toContain('<label>Passwort <input type="password" name="pass"></label>');
      expect(res.text).toContain('<button type="submit">Absenden</button>');
      expect(res.text).not.toContain('aria-label="Hauptmenü"');
    } finally {
      await emu.control(`/pages/${events}/indexing`, { method: 'POST', body: { password: false } });
    }
  });
});

describe('plain pages (the benchmarks’ baseline)', () => {
  it('serve the unstyled pages: no stylesheet, a bare line of links, no layout by collection', async () => {
    const plain = await startEmulator({ rateLimit: 0, plainPages: true });
    try {
      const at = `acme-bakery.localhost:${plain.port}`;
      const page = (await plain.getWithHost(at, '/fr/contact')).text;
      expect(page).not.toContain('<style');
      expect(page).toContain('<header><nav><a href="/fr">Accueil</a> | ');
      expect(page).toContain('<button type="submit">Send</button>');
      const post = (await plain.getWithHost(at, POST.fr)).text;
      expect(post).not.toContain('<style');
      expect(post).toContain('<p>Blog Posts</p>\n<h1>Comment nous préparons le levain</h1>');
    } finally {
      await plain.close();
    }
  });
});
