/**
 * The kinds of slug the rules tell apart, apart from the rules so that their words
 * (`messages.ts`) can name them without importing the rules that use those words.
 * @module
 */

/** Why a slug cannot (or may not) change. */
export type SlugBlockReason = 'home' | 'collection-template' | 'utility' | 'secondary-locale-plan';

/** The utility pages, by the slug the platform gives them. */
export type UtilityKind = '404' | 'password' | 'search';
