import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseAuditArgs } from '@/lib/cli/audit/args';

// No YAML parser is a dependency of this project: the job is read as text, from its header on.
const workflow = readFileSync('examples/github-actions/site-audit.yml', 'utf8');
const job = workflow.slice(workflow.indexOf('\n  pre-publish:\n'));

describe('the example workflow’s pre-publish job', () => {
  it('forecasts every site in SARIF with a command the CLI takes', () => {
    expect(job.length).toBeLessThan(workflow.length);
    expect(job).toMatch(
      /\n {4}if: github\.event_name == 'workflow_dispatch' && inputs\.forecast\n/,
    );
    const command = /npm run audit -- (.+)\n/.exec(job)?.[1];
    expect(command).toBe('--sites-file sites.json --forecast --format sarif --out forecast.sarif');
    const config = parseAuditArgs(command!.split(' '), {
      env: { SITE_COMPANION_TOKEN_ACME: 'a-token', SITE_COMPANION_TOKEN_NORTHWIND: 'b-token' },
      readFile: () => readFileSync('examples/github-actions/sites.example.json', 'utf8'),
    });
    expect(config).toMatchObject({ format: 'sarif', out: 'forecast.sarif', forecast: {} });
  });

  it('fails on exit 1 and uploads its SARIF under a category of its own', () => {
    expect(job).toContain('exit $status');
    expect(job).toMatch(/1\) echo '::error::The publish would lose something/);
    expect(job).toMatch(/sarif_file: forecast\.sarif\n\s+category: site-audit\/forecast\n/);
    // The nightly audit and the post-publish check do not run on a forecast's dispatch.
    for (const other of ['audit', 'post-publish']) {
      const head = workflow.slice(workflow.indexOf(`\n  ${other}:\n`));
      expect(/\n {4}if: (.+)\n/.exec(head)?.[1]).toContain('!inputs.forecast');
    }
  });
});
