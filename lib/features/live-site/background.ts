/**
 * The live-site feature's surface for other features' background code: what reads the service,
 * parses with zod or runs long work. Kept out of `index.ts`, so the pages' bundles do not
 * load it through that; and the words of a page's blockers, which the grid's export writes (the
 * light surface would close an import cycle through the site feature).
 * @module
 */
export { storedMarkupSchema } from './live-types';
export { storedMarkup } from './stored-facts';
export { blockerText } from './indexing/index-text';
export { compareCell, liveBlocks, savedAfter } from './compare-cell';
export { liveSiteItem, fromStored } from './live-store';
