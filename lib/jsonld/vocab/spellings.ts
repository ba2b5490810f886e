import type { Vocabulary } from './vocabulary';

/**
 * Spellings Google's own documentation uses for schema.org properties whose case differs
 * (speakable page: `xPath`; video page: `contentURL`). Only these: a general case-insensitive
 * match would hide real mistakes that search engines do not forgive.
 */
export const GOOGLE_SPELLINGS: ReadonlyMap<string, string> = new Map([
  ['xPath', 'xpath'],
  ['contentURL', 'contentUrl'],
]);

/**
 * Whether `name` is a schema.org Action annotation (`<property>-input`, `<property>-output`,
 * https://schema.org/docs/actions.html), e.g. `mathExpression-input` on a `SolveMathAction`.
 */
export function isActionAnnotation(name: string, vocab: Vocabulary): boolean {
  const match = /^(.+)-(input|output)$/.exec(name);
  return match !== null && vocab.isProperty(match[1]!);
}
