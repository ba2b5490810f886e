/**
 * The checks the metadata form runs before it lets a save go out: a non-empty title and, when the
 * slug changed, a well-formed slug unique in its folder. A slug the service will ignore is still
 * sent (the other fields apply; the outcome is reported after saving), so it only warns.
 * @module
 */
import type { Page } from '../../core/api/pages';
import { isDirty, fieldsFromPage, type MetadataFields } from './metadata-form';
import { formText } from './messages';
import {
  validateSlug,
  type SiblingSlug,
  type SlugChangeability,
  type SlugValidation,
} from './slug-rules';

/** The verdict on the whole form. */
export interface FormCheck {
  dirty: boolean;
  /** Set when the title is empty. */
  titleError: string | null;
  /** The slug's validation when it changed, else null (an unchanged slug is not sent). */
  slug: SlugValidation | null;
  /** A warning shown before saving when a changed slug will (or may) be ignored. */
  slugWarning: string | null;
  /** True when Save may be pressed. */
  canSave: boolean;
}

/** Checks `fields` edited from `page`. */
export function checkForm(
  page: Page,
  fields: MetadataFields,
  siblings: readonly SiblingSlug[],
  changeability: SlugChangeability,
): FormCheck {
  const dirty = isDirty(page, fields);
  const titleError = fields.title.trim() === '' ? formText.titleEmpty : null;
  const slugChanged = fields.slug !== fieldsFromPage(page).slug;
  const slug = slugChanged ? validateSlug(fields.slug, siblings, page.id) : null;
  const slugWarning = !slugChanged
    ? null
    : changeability.canChange === false
      ? formText.slugWillBeIgnored
      : changeability.canChange === 'unknown'
        ? formText.slugMayBeIgnored
        : null;
  const canSave = dirty && titleError === null && (slug === null || slug.valid);
  return { dirty, titleError, slug, slugWarning, canSave };
}
