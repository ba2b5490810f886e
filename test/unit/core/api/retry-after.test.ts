import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEFAULT_MAX_RETRY_AFTER_MS, parseRetryAfter } from '@/lib/core/api/retry-after';

const NOW = Date.parse('2026-11-21T14:00:00Z');

describe('parseRetryAfter', () => {
  it.each([
    ['30', 30_000],
    [' 5 ', 5000],
    ['0', 0],
    ['600', 600_000],
    ['99999', DEFAULT_MAX_RETRY_AFTER_MS],
    ['Sat, 21 Nov 2026 14:01:00 GMT', 60_000],
    ['Saturday, 21-Nov-26 14:00:30 GMT', 30_000],
    ['Sat Nov 21 14:00:10 2026', 10_000],
    ['Sat, 21 Nov 2026 13:00:00 GMT', 0],
  ])('%j → %d ms', (value, expected) => {
    expect(parseRetryAfter(value, NOW)).toBe(expected);
  });

  it.each([
    undefined,
    null,
    '',
    'soon',
    '-5',
    '1.5',
    '30s',
    '0x10',
    'Sat, 21 Nov 2026 14:01:00',
    'Sat, 32 Foo 2026 14:01:00 GMT',
  ])('rejects %j', (value) => {
    expect(parseRetryAfter(value, NOW)).toBeUndefined();
  });

  it('honours a custom cap', () => {
    expect(parseRetryAfter('120', NOW, 60_000)).toBe(60_000);
  });

  it('delay-seconds: any non-negative integer maps to min(n s, cap)', () => {
    fc.assert(
      fc.property(fc.nat(), fc.integer({ min: 0, max: 3_600_000 }), (n, cap) => {
        expect(parseRetryAfter(String(n), NOW, cap)).toBe(Math.min(n * 1000, cap));
      }),
    );
  });

  it('HTTP-date: any date maps to the clamped whole-second distance from now', () => {
    fc.assert(
      fc.property(fc.integer({ min: -86_400, max: 86_400 }), (offsetSeconds) => {
        const at = NOW + offsetSeconds * 1000;
        const expected = Math.min(Math.max(0, offsetSeconds * 1000), DEFAULT_MAX_RETRY_AFTER_MS);
        expect(parseRetryAfter(new Date(at).toUTCString(), NOW)).toBe(expected);
      }),
    );
  });

  it('arbitrary text never throws and yields nothing or a wait inside [0, cap]', () => {
    fc.assert(
      fc.property(fc.string(), (value) => {
        const result = parseRetryAfter(value, NOW);
        if (result !== undefined) {
          expect(result).toBeGreaterThanOrEqual(0);
          expect(result).toBeLessThanOrEqual(DEFAULT_MAX_RETRY_AFTER_MS);
        }
      }),
    );
  });
});
