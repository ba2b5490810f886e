/**
 * "Against the live page": what the tab's published page carries compared with what the locale
 * shows in the service, and which key values of the markup the page's visible text lacks.
 * @module
 */
import type { Diagnostic } from '../../jsonld';
import { compareLiveWithStored, type LiveComparison } from './compare';
import { readLiveTab } from './read-live-tab';
import { checkKeyValuesVisible, visibleValueDiagnostics } from './visible-values';
import type { LocaleSchema } from '../schema';

/** The live check's answer. */
export type LiveCheck =
  | { ok: true; comparison: LiveComparison; notVisible: Diagnostic[] }
  | { ok: false; message: string };

/** Reads tab `tabId` and compares it with `shown` (the locale's own or inherited markup). */
export async function checkLivePage(tabId: number, shown: LocaleSchema): Promise<LiveCheck> {
  const read = await readLiveTab(tabId);
  if (!read.ok) return { ok: false, message: read.message };
  const stored = shown.value ?? shown.raw;
  return {
    ok: true,
    comparison: compareLiveWithStored(read.page, stored),
    notVisible: shown.value
      ? visibleValueDiagnostics(
          checkKeyValuesVisible(shown.value, read.page.visibleText, { lang: read.page.lang }),
          { truncated: read.page.visibleTextTruncated },
        )
      : [],
  };
}
