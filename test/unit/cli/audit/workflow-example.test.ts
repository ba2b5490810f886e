import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { categoryOf } from '@/lib/cli/audit/shard';

// Read as text as well as parsed (below): each job and step is cut out by its
// indentation, which is the example's own (Prettier keeps it).
const workflow = readFileSync('examples/github-actions/site-audit.yml', 'utf8');

/** The lines of the block that starts with `head` at its indentation, up to the next sibling. */
function block(text: string, head: RegExp): string[] {
  const lines = text.split('\n');
  const start = lines.findIndex((l) => head.test(l));
  expect(start, `no line matches ${head}`).toBeGreaterThanOrEqual(0);
  const indent = /^ */.exec(lines[start]!)![0].length;
  const rest = lines.slice(start + 1);
  const end = rest.findIndex((l) => l.trim() !== '' && /^ */.exec(l)![0].length <= indent);
  return [lines[start]!, ...(end === -1 ? rest : rest.slice(0, end))];
}

/** The steps of a job, each as its lines. */
function steps(job: string[]): string[][] {
  const found: string[][] = [];
  for (const line of job) {
    if (/^ {6}- /.test(line)) found.push([line]);
    else if (found.length > 0) found.at(-1)!.push(line);
  }
  return found;
}

/** A key of a step itself (`uses`, `id`), as written. */
const field = (step: string[], name: string): string | undefined =>
  step.map((l) => new RegExp(`^ {6}(?:- | {2})${name}: (.+)$`).exec(l)?.[1]).find(Boolean);

/** A key of a step's `with:`, as written. */
const input = (step: string[], name: string): string | undefined =>
  step.map((l) => new RegExp(`^ {10}${name}: (.+)$`).exec(l)?.[1]).find(Boolean);

describe('the example workflow', () => {
  const audit = block(workflow, /^ {2}audit:$/);
  const shards = /^ {8}shard: \[(.*)\]$/m.exec(audit.join('\n'))?.[1]?.split(/,\s*/).map(Number);
  const uploads = (job: string[]) =>
    steps(job).filter((s) => field(s, 'uses')?.startsWith('github/codeql-action/upload-sarif@'));

  it('runs a 4-way matrix, each job auditing its shard as SARIF', () => {
    expect(shards).toEqual([1, 2, 3, 4]);
    expect(audit.join('\n')).toMatch(/^ {6}fail-fast: false/m);
    const run = steps(audit)
      .find((s) => field(s, 'id') === 'audit')!
      .join('\n');
    expect(run).toMatch(
      /npm run audit --\s+--sites-file sites\.json\s+--shard \$\{\{ matrix\.shard \}\}\/4\s/,
    );
    expect(run).toMatch(/--format sarif\s+--out site-audit\.sarif/);
  });

  it('uploads each shard under its own category, the one its report names', () => {
    const [upload, ...more] = uploads(audit);
    expect(more).toEqual([]);
    const category = input(upload!, 'category')!;
    const categories = shards!.map((k) => category.replace('${{ matrix.shard }}', String(k)));
    expect(categories.map((c) => `${c}/`)).toEqual(
      shards!.map((index) => categoryOf({ index, count: 4 })),
    );
    const postPublish = uploads(block(workflow, /^ {2}post-publish:$/));
    const all = [...categories, ...postPublish.map((s) => input(s, 'category'))];
    expect(new Set(all).size).toBe(all.length);
    const artifact = steps(audit).find((s) =>
      field(s, 'uses')?.startsWith('actions/upload-artifact@'),
    );
    expect(input(artifact!, 'name')).toBe('site-audit-shard-${{ matrix.shard }}-of-4');
  });
});

describe('the example workflow, parsed', () => {
  // js-yaml is not a dependency of the project, but ESLint's own (`npm ci` installs it): loaded
  // through `require`, so a release of ESLint without it fails this test loudly, never silently.
  const yaml = createRequire(import.meta.url)('js-yaml') as { load(text: string): unknown };
  type Step = { uses?: string; with?: Record<string, unknown> };
  type Job = { strategy?: { matrix?: { shard?: number[] } }; steps?: Step[] };
  const parsed = yaml.load(workflow) as { jobs: Record<string, Job> };

  it('is YAML whose audit job is a 4-way matrix, each shard uploading under its own category', () => {
    const audit = parsed.jobs['audit']!;
    const shards = audit.strategy?.matrix?.shard;
    expect(shards).toEqual([1, 2, 3, 4]);
    const categories = (audit.steps ?? [])
      .filter((s) => s.uses?.startsWith('github/codeql-action/upload-sarif@'))
      .map((s) => String(s.with?.['category']));
    expect(categories).toHaveLength(1);
    const perShard = shards!.map((k) => categories[0]!.replace('${{ matrix.shard }}', String(k)));
    expect(new Set(perShard).size).toBe(4);
    // Every upload of every job has a category of its own.
    const all = Object.values(parsed.jobs).flatMap((job) =>
      (job.steps ?? [])
        .filter((s) => s.uses?.startsWith('github/codeql-action/upload-sarif@'))
        .map((s) => String(s.with?.['category'])),
    );
    expect(new Set(all).size).toBe(all.length);
  });
});
