import { browser } from 'wxt/browser';
import { t } from '../../core/i18n/t';
import { parseLivePage } from './live-page-schema';
import type { LivePage } from './live-page-schema';
import { LIVE_READ_LIMITS, readLivePage } from './read-page';
import type { LiveReadLimits } from './read-page';

/** The outcome of reading a tab: the validated page, or why it could not be read. */
export type LiveTabRead =
  { ok: true; page: LivePage } | { ok: false; reason: 'no-access' | 'bad-result'; message: string };

/** The one injection this module makes. */
export interface LiveInjection {
  target: { tabId: number };
  func: typeof readLivePage;
  args: [LiveReadLimits];
}

/** `scripting.executeScript` as this module uses it; replaceable in tests. */
export type ExecuteScript = (injection: LiveInjection) => Promise<readonly { result?: unknown }[]>;

const execute: ExecuteScript = (injection) => browser.scripting.executeScript(injection);

/**
 * Reads the live page in a tab once, with no persistent content script. Needs the `scripting`
 * permission and access to the tab: `activeTab` (granted by the user's click on the toolbar
 * button, the context menu or the side panel's action) or a host permission for its origin.
 * What comes back is validated by the live-page schema; it never throws.
 */
export async function readLiveTab(
  tabId: number,
  run: ExecuteScript = execute,
): Promise<LiveTabRead> {
  let results: readonly { result?: unknown }[];
  try {
    results = await run({ target: { tabId }, func: readLivePage, args: [LIVE_READ_LIMITS] });
  } catch {
    return {
      ok: false,
      reason: 'no-access',
      message: t('live_no_access'),
    };
  }
  const page = parseLivePage(results[0]?.result);
  if (!page) {
    return { ok: false, reason: 'bad-result', message: t('live_bad_result') };
  }
  return { ok: true, page };
}
