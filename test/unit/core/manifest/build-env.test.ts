import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildEnv, envFiles } from '@/lib/core/manifest/build-env';

describe('buildEnv', () => {
  let root: string;
  beforeEach(() => {
    root = mkdtempSync(path.join(os.tmpdir(), 'build-env-'));
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  const write = (file: string, text: string) => writeFileSync(path.join(root, file), text);

  it('reads the files WXT reads, in its order', () => {
    expect(envFiles('production', 'firefox')).toEqual([
      '.env',
      '.env.local',
      '.env.production',
      '.env.production.local',
      '.env.firefox',
      '.env.firefox.local',
      '.env.production.firefox',
      '.env.production.firefox.local',
    ]);
  });

  it('lets later files win, per mode and browser', () => {
    write('.env', 'WXT_CLIENT_ID=base\nWXT_BROKER_URL=https://broker.example\n');
    write('.env.production', 'WXT_CLIENT_ID=production\n');
    write('.env.production.firefox', 'WXT_CLIENT_ID=firefox-app\n');
    write('.env.demo', 'WXT_CLIENT_ID=demo\n');
    const env = (mode: string, browser: string) =>
      buildEnv({ mode, browser, root, processEnv: {} });
    expect(env('production', 'chrome')).toMatchObject({
      WXT_CLIENT_ID: 'production',
      WXT_BROKER_URL: 'https://broker.example',
    });
    expect(env('production', 'firefox').WXT_CLIENT_ID).toBe('firefox-app');
    expect(env('demo', 'chrome').WXT_CLIENT_ID).toBe('demo');
  });

  it('keeps a non-empty process variable over the files, as the build does', () => {
    write('.env.production', 'WXT_CLIENT_ID=from-file\nWXT_BROKER_URL=https://file.example\n');
    const env = buildEnv({
      mode: 'production',
      browser: 'chrome',
      root,
      processEnv: { WXT_CLIENT_ID: 'from-shell', WXT_BROKER_URL: '' },
    });
    expect(env.WXT_CLIENT_ID).toBe('from-shell');
    expect(env.WXT_BROKER_URL).toBe('https://file.example');
  });
});
