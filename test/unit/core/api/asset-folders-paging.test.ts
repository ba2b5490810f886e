import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emulatorClient } from '../../support/emulator-client';
import { listAssetFolders } from '@/lib/core/api/assets';
import { startEmulator, type TestEmulator } from '@/emulator/testing';

describe('listAssetFolders', () => {
  let emu: TestEmulator;
  beforeAll(async () => {
    emu = await startEmulator({ seed: 'demo', rateLimit: 0 });
  });
  afterAll(() => emu?.close());

  it('pages through more folders than one answer holds', async () => {
    const site = emu.fixtures.sites[0]!;
    const token = site.apiKey!;
    const before = (
      await emu.call<{ pagination: { total: number } }>(`/v2/sites/${site.id}/asset_folders`, {
        token,
      })
    ).body.pagination.total;
    for (let i = 0; i < 150 - before; i++) {
      await emu.call(`/v2/sites/${site.id}/asset_folders`, {
        method: 'POST',
        token,
        body: { displayName: `Folder ${i}` },
      });
    }
    const client = emulatorClient(emu, token);
    const folders = await listAssetFolders(client, site.id);
    expect(folders).toHaveLength(150);
    expect(new Set(folders.map((f) => f.id)).size).toBe(150);
  });
});
