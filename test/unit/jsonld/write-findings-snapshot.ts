/**
 * Writes `fixtures/findings-before.json.gz`: every case of `findings-cases.ts` checked by the
 * checker as it is now. It was run on the checker before its fast path (main at c4c9c6f; again at
 * 85e8b0d, the same slow path once the missing-@context finding offered its fix), so
 * that `findings-snapshot.test.ts` proves the faster checker reports the very same findings. Do not
 * run it to make that test pass. Usage: `npx tsx test/unit/jsonld/write-findings-snapshot.ts`.
 */
import { writeFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { useEnglishMessages } from '../../../lib/core/i18n/english';
import { checkJsonLd, loadVocabulary } from '../../../lib/jsonld/index';
import { findingsCases, optionsOf, snapshotOf, SNAPSHOT_FILE } from './findings-cases';

useEnglishMessages();
const vocabulary = await loadVocabulary();
const snapshot: Record<string, unknown> = {};
for (const c of findingsCases()) {
  if (c.id in snapshot) throw new Error(`Two cases are named ${c.id}.`);
  snapshot[c.id] = snapshotOf(checkJsonLd(c.input, optionsOf(c, vocabulary)));
}
writeFileSync(SNAPSHOT_FILE, gzipSync(JSON.stringify(snapshot), { level: 9 }));
process.stdout.write(`${Object.keys(snapshot).length} cases written to ${SNAPSHOT_FILE}\n`);
