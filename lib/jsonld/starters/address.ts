import { countryCode } from './countries';

/** A postal address (and the name, phone and email around it) found in selected text. */
export interface ParsedAddress {
  /** A line before the street, e.g. the business's name. */
  name?: string;
  address: {
    '@type': 'PostalAddress';
    streetAddress: string;
    postalCode: string;
    addressLocality?: string;
    addressRegion?: string;
    /** ISO 3166-1 alpha-2 code, as Google recommends. */
    addressCountry?: string;
  };
  telephone?: string;
  email?: string;
}

const STREET_WORD =
  /\b(?:rue|avenue|av\.|boulevard|bd|place|chemin|allée|impasse|quai|route|cours|passage|square|street|st\.?|road|rd\.?|lane|way|drive|dr\.?|parkway|court|terrace)\b|(?:straße|strasse|str\.|weg|platz|gasse|allee|ring|damm|ufer|chaussee)\b/iu;
const NUMBER_FIRST = /^\d{1,4}[a-z]?(?:\s*(?:bis|ter|quater))?,?\s+\S/iu;
const NUMBER_LAST = /^\p{L}[\p{L}\s.'’-]*\s\d{1,4}[a-z]?(?:\s*[-/]\s*\d{1,4}[a-z]?)?$/iu;
const EU_POSTCODE = /^(?:[A-Z]{1,2}-)?(\d{4,5})\s+(\p{L}.*)$/u;
const NL_POSTCODE = /^(\d{4}\s?[A-Z]{2})\s+(\p{L}.*)$/u;
// The text before a postcode ends in a non-space (`.*\S`), so it cannot trade spaces with the
// `\s` after it: linear where a lazy `(.*?)\s*` was quadratic. The parts read here are trimmed.
const UK_POSTCODE = /^((?:.*\S)?)\s*\b([A-Z]{1,2}\d[A-Z\d]?\s?\d[A-Z]{2})$/iu;
const US_ZIP = /^(?:(.*\S)\s+)?([A-Z]{2})\s+(\d{5}(?:-\d{4})?)$/u;
const PHONE_PREFIX = /^(?:t[ée]l(?:[ée]phone)?|tel(?:efon)?|phone|fon|ph)\.?\s*:?\s*/iu;
const PHONE = /^\+?[\d\s()./-]+$/;
const EMAIL_PREFIX = /^(?:e-?mail|courriel|mail)\s*:?\s*/iu;
// The domain's first dot after its first character, found in one pass.
const EMAIL = /^[^\s@]+@[^\s@][^\s@.]*\.[^\s@]+$/;

type Part =
  | { kind: 'other' | 'street'; text: string }
  | { kind: 'country'; code: string }
  | { kind: 'phone' | 'email'; text: string }
  | { kind: 'postal'; postalCode: string; locality?: string; region?: string; country?: string };

const digits = (s: string) => s.replace(/\D/g, '').length;

/** `Paris France` → Paris and FR: a country run into the town when line breaks were lost. */
function localityAndCountry(text: string): { locality: string; country?: string } {
  const words = text.split(' ');
  for (let n = Math.min(3, words.length - 1); n >= 1; n--) {
    const code = countryCode(words.slice(-n).join(' '));
    if (code) return { locality: words.slice(0, -n).join(' '), country: code };
  }
  return { locality: text };
}

function classify(text: string): Part {
  const email = text.replace(EMAIL_PREFIX, '');
  if (EMAIL.test(email)) return { kind: 'email', text: email };
  const hasPhonePrefix = PHONE_PREFIX.test(text);
  const phone = text.replace(PHONE_PREFIX, '');
  if (PHONE.test(phone) && digits(phone) >= (hasPhonePrefix ? 6 : 8))
    return { kind: 'phone', text: phone.trim() };
  const code = countryCode(text.replace(/\.$/, ''));
  if (code) return { kind: 'country', code };
  const numberFirst = NUMBER_FIRST.test(text);
  if (numberFirst && STREET_WORD.test(text)) return { kind: 'street', text };
  const eu = EU_POSTCODE.exec(text) ?? NL_POSTCODE.exec(text);
  if (eu) return { kind: 'postal', postalCode: eu[1]!, ...localityAndCountry(eu[2]!.trim()) };
  const us = US_ZIP.exec(text);
  if (us) {
    const part: Part = { kind: 'postal', postalCode: us[3]!, region: us[2]! };
    if (us[1]) part.locality = us[1];
    return part;
  }
  const uk = UK_POSTCODE.exec(text);
  if (uk && /\d/.test(uk[2]!)) {
    const part: Part = { kind: 'postal', postalCode: uk[2]!.toUpperCase() };
    if (uk[1]) part.locality = uk[1];
    return part;
  }
  if (numberFirst || NUMBER_LAST.test(text) || STREET_WORD.test(text))
    return { kind: 'street', text };
  return { kind: 'other', text };
}

/** Where a part starts in text whose line breaks were lost: a street, a phone or email label. */
const FLAT_BREAK =
  /(?<!\s)\s+(?=\d{1,4}[a-z]?,?\s+(?:(?:bis|ter)\s+)?(?:rue|avenue|boulevard|bd|place|chemin|allée|impasse|quai|route|cours|passage)\b|[\p{L}.-]*(?:straße|strasse|str\.|weg|platz|gasse|allee|damm|ring|ufer)\s+\d|(?:t[ée]l|tel|phone|fon|e-?mail|courriel)\b)/iu;
/** The same for a postcode before a town (case matters: the town is capitalized). */
const FLAT_POSTCODE = /(?<!\s)\s+(?=(?:[A-Z]{1,2}-)?\d{4,5}\s+\p{Lu})/u;

/**
 * Lines, then comma-separated parts; a lone house number joins the part after it (`12, rue X`).
 * Chrome hands the menu a selection with its line breaks turned into spaces, so one-line text is
 * also cut before streets, postcodes and phone or email labels.
 */
function partsOf(text: string): string[] {
  const flat = !/[\r\n]/.test(text.trim());
  const raw = text
    .split(/\r?\n/)
    .flatMap((line) => line.split(','))
    .flatMap((p) => (flat ? p.split(FLAT_BREAK).flatMap((q) => q.split(FLAT_POSTCODE)) : [p]))
    .map((p) => p.replace(/\s+/g, ' ').trim())
    .filter((p) => p !== '');
  const out: string[] = [];
  for (let i = 0; i < raw.length; i++) {
    const p = raw[i]!;
    const next = raw[i + 1];
    if (/^\d{1,4}[a-z]?(?:\s*(?:bis|ter))?$/i.test(p) && next !== undefined) {
      out.push(`${p}, ${next}`);
      i++;
    } else out.push(p);
  }
  return out;
}

/**
 * Reads a postal address from selected text: a street line (`12, rue de la Paix`,
 * `Hauptstraße 5`, `221B Baker Street`), a postcode and town (`75002 Paris`, `CH-8001 Zürich`,
 * `London NW1 6XE`, `Mountain View, CA 94043`) and an optional country (in English, French or
 * German; given as its ISO code), on separate lines or one line with commas. A line before the
 * street becomes `name`, one between the street and the postcode (`Bâtiment B`) joins the street;
 * phone and email lines are kept too. Undefined unless both a street and a
 * postcode are found and little else is there.
 */
export function parseAddress(text: string): ParsedAddress | undefined {
  if (text.length > 600) return undefined;
  const parts = partsOf(text).map(classify);
  if (parts.length > 9) return undefined;
  const streets: string[] = [];
  const others: { text: string; afterStreet: boolean; beforePostal: boolean }[] = [];
  let postal: Extract<Part, { kind: 'postal' }> | undefined;
  let country: string | undefined;
  let telephone: string | undefined;
  let email: string | undefined;
  for (const part of parts) {
    if (part.kind === 'street' && postal === undefined) streets.push(part.text);
    else if (part.kind === 'postal' && postal === undefined) {
      postal = { ...part };
      country ??= part.country;
      if (postal.locality === undefined) {
        const last = others.at(-1);
        if (last?.afterStreet) {
          postal.locality = last.text;
          others.pop();
        }
      }
    } else if (part.kind === 'country') country ??= part.code;
    else if (part.kind === 'phone') telephone ??= part.text;
    else if (part.kind === 'email') email ??= part.text;
    else if (part.kind === 'other' || part.kind === 'street') {
      others.push({
        text: part.text,
        afterStreet: streets.length > 0,
        beforePostal: postal === undefined,
      });
    }
  }
  while (streets.length > 1 && !/\d/.test(streets[0]!)) {
    others.unshift({ text: streets.shift()!, afterStreet: false, beforePostal: true });
  }
  const extra = others.filter((o) => o.afterStreet && o.beforePostal).map((o) => o.text);
  if (streets.length === 0 || postal === undefined || others.length > 2) return undefined;
  const address: ParsedAddress['address'] = {
    '@type': 'PostalAddress',
    streetAddress: [...streets, ...extra].join(', '),
    postalCode: postal.postalCode,
  };
  if (postal.locality !== undefined) address.addressLocality = postal.locality;
  if (postal.region !== undefined) address.addressRegion = postal.region;
  if (country !== undefined) address.addressCountry = country;
  const out: ParsedAddress = { address };
  const name = others.find((o) => !o.afterStreet);
  if (name) out.name = name.text;
  if (telephone !== undefined) out.telephone = telephone;
  if (email !== undefined) out.email = email;
  return out;
}
