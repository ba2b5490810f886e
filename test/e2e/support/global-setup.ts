import { existsSync } from 'node:fs';
import { chromiumInfo, firefoxInfo, isCi, missingMessage } from './browsers';
import { CHROME_BUILD, FIREFOX_BUILD } from './paths';

/** Checks, once before any e2e file, that the builds and browsers the tests need are there. */
export default function setup(): void {
  for (const build of [CHROME_BUILD, FIREFOX_BUILD]) {
    if (!existsSync(`${build}/manifest.json`)) {
      throw new Error(`No extension build at ${build}. Run \`npm run build\` first.`);
    }
  }
  for (const info of [chromiumInfo, firefoxInfo]) {
    if (info.path) continue;
    if (isCi) throw new Error(missingMessage(info));
    process.stderr.write(`\n${missingMessage(info)}\nSkipping its tests outside CI.\n\n`);
  }
}
