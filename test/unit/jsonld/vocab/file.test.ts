import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { deriveVocabulary, formatVocabulary } from '../../../../scripts/vocab/derive';
import { schemaorgFile, VOCAB_OUTPUT } from '../../../../scripts/vocab/shared-data';

describe('the committed compact vocabulary', () => {
  it('is what scripts/build-vocab.ts generates from the schema.org release', () => {
    const source = JSON.parse(
      readFileSync(schemaorgFile('schemaorg-current-https.jsonld'), 'utf8'),
    );
    const committed = readFileSync(VOCAB_OUTPUT, 'utf8');
    const fresh = deriveVocabulary(source);
    expect(JSON.parse(committed)).toEqual(fresh);
    expect(committed).toBe(formatVocabulary(fresh));
  });

  it('holds every class and property of the release', () => {
    const data = JSON.parse(readFileSync(VOCAB_OUTPUT, 'utf8'));
    expect(Object.keys(data.types)).toHaveLength(933);
    expect(Object.keys(data.properties)).toHaveLength(1521);
    expect(data.properties.offers[0]).toContain('Product');
    expect(data.supersededBy.map).toBe('hasMap');
  });
});
