/**
 * The live check's result to and from its stored form (findings as rule and values; see
 * `storedLiveSiteSchema`).
 * @module
 */
import { isFixable } from './language-signals';
import { describeFinding } from './live-text';
import type { LiveSiteResult, StoredLiveSite } from './live-types';

/** The stored form of a result. */
export function toStored(result: LiveSiteResult): StoredLiveSite {
  return {
    ...result,
    cells: result.cells.map((cell) => ({
      ...cell,
      language: cell.language.map((f) => ({ rule: f.rule, args: f.args ?? [] })),
    })),
  };
}

/** A stored result with its findings in words again. */
export function fromStored(stored: StoredLiveSite): LiveSiteResult {
  return {
    ...stored,
    cells: stored.cells.map((cell) => ({
      ...cell,
      language: cell.language.map(({ rule, args }) => ({
        rule,
        pageId: cell.pageId,
        localeId: cell.localeId,
        ...describeFinding(rule, args),
        fixable: isFixable(rule),
        args,
      })),
    })),
  };
}
