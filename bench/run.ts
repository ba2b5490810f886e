// First: the globals `wxt/browser` reads once, when it is first loaded (extension storage in Node).
import './fake-browser';
import { readFile, readdir, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { Benchmark, Figure } from './figure';
import { useEnglishMessages } from '../lib/core/i18n/english';

useEnglishMessages();

const here = path.dirname(fileURLToPath(import.meta.url));
const only = process.argv.slice(2);

const files = (await readdir(here))
  .filter((f) => f.endsWith('.bench.ts'))
  .filter((f) => only.length === 0 || only.some((o) => f.includes(o)))
  .sort();

const figures: Figure[] = [];
for (const file of files) {
  const mod = (await import(pathToFileURL(path.join(here, file)).href)) as { default: Benchmark };
  process.stdout.write(`running ${file}…\n`);
  figures.push(...(await mod.default()));
}

const rows = figures.map((f) => [
  f.label,
  `${Number.isInteger(f.value) ? f.value : f.value.toFixed(2)} ${f.unit}`,
  f.goal ?? '',
  f.pass === undefined ? '' : f.pass ? 'pass' : 'FAIL',
]);
const header = ['figure', 'measured', 'goal', ''];
const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
for (const r of [header, ...rows]) {
  process.stdout.write(r.map((c, i) => c.padEnd(widths[i]!)).join('  ') + '\n');
}

const resultsPath = path.join(here, 'results.json');
interface Run {
  command: string;
  measuredAt: string;
  machine: { cpus: number; cpu: string; node: string };
}
const run: Run = {
  command: `npm run bench${only.length ? ` -- ${only.join(' ')}` : ''}`,
  measuredAt: new Date().toISOString(),
  machine: { cpus: os.cpus().length, cpu: os.cpus()[0]?.model ?? 'unknown', node: process.version },
};
// A partial run replaces the figures of the benchmarks it ran and keeps the others, each figure
// naming the run that measured it.
type Stored = Figure & { measured?: Run };
const previous =
  only.length === 0
    ? {}
    : (JSON.parse(await readFile(resultsPath, 'utf8').catch(() => '{}')) as Partial<Run> & {
        figures?: Stored[];
      });
const ranPrefixes = files.map((file) => `${file.replace(/\.bench\.ts$/, '')}.`);
const previousRun = {
  command: previous.command,
  measuredAt: previous.measuredAt,
  machine: previous.machine,
};
const fresh = new Set(figures.map((f) => f.name));
const kept = (previous.figures ?? [])
  .filter((f) => !fresh.has(f.name) && !ranPrefixes.some((prefix) => f.name.startsWith(prefix)))
  .map((f) => ({ measured: previousRun as Run, ...f }));
const results = {
  ...run,
  figures: [...kept, ...figures.map((f) => ({ ...f, measured: run }))],
};
await writeFile(resultsPath, JSON.stringify(results, null, 2) + '\n');
process.stdout.write(`wrote ${path.join('bench', 'results.json')}\n`);
if (figures.some((f) => f.pass === false)) process.exitCode = 1;
