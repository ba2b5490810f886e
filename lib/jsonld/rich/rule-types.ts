/**
 * The shape of a rich-result rule, apart from the rule data so that every file of rules can name it
 * without importing the list that gathers them.
 * @module
 */
import type { Dated } from './dates';
import type { RichFeature } from './features';

/**
 * A property that must be present: a name, a dotted path into its values (`nutrition.calories`),
 * or a list of alternatives of which one suffices.
 */
export type Requirement = string | readonly string[];

/**
 * Google rich-result requirements for one feature, as data. `source` is the gallery page the
 * requirements come from; `since`/`until` bound the days the rule applies (a retired feature's
 * rule stays, dated, so older days can still be checked).
 */
export interface RichRule extends Dated {
  /** Stable id, used in the diagnostic's rule: `rich/<id>/required`. */
  id: string;
  /** The feature in Google's search gallery; `richFeatureName` gives its name. */
  feature: RichFeature;
  /** schema.org types the rule applies to (their subtypes too, when the vocabulary is loaded). */
  types: readonly string[];
  required?: readonly Requirement[];
  recommended?: readonly Requirement[];
  /** Required only when the node stands alone (not nested in the item it is about). */
  requiredAtRoot?: readonly Requirement[];
  /** Rules for the values of a property, by rule id (the first whose types fit is used). */
  nested?: Readonly<Record<string, readonly string[]>>;
  /** Applied only as a nested rule, never to a top-level item on its own. */
  nestedOnly?: boolean;
  /** Properties not asked of the last value of a list (e.g. the current page's crumb's `item`). */
  notForLast?: readonly string[];
  /** `ratingValue` must lie within `worstRating`..`bestRating` (1..5 when not given). */
  ratingScale?: boolean;
  /** Applies only to items that have one of these (e.g. merchant listings: `offers`)… */
  when?: readonly Requirement[];
  /** …or that have none of these (a product with neither reviews nor offers blocks both). */
  whenNone?: readonly string[];
  /** Checked besides the item's main rule: another feature the same item can show as. */
  alongside?: boolean;
  /** Required when the item has the key property (e.g. `item` asks for `item.url`). */
  requiredIf?: Readonly<Record<string, readonly Requirement[]>>;
  /** Subtypes of `types` the rule leaves to another feature (a `DataFeed` is a `Dataset`). */
  except?: readonly string[];
  /** A required property not asked when the item has one of the listed ones instead. */
  unless?: Readonly<Record<string, readonly string[]>>;
}
