/**
 * The checker's parts that callers load when first needed, each in a chunk of its own.
 * @module
 */

/**
 * The checker, its verdict and the vocabulary's loader: what checking markup needs, loaded when a
 * page or the background first checks. Loaded through here, not by importing `lib/jsonld/index.ts`
 * with `import()`, whose chunk would hold every name of the surface, these loaders included.
 */
export const loadChecker = () => import('./check/checker');

/** The "Add schema…" starters; loaded when the picker first opens. */
export const loadStarters = () => import('./starters');
/** The starters' module, as {@link loadStarters} answers it. */
export type StartersModule = Awaited<ReturnType<typeof loadStarters>>;

/** The reader of the service's input forms, for pages that need it only now and then. */
export const loadNormalizer = () => import('./source/normalize');
/** The normalizer's module, as {@link loadNormalizer} answers it. */
export type NormalizerModule = Awaited<ReturnType<typeof loadNormalizer>>;

/**
 * `@adobe/structured-data-validator`'s rich-result rules as diagnostics: for the command lines
 * and benches only (a development dependency, never in the extension), hence loaded on call.
 */
export const loadAdobeValidator = () => import('./check/adobe');
