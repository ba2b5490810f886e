import { Hono } from 'hono';
import { z } from 'zod';
import type { EmulatorContext, EmulatorEnv } from '../context';
import { isTriggerType } from '../events';
import { notFound, validationError } from '../http/errors';
import { faultInputSchema } from '../http/faults';
import { readJson } from '../http/validate';
import { newObjectId, newSecret } from '../ids';
import { ALL_SCOPES } from '../store';
import type { OAuthApp } from '../world-types';
import { controlContentRoutes } from './control-content';
import { controlIndexingRoutes } from './control-indexing';
import { controlLiveRoutes } from './control-live';
import { fixtures } from './fixtures';

const scopesSchema = z.array(z.enum(ALL_SCOPES)).optional();

/** `scopes` (default: `all`), less `withoutScopes`: a key or token lacking one scope is one line. */
function chosenScopes(
  body: { scopes?: string[] | undefined; withoutScopes?: string[] | undefined },
  all: readonly string[],
): string[] {
  const left = new Set(body.withoutScopes ?? []);
  return (body.scopes ?? all).filter((s) => !left.has(s));
}

/**
 * The control API under `/__emulator/` (not part of the service; no auth; for local clients only,
 * see `controlGuard`):
 * fixtures, clock, reset, journal, outbox, faults, events, OAuth apps, site keys, plans.
 */
export function controlRoutes(ctx: EmulatorContext): Hono<EmulatorEnv> {
  const app = new Hono<EmulatorEnv>().basePath('/__emulator');
  const world = () => ctx.store.world;
  /** Apps registered here survive reset: tests register one per browser, once. */
  const registeredApps = new Map<string, OAuthApp>();

  app.get('/fixtures', (c) => c.json(fixtures(ctx)));

  app.get('/clock', (c) =>
    c.json({ now: ctx.clock.iso(), nowMs: ctx.clock.now(), offsetMs: ctx.clock.offsetMs() }),
  );
  app.post('/clock', async (c) => {
    const { advanceMs } = await readJson(
      c,
      z.object({
        advanceMs: z
          .number()
          .int()
          .min(0)
          .max(10 * 365 * 86_400_000),
      }),
    );
    ctx.clock.advance(advanceMs);
    return c.json({ now: ctx.clock.iso(), nowMs: ctx.clock.now(), offsetMs: ctx.clock.offsetMs() });
  });

  app.post('/reset', (c) => {
    ctx.store.reset();
    for (const registered of registeredApps.values()) world().oauthApps[registered.id] = registered;
    ctx.rateLimiter.clear();
    ctx.faults.clear();
    ctx.liveFaults.clear();
    return c.json({ ok: true });
  });

  app.get('/journal', (c) => {
    const q = c.req.query();
    const since = q.since !== undefined ? Number(q.since) : undefined;
    const status = q.status !== undefined ? Number(q.status) : undefined;
    return c.json({
      entries: ctx.journal.entries({
        method: q.method,
        path: q.path,
        since: Number.isFinite(since) ? since : undefined,
        status: Number.isFinite(status) ? status : undefined,
      }),
      nextSeq: ctx.journal.nextSeq(),
    });
  });
  app.delete('/journal', (c) => {
    ctx.journal.clear();
    return c.json({ ok: true, nextSeq: ctx.journal.nextSeq() });
  });

  app.get('/outbox', (c) =>
    c.json({ emails: world().outbox, deliveries: Object.values(world().deliveries) }),
  );
  app.delete('/outbox', (c) => {
    world().outbox = [];
    world().deliveries = {};
    return c.json({ ok: true });
  });

  app.get('/faults', (c) => c.json({ faults: ctx.faults.list() }));
  app.post('/faults', async (c) => {
    const input = await readJson(c, faultInputSchema);
    return c.json(ctx.faults.add(input), 201);
  });
  app.delete('/faults', (c) => {
    ctx.faults.clear();
    ctx.faults.releaseHangs();
    return c.json({ ok: true });
  });
  app.delete('/faults/:id', (c) => {
    if (!ctx.faults.remove(c.req.param('id'))) throw notFound('fault');
    return c.json({ ok: true });
  });

  app.post('/events/:triggerType', async (c) => {
    const triggerType = c.req.param('triggerType');
    if (!isTriggerType(triggerType)) throw validationError(`Unknown trigger type ${triggerType}`);
    const body = await readJson(
      c,
      z.object({ siteId: z.string(), payload: z.record(z.string(), z.unknown()).default({}) }),
    );
    if (!world().sites[body.siteId]) throw notFound('site');
    ctx.events.emit(body.siteId, triggerType, { siteId: body.siteId, ...body.payload });
    return c.json({ emitted: true, triggerType, siteId: body.siteId });
  });

  app.post('/oauth-apps', async (c) => {
    const body = await readJson(
      c,
      z.object({
        name: z.string().min(1).max(200),
        redirectUrl: z.string().url().startsWith('https://'),
        scopes: scopesSchema,
        description: z.string().max(500).optional(),
      }),
    );
    const workspaceId = Object.keys(world().workspaces)[0]!;
    const id = newObjectId();
    const oauthApp = {
      id,
      clientId: newSecret('client'),
      clientSecret: newSecret('secret'),
      name: body.name,
      description: body.description ?? 'Registered through the control API',
      homepage: 'https://companion.example',
      redirectUrl: body.redirectUrl,
      scopes: body.scopes ?? [...ALL_SCOPES],
      workspaceId,
    };
    world().oauthApps[id] = oauthApp;
    registeredApps.set(id, oauthApp);
    return c.json(
      {
        id,
        clientId: oauthApp.clientId,
        clientSecret: oauthApp.clientSecret,
        redirectUrl: oauthApp.redirectUrl,
        scopes: oauthApp.scopes,
      },
      201,
    );
  });

  app.post('/site-keys', async (c) => {
    const body = await readJson(
      c,
      z.object({ siteId: z.string(), scopes: scopesSchema, withoutScopes: scopesSchema }),
    );
    if (!world().sites[body.siteId]) throw notFound('site');
    const token = newSecret('sitekey');
    const key = {
      id: newObjectId(),
      token,
      siteId: body.siteId,
      scopes: chosenScopes(body, ALL_SCOPES),
      createdAt: ctx.clock.now(),
      revoked: false,
    };
    world().siteKeys[token] = key;
    return c.json({ apiKey: token, siteId: key.siteId, scopes: key.scopes }, 201);
  });

  app.post('/tokens', async (c) => {
    const body = await readJson(
      c,
      z.object({
        clientId: z.string().optional(),
        scopes: scopesSchema,
        withoutScopes: scopesSchema,
      }),
    );
    const oauthApp = Object.values(world().oauthApps).find(
      (a) => body.clientId === undefined || a.clientId === body.clientId,
    );
    if (!oauthApp) throw notFound('OAuth app');
    const user = Object.values(world().users).find((u) => u.workspaceId === oauthApp.workspaceId);
    const token = newSecret('tok');
    world().tokens[token] = {
      id: newObjectId(),
      token,
      clientId: oauthApp.clientId,
      code: '',
      scopes: chosenScopes(body, oauthApp.scopes),
      workspaceId: oauthApp.workspaceId,
      userId: user?.id ?? '',
      createdAt: ctx.clock.now(),
      lastUsed: null,
      revoked: false,
    };
    return c.json({ accessToken: token, scopes: world().tokens[token]!.scopes }, 201);
  });

  app.post('/credentials/revoke', async (c) => {
    const { token } = await readJson(c, z.object({ token: z.string() }));
    const record = world().tokens[token] ?? world().siteKeys[token];
    if (!record) throw notFound('credential');
    record.revoked = true;
    return c.json({ revoked: true });
  });

  app.post('/sites/:id/plan', async (c) => {
    const site = world().sites[c.req.param('id')];
    if (!site) throw notFound('site');
    const body = await readJson(
      c,
      z.object({
        rateLimit: z.number().int().positive().max(100_000).nullable().optional(),
        localizedSlugs: z.boolean().optional(),
        enterprise: z.boolean().optional(),
      }),
    );
    if (body.rateLimit !== undefined) site.plan.rateLimit = body.rateLimit;
    if (body.localizedSlugs !== undefined) site.plan.localizedSlugs = body.localizedSlugs;
    if (body.enterprise !== undefined) site.plan.enterprise = body.enterprise;
    return c.json({ siteId: site.id, plan: site.plan });
  });

  app.route('/', controlContentRoutes(ctx));
  app.route('/', controlLiveRoutes(ctx));
  app.route('/', controlIndexingRoutes(ctx));
  return app;
}
