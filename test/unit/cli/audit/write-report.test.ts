import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fileSink, reportWriter, type Sink } from '@/lib/cli/audit/write-report';

/** A sink keeping what it is given; it can be told to fail from the `failAt`-th block on. */
function memorySink(failAt = Infinity) {
  const blocks: string[] = [];
  const closed: boolean[] = [];
  const sink: Sink = {
    write: async (block) => {
      if (blocks.length + 1 >= failAt)
        throw Object.assign(new Error('disk full'), { code: 'ENOSPC' });
      await new Promise((resolve) => setTimeout(resolve, 1));
      blocks.push(block);
    },
    close: async (complete = true) => void closed.push(complete),
  };
  return { sink, blocks, closed, text: () => blocks.join('') };
}

// Over 1 MB of two-byte characters and an emoji, so blocks end inside characters.
const big = (tag: string) =>
  Array.from({ length: 3 }, (_, i) => `${tag}${i}:${'·'.repeat(400_000)}😀|`);

describe('the report writer', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'audit-writer-'));
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('writes sites that finish together one after the other, never interleaved', async () => {
    const out = memorySink();
    const writer = await reportWriter(out.sink, (t) => t);
    await Promise.all([writer.write(big('a')), writer.write(big('b'))]);
    expect(await writer.finish([], ['end'])).toBeUndefined();
    expect(out.text()).toBe([...big('a'), ...big('b'), 'end'].join(''));
    expect(out.blocks.length).toBeGreaterThan(2);
    expect(out.closed).toEqual([true]);
  });

  it('puts the head in front of spooled pieces, characters whole, and leaves no spool behind', async () => {
    const before = await readdir(tmpdir());
    const out = memorySink();
    const writer = await reportWriter(out.sink, (t) => t.replaceAll('secret', '[redacted]'), true);
    await writer.write(['a secret ', ...big('x')]);
    expect(out.blocks).toEqual([]);
    await writer.write(big('y'));
    expect(await writer.finish(['<head>'], ['<tail>'])).toBeUndefined();
    expect(out.text()).toBe(
      ['<head>', 'a [redacted] ', ...big('x'), ...big('y'), '<tail>'].join(''),
    );
    expect(out.blocks.every((b) => !b.includes('\uFFFD'))).toBe(true);
    const spools = (await readdir(tmpdir())).filter((f) => f.startsWith('site-audit-'));
    expect(spools.filter((f) => !before.includes(f))).toEqual([]);
  });

  it('answers the first write failure, writes nothing more, and leaves no report file', async () => {
    const out = memorySink(2);
    const writer = await reportWriter(out.sink, (t) => t);
    await writer.write(big('a'));
    await writer.write(big('b'));
    expect(await writer.finish([], ['end'])).toMatchObject({ code: 'ENOSPC' });
    expect(out.blocks).toHaveLength(1);
    expect(out.closed).toEqual([false]);
  });

  it('keeps no --out file when the report ends incomplete', async () => {
    const target = path.join(dir, 'report.json');
    const file = await fileSink(target);
    await file.write('{"sites":[');
    await file.close(false);
    expect(await readdir(dir)).toEqual([]);
    await expect(readFile(target)).rejects.toMatchObject({ code: 'ENOENT' });
  });
});
