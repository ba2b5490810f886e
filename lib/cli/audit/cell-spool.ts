/**
 * Each site's audited cells on disk while the run goes on: every site of a run reads its markup
 * at once, on its own rate limit, so at equal plans all of them end together, and holding every
 * site's cells (with their findings) in memory until its report is written is what made a run of
 * many large sites weigh most. A site appends each chunk's cells to a file of its own as they are
 * checked and reads them back, in the audit's order, when its report is made. Files are JSON
 * lines in a directory of the run's own under the system's temporary directory, readable by this
 * user only, each removed once read back and the directory when the run ends, however it ends
 * (`temp-paths.ts`).
 * @module
 */
import { appendFile, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import type { SiteCell } from '../../features/site';
import { cellKey } from '../../features/site';
import { makeTempDir, removeTemp } from './temp-paths';
import type { AuditFinding } from './types';

/** One cell as written: its place in the audit's order, the cell, the checker's findings. */
type Line = [number, SiteCell, readonly AuditFinding[]];

/** One site's file being written. */
export interface CellFile {
  /** Where the cells are (a plain string, so a site waiting for its turn can spool it). */
  path: string;
  /** Queues `cells` to be appended, each with its place and findings. */
  add(cells: readonly Line[]): void;
  /** Waits for every queued write (the file exists after, even with no cell); rejects with the first that failed. */
  flush(): Promise<void>;
}

/** The cells read back and the findings per cell key. */
export interface CellsBack {
  cells: SiteCell[];
  findings: Map<string, readonly AuditFinding[]>;
}

/** The run's spool directory. */
export interface CellSpool {
  /** A new file for one site. */
  file(): Promise<CellFile>;
  /** Removes the directory, if one was made. */
  close(): Promise<void>;
}

/** A spool for one run; its directory is made with the first file. */
export function createCellSpool(): CellSpool {
  let dir: string | undefined;
  let files = 0;
  return {
    async file() {
      dir ??= makeTempDir('site-audit-cells-');
      const where = path.join(dir, `${files++}.jsonl`);
      const append = (text: string) => appendFile(where, text, { mode: 0o600 });
      // Every write is watched here too: a site that fails before `flush` leaves no unhandled
      // rejection behind.
      const watched = (p: Promise<void>) => (p.catch(() => undefined), p);
      let writing = watched(append(''));
      return {
        path: where,
        add(cells) {
          const text = cells.map((line) => `${JSON.stringify(line)}\n`).join('');
          // After a failed write nothing more is written: `flush` answers that failure.
          writing = watched(writing.then(() => append(text)));
        },
        flush: () => writing,
      };
    },
    close: async () => {
      if (dir) await removeTemp(dir);
    },
  };
}

/** Reads a site's cells back in the audit's order, then removes its file. */
export async function readCells(file: string): Promise<CellsBack> {
  const text = await readFile(file, 'utf8');
  await rm(file, { force: true });
  const cells: SiteCell[] = [];
  const findings = new Map<string, readonly AuditFinding[]>();
  for (const line of text.split('\n')) {
    if (!line) continue;
    // Written by this process (`CellFile.add`), in a directory only this user can read.
    const [i, cell, found] = JSON.parse(line) as Line;
    cells[i] = cell;
    if (found.length > 0) findings.set(cellKey(cell), found);
  }
  return { cells, findings };
}
