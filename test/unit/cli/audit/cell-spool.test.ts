import { stat } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { createCellSpool, readCells } from '@/lib/cli/audit/cell-spool';
import type { AuditFinding } from '@/lib/cli/audit/types';
import type { SiteCell } from '@/lib/features/site';

const cell = (pageId: string, localeId: string | null): SiteCell => ({
  pageId,
  localeId,
  state: 'own',
  errors: 0,
  warnings: 1,
  messages: [],
  title: 'ok',
  seoTitle: 'ok',
  description: 'short',
  slug: [],
  draft: false,
});

const finding: AuditFinding = {
  severity: 'warning',
  rule: 'rich/article/image',
  message: 'Google recommends "image"',
  path: '$',
  line: 1,
  column: 1,
  endLine: 1,
  endColumn: 2,
};

describe('the cells spool', () => {
  it('gives a site’s cells back in the audit’s order with their findings, from a file only this user reads, then removes it', async () => {
    const spool = createCellSpool();
    const file = await spool.file();
    // Chunks end in any order.
    file.add([
      [2, cell('b', null), []],
      [3, cell('b', 'fr'), [finding]],
    ]);
    file.add([
      [0, cell('a', null), [finding]],
      [1, cell('a', 'fr'), []],
    ]);
    await file.flush();
    expect((await stat(file.path)).mode & 0o777).toBe(0o600);
    const back = await readCells(file.path);
    expect(back.cells.map((c) => `${c.pageId}:${c.localeId}`)).toEqual([
      'a:null',
      'a:fr',
      'b:null',
      'b:fr',
    ]);
    expect(back.cells[3]).toEqual(cell('b', 'fr'));
    expect([...back.findings.keys()].sort()).toEqual(['a:', 'b:fr']);
    expect(back.findings.get('b:fr')).toEqual([finding]);
    await expect(stat(file.path)).rejects.toThrow();
    await spool.close();
  });

  it('has a file for a site with no cell, and removes its directory when the run ends', async () => {
    const spool = createCellSpool();
    const file = await spool.file();
    await file.flush();
    await expect(readCells(file.path)).resolves.toEqual({ cells: [], findings: new Map() });
    const other = await spool.file();
    await spool.close();
    await expect(stat(other.path)).rejects.toThrow();
  });

  it('answers a failed write at flush', async () => {
    const spool = createCellSpool();
    const file = await spool.file();
    await spool.close();
    file.add([[0, cell('a', null), []]]);
    await expect(file.flush()).rejects.toThrow();
  });
});
