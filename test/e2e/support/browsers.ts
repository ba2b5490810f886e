/**
 * Where the real browsers are, and what to do when one is missing: outside CI the tests that need
 * it are skipped with instructions; under `CI=true` a missing browser is a failure.
 */
import { existsSync } from 'node:fs';

/** A browser the e2e tests drive. */
export interface BrowserInfo {
  name: 'Chromium' | 'Firefox ESR';
  path: string | undefined;
  install: string;
}

function firstExisting(candidates: (string | undefined)[]): string | undefined {
  return candidates.find((p): p is string => !!p && existsSync(p));
}

/** Debian's Chromium (or `CHROMIUM_PATH`). */
export const chromiumInfo: BrowserInfo = {
  name: 'Chromium',
  path: firstExisting([process.env.CHROMIUM_PATH, '/usr/bin/chromium']),
  install: 'sudo apt-get update && sudo apt-get install -y chromium',
};

/** Debian's Firefox ESR (or `FIREFOX_PATH`). */
export const firefoxInfo: BrowserInfo = {
  name: 'Firefox ESR',
  path: firstExisting([process.env.FIREFOX_PATH, '/usr/bin/firefox-esr']),
  install: 'sudo apt-get update && sudo apt-get install -y firefox-esr',
};

/** Whether tests must fail rather than skip when something is missing. */
export const isCi = process.env.CI === 'true' || process.env.CI === '1';

/** The line printed when a browser is missing. */
export function missingMessage(info: BrowserInfo): string {
  return `${info.name} was not found, so its end-to-end tests cannot run. Install it with:\n  ${info.install}\n(or point ${info.name === 'Chromium' ? 'CHROMIUM_PATH' : 'FIREFOX_PATH'} at its executable)`;
}
