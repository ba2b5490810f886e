import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cellJsonLd, csvField, gridCsv, gridJson, toCsv } from '@/lib/features/site/export';
import { DEFAULT_SORT, NO_FILTER } from '@/lib/features/site/grid';
import { buildSiteGrid } from '@/lib/features/site/grid-view';
import { smallAudit } from './fixtures';

/** A plain RFC 4180 reader, to check what a spreadsheet would see. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]!;
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (ch === '"') {
        quoted = false;
      } else {
        field += ch;
      }
    } else if (ch === '"') {
      quoted = true;
    } else if (ch === ',') {
      row.push(field);
      field = '';
    } else if (ch === '\r' && text[i + 1] === '\n') {
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
      i++;
    } else {
      field += ch;
    }
  }
  return rows;
}

describe('CSV export', () => {
  it('reads back every field, and no field starts a formula', () => {
    fc.assert(
      fc.property(
        fc.array(fc.array(fc.string({ unit: 'grapheme' }), { minLength: 1, maxLength: 5 }), {
          minLength: 1,
          maxLength: 5,
        }),
        (rows) => {
          const back = parseCsv(toCsv(rows));
          expect(back).toHaveLength(rows.length);
          back.forEach((r, i) =>
            r.forEach((f, j) => {
              expect(f).not.toMatch(/^[=+\-@\t\r]/);
              const original = rows[i]![j]!;
              expect(f).toBe(/^[=+\-@\t\r]/.test(original) ? `'${original}` : original);
            }),
          );
        },
      ),
    );
  });

  it('quotes per RFC 4180 and guards formulas', () => {
    expect(csvField('a,b')).toBe('"a,b"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvField('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvField(-3)).toBe('-3');
    expect(csvField('plain')).toBe('plain');
  });

  it('writes one line per shown cell with a header', () => {
    const audit = smallAudit();
    const view = buildSiteGrid(audit, null, { ...NO_FILTER, issue: 'errors' }, DEFAULT_SORT);
    const file = gridCsv(audit, view);
    const rows = parseCsv(file.text);
    expect(rows[0]![0]).toBe('pageId');
    expect(rows.slice(1).map((r) => `${r[0]}/${r[4]}/${r[7]}`)).toEqual([
      'p1/en/own',
      'p1/fr/inherited',
    ]);
    expect(file.name).toBe('demo-site-audit-2026-01-02T03-04.csv');
    const json = JSON.parse(gridJson(audit, view).text) as { cells: { errors: number }[] };
    expect(json.cells.map((c) => c.errors)).toEqual([2, 2]);
  });
});

describe('.jsonld export', () => {
  const audit = smallAudit();
  const value = { '@context': 'https://schema.org', '@type': 'WebPage' };
  it('pretty-prints what the page shows and names an inherited file so', () => {
    const own = cellJsonLd(audit.pages[0]!, audit.locales[0]!, {
      localeId: null,
      state: 'own',
      value,
      raw: null,
      lastUpdated: null,
    })!;
    expect(own.name).toBe('pricing-en.jsonld');
    expect(JSON.parse(own.text)).toEqual(value);
    expect(own.text).toContain('\n  "@type"');
    const inherited = cellJsonLd(audit.pages[0]!, audit.locales[1]!, {
      localeId: 'fr',
      state: 'inherited',
      value,
      raw: null,
      lastUpdated: null,
    })!;
    expect(inherited.name).toBe('pricing-fr-inherited-from-primary.jsonld');
    expect(
      cellJsonLd(audit.pages[0]!, audit.locales[0]!, {
        localeId: null,
        state: 'none',
        value: null,
        raw: null,
        lastUpdated: null,
      }),
    ).toBeNull();
  });
});
