import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/**
 * The folder holding the schema.org release files: `$SCHEMAORG_DIR` when set, else the shared
 * folder beside the checkout (`<repo>/../shared/data/schemaorg`), else `/work/shared/data/schemaorg`.
 */
export function schemaorgDir(): string {
  const fromEnv = process.env.SCHEMAORG_DIR;
  if (fromEnv) return path.resolve(fromEnv);
  const beside = path.resolve(repoRoot, '../shared/data/schemaorg');
  return existsSync(beside) ? beside : '/work/shared/data/schemaorg';
}

/** Absolute path of a file of the schema.org release (see {@link schemaorgDir}). */
export const schemaorgFile = (name: string): string => path.join(schemaorgDir(), name);

/** Where the committed compact vocabulary lives. */
export const VOCAB_OUTPUT = path.join(repoRoot, 'lib/jsonld/vocab/schemaorg.json');
