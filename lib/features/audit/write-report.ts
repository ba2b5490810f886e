/**
 * Writes a report given in pieces to a file or a stream, in blocks of about 1 MB, waiting for a
 * stream to drain when it asks to: a large audit is never held as one text.
 * @module
 */
import { open } from 'node:fs/promises';

/** Where a report goes: a file, or standard output. */
export interface Sink {
  write(block: string): Promise<void>;
  close(): Promise<void>;
}

/** A stream such as `process.stdout`. */
export interface Output {
  write(text: string): boolean | unknown;
  once?(event: 'drain', listener: () => void): unknown;
  isTTY?: boolean;
}

const BLOCK = 1 << 20;

/** A sink over a stream, honouring its backpressure. */
export function streamSink(out: Output): Sink {
  return {
    write: (block) =>
      out.write(block) === false && out.once
        ? new Promise<void>((resolve) => out.once!('drain', resolve))
        : Promise.resolve(),
    close: () => Promise.resolve(),
  };
}

/** A sink over a new (or emptied) file. */
export async function fileSink(path: string): Promise<Sink> {
  const file = await open(path, 'w');
  return {
    write: async (block) => void (await file.write(block, null, 'utf8')),
    close: () => file.close(),
  };
}

/** Writes `pieces` through `scrub` to `sink`, then closes it. */
export async function writeReport(
  pieces: Iterable<string>,
  sink: Sink,
  scrub: (text: string) => string,
): Promise<void> {
  let block = '';
  try {
    for (const piece of pieces) {
      block += scrub(piece);
      if (block.length >= BLOCK) {
        await sink.write(block);
        block = '';
      }
    }
    if (block) await sink.write(block);
  } finally {
    await sink.close();
  }
}
