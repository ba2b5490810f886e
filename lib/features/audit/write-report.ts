/**
 * Writes a report given in pieces to a file or a stream, in blocks of about 1 MB, waiting for a
 * stream to drain when it asks to: a large audit is never held as one text.
 * @module
 */
import { randomBytes } from 'node:crypto';
import { open, rename, unlink } from 'node:fs/promises';
import path from 'node:path';

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

/**
 * A sink that replaces the file at `target` atomically: the report goes to a new file beside it
 * (exclusive create, so nothing planted there is followed) and is renamed over `target` when
 * complete. A symbolic link at `target` is replaced, never written through.
 */
export async function fileSink(target: string): Promise<Sink> {
  const temp = path.join(
    path.dirname(target),
    `.${path.basename(target)}.${randomBytes(6).toString('hex')}.tmp`,
  );
  const file = await open(temp, 'wx', 0o644);
  let failed = false;
  return {
    write: async (block) => {
      try {
        await file.write(block, null, 'utf8');
      } catch (error) {
        failed = true;
        throw error;
      }
    },
    close: async () => {
      await file.close();
      if (failed) await unlink(temp).catch(() => undefined);
      else await rename(temp, target);
    },
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
