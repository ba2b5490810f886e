import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ADOBE_CASES } from '../../../fixtures/adobe/verdicts';

const folder = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../fixtures/adobe',
);

describe('the vendored @adobe/structured-data-validator fixtures', () => {
  it('list every fixture once, each readable JSON with an expected verdict', async () => {
    const listed = ADOBE_CASES.map((c) => `${c.type}/${c.file}`);
    expect(new Set(listed).size).toBe(listed.length);
    const onDisk: string[] = [];
    for (const type of new Set(ADOBE_CASES.map((c) => c.type))) {
      for (const file of await readdir(path.join(folder, type)))
        if (file.endsWith('.json')) onDisk.push(`${type}/${file}`);
    }
    expect(onDisk.sort()).toEqual([...listed].sort());
    for (const c of ADOBE_CASES) {
      JSON.parse(await readFile(path.join(folder, c.type, c.file), 'utf8'));
      expect(c.errors !== null || c.warnings !== null).toBe(true);
    }
  });

  it('carry the Apache-2.0 licence and their attribution', async () => {
    expect(await readFile(path.join(folder, 'LICENSE'), 'utf8')).toMatch(/Apache License/);
    expect(await readFile(path.join(folder, 'README.md'), 'utf8')).toMatch(
      /© 2025 Adobe and licensed under the Apache License, Version 2\.0/,
    );
  });
});
