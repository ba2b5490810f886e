import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { RobotsMeta } from '@/lib/features/live-site/html-reader';
import {
  MAX_DETAIL_CHARS,
  robotsBlocks,
} from '@/lib/features/live-site/indexing/robots-directives';

const NOW = Date.parse('2026-03-01T12:00:00Z');
const robots = (content: string): RobotsMeta => ({ name: 'robots', content });
const googlebot = (content: string): RobotsMeta => ({ name: 'googlebot', content });
const reasons = (metas: RobotsMeta[], header: string | null = null) =>
  robotsBlocks(metas, header, NOW).map((b) => `${b.reason}/${b.source}`);

describe('robotsBlocks', () => {
  it('reads noindex and none as noindex, nosnippet and max-snippet:0 as nosnippet', () => {
    expect(robotsBlocks([robots(' NoIndex, nofollow ')], null, NOW)).toEqual([
      { reason: 'noindex', source: 'meta-robots', detail: 'NoIndex, nofollow' },
    ]);
    expect(reasons([robots('none')])).toEqual(['noindex/meta-robots']);
    expect(reasons([googlebot('nosnippet')])).toEqual(['nosnippet/meta-googlebot']);
    expect(reasons([robots('max-snippet: 0')])).toEqual(['nosnippet/meta-robots']);
    expect(reasons([robots('MAX-SNIPPET:0, max-image-preview:large')])).toEqual([
      'nosnippet/meta-robots',
    ]);
  });

  it('lets a page be shown with max-snippet -1 or a length, all, index or nothing', () => {
    for (const content of ['max-snippet:-1', 'max-snippet: 50', 'all', 'index, follow', '', ' , '])
      expect(reasons([robots(content)]), content).toEqual([]);
    expect(reasons([], 'max-snippet:-1, max-video-preview:0, noimageindex')).toEqual([]);
  });

  it('keeps one block per reason, the first source in the order meta-robots, meta-googlebot, header', () => {
    expect(
      reasons([googlebot('noindex'), robots('nosnippet'), robots('noindex')], 'noindex, nosnippet'),
    ).toEqual(['noindex/meta-robots', 'nosnippet/meta-robots']);
    expect(reasons([googlebot('none')], 'noindex, max-snippet:0')).toEqual([
      'noindex/meta-googlebot',
      'nosnippet/x-robots-tag',
    ]);
  });

  it('applies a header group to Googlebot only when it names googlebot or no user agent', () => {
    expect(reasons([], 'googlebot: noindex')).toEqual(['noindex/x-robots-tag']);
    expect(reasons([], 'GoogleBot: nosnippet')).toEqual(['nosnippet/x-robots-tag']);
    expect(reasons([], 'otherbot: noindex, nofollow')).toEqual([]);
    expect(reasons([], 'googlebot: nofollow, otherbot: noindex, nosnippet')).toEqual([]);
    expect(reasons([], 'otherbot: noindex, googlebot: nosnippet')).toEqual([
      'nosnippet/x-robots-tag',
    ]);
    expect(reasons([], 'googlebot-news: noindex')).toEqual([]);
    expect(reasons([], 'nosnippet, bingbot: noindex')).toEqual(['nosnippet/x-robots-tag']);
  });

  it('reads max-snippet and unavailable_after as directives, not user agents, also in a group', () => {
    expect(reasons([], 'max-snippet:0, noindex')).toEqual([
      'noindex/x-robots-tag',
      'nosnippet/x-robots-tag',
    ]);
    expect(reasons([], 'googlebot: max-snippet:0')).toEqual(['nosnippet/x-robots-tag']);
    expect(reasons([], 'otherbot: max-snippet:0, unavailable_after: 2020-01-01')).toEqual([]);
    expect(reasons([], 'unavailable_after: 2026-02-28T00:00:00Z, max-snippet: 0')).toEqual([
      'noindex/x-robots-tag',
      'nosnippet/x-robots-tag',
    ]);
  });

  it('reads a past unavailable_after date as noindex, in ISO 8601, RFC 822 and RFC 850', () => {
    const past = [
      'unavailable_after: 2025-06-25',
      'unavailable_after: 25 Jun 2025 15:00:00 PST',
      'unavailable_after: Wed, 25 Jun 2025 15:00:00 PST',
      'noimageindex, unavailable_after: Wednesday, 25-Jun-25 15:00:00 PST, nofollow',
      'googlebot: unavailable_after: Wed, 25 Jun 2025 15:00:00 GMT, max-snippet:0',
    ];
    for (const header of past) expect(reasons([], header)[0], header).toBe('noindex/x-robots-tag');
    expect(reasons([], past.at(-1)!)).toEqual(['noindex/x-robots-tag', 'nosnippet/x-robots-tag']);
    for (const content of ['unavailable_after: 2027-01-01', 'unavailable_after: whenever'])
      expect(reasons([robots(content)]), content).toEqual([]);
  });

  it('reads no user agents in a meta: its name says whom it is for', () => {
    expect(reasons([robots('otherbot: noindex')])).toEqual([]);
    expect(reasons([robots('googlebot: noindex')])).toEqual([]);
  });

  it('cuts the detail to 512 characters and reads at most 8 metas', () => {
    const long = `noindex, ${'x'.repeat(2000)}`;
    const [block] = robotsBlocks([robots(`  ${long}`)], null, NOW);
    expect(block!.detail).toBe(long.slice(0, MAX_DETAIL_CHARS));
    const many = [...Array.from({ length: 8 }, () => robots('all')), robots('noindex')];
    expect(reasons(many)).toEqual([]);
  });

  it('gives nothing for any directives grouped under another user agent (property)', () => {
    const directive = fc.constantFrom(
      'noindex',
      'NONE',
      'nosnippet',
      'max-snippet:0',
      'max-snippet: -1',
      'nofollow',
      'unavailable_after: 2001-01-01',
      'unavailable_after: Mon, 01 Jan 2001 00:00:00 GMT',
    );
    fc.assert(
      fc.property(
        fc.array(directive, { maxLength: 8 }),
        fc.constantFrom('bingbot', 'otherbot'),
        (list, agent) => {
          expect(robotsBlocks([], `${agent}: ${list.join(', ')}`, NOW)).toEqual([]);
          const mine = robotsBlocks([], `googlebot: ${list.join(', ')}`, NOW);
          const plain = robotsBlocks([], list.join(','), NOW);
          expect(mine.map((b) => b.reason)).toEqual(plain.map((b) => b.reason));
          expect(mine.length).toBeLessThanOrEqual(2);
        },
      ),
    );
  });

  it('never throws and keeps every detail within bounds, whatever the text (property)', () => {
    fc.assert(
      fc.property(
        fc.string({ maxLength: 600 }),
        fc.option(fc.string({ maxLength: 600 })),
        (content, header) => {
          const blocks = robotsBlocks([robots(content), googlebot(content)], header, NOW);
          expect(blocks.length).toBeLessThanOrEqual(2);
          for (const b of blocks) expect(b.detail!.length).toBeLessThanOrEqual(MAX_DETAIL_CHARS);
        },
      ),
    );
  });
});
