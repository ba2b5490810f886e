import { readFile } from 'node:fs/promises';
import { LineIndex, type Position } from '../../jsonld';
import { readPage } from './html-blocks';

/** One piece of markup to check: a whole file, or one JSON-LD block of an HTML page. */
export interface Unit {
  /** How the file is named in the output (`<stdin>` for standard input). */
  file: string;
  /** The block's number in an HTML page; null for markup checked whole. */
  block: number | null;
  /** The line of the block's `<script>` tag in the page; null for markup checked whole. */
  line: number | null;
  text: string;
  /** Where a position in `text` sits in the file. */
  place: (offset: number, position: Position) => Position;
}

/** A file the command could not read, as one line a person understands. */
export class UnreadableFile extends Error {}

const REASONS: Record<string, string> = {
  ENOENT: 'no such file',
  EACCES: 'permission denied',
  EISDIR: 'it is a directory',
};

/** The file's text (`-` reads standard input). */
export async function readSource(file: string): Promise<string> {
  if (file === '-') {
    const chunks: Buffer[] = [];
    for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks).toString('utf8');
  }
  try {
    return await readFile(file, 'utf8');
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code ?? '';
    throw new UnreadableFile(`Cannot read ${file}: ${REASONS[code] ?? (e as Error).message}`);
  }
}

/**
 * Splits a file into what to check: JSON (or one lone `<script>` tag, the service's own form) is
 * checked whole; an HTML page gives one unit per `<script type="application/ld+json">` block, its
 * positions placed back in the page.
 */
export function unitsOf(file: string, text: string): Unit[] {
  const whole: Unit = { file, block: null, line: null, text, place: (_, position) => position };
  if (!text.trimStart().startsWith('<')) return [whole];
  const page = readPage(text);
  if (page.loneScript) return [whole];
  const lines = new LineIndex(text);
  return page.blocks.map((b) => ({
    file,
    block: b.index,
    line: b.line,
    text: b.text,
    place: (offset) => lines.position(b.offset + offset),
  }));
}
