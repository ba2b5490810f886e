import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { loadProtocol, type MessageType } from '@/lib/app/protocol';
import { createRouter, isOwnPage, type Handlers } from '@/lib/core/messaging/router';

const protocol = await loadProtocol();
const self = { id: 'our-id', pageOrigin: 'chrome-extension://our-id' };
const ownPage = { id: 'our-id', url: 'chrome-extension://our-id/popup.html' };

const status = {
  version: '1.0.0',
  signedIn: false,
  accounts: [],
  signIn: 'idle',
  rates: [],
} as const;

/** Handlers that record calls; every message of the protocol is present. */
function handlers(overrides: Partial<Handlers> = {}): Handlers & {
  'account.getStatus': ReturnType<typeof vi.fn>;
} {
  const unexpected = () => {
    throw new Error('unexpected call');
  };
  return {
    'account.getStatus': vi.fn(() => ({ ...status, accounts: [...status.accounts], rates: [] })),
    'account.signInWithKey': vi.fn(unexpected),
    'account.signInWithOAuth': vi.fn(unexpected),
    'account.signOut': vi.fn(unexpected),
    'account.getSettings': vi.fn(unexpected),
    'account.saveSettings': vi.fn(unexpected),
    'account.locatePage': vi.fn(unexpected),
    'account.siteOutline': vi.fn(unexpected),
    'schema.pageSchema': vi.fn(unexpected),
    'schema.clearSchema': vi.fn(unexpected),
    'schema.schemaSummary': vi.fn(unexpected),
    'menus.showLocaleInPanel': vi.fn(unexpected),
    'page-compare.checkLivePage': vi.fn(unexpected),
    'schema.templateContext': vi.fn(unexpected),
    'metadata.pageMetadata': vi.fn(unexpected),
    'assets.assetFolders': vi.fn(unexpected),
    'assets.listAssets': vi.fn(unexpected),
    'assets.updateAsset': vi.fn(unexpected),
    'publish.publishDestinations': vi.fn(unexpected),
    'publish.publishSite': vi.fn(unexpected),
    ...overrides,
  } as Handlers & { 'account.getStatus': ReturnType<typeof vi.fn> };
}

describe('isOwnPage', () => {
  it.each([
    ['our popup', ownPage, true],
    ['our page with origin', { ...ownPage, origin: 'chrome-extension://our-id' }, true],
    [
      'a content script of ours on a web page',
      { id: 'our-id', url: 'https://evil.example/' },
      false,
    ],
    [
      'a web page claiming our origin',
      { id: 'our-id', url: 'https://x/', origin: self.pageOrigin },
      false,
    ],
    ['another extension', { id: 'other', url: 'chrome-extension://other/popup.html' }, false],
    ['no url', { id: 'our-id' }, false],
    ['a mismatched origin', { ...ownPage, origin: 'https://evil.example' }, false],
    ['an unparsable url', { id: 'our-id', url: 'not a url' }, false],
  ])('%s → %s', (_name, sender, expected) => {
    expect(isOwnPage(sender, self)).toBe(expected);
  });
});

describe('createRouter', () => {
  it('answers a valid message from our own page', async () => {
    const h = handlers();
    const reply = await createRouter(
      protocol,
      h,
      self,
    )({ type: 'account.getStatus', data: {} }, ownPage);
    expect(reply).toEqual({ ok: true, data: status });
    expect(h['account.getStatus']).toHaveBeenCalledOnce();
  });

  it('ignores forged senders without calling any handler', () => {
    const h = handlers();
    const route = createRouter(protocol, h, self);
    expect(
      route({ type: 'account.getStatus', data: {} }, { id: 'our-id', url: 'https://evil/' }),
    ).toBe(undefined);
    expect(h['account.getStatus']).not.toHaveBeenCalled();
  });

  it('rejects unknown message types and malformed payloads with a readable error', async () => {
    const h = handlers();
    const route = createRouter(protocol, h, self);
    expect(await route({ type: 'deleteEverything', data: {} }, ownPage)).toMatchObject({
      ok: false,
      error: { code: 'bad-request' },
    });
    expect(await route({ type: 'account.getStatus', data: { extra: 1 } }, ownPage)).toMatchObject({
      ok: false,
      error: { code: 'bad-request', message: expect.stringContaining('account.getStatus') },
    });
    expect(await route({ type: 'toString', data: {} }, ownPage)).toMatchObject({ ok: false });
    expect(h['account.getStatus']).not.toHaveBeenCalled();
  });

  it('refuses a publish that names nothing before any handler runs', async () => {
    const h = handlers();
    const route = createRouter(protocol, h, self);
    const data = { siteId: 's1', staging: false, customDomainIds: [] };
    expect(await route({ type: 'publish.publishSite', data }, ownPage)).toMatchObject({
      ok: false,
      error: { code: 'bad-request', message: expect.stringContaining('Choose at least one') },
    });
    expect(h['publish.publishSite']).not.toHaveBeenCalled();
  });

  it('turns a failing handler into an error reply', async () => {
    const route = createRouter(
      protocol,
      handlers({
        'account.getStatus': () => {
          throw new Error('Storage is unavailable.');
        },
      }),
      self,
    );
    expect(await route({ type: 'account.getStatus', data: {} }, ownPage)).toEqual({
      ok: false,
      error: { code: 'failed', message: 'Storage is unavailable.' },
    });
  });

  it('passes on a failure’s kind and when a rate-limit pause ends', async () => {
    const limited = Object.assign(new Error('Rate limited — resumes at 14:02'), {
      kind: 'rate-limited',
      resumesAt: 1_700_000_000_000,
    });
    const route = createRouter(
      protocol,
      handlers({
        'account.locatePage': () => {
          throw limited;
        },
      }),
      self,
    );
    expect(
      await route({ type: 'account.locatePage', data: { url: 'https://a/' } }, ownPage),
    ).toEqual({
      ok: false,
      error: {
        code: 'failed',
        message: 'Rate limited — resumes at 14:02',
        kind: 'rate-limited',
        retryAt: 1_700_000_000_000,
      },
    });
  });

  it('never throws and never runs a handler for arbitrary input or forged senders', async () => {
    const sender = fc.record(
      {
        id: fc.oneof(fc.constant('our-id'), fc.string()),
        url: fc.oneof(fc.webUrl(), fc.constant('https://evil.example/popup.html'), fc.string()),
        origin: fc.oneof(fc.constant('https://evil.example'), fc.string()),
      },
      { requiredKeys: [] },
    );
    await fc.assert(
      fc.asyncProperty(fc.anything(), sender, async (message, from) => {
        const h = handlers();
        const reply = await createRouter(protocol, h, self)(message, from);
        for (const handler of Object.values(h)) expect(handler).not.toHaveBeenCalled();
        if (reply) expect(reply.ok).toBe(false);
      }),
    );
    // A hundred runs with fresh spies take about 1.5 s alone, several times that on a busy machine.
  }, 30_000);
});

describe('createRouter for our own pages', () => {
  const types = Object.keys(protocol) as MessageType[];
  const known = fc.constantFrom(...types);
  const strange = fc.oneof(
    fc.string(),
    fc.constantFrom('__proto__', 'constructor', 'toString', 'hasOwnProperty', 'valueOf'),
  );

  it('runs the handler of a type only for a payload its schema accepts, and answers every message', async () => {
    await fc.assert(
      fc.asyncProperty(fc.oneof(known, strange), fc.anything(), async (type, data) => {
        const h = Object.fromEntries(types.map((t) => [t, vi.fn(() => null)])) as unknown as Record<
          MessageType,
          ReturnType<typeof vi.fn>
        >;
        const reply = await createRouter(
          protocol,
          h as unknown as Handlers,
          self,
        )({ type, data }, ownPage);
        const accepted =
          Object.hasOwn(protocol, type) &&
          protocol[type as MessageType].request.safeParse(data).success;
        for (const t of types) {
          expect(h[t]).toHaveBeenCalledTimes(t === type && accepted ? 1 : 0);
        }
        expect(reply?.ok).toBe(accepted);
        if (reply && !reply.ok) expect(reply.error.message).toEqual(expect.any(String));
      }),
    );
  }, 30_000);
});
