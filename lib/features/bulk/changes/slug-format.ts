/**
 * Cleans badly formatted slugs: lowercase ASCII letters and digits joined by single hyphens,
 * unique among the page's siblings in the same folder and locale. Only slugs the service lets
 * change are proposed; the executor records the published paths they move (see `lib/features/redirects`).
 * @module
 */
import type { Page } from '../../../core/api/pages';
import {
  slugChangeability,
  validateSlug,
  type SiblingSlug,
  type SlugContext,
} from '../../metadata';
import { slugify, uniqueSlug } from '../../metadata';
import type { CellRef } from '../../site';
import type { ChangeResult, MetadataPayload } from '../change-types';
import { bulkText as m } from '../messages';

/** A cell's page as listed in its locale, with what deciding its slug needs. */
export interface SlugCellState {
  cell: CellRef;
  page: Page;
  /** The pages of the same locale and folder (the page itself may be among them). */
  siblings: readonly SiblingSlug[];
  context: SlugContext;
}

/** True when `slug` breaks the service's slug format (a duplicate alone is not a format problem). */
export function hasFormatProblem(slug: string): boolean {
  return validateSlug(slug, [], '').problems.length > 0;
}

/**
 * A well-formed slug close to `slug` that is not in `taken` (`-2`, `-3`… added on a collision), or
 * undefined when nothing in it can be spelled in ASCII.
 */
export function cleanSlug(slug: string, taken: ReadonlySet<string>): string | undefined {
  const cleaned = slugify(slug);
  return cleaned === '' ? undefined : uniqueSlug(cleaned, taken);
}

const folderKey = (s: SlugCellState) => `${s.cell.localeId ?? ''}\u0000${s.page.parentId ?? ''}`;

/**
 * What the change makes of each cell, in order. Slugs proposed earlier count as taken for later
 * cells of the same folder, and old slugs stay taken, so no write in the batch collides.
 */
export function fixSlugFormats(
  states: readonly SlugCellState[],
  siteId: string,
): ChangeResult<MetadataPayload>[] {
  const takenByFolder = new Map<string, Set<string>>();
  return states.map((state) => {
    const slug = state.page.slug ?? '';
    if (slug === '' || !hasFormatProblem(slug)) return { skip: m.skipSlugFine };
    const rule = slugChangeability(state.page, state.context);
    if (rule.canChange !== true) return { skip: m.skipSlugLocked(rule.message) };
    const key = folderKey(state);
    let taken = takenByFolder.get(key);
    if (!taken) {
      taken = new Set(state.siblings.flatMap((s) => (s.slug ? [s.slug] : [])));
      takenByFolder.set(key, taken);
    }
    const next = cleanSlug(slug, taken);
    if (next === undefined) return { skip: m.skipSlugNoAscii };
    taken.add(next);
    return {
      payload: { siteId, ...state.cell, slug: next },
      before: { slug },
      after: { slug: next },
      summary: m.summarySlug(slug, next),
    };
  });
}
