import { describe, expect, it } from 'vitest';
import { cellsOf } from '@/lib/cli/audit/findings';
import { markupFinding } from '@/lib/cli/audit/markup-findings';
import { pageUrl, siteOrigin } from '@/lib/cli/audit/page-url';
import type { Diagnostic } from '@/lib/jsonld';
import type { SiteAudit, SiteCell } from '@/lib/features/site/audit-types';

const base: Omit<SiteCell, 'pageId' | 'localeId' | 'state'> = {
  errors: 0,
  warnings: 0,
  messages: [],
  title: 'ok',
  seoTitle: 'ok',
  description: 'ok',
  slug: [],
  draft: false,
};

const audit: SiteAudit = {
  siteId: 's1',
  siteName: 'Acme',
  checkedAt: 0,
  locales: [
    { id: 'en1', tag: 'en-US', displayName: 'English', primary: true },
    { id: 'fr1', tag: null, displayName: 'Français', primary: false },
  ],
  pages: [
    {
      id: 'p1',
      title: 'Pricing',
      parentId: null,
      paths: { '': '/pricing', fr1: '/fr/tarifs' },
      slugs: { '': 'pricing', fr1: 'pricing' },
    },
    { id: 'p2', title: 'Draft', parentId: null, paths: { '': null }, slugs: { '': 'draft' } },
  ],
  cells: [
    {
      ...base,
      pageId: 'p1',
      localeId: null,
      state: 'own',
      errors: 1,
      title: 'long',
      seoTitle: 'empty',
    },
    {
      ...base,
      pageId: 'p1',
      localeId: 'fr1',
      state: 'inherited',
      errors: 1,
      description: 'empty',
      slug: ['not-localized'],
      draft: true,
    },
    {
      ...base,
      pageId: 'p2',
      localeId: null,
      state: 'unread',
      messages: ['The service answered 500.'],
    },
  ],
  requests: { listing: 3, schemaReads: 1 },
};

const colourDiagnostic: Diagnostic = {
  severity: 'error',
  rule: 'vocab/unknown-property',
  message: 'schema.org has no property "colour".',
  path: '$.colour',
  range: {
    from: 40,
    to: 48,
    start: { line: 4, column: 3 },
    end: { line: 4, column: 11 },
  },
  docs: 'https://schema.org/color',
};
const colour = markupFinding(colourDiagnostic);

describe('cells with findings', () => {
  const findings = new Map([
    ['p1:', [colour]],
    ['p1:fr1', [colour]],
  ]);
  const cells = cellsOf(audit, { findings, origin: 'https://www.acme.example' });

  it('names each cell by page, locale and published address', () => {
    expect(cells.map((c) => [c.pageTitle, c.locale, c.path, c.url, c.state])).toEqual([
      ['Pricing', 'en-US', '/pricing', 'https://www.acme.example/pricing', 'own'],
      ['Pricing', 'Français', '/fr/tarifs', 'https://www.acme.example/fr/tarifs', 'inherited'],
      ['Draft', 'en-US', null, 'https://www.acme.example/#page=p2&locale=en-US', 'unread'],
    ]);
  });

  it('keeps every diagnostic with its place and help, once for the locales inheriting it', () => {
    expect(cells[0]!.findings[0]).toEqual({
      severity: 'error',
      rule: 'vocab/unknown-property',
      message: 'schema.org has no property "colour".',
      path: '$.colour',
      line: 4,
      column: 3,
      endLine: 4,
      endColumn: 11,
      docs: 'https://schema.org/color',
      inheritedBy: ['Français'],
    });
    expect(cells[1]!.inherits).toEqual({ from: 'en-US', findings: 1 });
    expect(cells[1]!.findings.map((f) => f.rule)).not.toContain('vocab/unknown-property');
  });

  it('lets the first inheriting locale hold the findings when the primary is not audited', () => {
    const fr2 = { ...audit.cells[1]!, localeId: 'fr2' };
    const alone = cellsOf(
      {
        ...audit,
        locales: [
          ...audit.locales.slice(1),
          { id: 'fr2', tag: 'fr-CA', displayName: null, primary: false },
        ],
        cells: [audit.cells[1]!, fr2],
      },
      {
        findings: new Map([
          ['p1:fr1', [colour]],
          ['p1:fr2', [colour]],
        ]),
        origin: 'https://www.acme.example',
      },
    );
    expect(alone[0]!.findings[0]).toMatchObject({
      message: 'schema.org has no property "colour". (markup inherited from the primary locale)',
      inheritedBy: ['fr-CA'],
    });
    expect(alone[0]!.inherits).toBeUndefined();
    expect(alone[1]!.inherits).toEqual({ from: 'Français', findings: 1 });
  });

  it('keeps on an inheriting cell a finding the primary does not have', () => {
    const [, fr] = cellsOf(audit, {
      findings: new Map([
        ['p1:', []],
        ['p1:fr1', [colour]],
      ]),
      origin: 'https://www.acme.example',
    });
    expect(fr!.findings[0]!.message).toBe(
      'schema.org has no property "colour". (markup inherited from the primary locale)',
    );
    expect(fr!.inherits).toBeUndefined();
  });

  it('turns the grid’s metadata flags into warnings naming the field, and drafts into nothing', () => {
    expect(cells[0]!.findings.slice(1).map((f) => [f.severity, f.rule, f.message, f.path])).toEqual(
      [['warning', 'metadata/title-long', 'Title too long', 'title']],
    );
    expect(cells[1]!.findings.map((f) => [f.rule, f.message, f.path])).toEqual([
      ['metadata/description-empty', 'Description empty', 'seo.description'],
      ['metadata/slug-not-localized', 'Slug “pricing”: same slug as the primary locale', 'slug'],
    ]);
  });

  it('reports a cell that could not be read as an error with the reason', () => {
    expect(cells[2]!.findings).toEqual([
      expect.objectContaining({
        severity: 'error',
        rule: 'audit/unread',
        message: 'The service answered 500.',
        line: null,
      }),
    ]);
  });
});

describe('published addresses', () => {
  it('use the first custom domain, else the staging host', () => {
    expect(
      siteOrigin({
        id: 's',
        shortName: 'acme',
        customDomains: [{ id: 'd', url: 'www.acme.example' }],
      }),
    ).toBe('https://www.acme.example');
    expect(siteOrigin({ id: 's', shortName: 'acme', customDomains: [] })).toBe(
      'https://acme.webflow.io',
    );
    expect(siteOrigin({ id: 's', shortName: null, customDomains: null })).toBe(
      'https://s.webflow.io',
    );
  });

  it('encode the path and name unpublished pages by a fragment', () => {
    expect(pageUrl('https://a.example', '/fr/à propos', 'p', 'fr')).toBe(
      'https://a.example/fr/%C3%A0%20propos',
    );
    expect(pageUrl('https://a.example', null, 'p 1', 'fr-FR')).toBe(
      'https://a.example/#page=p%201&locale=fr-FR',
    );
  });
});
