/**
 * Finding markup values in a page's visible text, tolerant of how pages write them: case,
 * whitespace, accents, punctuation, decimal commas, thousands separators and localized dates.
 * @module
 */

/** Folds text for comparison: compatibility forms, no accents, lower case, punctuation as spaces. */
export function foldText(s: string): string {
  return s
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .replace(/\b(\d+)(?:st|nd|rd|th|er|e)\b/g, '$1')
    .trim();
}

const NUMBER_TOKEN = /\d+(?:[.,'’\u00a0\u202f ]\d+)*/g;
const SEPARATOR = /[.,'’]/;

/** The values a run of digits and separators may mean (1,234 is 1.234 or 1234). */
function readings(part: string): number[] {
  const groups = part.split(SEPARATOR);
  if (groups.length === 1) return [Number(part)];
  const last = groups.pop()!;
  const out = [Number(`${groups.join('')}.${last}`)];
  if ([...groups.slice(1), last].every((g) => g.length === 3))
    out.push(Number(groups.join('') + last));
  return out;
}

interface NumberToken {
  start: number;
  end: number;
  values: number[];
}

function numberTokens(text: string): NumberToken[] {
  const out: NumberToken[] = [];
  for (const m of text.matchAll(NUMBER_TOKEN)) {
    const parts = m[0].split(/[\u00a0\u202f ]/);
    const values = [
      ...readings(parts.join('')),
      ...(parts.length > 1 ? parts.flatMap(readings) : []),
    ];
    out.push({ start: m.index, end: m.index + m[0].length, values });
  }
  return out;
}

const sameNumber = (a: number, b: number) => Math.abs(a - b) < 1e-9 * Math.max(1, Math.abs(b));

function currencyMarks(code: string, lang: string | undefined): string[] {
  const marks = new Set([code.toLowerCase()]);
  for (const locale of [lang, 'en'].filter((l): l is string => !!l)) {
    for (const currencyDisplay of ['symbol', 'narrowSymbol'] as const) {
      try {
        const parts = new Intl.NumberFormat(locale, {
          style: 'currency',
          currency: code,
          currencyDisplay,
        }).formatToParts(1);
        for (const p of parts) if (p.type === 'currency') marks.add(p.value.toLowerCase());
      } catch {
        // An unknown currency code or locale has no symbol; the code itself still counts.
      }
    }
  }
  return [...marks];
}

/** Whether a currency mark is in the text; a mark made of letters (EUR, CHF) must be a whole word. */
function hasMark(text: string, mark: string): boolean {
  if (!/\p{L}/u.test(mark)) return text.includes(mark);
  for (let i = text.indexOf(mark); i >= 0; i = text.indexOf(mark, i + 1)) {
    const before = text.slice(0, i);
    const after = text.slice(i + mark.length);
    if (!/\p{L}$/u.test(before) && !/^\p{L}/u.test(after)) return true;
  }
  return false;
}

const DATE = /^(\d{4})-(\d{2})-(\d{2})/;
const NUMERIC_DATE = /(?<!\d)(\d{1,4})[./-](\d{1,2})[./-](\d{1,4})(?!\d)/g;

/** The visible text of a page, prepared once for many look-ups. */
export class VisibleText {
  private readonly raw: string;
  private readonly folded: string;
  private readonly numbers: NumberToken[];

  constructor(
    text: string,
    private readonly lang?: string,
  ) {
    this.raw = text.normalize('NFKC');
    this.folded = ` ${foldText(text)} `;
    this.numbers = numberTokens(this.raw);
  }

  /** Whether the words of `value` appear in this order, as whole words. */
  hasText(value: string): boolean {
    const f = foldText(value);
    return f !== '' && this.folded.includes(` ${f} `);
  }

  /** Whether the number appears, however the page writes it (4.5, 4,5, 1,234, 1 234). */
  hasNumber(n: number): boolean {
    return this.numbers.some((t) => t.values.some((v) => sameNumber(v, n)));
  }

  /** Whether the price appears with its currency (code or symbol) next to it, when one is given. */
  hasPrice(n: number, currency?: string): boolean {
    const tokens = this.numbers.filter((t) => t.values.some((v) => sameNumber(v, n)));
    if (!currency) return tokens.length > 0;
    const marks = currencyMarks(currency, this.lang);
    return tokens.some((t) => {
      const near = this.raw.slice(Math.max(0, t.start - 12), t.end + 12).toLowerCase();
      return marks.some((m) => hasMark(near, m));
    });
  }

  /** Whether an ISO date (`2026-05-14…`) appears as written, numerically, or as a day and month name. */
  hasDate(iso: string): boolean {
    const m = DATE.exec(iso);
    if (!m) return this.hasText(iso);
    const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
    if (this.raw.includes(m[0])) return true;
    for (const n of this.raw.matchAll(NUMERIC_DATE)) {
      const [a, b, c] = [Number(n[1]), Number(n[2]), Number(n[3])];
      const year = (v: number) => v === y || v === y % 100;
      if (
        (year(a) && b === mo && c === d) ||
        (year(c) && ((a === d && b === mo) || (a === mo && b === d)))
      )
        return true;
    }
    const date = new Date(Date.UTC(y, mo - 1, d));
    const locales = [this.lang, 'en-US', 'en-GB'].filter((l): l is string => !!l);
    for (const locale of locales) {
      for (const month of ['long', 'short'] as const) {
        try {
          const s = new Intl.DateTimeFormat(locale, {
            day: 'numeric',
            month,
            timeZone: 'UTC',
          }).format(date);
          if (this.hasText(s)) return true;
        } catch {
          // An invalid page language falls back to the English forms.
        }
      }
    }
    return false;
  }
}
