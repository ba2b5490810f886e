/**
 * The few fixed words of the designed published pages (navigation labels, the contact form, the
 * product button…) in each demo language, and the locale-aware dates and prices. A French page
 * must read as French throughout: the live check looks at a page's language, and a screenshot
 * with English chrome around French content would look like a broken site.
 * @module
 */

/** The fixed words of a published page in one language. */
export interface SiteWords {
  /** The autonym of the language, for the language switcher ("Français"). */
  language: string;
  mainMenu: string;
  morePages: string;
  languages: string;
  writeToUs: string;
  email: string;
  message: string;
  send: string;
  /** Before an author's name ("By Amélie Durand"). */
  by: string;
  addToCart: string;
  /** Above a blog post's headline. */
  journal: string;
  /** Above a product's name. */
  shop: string;
  sku: string;
  password: string;
  submit: string;
}

const WORDS: Record<string, SiteWords> = {
  en: {
    language: 'English',
    mainMenu: 'Main menu',
    morePages: 'More pages',
    languages: 'Languages',
    writeToUs: 'Write to us',
    email: 'E-mail',
    message: 'Message',
    send: 'Send',
    by: 'By',
    addToCart: 'Add to cart',
    journal: 'From the bakehouse',
    shop: 'Shop',
    sku: 'SKU',
    password: 'Password',
    submit: 'Submit',
  },
  fr: {
    language: 'Français',
    mainMenu: 'Menu principal',
    morePages: 'Autres pages',
    languages: 'Langues',
    writeToUs: 'Écrivez-nous',
    email: 'Adresse e-mail',
    message: 'Message',
    send: 'Envoyer',
    by: 'Par',
    addToCart: 'Ajouter au panier',
    journal: 'Le journal du fournil',
    shop: 'Boutique',
    sku: 'Réf.',
    password: 'Mot de passe',
    submit: 'Valider',
  },
  de: {
    language: 'Deutsch',
    mainMenu: 'Hauptmenü',
    morePages: 'Weitere Seiten',
    languages: 'Sprachen',
    writeToUs: 'Schreiben Sie uns',
    email: 'E-Mail',
    message: 'Nachricht',
    send: 'Senden',
    by: 'Von',
    addToCart: 'In den Warenkorb',
    journal: 'Aus der Backstube',
    shop: 'Laden',
    sku: 'Art.-Nr.',
    password: 'Passwort',
    submit: 'Absenden',
  },
};

/** The base language of a tag (`fr-CA` → `fr`). */
const baseOf = (tag: string) => tag.toLowerCase().split('-')[0] ?? '';

/** The fixed words for a locale tag; English for a language the table does not have. */
export function wordsFor(tag: string): SiteWords {
  return WORDS[baseOf(tag)] ?? WORDS.en!;
}

/** The language's own name for a tag, or `fallback` (the locale's display name) when unknown. */
export function languageName(tag: string, fallback: string): string {
  return WORDS[baseOf(tag)]?.language ?? fallback;
}

// Building an Intl formatter costs far more than using one: one per tag, kept (a handful at most).
const dates = new Map<string, Intl.DateTimeFormat>();
const prices = new Map<string, Intl.NumberFormat>();

function cached<T>(map: Map<string, T>, tag: string, make: (locale: string) => T): T {
  let formatter = map.get(tag);
  if (!formatter) {
    try {
      formatter = make(tag);
    } catch {
      // A tag Intl refuses (a custom locale): the date or price still shows, in English.
      formatter = make('en');
    }
    map.set(tag, formatter);
  }
  return formatter;
}

/** A date-time value as a long date in the locale ("12 mars 2024"), or undefined if not a date. */
export function longDate(value: unknown, tag: string): string | undefined {
  if (typeof value !== 'string') return undefined;
  const time = Date.parse(value);
  if (Number.isNaN(time)) return undefined;
  const format = cached(
    dates,
    tag,
    (l) => new Intl.DateTimeFormat(l, { dateStyle: 'long', timeZone: 'UTC' }),
  );
  return format.format(time);
}

/**
 * A price in euros, formatted for the locale ("6,50 €"): the demo shop sells in euros, as its
 * product markup's `priceCurrency` says. Undefined for anything but a number.
 */
export function euroPrice(value: unknown, tag: string): string | undefined {
  if (typeof value !== 'number' || !Number.isFinite(value)) return undefined;
  const format = cached(
    prices,
    tag,
    (l) => new Intl.NumberFormat(l, { style: 'currency', currency: 'EUR' }),
  );
  return format.format(value);
}
