/**
 * The redirects feature's surface for other features' background code: what reads the service,
 * parses with zod or runs long work. Kept out of `index.ts`, so the pages' bundles do not
 * load it through that.
 * @module
 */
export { recordingBulkMoves } from './record-moves';
export { publishedOrigins } from './redirect-messages';
export { pathKey } from './redirect-rules';
export { readSlugMoves } from './slug-moves';
export type { SlugMove } from './slug-moves';
