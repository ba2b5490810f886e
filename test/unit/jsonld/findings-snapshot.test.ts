import { readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import { checkJsonLd } from '../../../lib/jsonld/index';
import type { Vocabulary } from '../../../lib/jsonld/index';
import { findingsCases, optionsOf, snapshotOf, SNAPSHOT_FILE } from './findings-cases';
import { vocab } from './helpers';

describe('the checker reports the same findings as before its fast path', () => {
  let v: Vocabulary;
  beforeAll(async () => {
    v = await vocab();
  });

  it(
    'on the schema.org examples (text, script tag, object), edge cases and the bench document',
    { timeout: 60_000 },
    () => {
      const before = JSON.parse(gunzipSync(readFileSync(SNAPSHOT_FILE)).toString('utf8')) as Record<
        string,
        unknown
      >;
      const cases = findingsCases();
      expect(cases.map((c) => c.id)).toEqual(Object.keys(before));
      for (const c of cases) {
        const now: unknown = JSON.parse(
          JSON.stringify(snapshotOf(checkJsonLd(c.input, optionsOf(c, v)))),
        );
        expect(now, c.id).toEqual(before[c.id]);
      }
    },
  );
});
