import { spawn } from 'node:child_process';
import { Agent, request } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Benchmark } from './figure';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const GOAL = 2000;
const WARMUP = 500;
const REQUESTS = 10_000;
const CONCURRENCY = 16;
const MAX_MS = 15_000;

function get(agent: Agent, port: number, pathname: string, token: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port,
        path: pathname,
        agent,
        headers: { authorization: `Bearer ${token}` },
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      },
    );
    req.on('error', reject);
    req.end();
  });
}

async function load(agent: Agent, port: number, pathname: string, token: string, count: number) {
  let sent = 0;
  let ok = 0;
  const deadline = Date.now() + MAX_MS;
  const worker = async () => {
    while (sent < count && Date.now() < deadline) {
      sent += 1;
      if ((await get(agent, port, pathname, token)) === 200) ok += 1;
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  return { ok, sent, ms: performance.now() - started };
}

/**
 * Simple GETs per second the emulator serves (a separate process, rate limiting off, `GET
 * /v2/sites/{id}` with a site key over keep-alive HTTP on 127.0.0.1, 16 in flight).
 */
const bench: Benchmark = async () => {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', 'emulator/main.ts', '--port', '0', '--rate-limit', '0'],
    {
      cwd: root,
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  try {
    const origin = await new Promise<string>((resolve, reject) => {
      let out = '';
      child.stdout.on('data', (chunk: Buffer) => {
        out += chunk.toString();
        const match = /listening on (http:\/\/127\.0\.0\.1:\d+)/.exec(out);
        if (match) resolve(match[1]!);
      });
      child.once('exit', (code) => reject(new Error(`emulator exited with ${code}`)));
    });
    const fixtures = (await (await fetch(`${origin}/__emulator/fixtures`)).json()) as {
      sites: { id: string; apiKey: string }[];
    };
    const site = fixtures.sites[0]!;
    const port = Number(new URL(origin).port);
    const agent = new Agent({ keepAlive: true, maxSockets: CONCURRENCY });
    const pathname = `/v2/sites/${site.id}`;
    await load(agent, port, pathname, site.apiKey, WARMUP);
    const run = await load(agent, port, pathname, site.apiKey, REQUESTS);
    agent.destroy();
    const perSecond = Math.round((run.ok / run.ms) * 1000);
    return [
      {
        name: 'emulator.simple-get.throughput',
        label: `Emulator simple GETs (${run.ok}/${run.sent} ok, ${CONCURRENCY} in flight, rate limit off)`,
        value: perSecond,
        unit: 'req/s',
        goal: `>= ${GOAL} req/s`,
        pass: perSecond >= GOAL && run.ok === run.sent,
      },
    ];
  } finally {
    child.kill('SIGTERM');
  }
};

export default bench;
