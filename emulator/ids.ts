import { randomBytes } from 'node:crypto';

/** A deterministic random source (mulberry32), so seeds give the same ids every time. */
export interface Rng {
  /** A float in [0, 1). */
  next(): number;
  /** An integer in [0, n). */
  int(n: number): number;
  /** A 24-hex ObjectId. */
  objectId(): string;
  /** `n` random hex characters. */
  hex(n: number): string;
  /** One element of a non-empty array. */
  pick<T>(items: readonly T[]): T;
}

/** Creates a seeded random source. */
export function createRng(seed: number): Rng {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const hex = (n: number) => {
    let out = '';
    while (out.length < n) out += Math.floor(next() * 16).toString(16);
    return out;
  };
  return {
    next,
    int: (n) => Math.floor(next() * n),
    objectId: () => hex(24),
    hex,
    pick: (items) => items[Math.floor(next() * items.length)]!,
  };
}

/** A fresh random ObjectId for things created at run time. */
export function newObjectId(): string {
  return randomBytes(12).toString('hex');
}

/** A fresh, clearly fake secret with a readable prefix (e.g. `emu_tok_…`). */
export function newSecret(prefix: string): string {
  return `emu_${prefix}_${randomBytes(20).toString('hex')}`;
}

/** Whether a string is a 24-hex ObjectId. */
export function isObjectId(value: string): boolean {
  return /^[0-9a-f]{24}$/.test(value);
}
