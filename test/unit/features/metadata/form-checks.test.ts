import { describe, expect, it } from 'vitest';
import type { Page } from '@/lib/core/api/pages';
import { checkForm } from '@/lib/features/metadata/form-checks';
import { fieldsFromPage } from '@/lib/features/metadata/metadata-form';
import { slugChangeability } from '@/lib/features/metadata/slug-rules';

const page: Page = { id: 'p1', title: 'Team', slug: 'Team', parentId: 'f1' };
const fields = fieldsFromPage(page);
const siblings = [{ id: 'p2', slug: 'history' }];
const primary = slugChangeability(page, { isPrimaryLocale: true });

describe('checkForm', () => {
  it('has nothing to save for an untouched page, even with an odd stored slug', () => {
    expect(checkForm(page, fields, siblings, primary)).toEqual({
      dirty: false,
      titleError: null,
      slug: null,
      slugWarning: null,
      canSave: false,
    });
  });

  it('validates a changed slug against its siblings', () => {
    const check = checkForm(page, { ...fields, slug: 'history' }, siblings, primary);
    expect(check.slug?.problems.map((p) => p.code)).toEqual(['duplicate']);
    expect(check.canSave).toBe(false);
    expect(checkForm(page, { ...fields, slug: 'our-team' }, siblings, primary).canSave).toBe(true);
  });

  it('blocks an empty title', () => {
    const check = checkForm(page, { ...fields, title: '' }, siblings, primary);
    expect(check).toMatchObject({ dirty: true, titleError: 'The title cannot be empty.' });
    expect(check.canSave).toBe(false);
  });

  it('warns, without blocking, when a changed slug will or may be ignored', () => {
    const edited = { ...fields, slug: 'crew' };
    const blocked = slugChangeability(page, { isPrimaryLocale: false, localizedSlugs: false });
    const maybe = slugChangeability(page, { isPrimaryLocale: false });
    expect(checkForm(page, edited, siblings, blocked)).toMatchObject({
      canSave: true,
      slugWarning: 'Saving will apply the other fields; this slug change will not be applied.',
    });
    expect(checkForm(page, edited, siblings, maybe).slugWarning).toMatch(/may not be applied/);
    expect(checkForm(page, { ...fields, title: 'Crew' }, siblings, blocked).slugWarning).toBeNull();
  });
});
