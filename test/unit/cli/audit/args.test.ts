import { describe, expect, it } from 'vitest';
import { parseAuditArgs, UsageError, type ArgsEnv } from '@/lib/cli/audit/args';

const TOKEN = 'emu_sitekey_0123456789abcdef';

function ctx(env: Record<string, string> = {}, files: Record<string, string> = {}): ArgsEnv {
  return {
    env,
    readFile(path) {
      if (!(path in files)) throw Object.assign(new Error('missing'), { code: 'ENOENT' });
      return files[path]!;
    },
  };
}

/** The usage error's message (the test fails when there is none). */
function usage(argv: string[], c = ctx({ SITE_COMPANION_TOKEN: TOKEN })): string {
  try {
    parseAuditArgs(argv, c);
  } catch (error) {
    expect(error).toBeInstanceOf(UsageError);
    return (error as Error).message;
  }
  throw new Error('no usage error');
}

describe('npm run audit arguments', () => {
  it('takes sites, the service, locales, the format, the output and the threshold', () => {
    const config = parseAuditArgs(
      [
        '--site',
        'a1',
        '--site',
        'b2',
        '--api',
        'http://127.0.0.1:8787/',
        '--locale',
        'en,fr',
        '--locale',
        'de-DE',
        '--format',
        'sarif',
        '--out',
        'audit.sarif',
        '--fail-on',
        'warning',
      ],
      ctx({ SITE_COMPANION_TOKEN: ` ${TOKEN}\n` }),
    );
    expect(config).toEqual({
      targets: [
        { siteId: 'a1', token: TOKEN, tokenEnv: 'SITE_COMPANION_TOKEN' },
        { siteId: 'b2', token: TOKEN, tokenEnv: 'SITE_COMPANION_TOKEN' },
      ],
      api: 'http://127.0.0.1:8787',
      locales: ['en', 'fr', 'de-DE'],
      format: 'sarif',
      out: 'audit.sarif',
      failOn: 'warning',
    });
  });

  it('defaults to the real service, text, every locale and --fail-on error', () => {
    expect(parseAuditArgs(['--site', 'a1'], ctx({ SITE_COMPANION_TOKEN: TOKEN }))).toEqual({
      targets: [{ siteId: 'a1', token: TOKEN, tokenEnv: 'SITE_COMPANION_TOKEN' }],
      api: 'https://api.webflow.com',
      locales: [],
      format: 'text',
      failOn: 'error',
    });
    expect(parseAuditArgs(['--help'], ctx())).toBe('help');
  });

  it('reads each site of a sites file with the token of the variable it names', () => {
    const file = JSON.stringify([
      { site: 'a1', tokenEnv: 'SITE_COMPANION_TOKEN_ACME' },
      { site: 'b2' },
    ]);
    const config = parseAuditArgs(
      ['--sites-file', 'sites.json', '--site', 'c3'],
      ctx(
        { SITE_COMPANION_TOKEN_ACME: 'acme-secret', SITE_COMPANION_TOKEN: TOKEN },
        { 'sites.json': file },
      ),
    );
    expect(config !== 'help' && config.targets).toEqual([
      { siteId: 'c3', token: TOKEN, tokenEnv: 'SITE_COMPANION_TOKEN' },
      { siteId: 'a1', token: 'acme-secret', tokenEnv: 'SITE_COMPANION_TOKEN_ACME' },
      { siteId: 'b2', token: TOKEN, tokenEnv: 'SITE_COMPANION_TOKEN' },
    ]);
  });

  it('says which variable is missing, never printing a token', () => {
    const file = JSON.stringify([{ site: 'a1', tokenEnv: 'SITE_COMPANION_TOKEN_ACME' }]);
    expect(usage(['--sites-file', 'f'], ctx({}, { f: file }))).toBe(
      'SITE_COMPANION_TOKEN_ACME is not set: it holds the API token of site a1.',
    );
    expect(usage(['--site', 'a1'], ctx({ SITE_COMPANION_TOKEN: '  ' }))).toMatch(
      /^SITE_COMPANION_TOKEN is not set/,
    );
  });

  it('refuses tokens on the command line without repeating them', () => {
    for (const argv of [
      ['--site', 'a1', `--token=${TOKEN}`],
      ['--site', 'a1', '--token', TOKEN],
    ]) {
      const message = usage(argv);
      expect(message).toMatch(/There is no --token: tokens are read from SITE_COMPANION_TOKEN/);
      expect(message).not.toContain(TOKEN);
    }
    const stray = usage(['--site', 'a1', TOKEN]);
    expect(stray).toMatch(/^Unexpected argument/);
    expect(stray).not.toContain(TOKEN);
  });

  it('refuses a service address that would leak the token', () => {
    expect(usage(['--site', 'a1', '--api', 'http://api.example.com'])).toMatch(/must be https/);
    expect(usage(['--site', 'a1', '--api', 'https://u:p@api.example.com'])).toMatch(
      /user or password/,
    );
    expect(usage(['--site', 'a1', '--api', 'https://api.example.com/?t=1'])).toMatch(/query/);
    expect(usage(['--site', 'a1', '--api', 'not a url'])).toBe('--api is not a URL.');
  });

  it('explains every other misuse in one line', () => {
    const cases: [string[], RegExp][] = [
      [[], /^Name at least one site/],
      [['--site', 'a1', '--format', 'xml'], /^--format must be one of text, json, sarif, junit/],
      [['--site', 'a1', '--fail-on', 'info'], /^--fail-on must be error or warning/],
      [['--site', 'a/1'], /^--site takes a site id/],
      [['--site', 'a1', '--site', 'a1'], /^Site a1 is named twice/],
      [['--site', 'a1', '--locale', 'fr;de'], /^--locale takes locale tags/],
      [['--site', 'a1', '--format'], /^--format needs a value/],
      [['--site', 'a1', '--help=1'], /^--help takes no value/],
      [['--site', 'a1', '--bogus'], /^Unknown option --bogus/],
      [['--sites-file', 'nope.json'], /^Cannot read nope\.json: ENOENT/],
    ];
    for (const [argv, expected] of cases) {
      const message = usage(argv);
      expect(message).toMatch(expected);
      expect(message).not.toContain('\n');
    }
  });

  it('takes the live check: the staging host by default, or --host, with or without item pages', () => {
    const parse = (argv: string[]) => parseAuditArgs(argv, ctx({ SITE_COMPANION_TOKEN: TOKEN }));
    expect(parse(['--site', 'a1', '--live'])).toMatchObject({
      live: { stagingSuffix: '.webflow.io', collections: true },
    });
    expect(
      parse([
        '--site',
        'a1',
        '--live',
        '--host',
        'WWW.Acme.example',
        '--staging-suffix',
        '.localhost:8787',
        '--no-collections',
      ]),
    ).toMatchObject({
      live: { host: 'www.acme.example', stagingSuffix: '.localhost:8787', collections: false },
    });
    expect(parse(['--site', 'a1'])).not.toHaveProperty('live');
    const cases: [string[], RegExp][] = [
      [
        ['--site', 'a1', '--host', 'www.acme.example'],
        /^--host, --staging-suffix and --no-collections go with --live/,
      ],
      [['--site', 'a1', '--no-collections'], /go with --live/],
      [['--site', 'a1', '--live', '--host', 'https://www.acme.example/'], /^--host takes a domain/],
      [
        ['--site', 'a1', '--site', 'b2', '--live', '--host', 'www.acme.example'],
        /^--host names one site/,
      ],
      [
        ['--site', 'a1', '--live', '--staging-suffix', 'webflow.io'],
        /^--staging-suffix takes a host suffix/,
      ],
    ];
    for (const [argv, expected] of cases) expect(usage(argv)).toMatch(expected);
  });

  it('says what a sites file should look like', () => {
    const files = { bad: '{not json', shape: JSON.stringify([{ site: 'a1', token: 'x' }]) };
    expect(usage(['--sites-file', 'bad'], ctx({}, files))).toMatch(/^bad is not JSON: expected \[/);
    const shape = usage(['--sites-file', 'shape'], ctx({}, files));
    expect(shape).toMatch(/^shape at 0: expected \[\{ "site": "<id>", "tokenEnv": "NAME" \}\]/);
    expect(shape).not.toContain('"x"');
  });
});
