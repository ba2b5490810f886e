import { beforeAll, describe, expect, it } from 'vitest';
import { checkJsonLd } from '../../../lib/jsonld/index';
import type { Vocabulary } from '../../../lib/jsonld/index';
import { exampleBlocks } from './examples';
import { vocab } from './helpers';

describe('the official schema.org examples (release 30.0)', () => {
  let v: Vocabulary;
  beforeAll(async () => {
    v = await vocab();
  });

  it('all parse and produce no vocabulary errors', () => {
    const blocks = exampleBlocks();
    expect(blocks.length).toBeGreaterThanOrEqual(470);
    const errors: string[] = [];
    for (const block of blocks) {
      const r = checkJsonLd(block.text, { vocabulary: v });
      expect(r.value, block.id).toBeDefined();
      for (const d of r.diagnostics) {
        if (d.severity === 'error' && d.rule.startsWith('vocab/'))
          errors.push(`${block.id} ${d.rule} ${d.path}`);
      }
    }
    expect(errors).toEqual([]);
  });
});
