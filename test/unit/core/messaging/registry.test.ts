import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  defineBackground,
  defineFeature,
  listFeatures,
  loadFeatures,
} from '@/lib/core/messaging/registry';
import { out } from '@/lib/core/messaging/schemas';
import { compareWhole } from '@/lib/core/drafts/compare';
import { defineDraftKind } from '@/lib/core/drafts/draft-kind';
import { loadProtocol } from '@/lib/app/protocol';
import { features } from '@/lib/app/features';

/** A draft kind of greetings, its service a no-op. */
const greeting = defineDraftKind({
  kind: 'greeting',
  keyFields: { to: z.string() },
  value: z.string(),
  compare: compareWhole({ toValue: (text: string) => text, fromMerged: String }),
  remote: () => ({
    read: async () => ({ lastUpdated: null, value: null }),
    write: async () => ({ lastUpdated: null, value: null }),
  }),
});

const greet = defineFeature({
  name: 'greet',
  background: async () =>
    defineBackground({
      messages: { hello: { request: z.object({ name: z.string() }), response: out<string>() } },
      createHandlers: ({ prefix }: { prefix: string }) => ({
        hello: ({ name }: { name: string }) => `${prefix} ${name}`,
      }),
      draftKinds: [greeting],
      storedItems: ['local:greetings:*'],
    }),
});
const count = defineFeature({
  name: 'count',
  background: async () =>
    defineBackground({
      messages: { up: { request: z.object({ n: z.number() }), response: out<number>() } },
      createHandlers: ({ step }: { step: number }) => ({
        up: async ({ n }: { n: number }) => n + step,
      }),
    }),
});

describe('the feature registry', () => {
  it("puts each feature's messages under its name", async () => {
    const loaded = await loadFeatures(listFeatures([greet, count]));
    expect(Object.keys(loaded.protocol).sort()).toEqual(['count.up', 'greet.hello']);
    const handlers = loaded.createHandlers({ prefix: 'Hello', step: 2 });
    expect(handlers['greet.hello']({ name: 'Dana' })).toBe('Hello Dana');
    await expect(handlers['count.up']({ n: 1 })).resolves.toBe(3);
  });

  it('gathers the draft kinds and stored items the features register', async () => {
    const loaded = await loadFeatures(listFeatures([greet, count]));
    expect(loaded.draftKinds.map((k) => k.kind)).toEqual(['greeting']);
    expect(loaded.storedItems).toEqual([{ feature: 'greet', key: 'local:greetings:*' }]);
  });

  it('refuses a name listed twice: a type error, and refused when loaded', async () => {
    const again = defineFeature({ name: 'greet' });
    // @ts-expect-error -- two features named "greet" would share one namespace.
    const list = listFeatures([greet, again]);
    await expect(loadFeatures(list)).rejects.toThrow('"greet" is listed twice');
  });

  it('keeps only the handlers of messages a feature registers', async () => {
    const leaky = defineFeature({
      name: 'leaky',
      background: async () =>
        defineBackground({
          messages: { ping: { request: z.object({}), response: out<string>() } },
          createHandlers: () => ({ ping: () => 'pong', secret: () => 'leaked' }),
        }),
    });
    const loaded = await loadFeatures(listFeatures([leaky]));
    expect(Object.keys(loaded.createHandlers({}))).toEqual(['leaky.ping']);
  });

  it("makes the app's protocol from every listed feature, each under its own name", async () => {
    const protocol = await loadProtocol();
    const names = Object.keys(protocol);
    expect(names.every((n) => features.some((f) => n.startsWith(`${f.name}.`)))).toBe(true);
    expect(names).toEqual(
      expect.arrayContaining(['account.getStatus', 'schema.pageSchema', 'publish.publishSite']),
    );
  });

  it('loads no background part until asked', () => {
    let loaded = false;
    defineFeature({
      name: 'lazy',
      background: async () => {
        loaded = true;
        return defineBackground({ messages: {}, createHandlers: () => ({}) });
      },
    });
    expect(loaded).toBe(false);
  });
});
