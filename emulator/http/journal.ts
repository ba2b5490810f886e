import { createHash } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import type { EmulatorEnv } from '../env';
import { presentedCredential } from './auth';

/** One request as the journal records it (no secrets). */
export interface JournalEntry {
  seq: number;
  /** Emulator time in ms. */
  at: number;
  time: string;
  method: string;
  /** Host header when it is not the API origin (published sites, Designer stand-in). */
  host: string | null;
  path: string;
  /** Query parameters with credentials and codes redacted. */
  query: Record<string, string>;
  status: number;
  /** A stable, non-reversible id of the credential (`cred_…`), or null. */
  credential: string | null;
  /** True when the handler applied a write. */
  applied: boolean;
  /** The fault that acted on the request, if any. */
  fault: string | null;
  durationMs: number;
  /** The parsed request body, kept only by routes that opt in (e.g. site publish). */
  body?: unknown;
}

/** Filters of `GET /__emulator/journal`. */
export interface JournalFilter {
  method?: string;
  since?: number;
  path?: string;
  status?: number;
}

/** The request journal. */
export interface Journal {
  entries(filter?: JournalFilter): JournalEntry[];
  clear(): void;
  /** The seq the next entry will get. */
  nextSeq(): number;
}

const REDACTED_QUERY = new Set(['access_token', 'code', 'client_secret', 'token']);
const MAX_ENTRIES = 20_000;

/** A redacted id for a credential: same credential, same id; cannot be turned back into it. */
export function credentialId(credential: string): string {
  return `cred_${createHash('sha256').update(credential).digest('hex').slice(0, 12)}`;
}

/** Creates the journal and its middleware (which must be the outermost one). */
export function createJournal(now: () => number): {
  journal: Journal;
  middleware: MiddlewareHandler<EmulatorEnv>;
} {
  const list: JournalEntry[] = [];
  let seq = 1;
  const journal: Journal = {
    entries(filter = {}) {
      const matching = list.filter(
        (e) =>
          (!filter.method || e.method === filter.method.toUpperCase()) &&
          (filter.since === undefined || e.seq >= filter.since) &&
          (!filter.path || e.path.startsWith(filter.path)) &&
          (filter.status === undefined || e.status === filter.status),
      );
      return matching.sort((a, b) => a.seq - b.seq);
    },
    clear: () => void list.splice(0),
    nextSeq: () => seq,
  };
  const middleware: MiddlewareHandler<EmulatorEnv> = async (c, next) => {
    const started = now();
    const realStart = performance.now();
    if (c.req.path.startsWith('/__emulator/')) return next();
    const entrySeq = seq++;
    try {
      await next();
    } finally {
      const query: Record<string, string> = {};
      for (const [k, v] of new URL(c.req.url).searchParams) {
        query[k] = REDACTED_QUERY.has(k) ? '[redacted]' : v;
      }
      const credential = presentedCredential(c);
      const host = c.req.header('host') ?? '';
      list.push({
        seq: entrySeq,
        at: started,
        time: new Date(started).toISOString(),
        method: c.req.method,
        host: /\.localhost(:\d+)?$/.test(host) ? host : null,
        path: c.req.path,
        query,
        status: c.res.status,
        credential: credential ? credentialId(credential) : null,
        applied: c.get('applied') === true,
        fault: c.get('fault') ?? null,
        durationMs: Math.round(performance.now() - realStart),
        ...(c.get('journalBody') !== undefined ? { body: c.get('journalBody') } : {}),
      });
      if (list.length > MAX_ENTRIES) list.splice(0, list.length - MAX_ENTRIES);
    }
  };
  return { journal, middleware };
}
