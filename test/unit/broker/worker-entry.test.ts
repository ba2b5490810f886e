import { readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { ENV_NAMES } from '@/broker/config';
import { challengeOf } from '@/broker/flow-token';
import broker from '@/broker/index';

const CHROME = 'chrome-extension://abcdefghijklmnopabcdefghijklmnop';
const REDIRECT = 'https://abcdefghijklmnopabcdefghijklmnop.chromiumapp.org/';
const ENV = {
  BROKER_CLIENT_ID: 'c',
  BROKER_CLIENT_SECRET: 'super-secret-client-value-0123456789',
  BROKER_TOKEN_URL: 'https://api.example/oauth/access_token',
  BROKER_ALLOWED_REDIRECTS: REDIRECT,
  BROKER_ALLOWED_ORIGINS: CHROME,
};

const call = (path: string, body: unknown, env: Record<string, string>) =>
  broker.fetch(
    new Request(`https://broker.example${path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: CHROME },
      body: JSON.stringify(body),
    }),
    env,
  );

/** Every module the Worker entry loads, following relative imports from `broker/index.ts`. */
function workerModules(): Map<string, string> {
  const found = new Map<string, string>();
  const visit = (file: string) => {
    if (found.has(file)) return;
    const source = readFileSync(file, 'utf8');
    found.set(file, source);
    for (const [, spec] of source.matchAll(/\bfrom\s+'([^']+)'/g)) {
      if (spec!.startsWith('.')) visit(`${join(dirname(file), spec!)}.ts`);
    }
  };
  visit('broker/index.ts');
  return found;
}

describe('the Worker entry', () => {
  it('configures itself from the env argument', async () => {
    vi.spyOn(console, 'info').mockImplementation(() => undefined);
    const response = await broker.fetch(
      new Request('https://broker.example/flows', {
        method: 'OPTIONS',
        headers: { Origin: CHROME },
      }),
      ENV,
    );
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-origin')).toBe(CHROME);
  });

  it('follows changed settings: a flow signed under the old key is refused', async () => {
    vi.spyOn(console, 'info').mockImplementation(() => undefined);
    const verifier = 'v'.repeat(43);
    const before = { ...ENV, BROKER_SIGNING_KEY: 'a'.repeat(32) };
    const started = (await (
      await call(
        '/flows',
        { challenge: await challengeOf(verifier), redirectUri: REDIRECT },
        before,
      )
    ).json()) as { flowId: string; state: string };
    const exchange = { ...started, verifier, code: 'c', redirectUri: REDIRECT };
    const after = { ...ENV, BROKER_SIGNING_KEY: 'b'.repeat(32) };
    expect(await (await call('/exchange', exchange, after)).json()).toMatchObject({
      error: 'invalid_flow',
    });
  });

  it('answers 500 naming no value when its settings are incomplete', async () => {
    const logged: string[] = [];
    vi.spyOn(console, 'error').mockImplementation((line: unknown) => logged.push(String(line)));
    const response = await call('/flows', {}, { BROKER_CLIENT_SECRET: ENV.BROKER_CLIENT_SECRET });
    expect(response.status).toBe(500);
    expect(await response.json()).toMatchObject({ error: 'misconfigured' });
    expect(logged.join('\n')).toContain('BROKER_TOKEN_URL');
    expect(logged.join('\n')).not.toContain(ENV.BROKER_CLIENT_SECRET);
  });

  it('is what wrangler.toml deploys, with every plain setting as a var and no secret in it', () => {
    const toml = readFileSync('broker/wrangler.toml', 'utf8');
    const [top = '', vars = ''] = toml.split(/^\[vars\]$/m);
    expect(top).toMatch(/^main = "index\.ts"$/m);
    expect(top).toMatch(/^compatibility_date = "\d{4}-\d{2}-\d{2}"$/m);
    expect(top).not.toMatch(/^compatibility_flags/m);
    const names = [...vars.matchAll(/^(\w+) = /gm)].map((m) => m[1]);
    const secrets = ['BROKER_CLIENT_SECRET', 'BROKER_SIGNING_KEY'];
    expect(names.sort()).toEqual(ENV_NAMES.filter((n) => !secrets.includes(n)).sort());
    expect(toml).toMatch(/wrangler secret put BROKER_CLIENT_SECRET/);
  });

  it('uses no Node API, so it deploys to Workers unchanged', () => {
    const modules = workerModules();
    expect([...modules.keys()].map((f) => relative('broker', f)).sort()).toEqual([
      'config.ts',
      'flow-token.ts',
      'handler.ts',
      'index.ts',
      'read-body.ts',
      'upstream.ts',
    ]);
    for (const [file, source] of modules) {
      const imports = [...source.matchAll(/\bfrom\s+'([^']+)'/g)].map((m) => m[1]);
      expect(
        imports.filter((spec) => !spec!.startsWith('.')),
        file,
      ).toEqual(imports.includes('zod') ? ['zod'] : []);
      const code = source.replace(/\/\*[\s\S]*?\*\/|\/\/.*/g, '');
      expect(code, file).not.toMatch(/\b(process|Buffer|require|__dirname|setImmediate)\b/);
    }
  });
});
