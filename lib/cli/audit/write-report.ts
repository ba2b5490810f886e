/**
 * Writes a report as the run goes, to a file or a stream, in blocks of about 1 MB, waiting for a
 * stream to drain when it asks to: a large audit is never held as one text. Sites that finish
 * together write one after another, never interleaved. Pieces that must wait for the run's end (a
 * JUnit report's suites, whose root element carries the totals) wait in a spool file, not in
 * memory. A run that stops early leaves neither behind (`temp-paths.ts`).
 * @module
 */
import { randomBytes } from 'node:crypto';
import { open, rename } from 'node:fs/promises';
import path from 'node:path';
import { forgetTemp, makeTempDir, recordTemp, removeTemp } from './temp-paths';

/** Where a report goes: a file, or standard output. */
export interface Sink {
  write(block: string): Promise<void>;
  /** Ends the report; `complete` is false when something could not be written. */
  close(complete?: boolean): Promise<void>;
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
  recordTemp(temp);
  const file = await open(temp, 'wx', 0o644).catch((error: unknown) => {
    // Never made by this run (something is there already): not this run's to remove.
    forgetTemp(temp);
    throw error;
  });
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
    close: async (complete = true) => {
      await file.close();
      // Whatever fails here leaves the file recorded: it is removed when the process exits.
      if (failed || !complete) await removeTemp(temp).catch(() => undefined);
      else {
        await rename(temp, target);
        forgetTemp(temp);
      }
    },
  };
}

/** A private temporary file that keeps blocks until they are copied into a sink. */
interface Spool extends Sink {
  /** Copies everything written into `sink`, then removes the file. */
  drainInto(sink: Sink): Promise<void>;
}

/** A spool in a directory of its own under the system's temporary directory (mode 0600). */
async function createSpool(): Promise<Spool> {
  const dir = makeTempDir('site-audit-');
  const file = await open(path.join(dir, 'spool'), 'wx+', 0o600);
  let size = 0;
  const remove = () => removeTemp(dir);
  return {
    write: async (block) => {
      size += (await file.write(block, null, 'utf8')).bytesWritten;
    },
    async drainInto(sink) {
      const buffer = Buffer.alloc(BLOCK);
      try {
        for (let at = 0; at < size;) {
          const { bytesRead } = await file.read(buffer, 0, Math.min(BLOCK, size - at), at);
          if (bytesRead === 0) break;
          // Whole characters only: a block may end inside a multi-byte one.
          let end = bytesRead;
          while (end > 0 && at + end < size && (buffer[end]! & 0xc0) === 0x80) end--;
          await sink.write(buffer.toString('utf8', 0, end));
          at += end;
        }
      } finally {
        await file.close();
        await remove();
      }
    },
    close: async () => {
      await file.close().catch(() => undefined);
      await remove();
    },
  };
}

/** Writes pieces through a scrubber into a sink, in order, remembering the first failure. */
export interface ReportWriter {
  /** Writes `pieces` after everything before them; resolves once they are written. */
  write(pieces: Iterable<string>): Promise<void>;
  /**
   * Ends the report: `head` (in front of the spooled pieces, for a `spooled` writer), then `tail`;
   * closes the sink. Answers the first write failure, if any.
   */
  finish(head: Iterable<string>, tail: Iterable<string>): Promise<unknown>;
}

/**
 * A writer over `sink`. A `spooled` writer keeps what it is given in a spool file until `finish`
 * puts the head in front of it.
 */
export async function reportWriter(
  sink: Sink,
  scrub: (text: string) => string,
  spooled = false,
): Promise<ReportWriter> {
  const spool = spooled ? await createSpool() : undefined;
  const target: Sink = spool ?? sink;
  let failure: unknown;
  let queue = Promise.resolve();

  const put = async (pieces: Iterable<string>, to: Sink) => {
    if (failure !== undefined) return;
    let block = '';
    try {
      for (const piece of pieces) {
        block += scrub(piece);
        if (block.length >= BLOCK) {
          await to.write(block);
          block = '';
        }
      }
      if (block) await to.write(block);
    } catch (error) {
      failure ??= error;
    }
  };
  const after = (step: () => Promise<void>) => (queue = queue.then(step));

  return {
    write: (pieces) => after(() => put(pieces, target)),
    async finish(head, tail) {
      await after(async () => {
        await put(head, sink);
        if (spool && failure === undefined)
          await spool.drainInto(sink).catch((e) => (failure ??= e));
        else await spool?.close();
        await put(tail, sink);
      });
      await sink.close(failure === undefined).catch((e) => (failure ??= e));
      return failure;
    },
  };
}
