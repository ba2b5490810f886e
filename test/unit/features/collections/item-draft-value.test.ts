import { describe, expect, it } from 'vitest';
import {
  altKey,
  draftValueOf,
  notKeptOf,
  textsOfDraft,
} from '@/lib/features/collections/item-draft-value';

const fields = [
  { slug: 'name', name: 'Name', type: 'PlainText' },
  { slug: 'slug', name: 'Slug', type: 'PlainText' },
  { slug: 'post-body', name: 'Post body', type: 'RichText' },
  { slug: 'main-image', name: 'Main image', type: 'Image' },
  { slug: 'gallery', name: 'Gallery', type: 'MultiImage' },
];
const image = (n: number, alt?: string) => ({
  fileId: `f${n}`,
  url: `https://assets.example/${n}.jpg`,
  ...(alt === undefined ? {} : { alt }),
});
const item = {
  name: 'Le levain',
  slug: 'le-levain',
  'post-body': '<p>Pain.</p>',
  'main-image': image(1),
  gallery: [image(2, 'Deux'), image(3)],
};

describe('an item draft’s value', () => {
  it('holds only what differs, each field as its type', () => {
    expect(draftValueOf(fields, item, { name: 'Le levain', 'post-body': 'Pain.' })).toEqual({});
    expect(
      draftValueOf(fields, item, { name: 'Levain', slug: 'levain', 'post-body': 'Pain chaud.' }),
    ).toEqual({
      name: 'Levain',
      slug: 'levain',
      'post-body': '<p>Pain chaud.</p>',
    });
  });

  it('writes an alt text with the whole image value: its fileId and url kept', () => {
    expect(draftValueOf(fields, item, { [altKey('main-image', 0)]: 'Une miche' })).toEqual({
      'main-image': { fileId: 'f1', url: 'https://assets.example/1.jpg', alt: 'Une miche' },
    });
    expect(draftValueOf(fields, item, { [altKey('gallery', 1)]: 'Trois' })).toEqual({
      gallery: [image(2, 'Deux'), image(3, 'Trois')],
    });
    // Typing the alt it has is no change; an image that is not there is none either.
    expect(
      draftValueOf(fields, item, { [altKey('gallery', 0)]: 'Deux', [altKey('gallery', 5)]: 'x' }),
    ).toEqual({});
  });
});

describe('what the service did not keep', () => {
  it('is nothing when it holds what was sent', () => {
    const sent = { name: 'Levain', 'main-image': image(1, 'Une miche') };
    expect(notKeptOf(fields, sent, { ...item, ...sent })).toEqual([]);
  });

  it('names a value it kept otherwise, and an alt text it kept none of', () => {
    const sent = { slug: 'Levain', 'main-image': image(1, 'Une miche') };
    expect(notKeptOf(fields, sent, { ...item, slug: 'levain', 'main-image': image(1) })).toEqual([
      { field: 'Slug', what: 'value', kept: 'levain' },
      { field: 'Main image', what: 'alt', kept: undefined },
    ]);
  });
});

describe('a stored draft read back as typed texts', () => {
  const typeOf = (slug: string) => fields.find((f) => f.slug === slug)?.type ?? 'PlainText';

  it('gives each image its alt text again, so storing it once more writes the same value', () => {
    const typed = {
      name: 'Levain',
      [altKey('main-image', 0)]: 'Une miche',
      [altKey('gallery', 1)]: 'Trois',
    };
    const draft = draftValueOf(fields, item, typed);
    const texts = textsOfDraft(draft, item, typeOf);
    expect(texts).toEqual(typed);
    expect(draftValueOf(fields, item, texts)).toEqual(draft);
  });

  it('never turns an image into text to write', () => {
    expect(draftValueOf(fields, item, { 'main-image': 'https://assets.example/1.jpg' })).toEqual(
      {},
    );
  });
});
