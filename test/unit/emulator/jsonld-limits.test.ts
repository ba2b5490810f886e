import { describe, expect, it } from 'vitest';
import {
  JSONLD_LIMITS,
  measure,
  readSchemaInput,
  stripDangerousKeys,
} from '../../../emulator/jsonld-limits';

// The service's documented limits; the client's checker pins the same (test/unit/jsonld/check/limits.test.ts).
describe('JSONLD_LIMITS', () => {
  it('are the documented 60 KB, depth 32 and 5,000 values', () => {
    expect(JSONLD_LIMITS).toEqual({ maxBytes: 61440, maxDepth: 32, maxNodes: 5000 });
  });
});

describe('readSchemaInput', () => {
  it('clears on null and reads the three input forms', () => {
    expect(readSchemaInput(null)).toEqual({ ok: true, clear: true });
    const value = { '@type': 'Thing', name: 'x' };
    for (const input of [
      value,
      JSON.stringify(value),
      `  <script type="application/ld+json">${JSON.stringify(value)}</script>\n`,
      `<SCRIPT TYPE='application/ld+json' id="a">${JSON.stringify(value)}</SCRIPT >`,
    ]) {
      expect(readSchemaInput(input)).toEqual({
        ok: true,
        clear: false,
        raw: JSON.stringify(value),
        value,
      });
    }
  });

  it('keeps several script blocks as a legacy raw value', () => {
    const raw =
      '<script type="application/ld+json">{"a":1}</script>\n<script type="application/ld+json">{"b":2}</script>';
    expect(readSchemaInput(raw)).toEqual({ ok: true, clear: false, raw, value: null });
  });

  it('rejects an opening tag without its closing tag, even after a closed block', () => {
    const open = '<script type="application/ld+json">{"a":1}';
    expect(readSchemaInput(open).ok).toBe(false);
    expect(readSchemaInput(`<script type="application/ld+json">{"a":1}</script>${open}`).ok).toBe(
      false,
    );
  });

  it('rejects non-objects and bad JSON inside a block', () => {
    for (const bad of [
      1,
      true,
      [],
      '[]',
      '"text"',
      'null',
      '{',
      '<script type="application/ld+json">{</script>',
    ]) {
      expect(readSchemaInput(bad).ok, JSON.stringify(bad)).toBe(false);
    }
  });

  it('measures depth and nodes the way the limits count them', () => {
    expect(measure({})).toEqual({ depth: 1, nodes: 1 });
    expect(measure({ a: [1, 2] })).toEqual({ depth: 2, nodes: 4 });
    expect(measure('x')).toEqual({ depth: 0, nodes: 1 });
  });

  it('counts the 60 KB limit in UTF-8 bytes', () => {
    const fits = JSON.stringify({ d: 'x'.repeat(60 * 1024 - 10) });
    expect(readSchemaInput(fits).ok).toBe(true);
    const multiByte = JSON.stringify({ d: 'é'.repeat(31 * 1024) });
    expect(multiByte.length).toBeLessThan(60 * 1024);
    expect(readSchemaInput(multiByte).ok).toBe(false);
  });

  it('strips dangerous keys at every level without touching the prototype', () => {
    const parsed = JSON.parse(
      '{"__proto__":{"x":1},"a":[{"constructor":{"prototype":1},"ok":true}]}',
    );
    expect(stripDangerousKeys(parsed)).toEqual({ a: [{ ok: true }] });
    expect(Object.getPrototypeOf(stripDangerousKeys(parsed))).toBe(Object.prototype);
  });
});
