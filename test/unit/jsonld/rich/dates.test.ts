import { afterEach, describe, expect, it } from 'vitest';
import english from '@/public/_locales/en/messages.json';
import french from '@/public/_locales/fr/messages.json';
import german from '@/public/_locales/de/messages.json';
import { messagesSource } from '@/lib/core/i18n/source';
import { setMessageSource } from '@/lib/core/i18n/t';
import {
  checkJsonLd,
  formatRuleDate,
  RICH_NOTICES,
  RICH_RULES,
  RULES_CURRENT_TO,
} from '@/lib/jsonld/index';
import type { Diagnostic } from '@/lib/jsonld/index';
import { doc, having, summary, vocab } from '../helpers';

afterEach(() => setMessageSource(messagesSource(english)));

async function checkOn(value: Record<string, unknown>, asOf?: string) {
  return checkJsonLd(JSON.stringify(value, null, 2), {
    vocabulary: await vocab(),
    ...(asOf ? { asOf } : {}),
  });
}

const rich = (ds: Diagnostic[]) => summary(having(ds, 'rich'));

const faq = doc({
  '@type': 'FAQPage',
  mainEntity: [
    { '@type': 'Question', name: 'Do you deliver?' },
    { '@type': 'Question', name: 'Where?', acceptedAnswer: { '@type': 'Answer' } },
  ],
});

const practice = doc({
  '@type': 'Quiz',
  about: { '@type': 'Thing', name: 'Fractions' },
  educationalAlignment: {
    '@type': 'AlignmentObject',
    alignmentType: 'educationalSubject',
    targetName: 'Mathematics',
  },
  hasPart: {
    '@type': 'Question',
    eduQuestionType: 'Multiple choice',
    learningResourceType: 'Practice problem',
    text: 'What is 1/2 + 1/4?',
    suggestedAnswer: { '@type': 'Answer', text: '2/6' },
    acceptedAnswer: { '@type': 'Answer', text: '3/4' },
  },
});

const product = doc({
  '@type': 'Product',
  name: 'Shoe',
  offers: [{ '@type': 'Offer' }, { '@type': 'AggregateOffer', lowPrice: 1 }],
});

describe('dated rich-result rules', () => {
  it('reports a retired FAQ once, with the date, and no longer checks its requirements', async () => {
    const { diagnostics, richResults } = await checkOn(faq);
    expect(rich(diagnostics)).toEqual(['info rich/faq/retired $']);
    const [notice] = having(diagnostics, 'rich/faq');
    expect(notice!.message).toBe(
      "FAQ rich results are no longer shown since May 7, 2026: Google retired them. The markup does no harm, and Google's requirements for them are no longer checked.",
    );
    expect(notice!.docs).toBe('https://developers.google.com/search/updates');
    expect(richResults).toEqual([
      expect.objectContaining({ path: '$', type: 'FAQPage', name: 'FAQ', status: 'retired' }),
    ]);
    expect(having(diagnostics, 'vocab')).toEqual([]);
  });

  it('still checks FAQ requirements on a day before the retirement, with the limited notice', async () => {
    const { diagnostics } = await checkOn(faq, '2026-05-06');
    expect(rich(diagnostics)).toEqual([
      'info rich/faq/limited $',
      'error rich/question/required $.mainEntity[0]',
      'error rich/answer/required $.mainEntity[1].acceptedAnswer',
    ]);
    expect(having(diagnostics, 'rich/faq')[0]!.message).toBe(
      'Since August 8, 2023 Google shows FAQ rich results only for well-known, authoritative government and health sites.',
    );
  });

  it('reports Practice problem markup as retired since 6 January 2026, deprecated before', async () => {
    const now = await checkOn(practice);
    expect(rich(now.diagnostics)).toEqual(['info rich/practice-problem/retired $']);
    expect(having(now.diagnostics, 'rich')[0]!.message).toMatch(
      /^Practice problem rich results are no longer shown since January 6, 2026: /,
    );
    const december = await checkOn(practice, '2025-12-01');
    expect(rich(december.diagnostics)).toEqual(['info rich/practice-problem/deprecated $']);
    expect(having(december.diagnostics, 'rich')[0]!.message).toBe(
      'Google is phasing out Practice problem rich results (announced on November 5, 2025); the markup does no harm.',
    );
    expect(rich((await checkOn(practice, '2025-11-04')).diagnostics)).toEqual([]);
  });

  it('calls an Education Q&A flashcard quiz no retired practice problem', async () => {
    const flashcards = doc({
      '@type': 'Quiz',
      hasPart: [
        {
          '@type': 'Question',
          eduQuestionType: 'Flashcard',
          text: 'Capital of France?',
          acceptedAnswer: { '@type': 'Answer', text: 'Paris' },
        },
      ],
    });
    // Only the Education Q&A rule's recommendations (about, educationalAlignment) remain.
    expect(rich((await checkOn(flashcards)).diagnostics)).toEqual([
      'warning rich/education-qa/recommended $',
      'warning rich/education-qa/recommended $',
    ]);
  });

  it('checks a live type like Product the same on every day', async () => {
    const expected = [
      'error rich/offer/required $.offers[0]',
      'error rich/merchant-offer/required $.offers[0]',
      'error rich/aggregate-offer/required $.offers[1]',
    ];
    for (const day of [undefined, '2020-01-01', '2026-05-07']) {
      const { diagnostics, richResults } = await checkOn(product, day);
      const ds = having(diagnostics, 'rich');
      expect(summary(ds.filter((d) => d.severity === 'error'))).toEqual(expected);
      expect(ds.filter((d) => d.severity === 'info')).toEqual([]);
      expect(richResults).toEqual([
        expect.objectContaining({
          type: 'Product',
          feature: 'productSnippet',
          status: 'not-eligible',
          errors: 2,
        }),
        expect.objectContaining({
          type: 'Product',
          feature: 'productOffer',
          status: 'not-eligible',
          errors: 1,
        }),
      ]);
    }
  });

  it('gives no notice for Book markup since Google took its deprecation back', async () => {
    const book = doc({ '@type': 'Book', name: 'B' });
    expect(rich((await checkOn(book)).diagnostics)).toEqual([]);
    expect(rich((await checkOn(book, '2025-07-01')).diagnostics)).toEqual([
      'info rich/book-actions/deprecated $',
    ]);
  });

  it('tells a learning video apart from a plain video', async () => {
    const video = {
      name: 'Genetics',
      thumbnailUrl: 'https://example.com/t.jpg',
      uploadDate: '2024-03-31T08:00:00+08:00',
      description: 'd',
      contentUrl: 'https://example.com/v.mp4',
      duration: 'PT1M',
    };
    const learning = doc({ '@type': ['VideoObject', 'LearningResource'], ...video });
    expect(rich((await checkOn(learning)).diagnostics)).toEqual([
      'info rich/learning-video/retired $',
    ]);
    expect(rich((await checkOn(doc({ '@type': 'VideoObject', ...video }))).diagnostics)).toEqual(
      [],
    );
  });

  it('says "one of" for alternatives it recommends', async () => {
    const { diagnostics } = await checkOn(
      doc({
        '@type': 'VideoObject',
        name: 'V',
        thumbnailUrl: 'https://example.com/t.jpg',
        uploadDate: '2026-01-01',
      }),
    );
    expect(having(diagnostics, 'rich/video/recommended').map((d) => d.message)).toContain(
      'Google recommends one of "contentUrl" or "embedUrl" for Video rich results.',
    );
  });

  it('writes the dates in the UI language', async () => {
    setMessageSource(messagesSource(german, 'de'));
    expect(formatRuleDate('2026-05-07')).toBe('7. Mai 2026');
    expect(having((await checkOn(faq)).diagnostics, 'rich')[0]!.message).toMatch(
      /^Rich-Suchergebnisse vom Typ „FAQ“ werden seit dem 7\. Mai 2026 nicht mehr angezeigt/,
    );
    setMessageSource(messagesSource(french, 'fr'));
    expect(formatRuleDate('2026-01-06')).toBe('6 janvier 2026');
  });

  it('carries a source and well-formed dates on every rule and notice, none after the data date', () => {
    const iso = /^\d{4}-\d{2}-\d{2}$/;
    for (const entry of [...RICH_RULES, ...RICH_NOTICES]) {
      expect(entry.source).toMatch(/^https:\/\/developers\.google\.com\/search\//);
      for (const day of [entry.since, entry.until].filter((d) => d !== undefined)) {
        expect(day).toMatch(iso);
        expect(day! <= RULES_CURRENT_TO).toBe(true);
      }
      if (entry.since && entry.until) expect(entry.since < entry.until).toBe(true);
    }
    expect(RULES_CURRENT_TO).toMatch(iso);
  });

  it('gives every retired rule a retired notice from the day it ends', () => {
    for (const rule of RICH_RULES.filter((r) => r.until !== undefined && !r.nestedOnly)) {
      const notice = RICH_NOTICES.find(
        (n) => n.status === 'retired' && rule.types.every((type) => n.types.includes(type)),
      );
      expect(notice?.since).toBe(rule.until);
    }
  });

  it('reports what it found when the markup is clean', async () => {
    const article = doc({
      '@type': 'BlogPosting',
      headline: 'H',
      image: 'https://example.com/a.jpg',
      author: { '@type': 'Person', name: 'Ana' },
      datePublished: '2026-01-01',
      dateModified: '2026-01-02',
    });
    const { diagnostics, richResults } = await checkOn(article);
    expect(having(diagnostics, 'rich')).toEqual([]);
    expect(richResults).toEqual([
      {
        path: '$',
        type: 'BlogPosting',
        feature: 'article',
        name: 'Article',
        status: 'eligible',
        errors: 0,
        warnings: 0,
        source: 'https://developers.google.com/search/docs/appearance/structured-data/article',
      },
    ]);
  });
});
