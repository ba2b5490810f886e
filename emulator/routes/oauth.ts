import { randomBytes } from 'node:crypto';
import { Hono } from 'hono';
import type { Context } from 'hono';
import type { EmulatorContext, EmulatorEnv } from '../context';
import { OAuthError } from '../http/errors';
import { readFlatBody } from '../http/validate';
import { newObjectId, newSecret } from '../ids';
import { escapeHtml, htmlDocument } from '../published/html';
import type { OAuthApp } from '../world-types';

interface PendingConsent {
  clientId: string;
  redirectUri: string | null;
  state: string | null;
  scopes: string[];
}

const MAX_PENDING = 1000;

function redirectTo(base: string, params: Record<string, string | null>): string {
  const url = new URL(base);
  for (const [k, v] of Object.entries(params)) if (v !== null) url.searchParams.set(k, v);
  return url.toString();
}

function errorPage(c: Context, error: string, description: string) {
  const body = `<main><h1>Authorization failed</h1><p id="error">${escapeHtml(error)}</p><p id="error-description">${escapeHtml(description)}</p></main>`;
  return c.html(htmlDocument({ lang: 'en', title: 'Authorization failed', body }), 400);
}

function consentPage(app: OAuthApp, tx: string, scopes: string[], workspace: string) {
  const items = scopes.map((s) => `<li>${escapeHtml(s)}</li>`).join('');
  const body = `<main>
<h1>Authorize ${escapeHtml(app.name)}</h1>
<p id="app-description">${escapeHtml(app.description)}</p>
<p>${escapeHtml(app.name)} asks for access to the workspace <strong>${escapeHtml(workspace)}</strong>:</p>
<ul id="scopes">${items}</ul>
<form method="post" action="/oauth/authorize">
<input type="hidden" name="tx" value="${escapeHtml(tx)}">
<button type="submit" id="approve" name="decision" value="approve">Approve</button>
<button type="submit" id="deny" name="decision" value="deny">Deny</button>
</form>
</main>`;
  return htmlDocument({ lang: 'en', title: `Authorize ${escapeHtml(app.name)}`, body });
}

/** OAuth: the consent page, the code exchange and revocation (spec 4.1–4.3). */
export function oauthRoutes(ctx: EmulatorContext): Hono<EmulatorEnv> {
  const app = new Hono<EmulatorEnv>();
  const world = () => ctx.store.world;
  const pending = new Map<string, PendingConsent>();
  const appByClient = (clientId: string | undefined) =>
    clientId ? Object.values(world().oauthApps).find((a) => a.clientId === clientId) : undefined;

  app.get('/oauth/authorize', (c) => {
    const q = c.req.query();
    const oauthApp = appByClient(q.client_id);
    if (!oauthApp) return errorPage(c, 'invalid_request', 'Unknown or missing client_id');
    const redirectUri = q.redirect_uri ?? null;
    if (redirectUri !== null && redirectUri !== oauthApp.redirectUrl) {
      return errorPage(
        c,
        'invalid_request',
        'redirect_uri does not match the registered Redirect URL',
      );
    }
    const state = q.state ?? null;
    const fail = (error: string, description: string) =>
      c.redirect(
        redirectTo(oauthApp.redirectUrl, { error, error_description: description, state }),
        302,
      );
    if (!q.response_type) return fail('invalid_request', 'response_type is required');
    if (q.response_type !== 'code')
      return fail('unsupported_response_type', 'response_type must be code');
    const scopes = q.scope === undefined ? oauthApp.scopes : q.scope.split(' ').filter(Boolean);
    const extra = scopes.filter((s) => !oauthApp.scopes.includes(s));
    if (scopes.length === 0 || extra.length > 0) {
      return fail(
        'invalid_scope',
        `Scopes not allowed for this application: ${extra.join(' ') || '(none)'}`,
      );
    }
    const tx = randomBytes(16).toString('hex');
    pending.set(tx, { clientId: oauthApp.clientId, redirectUri, state, scopes });
    if (pending.size > MAX_PENDING) pending.delete(pending.keys().next().value!);
    const workspace = world().workspaces[oauthApp.workspaceId]?.displayName ?? 'workspace';
    c.header('cache-control', 'no-store');
    return c.html(consentPage(oauthApp, tx, scopes, workspace));
  });

  app.post('/oauth/authorize', async (c) => {
    const form = (await readFlatBody(c)) ?? {};
    const consent = form.tx ? pending.get(form.tx) : undefined;
    const oauthApp = consent ? appByClient(consent.clientId) : undefined;
    if (!consent || !oauthApp)
      return errorPage(c, 'invalid_request', 'This authorization request is no longer valid');
    pending.delete(form.tx!);
    if (form.decision !== 'approve') {
      return c.redirect(
        redirectTo(oauthApp.redirectUrl, {
          error: 'access_denied',
          error_description: 'The user denied the request',
          state: consent.state,
        }),
        302,
      );
    }
    const user = Object.values(world().users).find((u) => u.workspaceId === oauthApp.workspaceId);
    const code = randomBytes(20).toString('hex');
    world().codes[code] = {
      code,
      clientId: oauthApp.clientId,
      redirectUri: consent.redirectUri,
      scopes: consent.scopes,
      workspaceId: oauthApp.workspaceId,
      userId: user?.id ?? '',
      issuedAt: ctx.clock.now(),
      usedAt: null,
    };
    return c.redirect(redirectTo(oauthApp.redirectUrl, { code, state: consent.state }), 302);
  });

  const clientFrom = (body: Record<string, string>) => {
    const oauthApp = appByClient(body.client_id);
    if (!oauthApp || !body.client_secret || body.client_secret !== oauthApp.clientSecret) {
      throw new OAuthError(401, 'invalid_client', 'No OAuth application matches the credentials');
    }
    return oauthApp;
  };

  app.post('/oauth/access_token', async (c) => {
    const body = await readFlatBody(c);
    if (!body) throw new OAuthError(400, 'invalid_request', 'The request body could not be read');
    if (body.grant_type !== 'authorization_code') {
      throw new OAuthError(
        400,
        'unsupported_grant_type',
        'grant_type must be the string authorization_code',
      );
    }
    const oauthApp = clientFrom(body);
    const code = body.code ? world().codes[body.code] : undefined;
    const invalid = (why: string) =>
      new OAuthError(400, 'invalid_grant', `The code is invalid: ${why}`);
    if (!code || code.clientId !== oauthApp.clientId) throw invalid('unknown code');
    if (code.usedAt !== null) {
      for (const t of Object.values(world().tokens)) if (t.code === code.code) t.revoked = true;
      throw invalid('already used; tokens issued from it are revoked');
    }
    if (ctx.clock.now() - code.issuedAt > ctx.options.codeTtlMs) throw invalid('expired');
    if (code.redirectUri !== null && body.redirect_uri !== code.redirectUri) {
      throw invalid('redirect_uri does not match the authorization request');
    }
    code.usedAt = ctx.clock.now();
    const token = newSecret('tok');
    world().tokens[token] = {
      id: newObjectId(),
      token,
      clientId: oauthApp.clientId,
      code: code.code,
      scopes: code.scopes,
      workspaceId: code.workspaceId,
      userId: code.userId,
      createdAt: ctx.clock.now(),
      lastUsed: null,
      revoked: false,
    };
    c.set('applied', true);
    return c.json({ token_type: 'bearer', access_token: token });
  });

  app.post('/oauth/revoke_authorization', async (c) => {
    const body = await readFlatBody(c);
    if (!body) throw new OAuthError(400, 'invalid_request', 'The request body could not be read');
    const oauthApp = clientFrom(body);
    if (!body.access_token)
      throw new OAuthError(400, 'invalid_request', 'access_token is required');
    const token = world().tokens[body.access_token];
    if (!token || token.revoked || token.clientId !== oauthApp.clientId) {
      throw new OAuthError(400, 'invalid_token', 'The token is unknown or already revoked');
    }
    token.revoked = true;
    c.set('applied', true);
    return c.json({ didRevoke: true });
  });
  return app;
}
