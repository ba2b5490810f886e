/**
 * Which build a module is bundled into, as constants the bundler folds: a feature's background
 * part is left out of the pages' bundles and its tab out of the background's (each is a dynamic
 * import, and the background's build inlines every dynamic import). Both are false in tests,
 * which load every part.
 * @module
 */

/** The pages' build (popup, side panel, options). */
export const PAGES_BUILD = import.meta.env.ENTRYPOINT === 'html';

/** The background's build. */
export const BACKGROUND_BUILD = import.meta.env.ENTRYPOINT === 'background';
