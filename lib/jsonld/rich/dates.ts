import { uiLanguage } from '../text/text';

/**
 * The day the rich-result rule data was last checked against its sources (ISO date): the date of
 * the newest source used. The checker applies the rules as of this day unless told otherwise.
 */
export const RULES_CURRENT_TO = '2026-08-03';

const SEARCH = 'https://developers.google.com/search';

/** Google's pages the rule data comes from. */
export const SOURCES = {
  /** The search gallery: one page per rich result, with its required and recommended properties. */
  gallery: `${SEARCH}/docs/appearance/structured-data`,
  /** "Latest documentation updates": dated entries, also for pages since removed. */
  changelog: `${SEARCH}/updates`,
  howtoFaq2023: `${SEARCH}/blog/2023/08/howto-faq-changes`,
  sitelinksSearchBox2024: `${SEARCH}/blog/2024/10/sitelinks-search-box`,
  simplifying2025: `${SEARCH}/blog/2025/06/simplifying-search-results`,
} as const;

/** When a rule or notice applies, and the page that documents it and its dates. */
export interface Dated {
  /** First day it applies (ISO date); absent when it applied before the rule data began. */
  since?: string;
  /** First day it no longer applies (ISO date); absent while it still applies. */
  until?: string;
  /** Google's page (documentation, blog post or changelog) that says so. */
  source: string;
}

/** Whether `entry` applies on `day` (ISO dates compare as text). */
export const appliesOn = (entry: Omit<Dated, 'source'>, day: string): boolean =>
  (entry.since === undefined || entry.since <= day) &&
  (entry.until === undefined || day < entry.until);

/** An ISO date (`2026-05-07`) written out in the UI language (`May 7, 2026`, `7. Mai 2026`). */
export function formatRuleDate(iso: string): string {
  const date = new Date(`${iso}T00:00:00Z`);
  const options = { dateStyle: 'long', timeZone: 'UTC' } as const;
  try {
    return new Intl.DateTimeFormat(uiLanguage(), options).format(date);
  } catch {
    // An unknown UI language tag: English is the extension's default language.
    return new Intl.DateTimeFormat('en', options).format(date);
  }
}
