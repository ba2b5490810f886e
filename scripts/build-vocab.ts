import { readFile, writeFile } from 'node:fs/promises';
import { gzipSync } from 'node:zlib';
import { deriveVocabulary, formatVocabulary } from './vocab/derive';
import { schemaorgFile, VOCAB_OUTPUT } from './vocab/shared-data';

// Usage: npx tsx scripts/build-vocab.ts [path/to/schemaorg-current-https.jsonld]
const source = process.argv[2] ?? schemaorgFile('schemaorg-current-https.jsonld');
const text = formatVocabulary(deriveVocabulary(JSON.parse(await readFile(source, 'utf8'))));
await writeFile(VOCAB_OUTPUT, text);
const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
process.stdout.write(
  `wrote ${VOCAB_OUTPUT} from ${source}: ${kb(Buffer.byteLength(text))} raw, ` +
    `${kb(gzipSync(text).length)} gzipped\n`,
);
