import type { MiddlewareHandler } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { z } from 'zod';
import type { EmulatorEnv } from '../env';
import { newObjectId } from '../ids';
import { rateLimitBody, ServiceError } from './errors';

const editSchema = z.object({
  title: z.string().optional(),
  slug: z.string().optional(),
  seo: z.object({ title: z.string().optional(), description: z.string().optional() }).optional(),
  openGraph: z
    .object({ title: z.string().optional(), description: z.string().optional() })
    .optional(),
  jsonLdSchema: z.unknown().optional(),
});

/** An edit made "by someone else" (metadata fields and/or schema markup). */
export type ForeignEdit = z.infer<typeof editSchema>;

const actionSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('status'),
    status: z.number().int().min(200).max(599),
    body: z.unknown().optional(),
    headers: z.record(z.string(), z.string()).optional(),
  }),
  z.object({ kind: z.literal('delay'), ms: z.number().int().min(0).max(600_000) }),
  z.object({ kind: z.literal('hang') }),
  z.object({ kind: z.literal('malformed-json') }),
  z.object({ kind: z.literal('drop-after-write') }),
  z.object({
    kind: z.literal('bump-last-updated'),
    pageId: z.string().optional(),
    localeId: z.string().optional(),
    edit: editSchema.optional(),
  }),
]);

/** Body of `POST /__emulator/faults`. */
export const faultInputSchema = z.object({
  method: z.string().default('*'),
  /** Path pattern: `*` matches one segment, `**` the rest of the path. */
  path: z.string().startsWith('/'),
  /**
   * Host pattern (the Host header without its port; `*` matches within one label, `**` anything):
   * the fault acts only on requests to a matching host, published sites included. Without it, the
   * fault acts on the API, OAuth and object-store hosts only.
   */
  host: z
    .string()
    .regex(/^[a-zA-Z0-9.*-]+$/)
    .max(253)
    .optional(),
  /** How many matching requests it acts on; `always` never runs out. */
  times: z.union([z.number().int().positive(), z.literal('always')]).default(1),
  /** Matching requests to let through before it starts acting. */
  after: z.number().int().min(0).default(0),
  action: actionSchema,
});

/** A fault action. */
export type FaultAction = z.infer<typeof actionSchema>;

/** A registered fault script. */
export interface Fault {
  id: string;
  method: string;
  path: string;
  host?: string;
  times: number | 'always';
  after: number;
  action: FaultAction;
  seen: number;
  fired: number;
}

/** Registered faults and the requests held by `hang`. */
export interface FaultRegistry {
  add(input: z.input<typeof faultInputSchema>): Fault;
  list(): Fault[];
  remove(id: string): boolean;
  clear(): void;
  /**
   * The fault acting on this request, if any (counts it): with `host`, among the faults whose host
   * pattern matches it; with null, among the faults without one.
   */
  match(method: string, path: string, host: string | null): Fault | null;
  /** Answers every hung request (on close). */
  releaseHangs(): void;
  hang(signal: AbortSignal): Promise<void>;
}

function patternToRegExp(pattern: string): RegExp {
  const parts = pattern.split('/').map((seg) => {
    if (seg === '**') return '.*';
    return seg
      .split('*')
      .map((s) => s.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
      .join('[^/]*');
  });
  return new RegExp(`^${parts.join('/')}/?$`);
}

function hostToRegExp(pattern: string): RegExp {
  const escaped = pattern
    .toLowerCase()
    .split('**')
    .map((part) =>
      part
        .split('*')
        .map((s) => s.replace(/[.-]/g, '\\$&'))
        .join('[^.]*'),
    )
    .join('.*');
  return new RegExp(`^${escaped}$`);
}

/** Creates an empty registry. */
export function createFaults(): FaultRegistry {
  type Registered = Fault & { regex: RegExp; hostRegex: RegExp | null };
  let faults: Registered[] = [];
  const hangs = new Set<() => void>();
  const view = ({ regex: _regex, hostRegex: _hostRegex, ...f }: Registered): Fault => f;
  return {
    add(input) {
      const parsed = faultInputSchema.parse(input);
      const fault = {
        id: newObjectId(),
        ...parsed,
        method: parsed.method.toUpperCase(),
        seen: 0,
        fired: 0,
        regex: patternToRegExp(parsed.path),
        hostRegex: parsed.host === undefined ? null : hostToRegExp(parsed.host),
      };
      faults.push(fault);
      return view(fault);
    },
    list: () => faults.map(view),
    remove(id) {
      const before = faults.length;
      faults = faults.filter((f) => f.id !== id);
      return faults.length < before;
    },
    clear() {
      faults = [];
    },
    match(method, path, host) {
      const bare = host?.toLowerCase().replace(/:\d+$/, '') ?? null;
      for (const f of faults) {
        if (bare === null ? f.hostRegex !== null : !f.hostRegex?.test(bare)) continue;
        if (f.method !== '*' && f.method !== method) continue;
        if (!f.regex.test(path)) continue;
        if (f.times !== 'always' && f.fired >= f.times) continue;
        f.seen += 1;
        if (f.seen <= f.after) continue;
        f.fired += 1;
        return view(f);
      }
      return null;
    },
    releaseHangs() {
      for (const release of hangs) release();
      hangs.clear();
    },
    hang(signal) {
      return new Promise<void>((resolve) => {
        const release = () => {
          hangs.delete(release);
          resolve();
        };
        hangs.add(release);
        signal.addEventListener('abort', release, { once: true });
      });
    },
  };
}

const FAULT_CODES: Record<number, string> = {
  401: 'not_authorized',
  403: 'forbidden',
  404: 'resource_not_found',
  409: 'conflict',
  503: 'service_unavailable',
};

function defaultFaultBody(status: number, path: string) {
  if (status === 429) return rateLimitBody(path);
  const code = FAULT_CODES[status] ?? (status >= 500 ? 'internal_error' : 'bad_request');
  return new ServiceError(400, code, `Injected fault ${status}`).body();
}

/**
 * Middleware acting out the registered faults. `byHost`: the faults with a host pattern (mounted
 * before the published-site host, so they reach published pages); else the faults without one (on
 * API requests). `onBump` applies a `bump-last-updated` edit before the handler runs.
 */
export function faultMiddleware(
  faults: FaultRegistry,
  onBump: (path: string, action: Extract<FaultAction, { kind: 'bump-last-updated' }>) => void,
  byHost = false,
): MiddlewareHandler<EmulatorEnv> {
  return async (c, next) => {
    if (c.req.path.startsWith('/__emulator/')) return next();
    const host = byHost ? (c.req.header('host') ?? '') : null;
    const fault = faults.match(c.req.method, c.req.path, host);
    if (!fault) return next();
    const action = fault.action;
    c.set('fault', action.kind);
    switch (action.kind) {
      case 'status':
        return c.json(
          action.body ?? defaultFaultBody(action.status, c.req.path),
          action.status as ContentfulStatusCode,
          action.headers ?? {},
        );
      case 'delay':
        await new Promise((r) => setTimeout(r, action.ms));
        return next();
      case 'hang':
        await faults.hang(c.req.raw.signal);
        return c.body(null, 503);
      case 'bump-last-updated':
        onBump(c.req.path, action);
        return next();
      case 'malformed-json': {
        await next();
        const headers = new Headers(c.res.headers);
        headers.set('content-type', 'application/json');
        headers.delete('content-length');
        c.res = new Response('{"truncated": [', { status: c.res.status, headers });
        return;
      }
      case 'drop-after-write':
        await next();
        c.env.incoming?.socket.destroy();
        return;
    }
  };
}
