import { describe, expect, it } from 'vitest';
import type { Page } from '@/lib/core/api/pages';
import { checkBeforeWrite } from '@/lib/core/drafts/check';
import type { Draft } from '@/lib/core/drafts/draft-types';
import { metadataDraftKind } from '@/lib/features/metadata/draft-kind';
import {
  draftValueFromFields,
  effectiveMetadata,
  fieldsFromDraft,
  fieldsFromPage,
  isDirty,
  pageUpdateFromSend,
  setCopied,
  updateFromFields,
  type MetadataFields,
} from '@/lib/features/metadata/metadata-form';

const page: Page = {
  id: 'p1',
  title: 'About us',
  slug: 'about-us',
  lastUpdated: '2026-01-01T00:00:00.000Z',
  seo: { title: 'About Acme Bakery', description: 'Who we are.' },
  openGraph: {
    title: 'About Acme Bakery',
    titleCopied: true,
    description: 'Our story',
    descriptionCopied: false,
  },
};
const fields = fieldsFromPage(page);
const edit = (over: Partial<MetadataFields>) => ({ ...fields, ...over });

describe('fieldsFromPage', () => {
  it('reads every field', () => {
    expect(fields).toEqual({
      title: 'About us',
      slug: 'about-us',
      seoTitle: 'About Acme Bakery',
      seoDescription: 'Who we are.',
      ogTitle: 'About Acme Bakery',
      ogTitleCopied: true,
      ogDescription: 'Our story',
      ogDescriptionCopied: false,
    });
  });

  it('fills missing values, with the switches on as the service defaults them', () => {
    expect(fieldsFromPage({ id: 'x', seo: null, openGraph: null })).toEqual({
      title: '',
      slug: '',
      seoTitle: '',
      seoDescription: '',
      ogTitle: '',
      ogTitleCopied: true,
      ogDescription: '',
      ogDescriptionCopied: true,
    });
  });
});

describe('updateFromFields', () => {
  it('is empty when nothing changed', () => {
    expect(updateFromFields(page, fields)).toEqual({});
    expect(isDirty(page, fields)).toBe(false);
  });

  it('sends only changed fields, nested ones alone', () => {
    expect(updateFromFields(page, edit({ title: 'About', seoDescription: 'New' }))).toEqual({
      title: 'About',
      seo: { description: 'New' },
    });
    expect(updateFromFields(page, edit({ slug: 'story' }))).toEqual({ slug: 'story' });
    expect(isDirty(page, edit({ slug: 'story' }))).toBe(true);
  });

  it('sends an edited Open Graph text when its switch is off', () => {
    expect(updateFromFields(page, edit({ ogDescription: 'Since 1920' }))).toEqual({
      openGraph: { description: 'Since 1920' },
    });
  });

  it('sends the switch and no separate text when "same as SEO" is turned on', () => {
    expect(updateFromFields(page, setCopied(fields, 'description', true))).toEqual({
      openGraph: { descriptionCopied: true },
    });
  });

  it('ignores the Open Graph text while its switch stays on', () => {
    expect(updateFromFields(page, edit({ ogTitle: 'Typed while copied' }))).toEqual({});
  });

  it('sends the switch and the text when "same as SEO" is turned off', () => {
    const off = setCopied(fields, 'title', false);
    expect(updateFromFields(page, off)).toEqual({
      openGraph: { titleCopied: false, title: 'About Acme Bakery' },
    });
    expect(updateFromFields(page, { ...off, ogTitle: 'Meet us' })).toEqual({
      openGraph: { titleCopied: false, title: 'Meet us' },
    });
  });
});

describe('setCopied', () => {
  it('starts an empty Open Graph text from the SEO text when a switch goes off', () => {
    const empty = { ...fields, ogTitle: '', ogDescriptionCopied: true, ogDescription: '' };
    expect(setCopied(empty, 'title', false).ogTitle).toBe('About Acme Bakery');
    expect(setCopied(empty, 'description', false).ogDescription).toBe('Who we are.');
    expect(setCopied(fields, 'description', false).ogDescription).toBe('Our story');
  });
});

describe('effectiveMetadata', () => {
  it('applies the switches and the page-title fallback', () => {
    expect(effectiveMetadata(fields)).toEqual({
      searchTitle: 'About Acme Bakery',
      searchDescription: 'Who we are.',
      cardTitle: 'About Acme Bakery',
      cardDescription: 'Our story',
    });
    expect(effectiveMetadata(edit({ seoTitle: ' ', ogTitleCopied: true })).cardTitle).toBe(
      'About us',
    );
  });
});

describe('drafts', () => {
  const changed = edit({ title: 'About', slug: 'story', ogTitleCopied: false, ogTitle: 'Hi' });
  const value = draftValueFromFields(page, changed);
  const draft: Draft = {
    siteId: 's',
    pageId: 'p1',
    localeId: null,
    kind: 'metadata',
    value,
    base: { lastUpdated: page.lastUpdated ?? null, value: page },
    createdAt: 1,
    updatedAt: 1,
  };

  it('stores the update as the draft value and reads the fields back', () => {
    expect(value).toEqual({
      title: 'About',
      slug: 'story',
      openGraph: { titleCopied: false, title: 'Hi' },
    });
    expect(fieldsFromDraft(page, value)).toEqual(changed);
  });

  it('rejects a draft value of the wrong shape', () => {
    expect(() => fieldsFromDraft(page, { title: 3 })).toThrow();
  });

  it('turns a clean check into the request body', () => {
    const check = checkBeforeWrite(metadataDraftKind.compare, draft, {
      lastUpdated: 'later',
      value: page,
    });
    expect(check.status).toBe('clean');
    const send = check.status === 'clean' ? check.send : null;
    expect(pageUpdateFromSend(send)).toEqual({
      title: 'About',
      slug: 'story',
      openGraph: {
        title: 'Hi',
        titleCopied: false,
        description: 'Our story',
        descriptionCopied: false,
      },
    });
  });

  it('leaves an Open Graph text out of the body while its switch is on', () => {
    expect(
      pageUpdateFromSend({
        seo: { title: 'T', description: null },
        openGraph: { title: 'old', titleCopied: true, description: 'D', descriptionCopied: true },
        extra: 1,
      }),
    ).toEqual({ seo: { title: 'T' }, openGraph: { titleCopied: true, descriptionCopied: true } });
    expect(pageUpdateFromSend({ title: null, slug: null, seo: null, openGraph: {} })).toEqual({});
    expect(() => pageUpdateFromSend({ slug: 5 })).toThrow();
  });
});
