/**
 * What the live check keeps of one read item page: the checker's counts and rich-result verdict of
 * its JSON-LD, the identifying values to compare across items, the length advice on its title and
 * description, and its language facts until the item's other locale versions are read. The HTML
 * and the JSON-LD themselves are not kept.
 * @module
 */
import { checkLength, type LengthLevel } from '../../metadata';
import { readPageFacts } from '../html-reader';
import type { LiveLanguageFacts } from '../language-signals';
import { fingerprint, storedMarkup, type StoredMarkup } from '../stored-facts';
import type { ItemMarkup } from './item-codes';
import type { ReadSignals } from '../indexing/version-index';

/** What the injected checker answers for one JSON-LD block of an item page. */
export interface ItemBlockCheck {
  errors: number;
  warnings: number;
  /** The block's rich-result verdict: eligible, not eligible, or no rich result applies. */
  rich: 'eligible' | 'not-eligible' | 'none';
  /** The identifying values of its top-level entity (see `identifyingValues` in `lib/jsonld`). */
  identifying: { property: string; value: unknown }[];
}

/** Checks one JSON-LD block of an item page. */
export type CheckItemBlock = (value: unknown) => ItemBlockCheck;

/** One identifying value of a page: its property, a key to compare it by, and how it reads. */
export interface IdentifyingKey {
  property: string;
  /** The property and a fingerprint of the value. */
  key: string;
  /** The value as text, cut short (for the finding's message). */
  text: string;
}

/** A read item page, as the check keeps it. */
export interface ItemRead {
  markup: ItemMarkup;
  errors: number;
  warnings: number;
  title: LengthLevel;
  description: LengthLevel;
  identifying: IdentifyingKey[];
  language: LiveLanguageFacts;
  /** The language values of its JSON-LD (`inLanguage`, `url`/`@id`), for the language signals. */
  stored: StoredMarkup | null;
  /** Its robots directives (meta and header), for what stops Google from showing it. */
  signals: ReadSignals;
}

const MAX_VALUE_TEXT = 200;

const valueText = (value: unknown) =>
  (typeof value === 'string' ? value : JSON.stringify(value)).slice(0, MAX_VALUE_TEXT);

function markupOf(checks: readonly ItemBlockCheck[], broken: number): ItemMarkup {
  if (checks.length === 0) return broken > 0 ? 'unreadable' : 'none';
  if (checks.some((c) => c.rich === 'not-eligible')) return 'not-eligible';
  return checks.some((c) => c.rich === 'eligible') ? 'eligible' : 'plain';
}

/** Reads an item page's body and keeps what the check needs of it. */
export async function readItemPage(
  body: ReadableStream<Uint8Array> | null,
  url: string,
  check: CheckItemBlock | undefined,
  maxBytes?: number,
  header: string | null = null,
): Promise<ItemRead> {
  const facts = await readPageFacts(body, url, maxBytes);
  const checks = check ? facts.blocks.map((block) => check(block)) : [];
  const identifying = new Map<string, IdentifyingKey>();
  for (const { property, value } of checks.flatMap((c) => c.identifying)) {
    const key = `${property}\n${fingerprint(value)}`;
    if (!identifying.has(key)) identifying.set(key, { property, key, text: valueText(value) });
  }
  return {
    markup: check
      ? markupOf(checks, facts.broken)
      : facts.blocks.length > 0
        ? 'plain'
        : markupOf([], facts.broken),
    errors: facts.broken + checks.reduce((n, c) => n + c.errors, 0),
    warnings: checks.reduce((n, c) => n + c.warnings, 0),
    title: checkLength('seoTitle', facts.title ?? '').level,
    description: checkLength('seoDescription', facts.description ?? '').level,
    identifying: [...identifying.values()],
    language: { lang: facts.lang, canonicals: facts.canonicals, alternates: facts.alternates },
    stored:
      facts.blocks.length > 0
        ? storedMarkup({ value: facts.blocks, raw: null, lastUpdated: null, inherited: false })
        : null,
    signals: { robots: facts.robots, header },
  };
}
