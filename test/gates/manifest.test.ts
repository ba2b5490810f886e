import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { BUILDS, readManifest } from './artifacts';

const ICON_SIZES = ['16', '32', '48', '96', '128'];

describe.each(['chrome', 'firefox'] as const)('%s manifest', (build) => {
  const manifest = readManifest(build);

  it('asks for exactly the reviewed permissions (update the snapshot on purpose)', () => {
    expect({
      manifest_version: manifest.manifest_version,
      permissions: manifest.permissions,
      optional_permissions: manifest.optional_permissions ?? [],
      host_permissions: manifest.host_permissions ?? [],
      optional_host_permissions: manifest.optional_host_permissions ?? [],
      content_scripts: manifest.content_scripts ?? [],
    }).toMatchSnapshot();
  });

  it('keeps the default content security policy and no external messaging', () => {
    expect(manifest.content_security_policy).toBeUndefined();
    if (build === 'chrome') expect(manifest.externally_connectable).toEqual({ ids: [] });
    expect(manifest.web_accessible_resources).toBeUndefined();
  });

  it('declares the shortcut that opens the side panel', () => {
    const name = build === 'firefox' ? '_execute_sidebar_action' : 'open-side-panel';
    expect(manifest.commands).toEqual({
      [name]: {
        suggested_key: { default: 'Alt+Shift+S' },
        description: '__MSG_commandOpenSidePanel__',
      },
    });
  });

  it('has an icon file in every size', () => {
    const icons = manifest.icons as Record<string, string>;
    expect(Object.keys(icons).sort()).toEqual([...ICON_SIZES].sort());
    for (const file of Object.values(icons)) {
      expect(existsSync(path.join(BUILDS[build], file)), file).toBe(true);
    }
  });
});

describe('firefox manifest', () => {
  it('has a fixed add-on id and declares that it collects no data', () => {
    const gecko = (readManifest('firefox').browser_specific_settings as Record<string, unknown>)
      .gecko as Record<string, unknown>;
    expect(gecko.id).toBe('site-companion@site-companion.dev');
    expect(gecko.data_collection_permissions).toEqual({ required: ['none'] });
  });
});
