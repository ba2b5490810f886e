/**
 * The service's side of schema markup: its limits on one value, the keys it strips and how it
 * reads the three input forms. The same figures live in the client's checker
 * (`lib/jsonld/check/limits.ts`) on purpose, written twice: the emulator imports nothing from
 * `lib/` (a lint rule), so that a mistake in the client's reading of the service cannot be
 * mirrored by the stand-in that tests it. Each side's unit test pins the documented figures
 * (`test/unit/emulator/jsonld-limits.test.ts`, `test/unit/jsonld/check/limits.test.ts`).
 * @module
 */

/** Limits the service applies to one schema markup value. */
export const JSONLD_LIMITS = { maxBytes: 60 * 1024, maxDepth: 32, maxNodes: 5000 } as const;

const STRIPPED_KEYS = new Set(['__proto__', 'constructor', 'prototype']);
const SCRIPT_OPEN = /<script\b[^>]*\btype\s*=\s*["']?application\/ld\+json["']?[^>]*>/i;
const SCRIPT_BLOCK = /<script\b[^>]*>([\s\S]*?)<\/script\s*>/gi;

/** The outcome of reading a `jsonLdSchema` input. */
export type SchemaInputResult =
  | { ok: true; clear: true }
  | { ok: true; clear: false; raw: string; value: Record<string, unknown> | null }
  | { ok: false; message: string };

/** How deep a JSON value nests (a scalar is 0, `{}` is 1) and how many values it holds. */
export function measure(value: unknown): { depth: number; nodes: number } {
  let nodes = 0;
  let maxDepth = 0;
  const stack: { v: unknown; d: number }[] = [{ v: value, d: 0 }];
  while (stack.length > 0) {
    const { v, d } = stack.pop()!;
    nodes += 1;
    if (v !== null && typeof v === 'object') {
      const depth = d + 1;
      if (depth > maxDepth) maxDepth = depth;
      if (depth > JSONLD_LIMITS.maxDepth + 1 || nodes > JSONLD_LIMITS.maxNodes + 1) break;
      for (const child of Object.values(v)) stack.push({ v: child, d: depth });
    }
  }
  return { depth: maxDepth, nodes };
}

/** A copy without `__proto__`, `constructor` and `prototype` keys, at every level. */
export function stripDangerousKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(stripDangerousKeys);
  if (value !== null && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(value)) {
      if (!STRIPPED_KEYS.has(k)) out[k] = stripDangerousKeys(v);
    }
    return out;
  }
  return value;
}

function checkLimits(value: unknown): string | null {
  const { depth, nodes } = measure(value);
  if (depth > JSONLD_LIMITS.maxDepth)
    return `jsonLdSchema nests deeper than ${JSONLD_LIMITS.maxDepth} levels`;
  if (nodes > JSONLD_LIMITS.maxNodes)
    return `jsonLdSchema has more than ${JSONLD_LIMITS.maxNodes} nodes`;
  return null;
}

function parseObject(text: string): { value: Record<string, unknown> } | { message: string } {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return { message: 'jsonLdSchema is not valid JSON' };
  }
  if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) {
    return { message: 'jsonLdSchema must be a JSON object' };
  }
  const limit = checkLimits(parsed);
  if (limit) return { message: limit };
  return { value: stripDangerousKeys(parsed) as Record<string, unknown> };
}

/**
 * Reads a `jsonLdSchema` input: `null` clears; an object, a JSON text or a text wrapped in
 * `<script type="application/ld+json">…</script>` sets. Several script blocks are kept as a legacy
 * raw value (no parsed object). Enforces 60 KB, depth 32 and 5,000 nodes, and the closing-tag rule.
 */
export function readSchemaInput(input: unknown): SchemaInputResult {
  if (input === null) return { ok: true, clear: true };
  if (typeof input === 'object' && !Array.isArray(input)) {
    const limit = checkLimits(input);
    if (limit) return { ok: false, message: limit };
    const value = stripDangerousKeys(input) as Record<string, unknown>;
    const raw = JSON.stringify(value);
    if (Buffer.byteLength(raw) > JSONLD_LIMITS.maxBytes) {
      return { ok: false, message: 'jsonLdSchema exceeds 60 KB' };
    }
    return { ok: true, clear: false, raw, value };
  }
  if (typeof input !== 'string') {
    return { ok: false, message: 'jsonLdSchema must be an object, a string or null' };
  }
  if (Buffer.byteLength(input) > JSONLD_LIMITS.maxBytes) {
    return { ok: false, message: 'jsonLdSchema exceeds 60 KB' };
  }
  const text = input.trim();
  if (!SCRIPT_OPEN.test(text)) {
    const parsed = parseObject(text);
    if ('message' in parsed) return { ok: false, message: parsed.message };
    return { ok: true, clear: false, raw: JSON.stringify(parsed.value), value: parsed.value };
  }
  const opens = text.match(new RegExp(SCRIPT_OPEN.source, 'gi'))?.length ?? 0;
  const blocks = [...text.matchAll(SCRIPT_BLOCK)];
  if (blocks.length < opens) {
    return {
      ok: false,
      message: 'jsonLdSchema opens a <script type="application/ld+json"> tag without closing it',
    };
  }
  const parsedBlocks = blocks.map((b) => parseObject(b[1]!.trim()));
  const bad = parsedBlocks.find((p) => 'message' in p);
  if (bad && 'message' in bad) return { ok: false, message: bad.message };
  if (parsedBlocks.length === 1 && text.replace(SCRIPT_BLOCK, '').trim() === '') {
    const only = parsedBlocks[0] as { value: Record<string, unknown> };
    return { ok: true, clear: false, raw: JSON.stringify(only.value), value: only.value };
  }
  return { ok: true, clear: false, raw: text, value: null };
}
