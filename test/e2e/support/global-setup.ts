import { existsSync } from 'node:fs';
import { chromiumInfo, firefoxInfo, isCi, missingMessage } from './browsers';
import {
  CHROME_BUILD,
  CHROME_PRODUCTION_BUILD,
  FIREFOX_BUILD,
  FIREFOX_PRODUCTION_BUILD,
} from './paths';

/** Checks, once before any e2e file, that the builds and browsers the tests need are there. */
export default function setup(): void {
  const builds = [
    [CHROME_BUILD, 'npm run build:demo'],
    [FIREFOX_BUILD, 'npm run build:demo'],
    [CHROME_PRODUCTION_BUILD, 'npm run zip'],
    [FIREFOX_PRODUCTION_BUILD, 'npm run zip'],
  ] as const;
  for (const [build, command] of builds) {
    if (!existsSync(`${build}/manifest.json`)) {
      throw new Error(`No extension build at ${build}. Run \`${command}\` first.`);
    }
  }
  for (const info of [chromiumInfo, firefoxInfo]) {
    if (info.path) continue;
    if (isCi) throw new Error(missingMessage(info));
    process.stderr.write(`\n${missingMessage(info)}\nSkipping its tests outside CI.\n\n`);
  }
}
