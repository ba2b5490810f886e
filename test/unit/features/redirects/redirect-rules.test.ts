import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  mergedRedirectCsv,
  parseRedirectCsv,
  writeRedirectCsv,
} from '@/lib/features/redirects/redirect-csv';
import {
  mergeRedirects,
  pathKey,
  redirectChanges,
  type RedirectRule,
} from '@/lib/features/redirects/redirect-rules';

const r = (fromUrl: string, toUrl: string): RedirectRule => ({ fromUrl, toUrl });
const sorted = (rules: readonly RedirectRule[]) =>
  rules.map((x) => `${pathKey(x.fromUrl)} ${pathKey(x.toUrl)}`).sort();

describe('mergeRedirects', () => {
  it('adds a move and keeps unrelated redirects', () => {
    expect(mergeRedirects([r('/x', '/y')], [r('/a', '/b')])).toEqual([
      r('/x', '/y'),
      r('/a', '/b'),
    ]);
  });

  it('collapses a chain into the new target: an old redirect to the moved page follows it', () => {
    expect(sorted(mergeRedirects([r('/older', '/a')], [r('/a', '/b')]))).toEqual(
      sorted([r('/older', '/b'), r('/a', '/b')]),
    );
  });

  it('a page moved twice: both old paths go straight to the last one', () => {
    expect(sorted(mergeRedirects([], [r('/a', '/b'), r('/b', '/c')]))).toEqual(
      sorted([r('/a', '/c'), r('/b', '/c')]),
    );
  });

  it('a page moved back: no redirect away from where it lives, no self-redirect', () => {
    expect(mergeRedirects([], [r('/a', '/b'), r('/b', '/a')])).toEqual([r('/b', '/a')]);
    expect(mergeRedirects([r('/a', '/b')], [r('/b', '/a')])).toEqual([r('/b', '/a')]);
  });

  it('drops self-redirects and loops, keeps the first rule of a source, ignores trailing slashes', () => {
    expect(mergeRedirects([r('/s', '/s/'), r('/p', '/q'), r('/q', '/p')], [])).toEqual([]);
    expect(mergeRedirects([r('/a', '/b'), r('/a/', '/c')], [])).toEqual([r('/a', '/b')]);
  });
});

describe('redirectChanges', () => {
  it('creates what is missing, patches chains, deletes what would redirect a live page, keeps the rest', () => {
    const existing = [
      { id: '1', ...r('/older', '/a') },
      { id: '2', ...r('/x', '/y') },
      { id: '3', ...r('/b', '/elsewhere') },
    ];
    const changes = redirectChanges(existing, [r('/a', '/b')]);
    expect(changes.create).toEqual([r('/a', '/b')]);
    expect(changes.update).toEqual([{ redirect: existing[0], toUrl: '/b' }]);
    expect(changes.remove).toEqual([existing[2]]);
    expect(changes.kept).toEqual([existing[1]]);
  });

  it('a move the service already has is kept, not created again', () => {
    const changes = redirectChanges([{ id: '1', ...r('/a', '/b/') }], [r('/a', '/b')]);
    expect(changes).toEqual({
      create: [],
      update: [],
      remove: [],
      kept: [{ id: '1', ...r('/a', '/b/') }],
    });
  });
});

const segment = fc.constantFrom('a', 'b', 'c', 'd', 'e', 'fr/a', 'fr/b', 'de/c');
const path = segment.map((s) => `/${s}`);
const rule = fc.record({ fromUrl: path, toUrl: path });
/** A clean existing set: one rule per source, no self-redirects, no chains. */
const cleanSet = fc.array(rule, { maxLength: 8 }).map((rules) => mergeRedirects(rules, []));

describe('properties of the merge (the dashboard file)', () => {
  it('is idempotent: merging the answer with the same moves gives it back', () => {
    fc.assert(
      fc.property(
        fc.array(rule, { maxLength: 8 }),
        fc.array(rule, { maxLength: 6 }),
        (existing, moves) => {
          const once = mergeRedirects(existing, moves);
          expect(sorted(mergeRedirects(once, moves))).toEqual(sorted(once));
        },
      ),
    );
  });

  it('leaves no chains, no self-redirects and one rule per source', () => {
    fc.assert(
      fc.property(
        fc.array(rule, { maxLength: 8 }),
        fc.array(rule, { maxLength: 6 }),
        (existing, moves) => {
          const merged = mergeRedirects(existing, moves);
          const sources = new Set(merged.map((x) => pathKey(x.fromUrl)));
          expect(sources.size).toBe(merged.length);
          for (const x of merged) {
            expect(pathKey(x.fromUrl)).not.toBe(pathKey(x.toUrl));
            expect(sources.has(pathKey(x.toUrl))).toBe(false);
          }
        },
      ),
    );
  });

  it('every move’s source redirects (unless a later move lives there), and no move target redirects', () => {
    fc.assert(
      fc.property(
        fc.array(rule, { maxLength: 8 }),
        fc.array(rule, { maxLength: 6 }),
        (existing, moves) => {
          const merged = new Map(
            mergeRedirects(existing, moves).map((x) => [pathKey(x.fromUrl), x]),
          );
          const last = moves.at(-1);
          if (last && pathKey(last.fromUrl) !== pathKey(last.toUrl)) {
            expect(merged.get(pathKey(last.fromUrl))?.toUrl).toBeDefined();
            expect(merged.has(pathKey(last.toUrl))).toBe(false);
          }
        },
      ),
    );
  });

  it('keeps every existing row the moves do not touch', () => {
    fc.assert(
      fc.property(cleanSet, fc.array(rule, { maxLength: 6 }), (existing, moves) => {
        const touched = new Set(moves.flatMap((m) => [pathKey(m.fromUrl), pathKey(m.toUrl)]));
        const merged = sorted(mergeRedirects(existing, moves));
        for (const row of existing) {
          if (touched.has(pathKey(row.fromUrl)) || touched.has(pathKey(row.toUrl))) continue;
          expect(merged).toContain(`${pathKey(row.fromUrl)} ${pathKey(row.toUrl)}`);
        }
      }),
    );
  });

  it('the CSV round-trips and its merge is idempotent too', () => {
    fc.assert(
      fc.property(cleanSet, fc.array(rule, { maxLength: 6 }), (existing, moves) => {
        const first = mergedRedirectCsv(writeRedirectCsv(existing), moves);
        expect(parseRedirectCsv(first.csv).rules).toEqual(first.rules);
        expect(mergedRedirectCsv(first.csv, moves).csv).toBe(first.csv);
      }),
    );
  });
});

describe('redirect CSV', () => {
  it('keeps the header and the rows of the dashboard export, adds the moves, drops duplicates', () => {
    const exported =
      'Old Path,Redirect To\r\n/blog/(.*),/news/%1\r\n"/a,b",/c\r\n/old-team,/team\r\n/old-team,/team\r\n\r\n';
    const { csv, rules, existing } = mergedRedirectCsv(exported, [r('/team', '/people')]);
    expect(existing).toBe(4);
    expect(rules).toHaveLength(4);
    expect(csv).toBe(
      'Old Path,Redirect To\r\n/blog/(.*),/news/%1\r\n"/a,b",/c\r\n/old-team,/people\r\n/team,/people\r\n',
    );
  });

  it('a file without a header gets source,target; a BOM and LF line ends are read', () => {
    expect(parseRedirectCsv('\uFEFF/a,/b\n/c,/d').rules).toEqual([r('/a', '/b'), r('/c', '/d')]);
    expect(mergedRedirectCsv('', [r('/a', '/b')]).csv).toBe('source,target\r\n/a,/b\r\n');
  });
});
