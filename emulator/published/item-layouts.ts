/**
 * The `<main>` of a designed item page, laid out by what its collection holds: a blog post
 * (kicker, headline, date and author, hero image, lede, body), a product (image beside name,
 * price, description and a cart button that does nothing) or, for any other collection, a plain
 * article. Every value is text from the item, escaped: rich text is read as text paragraphs, its
 * markup never passed through.
 * @module
 */
import type { Collection } from '../world-types';
import { escapeHtml } from './html';
import { euroPrice, longDate, wordsFor } from './site-words';

/** An Image value's `url` and `alt` (`alt` undefined when the value has none: unknown, not empty). */
export interface ItemImage {
  url: string;
  alt: string | undefined;
}

/** What an item page's `<main>` is made from. */
export interface ItemView {
  collection: Collection;
  /** The item's values in the page's locale. */
  fields: Record<string, unknown>;
  /** The page's locale tag (dates, prices and fixed words follow it). */
  tag: string;
  /** The image the template's SEO setting names (the one `og:image` gives). */
  image: ItemImage | undefined;
  /** The value the template's SEO setting names as the description. */
  summary: string;
  /** `<main>`'s attributes that name the page and the item (already escaped). */
  attributes: string;
}

/** The `<img>` of an Image value; `alt` only when the value gives one. */
export function imageTag(image: ItemImage): string {
  const alt = image.alt === undefined ? '' : ` alt="${escapeHtml(image.alt)}"`;
  return `<img src="${escapeHtml(image.url)}"${alt}>`;
}

const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
};

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] !== '#') return ENTITIES[name.toLowerCase()] ?? whole;
    const code =
      name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : Number(name.slice(1));
    return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
  });
}

/** Rich text as the text of its blocks, one paragraph each (tags dropped, entities read). */
export function richTextParagraphs(html: unknown): string[] {
  if (typeof html !== 'string') return [];
  return html
    .split(/<\/(?:p|h[1-6]|li|blockquote|div|figcaption)\s*>|<br\s*\/?>/i)
    .map((block) =>
      decodeEntities(block.replace(/<[^>]*>?/g, ' '))
        .replace(/\s+/g, ' ')
        .trim(),
    )
    .filter((text) => text.length > 0);
}

const has = (c: Collection, slug: string) => c.fields.some((f) => f.slug === slug);

/**
 * The small label above a headline, in the page's language: the collection's name is data in one
 * language ("Blog Posts"), so a French page would read half English with it.
 */
const kicker = (text: string) => `<p class="kicker">${escapeHtml(text)}</p>`;

const headline = (view: ItemView) => `<h1>${escapeHtml(String(view.fields.name ?? ''))}</h1>`;

const media = (image: ItemImage | undefined) =>
  image ? `<figure class="media">${imageTag(image)}</figure>` : '';

const lede = (summary: string) => (summary ? `<p class="lede">${escapeHtml(summary)}</p>` : '');

/** "12 mars 2024 · Par Amélie Durand": the date the item names and its author, if any. */
function byline(view: ItemView): string {
  const date = longDate(view.fields['published-on'], view.tag);
  const author = view.fields.author;
  const parts = [
    ...(date
      ? [
          `<time datetime="${escapeHtml(String(view.fields['published-on']))}">${escapeHtml(date)}</time>`,
        ]
      : []),
    ...(typeof author === 'string' && author.trim()
      ? [`${escapeHtml(wordsFor(view.tag).by)} ${escapeHtml(author.trim())}`]
      : []),
  ];
  return parts.length ? `<p class="meta">${parts.join(' · ')}</p>` : '';
}

function blogPost(view: ItemView): string[] {
  const body = richTextParagraphs(view.fields['post-body']).map((t) => `<p>${escapeHtml(t)}</p>`);
  return [
    kicker(wordsFor(view.tag).journal),
    headline(view),
    byline(view),
    media(view.image),
    lede(view.summary),
    ...body,
  ];
}

function product(view: ItemView): string[] {
  const words = wordsFor(view.tag);
  const price = euroPrice(view.fields.price, view.tag);
  const sku = view.fields.sku;
  return [
    kicker(words.shop),
    '<div class="prod">',
    // The soft box stands in for a product without an image, so the two columns keep their shape.
    view.image ? media(view.image) : '<div class="media"></div>',
    '<div>',
    headline(view),
    price ? `<p class="price">${escapeHtml(price)}</p>` : '',
    lede(view.summary),
    typeof sku === 'string' && sku
      ? `<p class="sku">${escapeHtml(words.sku)} ${escapeHtml(sku)}</p>`
      : '',
    // A shop's look only: the emulator sells nothing.
    `<button type="button">${escapeHtml(words.addToCart)}</button>`,
    '</div>\n</div>',
  ];
}

function article(view: ItemView): string[] {
  return [headline(view), byline(view), media(view.image), lede(view.summary)];
}

/** The `<main>` of an item page: a product layout, a blog post layout or a plain article. */
export function itemMain(view: ItemView): string {
  const c = view.collection;
  const layout = has(c, 'price')
    ? product
    : has(c, 'post-body') || has(c, 'post-summary')
      ? blogPost
      : article;
  const lines = layout(view).filter((line) => line.length > 0);
  return `<main class="col"${view.attributes}>\n${lines.join('\n')}\n</main>`;
}
