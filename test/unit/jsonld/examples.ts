import { readFileSync } from 'node:fs';
import { schemaorgFile } from '../../../scripts/vocab/shared-data';

/** One JSON-LD block of the official schema.org examples. */
export interface ExampleBlock {
  id: string;
  text: string;
}

const SCRIPT = /<script\b[^>]*>([\s\S]*?)<\/script\s*>/gi;

/**
 * The `JSON:` parts of `schemaorg-all-examples.txt` (HTML comments removed, one block per
 * `<script>` element). Throws when the file is missing, so a test using it fails rather than skips.
 */
export function exampleBlocks(): ExampleBlock[] {
  const text = readFileSync(schemaorgFile('schemaorg-all-examples.txt'), 'utf8');
  const blocks: ExampleBlock[] = [];
  for (const section of text.split(/^TYPES:/m).slice(1)) {
    const id = /#(eg-\d+)/.exec(section)?.[1] ?? section.slice(0, 20).trim();
    const json = /^JSON:[^\S\n]*\n([\s\S]*?)(?=^[A-Z-]+:\s*$|(?![\s\S]))/m.exec(section)?.[1];
    if (!json || /No JSON-LD/i.test(json)) continue;
    const body = json.replace(/<!--[\s\S]*?-->/g, '');
    const scripts = [...body.matchAll(SCRIPT)].map((m) => m[1]!);
    const parts = scripts.length > 0 ? scripts : /^\s*[[{]/.test(body) ? [body] : [];
    parts.forEach((part, i) =>
      blocks.push({ id: parts.length > 1 ? `${id}#${i}` : id, text: part.trim() }),
    );
  }
  return blocks;
}
