import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseAuditArgs, UsageError, type ArgsEnv } from '@/lib/cli/audit/args';
import {
  categoryOf,
  emptyShardNote,
  parseShard,
  sitesOfShard,
  type Shard,
} from '@/lib/cli/audit/shard';

const TOKEN = 'emu_sitekey_0123456789abcdef';

function ctx(env: Record<string, string>, files: Record<string, string> = {}): ArgsEnv {
  return {
    env,
    readFile(path) {
      if (!(path in files)) throw Object.assign(new Error('missing'), { code: 'ENOENT' });
      return files[path]!;
    },
  };
}

const usage = (value: string): string => {
  try {
    parseShard(value);
  } catch (error) {
    expect(error).toBeInstanceOf(UsageError);
    return (error as Error).message;
  }
  throw new Error('no usage error');
};

/** Every shard of `ids` split `count` ways, as lists of ids. */
const split = (ids: readonly string[], count: number): string[][] =>
  Array.from({ length: count }, (_, i) =>
    sitesOfShard(
      ids.map((site) => ({ site })),
      { index: i + 1, count },
    ).map((e) => e.site),
  );

const siteIds = fc.uniqueArray(fc.stringMatching(/^[A-Za-z0-9_-]{1,24}$/), { maxLength: 60 });

describe('--shard K/N', () => {
  it('takes K/N with 1 <= K <= N <= 256 and says what is wrong otherwise', () => {
    expect(parseShard('2/4')).toEqual({ index: 2, count: 4 });
    expect(parseShard('1/1')).toEqual({ index: 1, count: 1 });
    expect(parseShard('256/256')).toEqual({ index: 256, count: 256 });
    expect(usage('0/4')).toBe('--shard 0/4: K must be from 1 to N (4).');
    expect(usage('5/4')).toBe('--shard 5/4: K must be from 1 to N (4).');
    expect(usage('1/0')).toBe('--shard 1/0: N must be from 1 to 256.');
    expect(usage('1/257')).toBe('--shard 1/257: N must be from 1 to 256.');
    for (const value of ['2', '2/4/8', '1.5/4', '-1/4', 'a/b', '', `${TOKEN}/4`]) {
      const message = usage(value);
      expect(message).toBe('--shard takes K/N, two whole numbers: --shard 2/4 is the 2nd of 4.');
      expect(message).not.toContain(TOKEN);
    }
  });

  it('puts every site in exactly one shard, the shards within one site of each other', () => {
    fc.assert(
      fc.property(siteIds, fc.integer({ min: 1, max: 256 }), (ids, count) => {
        const shards = split(ids, count);
        expect(shards.flat().sort()).toEqual([...ids].sort());
        const sizes = shards.map((s) => s.length);
        expect(Math.max(...sizes) - Math.min(...sizes)).toBeLessThanOrEqual(1);
      }),
    );
  });

  it('splits the same way whatever the order of the sites, keeping the order given', () => {
    fc.assert(
      fc.property(
        siteIds.chain((ids) =>
          fc.tuple(fc.constant(ids), fc.shuffledSubarray(ids, { minLength: ids.length })),
        ),
        fc.integer({ min: 1, max: 8 }),
        ([ids, shuffled], count) => {
          const a = split(ids, count);
          const b = split(shuffled, count);
          expect(b.map((s) => [...s].sort())).toEqual(a.map((s) => [...s].sort()));
          for (const shard of b) {
            expect(shard).toEqual(shuffled.filter((id) => shard.includes(id)));
          }
        },
      ),
    );
  });

  it('deals the sorted ids out in turn, by code unit and not by locale', () => {
    expect(split(['d', 'b', 'a', 'c', 'e'], 2)).toEqual([
      ['a', 'c', 'e'],
      ['d', 'b'],
    ]);
    // Upper case sorts before lower case in code units, whatever the runner's locale says.
    expect(split(['b', 'a', 'B', 'A'], 4)).toEqual([['A'], ['B'], ['a'], ['b']]);
  });

  it("names each shard's code-scanning category and why a shard is empty", () => {
    const shards: Shard[] = [1, 2, 3, 4].map((index) => ({ index, count: 4 }));
    expect(shards.map(categoryOf)).toEqual([
      'site-audit/shard-1-of-4/',
      'site-audit/shard-2-of-4/',
      'site-audit/shard-3-of-4/',
      'site-audit/shard-4-of-4/',
    ]);
    expect(emptyShardNote({ index: 3, count: 4, named: 2, from: 'sites-file' })).toBe(
      'shard 3 of 4 has no sites: the sites file lists 2',
    );
    expect(emptyShardNote({ index: 2, count: 2, named: 1, from: 'site' })).toBe(
      'shard 2 of 2 has no sites: --site names 1',
    );
  });
});

describe('--shard in the arguments', () => {
  const file = JSON.stringify([
    { site: 'c3', tokenEnv: 'SITE_COMPANION_TOKEN_C' },
    { site: 'a1', tokenEnv: 'SITE_COMPANION_TOKEN_A' },
    { site: 'b2', tokenEnv: 'SITE_COMPANION_TOKEN_B' },
  ]);

  it("keeps this shard's sites of the sites file and --site, needing only their tokens", () => {
    // Sorted: a1, b2, c3, d4; the 2nd of 2 shards takes b2 and d4.
    const env = { SITE_COMPANION_TOKEN_B: 'b-secret', SITE_COMPANION_TOKEN: TOKEN };
    const config = parseAuditArgs(
      ['--sites-file', 'sites.json', '--site', 'd4', '--shard', '2/2'],
      ctx(env, { 'sites.json': file }),
    );
    expect(config).toMatchObject({
      targets: [
        { siteId: 'd4', token: TOKEN, tokenEnv: 'SITE_COMPANION_TOKEN' },
        { siteId: 'b2', token: 'b-secret', tokenEnv: 'SITE_COMPANION_TOKEN_B' },
      ],
      shard: { index: 2, count: 2, named: 4, from: 'both' },
    });
    expect(
      parseAuditArgs(['--site', 'a1'], ctx({ SITE_COMPANION_TOKEN: TOKEN })),
    ).not.toHaveProperty('shard');
  });

  it('leaves a shard past the sites empty, which is no misuse', () => {
    const config = parseAuditArgs(
      ['--sites-file', 'sites.json', '--shard', '4/4'],
      ctx({}, { 'sites.json': file }),
    );
    expect(config).toMatchObject({
      targets: [],
      shard: { index: 4, count: 4, named: 3, from: 'sites-file' },
    });
  });

  it('still refuses a site named twice in any shard, and --host with several sites', () => {
    const env = ctx({ SITE_COMPANION_TOKEN: TOKEN });
    expect(() => parseAuditArgs(['--site', 'a1', '--site', 'a1', '--shard', '2/2'], env)).toThrow(
      'Site a1 is named twice.',
    );
    expect(() =>
      parseAuditArgs(
        ['--site', 'a1', '--site', 'b2', '--shard', '1/2', '--live', '--host', 'www.a.example'],
        env,
      ),
    ).toThrow(/^--host names one site/);
    expect(() => parseAuditArgs(['--site', 'a1', '--shard', '3/2'], env)).toThrow(
      '--shard 3/2: K must be from 1 to N (2).',
    );
  });
});
