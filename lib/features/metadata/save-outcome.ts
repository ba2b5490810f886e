/**
 * What a metadata save did, field by field, in the words the form shows: the fields the service
 * now holds as sent, the ones it answered differently, and the slug outcome (a dropped slug is
 * never listed as saved). Pure.
 * @module
 */
import type { Page, PageUpdate } from '../../core/api/pages';
import { formText, saveText } from './messages';
import { describeSlugOutcome, type SlugChangeability } from './slug-rules';

/** A message shown above the form's buttons: a save outcome, a conflict, an error. */
export interface MetadataNotice {
  tone: 'success' | 'warning' | 'error';
  text: string;
}

type Read = (value: PageUpdate | Page) => unknown;

const FIELDS: [label: string, read: Read][] = [
  [formText.title, (v) => v.title],
  [formText.slug, (v) => v.slug],
  [formText.seoTitle, (v) => v.seo?.title],
  [formText.seoDescription, (v) => v.seo?.description],
  [formText.ogTitle, (v) => v.openGraph?.title],
  [formText.sameAsSeoTitle, (v) => v.openGraph?.titleCopied],
  [formText.ogDescription, (v) => v.openGraph?.description],
  [formText.sameAsSeoDescription, (v) => v.openGraph?.descriptionCopied],
];

/**
 * Notices for the answer `returned` to the update `sent`; `rule` is the slug prediction made
 * before saving, used to name why a slug was dropped.
 */
export function describeSave(
  sent: PageUpdate,
  returned: Page,
  rule?: SlugChangeability,
): MetadataNotice[] {
  const slug = describeSlugOutcome(sent, returned, rule);
  const held: string[] = [];
  const differ: string[] = [];
  for (const [label, read] of FIELDS) {
    const value = read(sent);
    if (value === undefined || (label === formText.slug && slug.status !== 'saved')) continue;
    (read(returned) === value ? held : differ).push(label);
  }
  const notices: MetadataNotice[] = [];
  if (held.length > 0) notices.push({ tone: 'success', text: saveText.saved(held) });
  if (differ.length > 0) notices.push({ tone: 'warning', text: saveText.differ(differ) });
  if (slug.status === 'ignored') notices.push({ tone: 'warning', text: slug.message });
  return notices;
}
