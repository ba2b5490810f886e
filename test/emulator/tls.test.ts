import { request } from 'node:https';
import { checkServerIdentity, type PeerCertificate, type TLSSocket } from 'node:tls';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestEmulator } from '../../emulator/testing';
import { startEmulator } from '../../emulator/testing';

let emu: TestEmulator;
beforeAll(async () => {
  emu = await startEmulator({ seed: 'demo', tls: true });
});
afterAll(() => emu.close());

/** A GET over TLS to 127.0.0.1 with `host` as Host and SNI, trusting `ca` only. */
function get(host: string, path: string, ca: string | undefined) {
  return new Promise<{ status: number; text: string; peer: PeerCertificate }>((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port: emu.port,
        path,
        headers: { host },
        // Node accepts no wildcard under the one-label `localhost`; the names are checked below.
        checkServerIdentity: (_, cert) => checkServerIdentity('localhost', cert),
        ...(ca ? { ca } : {}),
      },
      (res) => {
        const peer = (res.socket as TLSSocket).getPeerCertificate();
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            text,
            peer,
          }),
        );
      },
    );
    req.on('error', reject);
    req.end();
  });
}

describe('the emulator over TLS', () => {
  it('serves the API over https with its own certificate', async () => {
    expect(emu.origin).toMatch(/^https:\/\/127\.0\.0\.1:\d+$/);
    const site = emu.fixtures.sites[0]!;
    const res = await emu.call('/v2/sites', { token: site.apiKey });
    expect(res.status).toBe(200);
    expect(res.body.sites.map((s: { id: string }) => s.id)).toEqual([site.id]);
    const token = await emu.fetch(`${emu.origin}/oauth/access_token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'grant_type=authorization_code&client_id=nope&client_secret=nope&code=nope',
    });
    expect(token.status).toBe(401);
    expect(await token.json()).toMatchObject({ error: 'invalid_client' });
  });

  it('gives published and Designer origins over https, valid for every name it serves', async () => {
    const site = emu.fixtures.sites[0]!;
    expect(site.publishedOrigin).toBe(`https://${site.shortName}.localhost:${emu.port}`);
    expect(site.designerOrigin).toBe(`https://${site.shortName}.design.localhost:${emu.port}`);
    for (const host of [
      `${site.shortName}.localhost:${emu.port}`,
      `${site.shortName}.design.localhost:${emu.port}`,
      `objects.localhost:${emu.port}`,
      `localhost:${emu.port}`,
    ]) {
      const res = await get(host, '/', emu.tls?.cert);
      expect(res.status, host).toBeLessThan(500);
    }
    const names = (await get(`localhost:${emu.port}`, '/', emu.tls?.cert)).peer.subjectaltname;
    for (const name of [
      'DNS:localhost',
      'DNS:*.localhost',
      'DNS:*.design.localhost',
      'IP Address:127.0.0.1',
    ]) {
      expect(names).toContain(name);
    }
    const published = await get(`${site.shortName}.localhost:${emu.port}`, '/', emu.tls?.cert);
    expect(published.text).toContain(`https://${site.shortName}.localhost:${emu.port}`);
    expect(published.text).not.toContain(`http://${site.shortName}.localhost`);
  });

  it('is refused by a client that does not trust the certificate', async () => {
    await expect(get(`localhost:${emu.port}`, '/__emulator/fixtures', undefined)).rejects.toThrow(
      /self[- ]signed/i,
    );
  });
});
