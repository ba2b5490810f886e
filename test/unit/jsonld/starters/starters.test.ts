import { describe, expect, it } from 'vitest';
import { checkJsonLd } from '../../../../lib/jsonld/index';
import type { Diagnostic } from '../../../../lib/jsonld/index';
import {
  checkContextOf,
  mergeIntoExisting,
  starterById,
  STARTERS,
} from '../../../../lib/jsonld/starters/index';
import type { StarterContext, StarterId } from '../../../../lib/jsonld/starters/index';
import { vocab } from '../helpers';
import { frenchPage, germanHome } from './sample';

const REQUIRED_TEN = [
  'Article',
  'BreadcrumbList',
  'FAQPage',
  'Organization',
  'LocalBusiness',
  'Product',
  'Event',
  'WebSite',
  'Person',
  'VideoObject',
];

/** The required-property errors each starter leaves for the editor when nothing is selected. */
const LEFT_FOR_EDITOR: Record<StarterId, string[]> = {
  article: [],
  'breadcrumb-list': [],
  // FAQ rich results are retired (7 May 2026): their requirements are no longer checked.
  'faq-page': [],
  organization: [],
  'local-business': ['rich/local-business/required $'],
  // The price, once for the product snippet and once for the merchant listing.
  product: ['rich/offer/required $.offers', 'rich/merchant-offer/required $.offers'],
  event: ['rich/event/required $', 'rich/place/required $.location'],
  website: [],
  person: [],
  'video-object': ['rich/video/required $'],
  dataset: [],
  // The answer, the post's author, date and text, and each course's name and description.
  'qa-page': ['rich/qa-answer/required $.mainEntity.acceptedAnswer'],
  'discussion-forum': ['rich/discussion-forum/required $'],
  'profile-page': [],
  // An empty licence is no licence yet: the image-metadata rule applies once one is written.
  'image-metadata': [],
  'course-list': ['rich/course/required $.itemListElement[0].item'],
};

async function checked(ctx: StarterContext, id: StarterId, asOf?: string): Promise<Diagnostic[]> {
  const markup = mergeIntoExisting(null, starterById(id).build(ctx));
  return checkJsonLd(JSON.stringify(markup, null, 2), {
    vocabulary: await vocab(),
    context: checkContextOf(ctx),
    ...(asOf ? { asOf } : {}),
  }).diagnostics;
}

/** The last day Google's FAQ rich-result requirements applied. */
const FAQ_LAST_DAY = '2026-05-06';

const errors = (ds: Diagnostic[]) => ds.filter((d) => d.severity === 'error');
const requiredErrors = (ds: Diagnostic[]) =>
  errors(ds)
    .filter((d) => /^rich\/[^/]+\/required$/.test(d.rule))
    .map((d) => `${d.rule} ${d.path}`);

/** Every string in a value, at any depth. */
const strings = (v: unknown): string[] =>
  typeof v === 'string'
    ? [v]
    : Array.isArray(v)
      ? v.flatMap(strings)
      : typeof v === 'object' && v !== null
        ? Object.values(v).flatMap(strings)
        : [];

describe('the starter registry', () => {
  it('offers at least the ten types of the picker, each once, with a label and a description', () => {
    expect(STARTERS.map((t) => t.type)).toEqual(expect.arrayContaining(REQUIRED_TEN));
    expect(new Set(STARTERS.map((t) => t.id)).size).toBe(STARTERS.length);
    for (const t of STARTERS) {
      expect(t.label.trim()).not.toBe('');
      expect(t.description).toMatch(/^[A-Z].{10,110}$/);
      expect(t.build(frenchPage)['@type']).toBe(t.type);
    }
  });

  it('throws for an unknown id', () => {
    expect(() => starterById('recipe' as StarterId)).toThrow(/recipe/);
  });
});

describe.each([
  ['a French blog page', frenchPage],
  ['a German home page without description or image', germanHome],
])('every starter built from %s', (_, ctx) => {
  it.each(STARTERS.map((t) => [t.id] as const))(
    '%s passes the checker, leaving only its documented required fields',
    async (id) => {
      const ds = await checked(ctx, id);
      const expected = [...LEFT_FOR_EDITOR[id]];
      if (id === 'video-object' && ctx.ogImage === undefined)
        expect(starterById(id).build(ctx).thumbnailUrl).toBe('');
      // Without a meta description the data set's required description is left to the editor.
      if (id === 'dataset' && ctx.description === undefined)
        expected.push('rich/dataset/required $');
      expect(errors(ds).filter((d) => !d.rule.startsWith('rich/'))).toEqual([]);
      expect(
        ds.filter((d) => d.rule.startsWith('structure/') || d.rule.startsWith('locale/')),
      ).toEqual([]);
      expect(
        ds.filter((d) => d.rule.startsWith('vocab/') && d.rule !== 'vocab/value-kind'),
      ).toEqual([]);
      expect([...new Set(requiredErrors(ds))].sort()).toEqual(expected.sort());
    },
  );

  it.each(STARTERS.map((t) => [t.id] as const))(
    '%s writes nothing but page values and empty fields',
    (id) => {
      const node = starterById(id).build(ctx);
      const known = new Set([
        ...strings(ctx),
        ...strings(ctx).map((s) => s.replace(/[|–-] .*$|^.* [|–-] /, '').trim()),
      ]);
      for (const s of strings(node)) {
        if (s === '' || s.startsWith('https://') || REQUIRED_TEN.includes(s)) continue;
        if (STARTERS.some((t) => t.type === s)) continue;
        if (['ListItem', 'Offer', 'Place', 'Question', 'Answer', 'Course'].includes(s)) continue;
        expect(known, `"${s}" in ${id}`).toContain(s);
      }
      expect(JSON.stringify(node)).not.toMatch(/todo|fixme|lorem|example\.com|xxx/i);
    },
  );
});

describe('prefilling from the page', () => {
  it('names the article after the page without the site name, in the page locale', () => {
    const node = starterById('article').build(frenchPage);
    expect(node).toMatchObject({
      '@id': 'https://www.example.fr/fr/blog/horaires-hiver#article',
      headline: 'Nos horaires d’hiver',
      description: frenchPage.description,
      image: frenchPage.ogImage,
      inLanguage: 'fr-FR',
      mainEntityOfPage: frenchPage.canonicalUrl,
      publisher: {
        '@type': 'Organization',
        '@id': 'https://www.example.fr/fr/#organization',
        name: 'Boulangerie Dupont',
      },
    });
  });

  it('gives the article publisher the Organization template’s @id, so both name one thing', () => {
    const org = starterById('organization').build(frenchPage);
    const article = starterById('article').build(frenchPage);
    expect((article.publisher as Record<string, unknown>)['@id']).toBe(org['@id']);
  });

  it('strips a leading site name too, and keeps a title that is only the site name', () => {
    expect(
      starterById('person').build({ ...frenchPage, title: 'Boulangerie Dupont | Marie Dupont' })
        .name,
    ).toBe('Marie Dupont');
    expect(starterById('person').build({ ...frenchPage, title: 'Boulangerie Dupont' }).name).toBe(
      'Boulangerie Dupont',
    );
  });

  it('builds breadcrumbs from the folder path, root first, with positions', () => {
    const node = starterById('breadcrumb-list').build(frenchPage);
    expect(node.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Accueil', item: 'https://www.example.fr/fr/' },
      { '@type': 'ListItem', position: 2, name: 'Blog', item: 'https://www.example.fr/fr/blog' },
      {
        '@type': 'ListItem',
        position: 3,
        name: 'Nos horaires d’hiver',
        item: 'https://www.example.fr/fr/blog/horaires-hiver',
      },
    ]);
  });

  it('falls back to the site root and the page when no folder path is known', () => {
    const { breadcrumbs: _, ...ctx } = frenchPage;
    const items = starterById('breadcrumb-list').build(ctx).itemListElement as unknown[];
    expect(items).toEqual([
      expect.objectContaining({ position: 1, name: 'Boulangerie Dupont', item: ctx.siteUrl }),
      expect.objectContaining({
        position: 2,
        name: 'Nos horaires d’hiver',
        item: ctx.canonicalUrl,
      }),
    ]);
    expect(starterById('breadcrumb-list').build(germanHome).itemListElement).toHaveLength(1);
  });

  it('uses the site root for site-wide items and the page description only on the home page', () => {
    const org = starterById('organization').build(frenchPage);
    expect(org).toEqual({
      '@type': 'Organization',
      '@id': 'https://www.example.fr/fr/#organization',
      name: 'Boulangerie Dupont',
      url: 'https://www.example.fr/fr/',
    });
    const home = { ...germanHome, description: 'Brot seit 1920.' };
    expect(starterById('organization').build(home).description).toBe('Brot seit 1920.');
    expect(starterById('website').build(home)).toEqual({
      '@type': 'WebSite',
      '@id': 'https://www.example.fr/de/#website',
      name: 'Bäckerei Dupont',
      url: 'https://www.example.fr/de/',
      inLanguage: 'de-DE',
    });
  });

  it('leaves unknown fields out instead of writing them empty', () => {
    for (const t of STARTERS) {
      const node = t.build(germanHome);
      // A required description is written empty for the editor (see `leftEmpty`).
      if (t.leftEmpty.includes('description')) expect(node.description).toBe('');
      else expect(node).not.toHaveProperty('description');
      if (t.id !== 'video-object') expect(node).not.toHaveProperty('image');
    }
  });
});

describe('seeding from the menu', () => {
  it('puts the image the menu was used on in `image`, before the Open Graph image', () => {
    const ctx = { ...frenchPage, imageUrl: 'https://cdn.example.fr/vitrine.jpg' };
    for (const id of ['article', 'product', 'event', 'person', 'local-business'] as const)
      expect(starterById(id).build(ctx).image).toBe('https://cdn.example.fr/vitrine.jpg');
    expect(starterById('video-object').build(ctx).thumbnailUrl).toBe(
      'https://cdn.example.fr/vitrine.jpg',
    );
    expect(starterById('organization').build(ctx).logo).toBe('https://cdn.example.fr/vitrine.jpg');
  });

  it('ignores data: and blob: images, and resolves relative ones against the page', () => {
    const data = { ...germanHome, imageUrl: 'data:image/png;base64,AAAA' };
    expect(starterById('article').build(data)).not.toHaveProperty('image');
    const relative = { ...frenchPage, imageUrl: '/img/pain.jpg' };
    expect(starterById('article').build(relative).image).toBe(
      'https://www.example.fr/img/pain.jpg',
    );
  });

  it('turns a selected question and answer into a complete FAQ entry that passes the checker', async () => {
    const ctx = {
      ...frenchPage,
      selectionText: 'Livrez-vous à domicile ?\nOui, dans tout Paris, du mardi au samedi.',
    };
    const node = starterById('faq-page').build(ctx);
    expect(node.mainEntity).toEqual([
      {
        '@type': 'Question',
        name: 'Livrez-vous à domicile ?',
        acceptedAnswer: { '@type': 'Answer', text: 'Oui, dans tout Paris, du mardi au samedi.' },
      },
    ]);
    expect(requiredErrors(await checked(ctx, 'faq-page', FAQ_LAST_DAY))).toEqual([]);
    expect(requiredErrors(await checked(frenchPage, 'faq-page', FAQ_LAST_DAY)).sort()).toEqual([
      'rich/answer/required $.mainEntity[0].acceptedAnswer',
      'rich/question/required $.mainEntity[0]',
    ]);
  });

  it('turns a selected address into the local business address, which then passes', async () => {
    const ctx = {
      ...frenchPage,
      selectionText:
        'Boulangerie Dupont\n12 rue de la Paix\n75002 Paris\nFrance\nTél. 01 42 00 00 00',
    };
    expect(starterById('local-business').build(ctx)).toMatchObject({
      name: 'Boulangerie Dupont',
      telephone: '01 42 00 00 00',
      address: {
        '@type': 'PostalAddress',
        streetAddress: '12 rue de la Paix',
        postalCode: '75002',
        addressLocality: 'Paris',
        addressCountry: 'FR',
      },
    });
    expect(requiredErrors(await checked(ctx, 'local-business'))).toEqual([]);
  });

  it('turns a selected address into an event venue, leaving only the date to fill', async () => {
    const ctx = {
      ...germanHome,
      selectionText: 'Kulturhaus Mitte\nAlexanderplatz 7\n10178 Berlin',
    };
    expect(starterById('event').build(ctx).location).toEqual({
      '@type': 'Place',
      name: 'Kulturhaus Mitte',
      address: {
        '@type': 'PostalAddress',
        streetAddress: 'Alexanderplatz 7',
        postalCode: '10178',
        addressLocality: 'Berlin',
      },
    });
    expect(requiredErrors(await checked(ctx, 'event'))).toEqual(['rich/event/required $']);
  });
});
