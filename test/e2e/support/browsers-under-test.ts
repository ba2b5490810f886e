/** The browsers every journey runs in; one whose executable is missing is skipped outside CI. */
import { chromiumInfo, firefoxInfo } from './browsers';
import { chromiumDriver, firefoxDriver, type DriverOptions, type ExtensionDriver } from './driver';

/** A browser a journey runs in. */
export interface BrowserUnderTest {
  name: string;
  available: boolean;
  start(options?: DriverOptions): Promise<ExtensionDriver & { stopWorker?: () => Promise<void> }>;
}

/** Chromium and Firefox ESR. */
export const BROWSERS: BrowserUnderTest[] = [
  { name: 'Chromium', available: !!chromiumInfo.path, start: chromiumDriver },
  { name: 'Firefox ESR', available: !!firefoxInfo.path, start: firefoxDriver },
];
