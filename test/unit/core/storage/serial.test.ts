import { describe, expect, it } from 'vitest';
import { createSerial } from '@/lib/core/storage/serial';

describe('createSerial', () => {
  it('runs interleaving read-modify-write tasks one after another', async () => {
    const serial = createSerial();
    let stored: number[] = [];
    const append = (n: number) =>
      serial(async () => {
        const read = [...stored];
        await new Promise((r) => setTimeout(r, 5 - n));
        stored = [...read, n];
      });
    await Promise.all([append(1), append(2), append(3)]);
    expect(stored).toEqual([1, 2, 3]);
  });

  it('keeps going after a task fails', async () => {
    const serial = createSerial();
    await expect(serial(() => Promise.reject(new Error('quota')))).rejects.toThrow('quota');
    await expect(serial(async () => 'next')).resolves.toBe('next');
  });
});
