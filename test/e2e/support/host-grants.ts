/**
 * Getting a real `permissions.request` for hosts accepted in headless Chromium. Its permission
 * prompt is a native dialog that automation cannot reach (headless, it never resolves), and
 * Chromium's old auto-confirm switch for tests is gone. What stays real: Chromium does not prompt
 * for hosts the user already granted; `chrome://extensions`' own API (`developerPrivate
 * .addHostPermission`, its "site access" call) records such a grant. After it the extension's
 * `permissions.request` still decides, grants and activates the hosts; only the dialog is skipped.
 */
import type { BrowserContext } from 'playwright-core';

/** The pattern the browser grants for `origin`: scheme and host, any port. */
export function hostPatternFor(origin: string): string {
  const url = new URL(origin);
  return `${url.protocol}//${url.hostname}/*`;
}

/** Records `patterns` as granted by the user to extension `extensionId` in Chromium. */
export async function allowChromiumHostGrants(
  context: BrowserContext,
  extensionId: string,
  patterns: string[],
): Promise<void> {
  const page = await context.newPage();
  try {
    await page.goto(`chrome://extensions/?id=${extensionId}`);
    for (const pattern of patterns) {
      await page.evaluate(
        ([id, host]) =>
          (
            chrome as unknown as {
              developerPrivate: { addHostPermission(id: string, host: string): Promise<void> };
            }
          ).developerPrivate.addHostPermission(id, host),
        [extensionId, pattern] as const,
      );
    }
  } finally {
    await page.close();
  }
}
