// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/preact';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FontsTab } from '@/components/fonts/FontsTab';
import type { CustomFont, FontUpload } from '@/lib/core/api/custom-fonts';
import type { MessagingClient } from '@/lib/core/messaging/client';
import { createFontsModel } from '@/lib/features/fonts/model/fonts-model';

afterEach(cleanup);

const acme: CustomFont = {
  id: 'f1',
  fontFamily: 'Acme Sans',
  format: 'woff2',
  fileName: 'AcmeSans-Variable.woff2',
  weight: 400,
  italic: false,
  fontDisplay: 'swap',
  axes: [{ tag: 'wght', min: 100, max: 900, defaultValue: 400 }],
};
const upload: FontUpload = { url: 'http://objects.localhost:8787/up', fields: {} };

function setup(list: () => CustomFont[] | Promise<CustomFont[]>) {
  const requests: string[] = [];
  let progress!: (p: number) => void;
  let finish!: () => void;
  const client = {
    request: async (type: string) => {
      requests.push(type);
      if (type === 'fonts.listFonts') return list();
      if (type === 'fonts.startFontUpload') return { customFont: { id: 'f2' }, upload };
      if (type === 'fonts.deleteFonts') return { deleted: ['f1'], failed: [] };
      throw new Error(type);
    },
  } as unknown as MessagingClient;
  const model = createFontsModel({
    client,
    hash: async () => 'b'.repeat(32),
    send: (_u, _f, o) =>
      new Promise<void>((resolve) => {
        progress = o.onProgress;
        finish = resolve;
      }),
  });
  const confirm = vi.fn(() => true);
  render(<FontsTab model={model} confirm={confirm} />);
  return { model, confirm, requests, progress: (p: number) => progress(p), finish: () => finish() };
}

describe('FontsTab', () => {
  it('shows loading, then the empty state, and an error with a retry', async () => {
    let fail = false;
    const { model } = setup(() => {
      if (fail) throw new Error('No connection');
      return [];
    });
    expect(screen.getByTestId('fonts-loading')).toBeTruthy();
    await model.open('s1');
    await waitFor(() => screen.getByTestId('fonts-empty'));
    fail = true;
    await model.reload();
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('No connection'));
  });

  it('lists a font with its facts and uploads a chosen file with a labelled progress bar', async () => {
    const { model, progress, finish } = setup(() => [acme]);
    await model.open('s1');
    const row = await screen.findByTestId('font-row');
    expect(row.textContent).toContain('Acme Sans');
    expect(row.textContent).toContain('Variable (wght 100–900)');
    expect(within(row).getByRole('checkbox', { name: 'Select Acme Sans 400' })).toBeTruthy();

    const input = screen.getByLabelText('Choose files') as HTMLInputElement;
    const chosen = new File([new Uint8Array([1])], 'Brand-Bold.woff2');
    Object.defineProperty(input, 'files', { value: [chosen], configurable: true });
    fireEvent.change(input);
    const form = await screen.findByRole('form', { name: /Brand-Bold\.woff2/ });
    expect((within(form).getByLabelText('Weight (1–1000)') as HTMLInputElement).value).toBe('700');
    fireEvent.click(within(form).getByRole('button', { name: 'Upload' }));
    await waitFor(() => screen.getByTestId('font-upload-progress'));
    progress(60);
    const bar = await screen.findByRole('progressbar', { name: 'Uploading Brand-Bold.woff2' });
    await waitFor(() => expect(bar.getAttribute('value')).toBe('60'));
    finish();
    await waitFor(() =>
      expect(screen.getByTestId('font-upload-status').textContent).toContain('is uploaded'),
    );
  });

  it('asks before deleting and removes the font', async () => {
    const { model, confirm, requests } = setup(() => [acme]);
    await model.open('s1');
    fireEvent.click(await screen.findByRole('button', { name: 'Delete Acme Sans 400' }));
    expect(confirm).toHaveBeenCalledOnce();
    await waitFor(() => screen.getByTestId('fonts-empty'));
    expect(requests).toContain('fonts.deleteFonts');
  });

  it('offers the axes choice when replacing a variable font’s file', async () => {
    const { model } = setup(() => [acme]);
    await model.open('s1');
    fireEvent.click(await screen.findByRole('button', { name: 'Replace file for Acme Sans 400' }));
    expect(screen.getByRole('radio', { name: /current axes \(wght 100–900\)/ })).toBeTruthy();
    expect(screen.getByRole('radio', { name: /Static/ })).toBeTruthy();
  });
});
