// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/preact';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AssetsTab } from '@/components/assets/AssetsTab';
import type { MessagingClient } from '@/lib/core/messaging/client';
import { createAssetsModel } from '@/lib/features/assets/model/assets-model';
import { originalUrl } from '@/lib/features/assets/original-url';

afterEach(cleanup);

const english = { id: 'en', tag: 'en', name: 'English', primary: true };

/** The Assets tab on a site whose API answers the given hosted URLs, one asset each. */
async function tabWith(hostedUrls: Record<string, string>) {
  const assets = Object.entries(hostedUrls).map(([name, hostedUrl], i) => ({
    id: `a${i}`,
    displayName: name,
    originalFileName: name,
    hostedUrl,
  }));
  const client = {
    request: async (type: string) =>
      type === 'assets.assetFolders'
        ? { folders: [], siteTotal: assets.length }
        : { assets, total: assets.length },
  } as unknown as MessagingClient;
  const model = createAssetsModel(client);
  await model.open('s1');
  const actions = { copyUrl: vi.fn(), openUrl: vi.fn() };
  render(<AssetsTab model={model} locales={[english]} actions={actions} />);
  const open = async (name: string) =>
    fireEvent.click(await screen.findByRole('button', { name: `Open original of ${name}` }));
  return { actions, open };
}

describe('“Open the original”', () => {
  it('opens an https address and refuses any other, saying so', async () => {
    const tab = await tabWith({
      'script.png': 'javascript:alert(document.domain)',
      'plain.png': 'http://cdn.example/plain.png',
      'ok.png': 'https://cdn.example/ok.png',
    });
    await tab.open('script.png');
    expect((await screen.findByRole('alert')).textContent).toBe(
      'The original of script.png was not opened: the service gave an address that is not https.',
    );
    await tab.open('plain.png');
    expect(tab.actions.openUrl).not.toHaveBeenCalled();
    await tab.open('ok.png');
    expect(tab.actions.openUrl).toHaveBeenCalledExactlyOnceWith('https://cdn.example/ok.png');
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
  });

  it('passes only https addresses on', () => {
    for (const hostedUrl of [
      'javascript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'file:///etc/passwd',
      'http://cdn.example/a.png',
      'chrome://settings',
      '/relative/a.png',
      '',
    ]) {
      expect(() => originalUrl({ id: 'a', hostedUrl }), hostedUrl).toThrow('not https');
    }
    expect(originalUrl({ id: 'a', hostedUrl: 'HTTPS://CDN.example/a b.png' })).toBe(
      'https://cdn.example/a%20b.png',
    );
  });

  it("opens the emulator's loopback http files outside production builds only", () => {
    const local = 'http://127.0.0.1:8787/__emulator/object-store/files/s/a.png';
    expect(originalUrl({ id: 'a', hostedUrl: local }, 'demo')).toBe(local);
    expect(originalUrl({ id: 'a', hostedUrl: 'http://objects.localhost:1/a.png' }, 'demo')).toBe(
      'http://objects.localhost:1/a.png',
    );
    expect(() => originalUrl({ id: 'a', hostedUrl: local }, 'production')).toThrow('not https');
    for (const hostedUrl of ['http://cdn.example/a.png', 'http://localhost.example/a.png']) {
      expect(() => originalUrl({ id: 'a', hostedUrl }, 'demo'), hostedUrl).toThrow('not https');
    }
  });
});
