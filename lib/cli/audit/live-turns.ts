/**
 * Turns at reading published pages (`--live`): only a few sites read at once, and a site that must
 * wait for its turn keeps what it holds (its audit and report cells) in a spool file, not in
 * memory. Reading pages is bound by the machine (fetching, parsing), not by the service's limits,
 * so more sites at once would only hold more at once; every site still lists its pages and reads
 * its markup at once, on its own rate limit. The spool is a directory of its own under the
 * system's temporary directory, each file readable by this user only and removed once read back,
 * the directory when the run ends, however it ends (`temp-paths.ts`).
 * @module
 */
import { readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { makeTempDir, removeTemp } from './temp-paths';

/** What a waiting site hands over: the box is emptied while the value is on disk. */
export interface Held<T> {
  value: T | undefined;
}

/** Turns at the live check, shared by every site of a run. */
export interface LiveTurns {
  /** Runs `work` on the boxed value in a turn of its own; answers what `work` answers. */
  run<T, R>(held: Held<T>, work: (value: T) => Promise<R>): Promise<R>;
  /** Removes the spool directory, if one was made. */
  close(): Promise<void>;
}

/** `size` turns at once. */
export function createLiveTurns(size: number): LiveTurns {
  let free = size;
  const waiting: (() => void)[] = [];
  let dir: string | undefined;
  let files = 0;

  // One value is written at a time and let go once written: many sites end their audits
  // together, and their texts (each kept until a full collection) would otherwise weigh more at
  // once than the values they replace. What a site holds while it waits is small (its cells are
  // spooled as they are checked), so each is written as one text.
  let writing: Promise<unknown> = Promise.resolve();

  async function spool<T>(held: Held<T>): Promise<() => Promise<T>> {
    dir ??= makeTempDir('site-audit-');
    const file = path.join(dir, `${files++}.json`);
    const write = writing.then(async () => {
      await writeFile(file, JSON.stringify(held.value), { flag: 'wx', mode: 0o600 });
      held.value = undefined;
    });
    writing = write.catch(() => undefined);
    await write;
    return async () => {
      const text = await readFile(file, 'utf8');
      await rm(file, { force: true });
      // Written by this process from a value of type T, in a directory only this user can read.
      return JSON.parse(text) as T;
    };
  }

  const release = () => {
    const next = waiting.shift();
    if (next) next();
    else free++;
  };

  return {
    async run<T, R>(held: Held<T>, work: (value: T) => Promise<R>): Promise<R> {
      let value: T;
      if (free > 0) {
        free--;
        value = held.value as T;
        held.value = undefined;
      } else {
        const back = await spool(held);
        // A turn may have come free while the value was being written.
        if (free > 0) free--;
        else await new Promise<void>((resolve) => waiting.push(resolve));
        try {
          value = await back();
        } catch (error) {
          release();
          throw error;
        }
      }
      try {
        return await work(value);
      } finally {
        release();
      }
    },
    close: async () => {
      if (dir) await removeTemp(dir);
    },
  };
}
