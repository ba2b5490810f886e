import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { watchResident } from './support/resident';
import { startAuditCli } from './support/spawn-cli';

const MB = 1024 * 1024;

/** `total` zero bytes, made as they are read (the bomb is never held here). */
function zeros(total: number): Readable {
  const chunk = Buffer.alloc(MB);
  let left = total / MB;
  return new Readable({
    read() {
      this.push(left-- > 0 ? chunk : null);
    },
  });
}

// A hostile or broken API base: every answer is 3 GB of zeros, gzip-compressed to about 14 MB on
// the wire and made only as fast as the CLI reads it (level 1: the fastest to make here).
describe('npm run audit against an API whose answer is a gzip bomb', { timeout: 60_000 }, () => {
  let server: Server;
  let origin: string;
  beforeAll(async () => {
    server = createServer((_request, response) => {
      response.writeHead(200, { 'Content-Type': 'application/json', 'Content-Encoding': 'gzip' });
      pipeline(zeros(3 * 1024 * MB), createGzip({ level: 1 }), response).catch(() => undefined);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  // Bodies live outside the JS heap, so it is the process's resident memory that is bounded.
  it.skipIf(process.platform !== 'linux')(
    'exits 2 naming the answer as too large, at 300 MB resident memory or less',
    async () => {
      const cli = startAuditCli(['--api', origin, '--site', 'bomb'], {
        SITE_COMPANION_TOKEN: 'tok_bomb',
      });
      const peak = await watchResident(cli.child, 1024 * MB);
      const run = await cli.done;
      expect(peak).toBeGreaterThan(0);
      expect(peak).toBeLessThanOrEqual(300 * MB);
      expect(run.code).toBe(2);
      expect(run.stderr.split('\n')[0]).toBe(
        'audit: site bomb: GET /v2/sites/bomb failed: the service sent an unexpected response: the answer is larger than 32 MB, more than Site Companion reads',
      );
    },
  );
});
