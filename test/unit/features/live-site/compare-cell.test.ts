import { describe, expect, it } from 'vitest';
import { compareCell, liveBlocks } from '@/lib/features/live-site/compare-cell';
import { fingerprint, storedMarkup } from '@/lib/features/live-site/stored-facts';

const saved = {
  '@context': 'https://schema.org',
  '@type': 'Product',
  name: 'Lamp',
  offers: { '@type': 'Offer', price: '10' },
};
const stored = (value: unknown, lastUpdated = '2026-11-01T00:00:00Z') =>
  storedMarkup({ value, raw: null, lastUpdated, inherited: false });
const PUBLISHED = '2026-11-02T00:00:00Z';
const extra = { '@context': 'https://schema.org', '@type': 'Organization', name: 'Custom code' };

describe('compareCell', () => {
  it('matches when the live block is the saved one, key order and whitespace aside', () => {
    const live = {
      offers: { price: '10', '@type': 'Offer' },
      name: '  Lamp ',
      '@type': 'Product',
      '@context': 'https://schema.org',
    };
    expect(fingerprint(live)).toBe(fingerprint(saved));
    expect(compareCell(stored(saved), liveBlocks([live]), PUBLISHED)).toMatchObject({
      state: 'matches',
      extraBlocks: 0,
    });
  });

  it('counts other blocks as extra, not as drift', () => {
    expect(compareCell(stored(saved), liveBlocks([extra, saved]), PUBLISHED)).toMatchObject({
      state: 'matches',
      extraBlocks: 1,
    });
  });

  it('differs when a block of the same type carries other values', () => {
    const stale = { ...saved, offers: { '@type': 'Offer', price: '12' } };
    expect(compareCell(stored(saved), liveBlocks([stale, extra]), PUBLISHED)).toMatchObject({
      state: 'differs',
      extraBlocks: 1,
    });
  });

  it('is missing when no live block is the saved one or of its type', () => {
    expect(compareCell(stored(saved), liveBlocks([extra]), PUBLISHED)).toMatchObject({
      state: 'missing',
      extraBlocks: 1,
    });
    expect(compareCell(stored(saved), [], PUBLISHED).state).toBe('missing');
  });

  it('is unpublished when the saved markup is newer than the last publish', () => {
    const stale = { ...saved, name: 'Old lamp' };
    const later = stored(saved, '2026-11-03T00:00:00Z');
    expect(compareCell(later, liveBlocks([stale]), PUBLISHED).state).toBe('unpublished');
    expect(compareCell(later, [], PUBLISHED).state).toBe('unpublished');
    expect(compareCell(later, liveBlocks([saved]), PUBLISHED).state).toBe('matches');
    expect(compareCell(later, liveBlocks([stale]), null).state).toBe('unpublished');
  });

  it('has no markup when none is saved; live blocks are extras', () => {
    expect(compareCell(stored(null), liveBlocks([extra]), PUBLISHED)).toMatchObject({
      state: 'no-markup',
      extraBlocks: 1,
    });
  });

  it('checks the blocks that are not the saved markup, and only those', () => {
    const checked: unknown[] = [];
    const check = (value: unknown) => (checked.push(value), { errors: 2, warnings: 1 });
    const live = liveBlocks([saved, extra], check, stored(saved).hashes);
    expect(checked).toEqual([extra]);
    expect(compareCell(stored(saved), live, PUBLISHED).extra).toEqual([
      expect.objectContaining({ types: ['Organization'], errors: 2, warnings: 1 }),
    ]);
  });

  it('compares an inheriting locale with the primary markup it shows', () => {
    const inherited = storedMarkup({ value: saved, raw: null, lastUpdated: null, inherited: true });
    expect(compareCell(inherited, liveBlocks([saved]), PUBLISHED).state).toBe('matches');
  });

  it('compares a legacy raw value block by block', () => {
    const raw = `<script type="application/ld+json">${JSON.stringify(saved)}</script><script type="application/ld+json">${JSON.stringify(extra)}</script>`;
    const legacy = storedMarkup({ value: null, raw, lastUpdated: null, inherited: false });
    expect(legacy.hashes).toHaveLength(2);
    expect(compareCell(legacy, liveBlocks([saved, extra]), PUBLISHED)).toMatchObject({
      state: 'matches',
      extraBlocks: 0,
    });
    expect(compareCell(legacy, liveBlocks([saved]), PUBLISHED).state).toBe('missing');
  });
});
