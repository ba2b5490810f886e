import { request as httpRequest } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestEmulator } from '../../emulator/testing';
import { startEmulator } from '../../emulator/testing';

/** What a web page in the developer's browser may send: any Host, Origin and Content-Type. */
function send(
  emu: TestEmulator,
  method: string,
  path: string,
  headers: Record<string, string>,
  body?: string,
): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port: emu.port, method, path, headers }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (text += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, text }));
    });
    req.on('error', reject);
    req.end(body);
  });
}

describe('the control API answers local clients, not web pages', () => {
  let emu: TestEmulator;
  let host: string;
  beforeAll(async () => {
    emu = await startEmulator({ seed: 'demo', rateLimit: 0 });
    host = `127.0.0.1:${emu.port}`;
  });
  afterAll(() => emu?.close());

  it('refuses a rebound name: a page cannot read the demo keys through its own host', async () => {
    const res = await send(emu, 'GET', '/__emulator/fixtures', {
      host: `attacker.example:${emu.port}`,
    });
    expect(res.status).toBe(403);
    expect(res.text).not.toContain(emu.fixtures.sites[0]!.apiKey!);
    const wrongPort = await send(emu, 'GET', '/__emulator/fixtures', { host: '127.0.0.1:1' });
    expect(wrongPort.status).toBe(403);
  });

  it('answers the emulator’s loopback names at its port', async () => {
    for (const name of ['127.0.0.1', 'localhost', 'LOCALHOST', '[::1]']) {
      const res = await send(emu, 'GET', '/__emulator/clock', { host: `${name}:${emu.port}` });
      expect(res.status, name).toBe(200);
    }
  });

  it('refuses any request with an Origin, the mark of a browser', async () => {
    const json = { host, 'content-type': 'application/json' };
    const reset = await send(emu, 'POST', '/__emulator/reset', {
      ...json,
      origin: 'https://attacker.example',
    });
    expect(reset.status).toBe(403);
    const read = await send(emu, 'GET', '/__emulator/fixtures', { host, origin: 'null' });
    expect(read.status).toBe(403);
    const hook = await send(
      emu,
      'POST',
      '/__emulator/webhooks',
      { ...json, origin: 'http://localhost:5173' },
      JSON.stringify({ siteId: emu.fixtures.sites[0]!.id }),
    );
    expect(hook.status).toBe(403);
  });

  it('takes bodies as application/json only: a page’s text/plain post needs no preflight', async () => {
    const body = JSON.stringify({ siteId: emu.fixtures.sites[0]!.id });
    for (const type of [
      'text/plain',
      'text/plain;charset=UTF-8',
      'application/x-www-form-urlencoded',
    ]) {
      const res = await send(
        emu,
        'POST',
        '/__emulator/site-keys',
        { host, 'content-type': type },
        body,
      );
      expect(res.status, type).toBe(415);
    }
    const untyped = await send(emu, 'POST', '/__emulator/site-keys', { host }, body);
    expect(untyped.status).toBe(415);
    const json = await send(
      emu,
      'POST',
      '/__emulator/site-keys',
      { host, 'content-type': 'application/json; charset=utf-8' },
      body,
    );
    expect(json.status).toBe(201);
  });

  it('leaves the object store’s files to pages, which load them with an Origin', async () => {
    const res = await send(emu, 'GET', '/__emulator/object-store/files/s/a/photo.png', {
      host,
      origin: 'https://acme.localhost',
    });
    expect(res.status).toBe(200);
  });

  it('keeps answering the test client and a bodiless POST', async () => {
    expect((await emu.control('/reset', { method: 'POST' })).status).toBe(200);
    expect((await emu.control('/clock', { method: 'POST', body: { advanceMs: 1 } })).status).toBe(
      200,
    );
  });
});
