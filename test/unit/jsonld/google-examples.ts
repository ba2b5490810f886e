import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { checkJsonLd, richFeatureName } from '../../../lib/jsonld/index';
import type { RichFeature, Vocabulary } from '../../../lib/jsonld/index';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const SUBPATH = 'data/google-docs-examples';

/**
 * The folder of Google's documentation examples: `<repo>/../shared/…` (CI clones the repository
 * with a copy of `shared/` beside it), else `/work/shared/…` (a worktree of the main checkout);
 * undefined when neither holds a manifest.
 */
export function googleExamplesFolder(): string | undefined {
  for (const shared of [path.join(repo, '..', 'shared'), '/work/shared']) {
    const folder = path.join(shared, SUBPATH);
    if (existsSync(path.join(folder, 'manifest.json'))) return folder;
  }
  return undefined;
}

/** One entry of the examples' `manifest.json`. */
export interface GoogleExample {
  file: string;
  /** The feature's name on Google's page, e.g. `Carousel (ItemList)`. */
  feature: string;
  /** `Type.property[.property…]`, with `[…]` conditions, `a|b` alternatives or "or" in the text. */
  required: string[];
  source: { canonical: string };
}

/**
 * Our feature for each of Google's feature names in the manifest; `null` for the features we have
 * no rules for (their examples must give no error, and no removal is asked of them): those Google
 * retired, and {@link UNRULED_LIVE}.
 */
export const FEATURE_OF: Readonly<Record<string, RichFeature | null>> = {
  Article: 'article',
  'Book actions': null,
  Breadcrumb: 'breadcrumb',
  'Carousel (ItemList)': 'carousel',
  'Claim review (Fact check)': null,
  'Course list': 'courseList',
  Dataset: 'dataset',
  'Discussion forum': 'discussionForum',
  'Education Q&A': 'educationQa',
  'Employer aggregate rating': 'employerRating',
  Event: 'event',
  FAQ: null,
  'Image metadata': 'imageMetadata',
  'Job posting': 'jobPosting',
  'Local business': 'localBusiness',
  'Math solver': 'mathSolver',
  'Merchant listing': 'productOffer',
  'Merchant return policy': 'returnPolicy',
  Movie: 'movie',
  Organization: 'organization',
  'Product snippet': 'productSnippet',
  'Profile page': 'profilePage',
  'Q&A': 'qa',
  Recipe: 'recipe',
  'Review snippet': 'reviewSnippet',
  'Software app': 'softwareApp',
  Speakable: 'speakable',
  'Subscription and paywalled content': 'paywalledContent',
  'Vacation rental': 'vacationRental',
  Video: 'video',
};

/**
 * Live features we have no rules for: Book actions markup is a feed (`DataFeed`, `LibrarySystem`)
 * submitted to Google through its partner programme, not markup of a page (README, "Rich-result
 * rules").
 */
export const UNRULED_LIVE: ReadonlySet<string> = new Set(['Book actions']);

/**
 * Manifest rows Google's own text makes conditional though the manifest lists them without a
 * condition, with that text (README, "Known disagreements with Google's examples"): their
 * removal is no error. In `merchant-listing-2` and `-4` the offer keeps its own `price` and
 * `priceCurrency` beside the strikethrough price in `priceSpecification`; the same page gives the
 * active price either way ("Offer.price or Offer.priceSpecification.price" is the manifest's own
 * row). The issue allows two examples named so; the test holds the list to that.
 */
export const CONDITIONAL_ROWS: Readonly<Record<string, string>> = {
  'merchant-listing-2.json Offer.priceSpecification':
    'priceSpecification: "The active price can also be specified using price and priceCurrency inside a priceSpecification property"',
  'merchant-listing-4.json Offer.priceSpecification':
    'priceSpecification: "The active price can also be specified using price and priceCurrency inside a priceSpecification property"',
};

/** The examples the named rows come from: at most two may be named. */
export const NAMED_EXAMPLES: ReadonlySet<string> = new Set(
  Object.keys(CONDITIONAL_ROWS).map((row) => row.split(' ')[0]!),
);

/** The manifest's entries, in its order. */
export function readManifest(folder: string): GoogleExample[] {
  return JSON.parse(readFileSync(path.join(folder, 'manifest.json'), 'utf8')) as GoogleExample[];
}

/** A required entry the removal test applies: no condition, no alternatives, no "or". */
export const unconditional = (entry: string): boolean =>
  !/[[|]/.test(entry) && !/\bor\b/.test(entry) && !entry.includes(':');

/** One example with one required property removed from one node, and whether we flag it. */
export interface Removal {
  file: string;
  entry: string;
  /** Where the property was removed, e.g. `$.offers[0]`. */
  at: string;
  flagged: boolean;
}

type Json = Record<string, unknown>;
const isObject = (v: unknown): v is Json =>
  typeof v === 'object' && v !== null && !Array.isArray(v);
const typesOf = (v: Json): string[] =>
  (Array.isArray(v['@type']) ? v['@type'] : [v['@type']]).filter(
    (t): t is string => typeof t === 'string',
  );

/** Every object of the value with its JSON path, outermost first. */
function objects(value: unknown, at = '$', out: [Json, string][] = []): [Json, string][] {
  if (Array.isArray(value)) value.forEach((v, i) => objects(v, `${at}[${i}]`, out));
  else if (isObject(value)) {
    out.push([value, at]);
    for (const [k, v] of Object.entries(value)) objects(v, `${at}.${k}`, out);
  }
  return out;
}

/** The objects `steps` lead to from `node` (lists opened). */
function reach(node: Json, steps: readonly string[]): Json[] {
  let here: Json[] = [node];
  for (const step of steps) {
    const next: Json[] = [];
    for (const h of here) for (const v of [h[step]].flat()) if (isObject(v)) next.push(v);
    here = next;
  }
  return here;
}

/**
 * Whether a node of `types` is of the manifest's `type`: it is that type, or a subtype the page
 * gives no rows of its own (a `Restaurant` takes the `LocalBusiness` rows; a `Question`, which
 * schema.org makes a `Comment`, keeps its own).
 */
function ofType(types: string[], type: string, rows: string[], vocab: Vocabulary): boolean {
  return types.some((t) => t === type || (vocab.isA(t, type) && !rows.includes(t)));
}

/**
 * For each unconditional required entry `Type.a.b` of a live feature's example: a copy of the
 * example without `b` under `a` of each node of that type (its subtypes too), checked. A removal
 * is flagged when an error names the property (`"b"`, or in a path: `"a.b"`) and the feature.
 */
export function removals(folder: string, example: GoogleExample, vocab: Vocabulary): Removal[] {
  const feature = FEATURE_OF[example.feature];
  if (!feature) return [];
  const text = readFileSync(path.join(folder, example.file), 'utf8');
  const rows = example.required.map((r) => r.replace(/\([^()]*\)/g, '').split('.')[0]!);
  const out: Removal[] = [];
  for (const entry of example.required.filter(unconditional)) {
    const [type, ...steps] = entry.replace(/\([^()]*\)/g, '').split('.');
    const property = steps.pop()!;
    // The carousel guide's list rows, repeated on the pages of the features it shows.
    const names = [richFeatureName(feature)];
    if (type === 'ItemList' || type === 'ListItem') names.push(richFeatureName('carousel'));
    const named = new RegExp(`[".]${property.replace(/[$.]/g, '\\$&')}[".]`);
    const count = objects(JSON.parse(text)).length;
    for (let index = 0; index < count; index++) {
      const value: unknown = JSON.parse(text);
      const [node, at] = objects(value)[index]!;
      if (!ofType(typesOf(node), type!, rows, vocab)) continue;
      const holders = reach(node, steps).filter((o) => o[property] !== undefined);
      if (holders.length === 0) continue;
      for (const h of holders) delete h[property];
      const errors = checkJsonLd(JSON.stringify(value, null, 2), {
        vocabulary: vocab,
      }).diagnostics.filter((d) => d.severity === 'error');
      const flagged = errors.some(
        (d) => named.test(d.message) && names.some((n) => d.message.includes(n)),
      );
      out.push({ file: example.file, entry, at, flagged });
    }
  }
  return out;
}

/** The errors our checker gives on an example as Google shows it. */
export function exampleErrors(folder: string, example: GoogleExample, vocab: Vocabulary) {
  const text = readFileSync(path.join(folder, example.file), 'utf8');
  return checkJsonLd(text, { vocabulary: vocab }).diagnostics.filter((d) => d.severity === 'error');
}
