// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/preact';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FontsTab } from '@/components/fonts/FontsTab';
import type { CustomFont, FontUpload } from '@/lib/core/api/custom-fonts';
import type { HostAccess } from '@/lib/core/model/host-access';
import { FontUploadError } from '@/lib/features/fonts/upload-form';
import type { MessagingClient } from '@/lib/core/messaging/client';
import { createFontsModel } from '@/lib/features/fonts/model/fonts-model';
import type { SendFile } from '@/lib/features/fonts/model/font-uploads';

// A production build: the real object store is the one a font file may go to.
beforeEach(() => vi.stubEnv('MODE', 'production'));
afterEach(() => {
  cleanup();
  vi.unstubAllEnvs();
});

const acme: CustomFont = {
  id: 'f1',
  fontFamily: 'Acme Sans',
  weight: 400,
  italic: false,
  fontDisplay: 'swap',
  axes: [],
};
const upload: FontUpload = {
  url: 'https://webflow-prod-assets.s3.amazonaws.com/',
  fields: { key: 'k' },
  expiresAt: new Date(Date.now() + 15 * 60_000).toISOString(),
};
const STORE = 'webflow-prod-assets.s3.amazonaws.com';

function setup(opts: { held: boolean; grant?: boolean; send?: SendFile }) {
  const requests: string[] = [];
  const client = {
    request: async (type: string) => {
      requests.push(type);
      if (type === 'fonts.listFonts') return [acme];
      if (type === 'fonts.startFontUpload') return { customFont: { id: 'f2' }, upload };
      if (type === 'fonts.startFontReplace') return { customFont: acme, upload };
      if (type === 'fonts.deleteFonts') return { deleted: ['f2'], failed: [] };
      throw new Error(type);
    },
  } as unknown as MessagingClient;
  let held = opts.held;
  const hostAccess = {
    contains: vi.fn<HostAccess['contains']>(async () => held),
    request: vi.fn<HostAccess['request']>(async () => (held = opts.grant ?? true)),
  };
  const model = createFontsModel({
    client,
    hash: async () => 'd'.repeat(32),
    send: opts.send ?? (async (_u, _f, o) => o.onProgress(100)),
    hostAccess,
  });
  render(<FontsTab model={model} confirm={() => true} />);
  return { model, hostAccess, requests };
}

async function uploadNew(model: ReturnType<typeof setup>['model']) {
  await model.open('s1');
  const input = screen.getByLabelText('Choose files') as HTMLInputElement;
  const file = new File([new Uint8Array([1])], 'Brand-Bold.woff2');
  Object.defineProperty(input, 'files', { value: [file], configurable: true });
  fireEvent.change(input);
  const form = await screen.findByRole('form', { name: /Brand-Bold\.woff2/ });
  fireEvent.click(within(form).getByRole('button', { name: 'Upload' }));
}

describe('an upload waiting for access to the file store', () => {
  it('says the font is registered, and asks for the host inside the "Allow and upload" click', async () => {
    const { model, hostAccess } = setup({ held: false });
    await uploadNew(model);
    const text = await screen.findByTestId('font-upload-access');
    expect(text.textContent).toBe(
      `The font is registered; to send its file, Site Companion needs access to ${STORE}.`,
    );
    expect(screen.getByTestId('font-upload-delete-pending').textContent).toBe('Delete this font');
    expect(screen.queryByTestId('font-upload-dismiss')).toBeNull();

    fireEvent.click(screen.getByTestId('font-upload-allow'));
    expect(hostAccess.request).toHaveBeenCalledWith([`https://${STORE}/*`]);
    await waitFor(() =>
      expect(screen.getByTestId('font-upload-status').textContent).toContain('is uploaded'),
    );
  });

  it('declined: says the font stays registered without its file, and offers the same two ways out', async () => {
    const { model } = setup({ held: false, grant: false });
    await uploadNew(model);
    fireEvent.click(await screen.findByTestId('font-upload-allow'));
    const declined = await screen.findByTestId('font-upload-declined');
    expect(declined.textContent).toBe(
      `Access to ${STORE} was not given. The font stays registered without its file until you allow access or delete it.`,
    );
    expect(screen.getByTestId('font-upload-allow')).toBeTruthy();
    fireEvent.click(screen.getByTestId('font-upload-delete-pending'));
    await waitFor(() => expect(screen.queryByTestId('font-upload')).toBeNull());
  });

  it('for a new file of a listed font, says the font keeps its file and offers no deletion', async () => {
    const { model } = setup({ held: false, grant: false });
    await model.open('s1');
    await model.uploads.replaceFile(acme, new File([new Uint8Array([2])], 'Acme.woff2'), 'keep');
    expect((await screen.findByTestId('font-upload-access')).textContent).toBe(
      `The new file is announced; to send it, Site Companion needs access to ${STORE}.`,
    );
    fireEvent.click(screen.getByTestId('font-upload-allow'));
    expect((await screen.findByTestId('font-upload-declined')).textContent).toBe(
      `Access to ${STORE} was not given. The font keeps its current file until you allow access.`,
    );
    expect(screen.queryByTestId('font-upload-delete-pending')).toBeNull();
    expect(screen.getByTestId('font-upload-dismiss')).toBeTruthy();
  });
});

describe('an upload the file store failed', () => {
  it('offers "Retry upload" or "Delete this font", and the retry sends the file', async () => {
    let attempt = 0;
    const { model } = setup({
      held: true,
      send: async (_u, _f, o) => {
        attempt += 1;
        if (attempt === 1) {
          throw new FontUploadError('refused', 'The file store refused the upload (500).', 500);
        }
        o.onProgress(100);
      },
    });
    await uploadNew(model);
    expect((await screen.findByTestId('font-upload-error')).textContent).toBe(
      'The file store refused the upload (500).',
    );
    expect(screen.getByTestId('font-upload-without-file').textContent).toBe(
      'The font is registered, but its file has not arrived. Retry the upload, or delete the font.',
    );
    expect(screen.getByTestId('font-upload-delete-pending')).toBeTruthy();
    fireEvent.click(screen.getByTestId('font-upload-retry'));
    await waitFor(() =>
      expect(screen.getByTestId('font-upload-status').textContent).toContain('is uploaded'),
    );
  });
});
