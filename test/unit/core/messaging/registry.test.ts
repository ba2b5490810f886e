import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineFeature, mergeHandlers, mergeMessages } from '@/lib/core/messaging/registry';
import { protocol } from '@/lib/app/protocol';
import { features } from '@/lib/app/features';

const out = <T>() => z.custom<T>(() => true);

const greet = defineFeature({
  messages: { greet: { request: z.object({ name: z.string() }), response: out<string>() } },
  createHandlers: ({ prefix }: { prefix: string }) => ({
    greet: ({ name }: { name: string }) => `${prefix} ${name}`,
  }),
});
const count = defineFeature({
  messages: { count: { request: z.object({ n: z.number() }), response: out<number>() } },
  createHandlers: ({ step }: { step: number }) => ({
    count: async ({ n }: { n: number }) => n + step,
  }),
});

describe('the feature registry', () => {
  it("merges the features' messages into one map", () => {
    const merged = mergeMessages([greet, count] as const);
    expect(Object.keys(merged).sort()).toEqual(['count', 'greet']);
    expect(merged.greet).toBe(greet.messages.greet);
  });

  it('refuses a message name two features register', () => {
    const again = defineFeature({
      messages: { greet: { request: z.object({}), response: out<string>() } },
      createHandlers: () => ({ greet: () => 'again' }),
    });
    expect(() => mergeMessages([greet, again] as const)).toThrow('"greet" is registered twice');
  });

  it("builds each feature's handlers from the one set of dependencies", async () => {
    const handlers = mergeHandlers([greet, count] as const, { prefix: 'Hello', step: 2 });
    expect(handlers.greet({ name: 'Dana' })).toBe('Hello Dana');
    await expect(handlers.count({ n: 1 })).resolves.toBe(3);
  });

  it('keeps only the handlers of messages a feature registers', () => {
    const leaky = defineFeature({
      messages: { ping: { request: z.object({}), response: out<string>() } },
      createHandlers: () => ({ ping: () => 'pong', secret: () => 'leaked' }),
    });
    expect(Object.keys(mergeHandlers([leaky] as const, {}))).toEqual(['ping']);
  });

  it("makes the app's protocol from every listed feature, each message once", () => {
    const names = features.flatMap((f) => Object.keys(f.messages));
    expect(new Set(names).size).toBe(names.length);
    expect(Object.keys(protocol).sort()).toEqual([...names].sort());
    expect(names).toEqual(expect.arrayContaining(['getStatus', 'pageSchema', 'publishSite']));
  });
});
