import { describe, expect, it } from 'vitest';
import { parseAuditArgs, UsageError, type ArgsEnv } from '@/lib/cli/audit/args';

const ctx: ArgsEnv = {
  env: { SITE_COMPANION_TOKEN: 'emu_sitekey_0123456789abcdef' },
  readFile() {
    throw Object.assign(new Error('missing'), { code: 'ENOENT' });
  },
};

const parse = (argv: string[]) => parseAuditArgs(argv, ctx);

/** The usage error's message (the test fails when there is none). */
function usage(argv: string[]): string {
  try {
    parse(argv);
  } catch (error) {
    expect(error).toBeInstanceOf(UsageError);
    return (error as Error).message;
  }
  throw new Error('no usage error');
}

describe('npm run audit -- --forecast arguments', () => {
  it('forecasts the staging host by default, or the domain --host names', () => {
    expect(parse(['--site', 'a1', '--forecast'])).toMatchObject({
      forecast: { stagingSuffix: '.webflow.io' },
    });
    expect(parse(['--site', 'a1', '--forecast'])).not.toHaveProperty('forecast.host');
    expect(
      parse([
        ...['--site', 'a1', '--forecast', '--host', 'WWW.Acme-Bakery.example'],
        ...['--staging-suffix', '.localhost:8787'],
      ]),
    ).toMatchObject({
      forecast: { host: 'www.acme-bakery.example', stagingSuffix: '.localhost:8787' },
    });
    expect(parse(['--site', 'a1'])).not.toHaveProperty('forecast');
    // With --live too, both read the same host.
    expect(
      parse(['--site', 'a1', '--forecast', '--live', '--host', 'www.a.example']),
    ).toMatchObject({ forecast: { host: 'www.a.example' }, live: { host: 'www.a.example' } });
  });

  it('refuses --host without --live or --forecast, a URL, and a domain for many sites', () => {
    const cases: [string[], RegExp][] = [
      [
        ['--site', 'a1', '--host', 'www.a.example'],
        /go with --live \(--host and --staging-suffix also with --forecast\)/,
      ],
      [
        ['--site', 'a1', '--forecast', '--host', 'https://www.a.example/'],
        /^--host takes a domain/,
      ],
      [
        ['--site', 'a1', '--site', 'b2', '--forecast', '--host', 'www.a.example'],
        /^--host names one site/,
      ],
      [
        ['--site', 'a1', '--forecast', '--staging-suffix', 'webflow.io'],
        /^--staging-suffix takes a host suffix/,
      ],
      [['--site', 'a1', '--forecast', '--no-collections'], /--no-collections go with --live/],
      [['--site', 'a1', '--forecast=yes'], /^--forecast takes no value/],
    ];
    for (const [argv, expected] of cases) expect(usage(argv)).toMatch(expected);
  });
});
