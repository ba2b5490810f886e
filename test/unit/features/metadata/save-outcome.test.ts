import { describe, expect, it } from 'vitest';
import type { Page } from '@/lib/core/api/pages';
import { describeSave } from '@/lib/features/metadata/save-outcome';
import { slugChangeability } from '@/lib/features/metadata/slug-rules';

const returned: Page = {
  id: 'home',
  title: 'Welcome',
  slug: 'index',
  publishedPath: '/',
  seo: { title: 'Acme', description: 'Fresh bread' },
  openGraph: { title: 'Acme', titleCopied: true, description: 'x', descriptionCopied: false },
};
const rule = slugChangeability(returned, { isPrimaryLocale: true });

describe('describeSave', () => {
  it('lists the saved fields and reports a dropped slug apart, never as saved', () => {
    const notices = describeSave(
      { title: 'Welcome', slug: 'start', seo: { description: 'Fresh bread' } },
      returned,
      rule,
    );
    expect(notices).toEqual([
      { tone: 'success', text: 'Saved: Title, SEO description.' },
      {
        tone: 'warning',
        text: 'Slug not changed: home page. The page keeps the slug "index".',
      },
    ]);
  });

  it('lists an applied slug among the saved fields', () => {
    expect(describeSave({ slug: 'index', title: 'Welcome' }, returned)).toEqual([
      { tone: 'success', text: 'Saved: Title, Slug.' },
    ]);
  });

  it('warns about fields the service answered differently', () => {
    const notices = describeSave(
      { openGraph: { titleCopied: false, title: 'Mine' }, seo: { title: 'Acme' } },
      returned,
    );
    expect(notices).toEqual([
      { tone: 'success', text: 'Saved: SEO title.' },
      {
        tone: 'warning',
        text: "The service answered with other values than were sent for: Open Graph title, Same as SEO title. Reload the page's metadata to see what it holds.",
      },
    ]);
  });

  it('says nothing for an empty update', () => {
    expect(describeSave({}, returned)).toEqual([]);
  });
});
