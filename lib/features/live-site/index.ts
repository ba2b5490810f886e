/**
 * The live-site feature's surface for other features: light logic and its types (the heavy
 * background parts are in `background.ts`). Its own files import each other directly.
 * @module
 */
export { startHostIndex } from './indexing/host-index';
export { stagingSampleOf } from './live-targets';
export {
  blockerFix,
  blockerText,
  describeHostFinding,
  hiddenVerdict,
  reasonText,
  robotsStatusText,
  stagingText,
} from './indexing/index-text';
export type {
  Blocker,
  HostFinding,
  HostIndex,
  HostRule,
  IndexBlock,
  SitemapFile,
  StagingIndex,
} from './indexing/index-types';
export { readRobotsApi } from './indexing/robots-api';
export { robotsBlocks } from './indexing/robots-directives';
export type { VersionIndex } from './indexing/version-index';
export { cellIndex, decodeBlockers, decodeCell } from './items/item-codes';
export type { CheckItemBlock } from './items/item-read';
export { itemCheckInput, itemUrl } from './items/item-targets';
export { describeItemFinding, describeItemLanguage, itemFailureText } from './items/item-text';
export type { LiveItems } from './items/item-types';
export { loadItemCheck } from './items/load-item-check';
export { runItemCheck } from './items/run-item-check';
export { failureText, offOriginText, unreadText } from './live-text';
export type { LiveCell, LiveSiteResult } from './live-types';
export { readPageFacts } from './html-reader';
export { createPoliteFetch } from './polite-fetch';
export type { PoliteFetch } from './polite-fetch';
export type { PublishedPageRead } from './read-published-page';
export { runLiveCheck } from './run-live-check';
export { accessPattern } from './access-pattern';
export { isSiteOrigin } from './site-origin';
export type { PublishedHosts } from './site-origin';
export type { StoredMarkup } from './stored-facts';
export { urlKey } from './url-key';
