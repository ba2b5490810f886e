// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/preact';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AssetActions } from '@/components/assets/AssetRow';
import { AssetList } from '@/components/assets/AssetList';
import { createAssetPager } from '@/lib/features/assets/asset-pager';
import type { AssetLike } from '@/lib/features/assets/types';
import { fakeFolder, makeAssets } from '../../features/assets/fake-folder';

const ROW = 78;
const HEIGHT = 420;
const OVERSCAN = 6;
const MAX_ROWS = Math.ceil(HEIGHT / ROW) + 1 + 2 * OVERSCAN;

function actions(overrides: Partial<AssetActions> = {}): AssetActions {
  return {
    onSaveAltText: vi.fn(async () => {}),
    onRename: vi.fn(async () => {}),
    onCopyUrl: vi.fn(),
    onOpenOriginal: vi.fn(),
    ...overrides,
  };
}

function setup(count: number, acts = actions()) {
  const folder = fakeFolder(makeAssets(count));
  const pager = createAssetPager<AssetLike>({ fetchPage: folder.fetchPage });
  const view = render(
    <AssetList
      pager={pager}
      folderLabel="Images / Team"
      localeLabel="French"
      actions={acts}
      rowHeight={ROW}
      height={HEIGHT}
      overscan={OVERSCAN}
      pixelRatio={1}
    />,
  );
  return { folder, pager, view, acts };
}

const items = () => screen.getByRole('list', { name: 'Assets in Images / Team' }).children;

describe('AssetList', () => {
  afterEach(cleanup);

  it('renders a bounded number of rows for 20,000 assets and fetches only the first page', async () => {
    const { folder } = setup(20_000);
    await waitFor(() => expect(screen.getByText('asset-0001.png')).toBeTruthy());
    expect(items().length).toBeGreaterThan(0);
    expect(items().length).toBeLessThanOrEqual(MAX_ROWS);
    expect(folder.calls.map((c) => c.offset)).toEqual([0]);
    expect(screen.getByText('20,000 assets')).toBeTruthy();
    const first = items()[0] as HTMLElement;
    expect(first.getAttribute('aria-posinset')).toBe('1');
    expect(first.getAttribute('aria-setsize')).toBe('20000');
  });

  it('loads and renders the rows scrolled into view, still bounded', async () => {
    const { folder, view } = setup(20_000);
    await waitFor(() => expect(screen.getByText('asset-0001.png')).toBeTruthy());
    const viewport = view.container.querySelector('.asset-list__viewport') as HTMLElement;
    viewport.scrollTop = 12_345 * ROW;
    fireEvent.scroll(viewport);
    await waitFor(() => expect(screen.getByText('asset-12346.png')).toBeTruthy());
    expect(items().length).toBeLessThanOrEqual(MAX_ROWS);
    expect(folder.calls.map((c) => c.offset)).toEqual([0, 12_300]);
    const positions = [...items()].map((el) => Number(el.getAttribute('aria-posinset')));
    expect(Math.min(...positions)).toBe(12_346 - OVERSCAN);
  });

  it('shows a lazy thumbnail with empty alt, the alt status in the locale, and named actions', async () => {
    setup(5);
    await waitFor(() => expect(screen.getByText('asset-0002.png')).toBeTruthy());
    const img = items()[0]!.querySelector('img')!;
    expect(img.getAttribute('alt')).toBe('');
    expect(img.getAttribute('loading')).toBe('lazy');
    expect(img.getAttribute('src')).toBe('https://cdn.test/f1/0.png');
    expect(within(items()[0] as HTMLElement).getByText('Missing alt text (French)')).toBeTruthy();
    expect(
      within(items()[1] as HTMLElement).getByText('Alt text (French): Picture 2'),
    ).toBeTruthy();
    for (const name of [
      'Edit alt text of asset-0001.png (French)',
      'Rename asset-0001.png',
      'Copy URL of asset-0001.png',
      'Open original of asset-0001.png',
    ]) {
      expect(screen.getByRole('button', { name })).toBeTruthy();
    }
  });

  it('edits alt text in place and hands the text to the owner', async () => {
    const { acts } = setup(5);
    await waitFor(() => expect(screen.getByText('asset-0001.png')).toBeTruthy());
    fireEvent.click(
      screen.getByRole('button', { name: 'Edit alt text of asset-0001.png (French)' }),
    );
    const field = screen.getByRole('textbox', { name: 'Alt text of asset-0001.png (French)' });
    fireEvent.input(field, { target: { value: '  Une équipe  ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(acts.onSaveAltText).toHaveBeenCalledWith(
        expect.objectContaining({ id: 'f1-0' }),
        'Une équipe',
      ),
    );
    await waitFor(() =>
      expect(screen.getByText('Saved the alt text of asset-0001.png (French).')).toBeTruthy(),
    );
    expect(screen.queryByRole('textbox', { name: /Alt text of/ })).toBeNull();
  });

  it('keeps the form open with the reason when saving fails', async () => {
    setup(5, actions({ onSaveAltText: vi.fn(async () => Promise.reject(new Error('Conflict'))) }));
    await waitFor(() => expect(screen.getByText('asset-0001.png')).toBeTruthy());
    fireEvent.click(
      screen.getByRole('button', { name: 'Edit alt text of asset-0001.png (French)' }),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Not saved: Conflict'));
    expect(
      screen.getByRole('textbox', { name: 'Alt text of asset-0001.png (French)' }),
    ).toBeTruthy();
  });

  it('renames, refusing an empty name, and cancels with Escape', async () => {
    const { acts } = setup(3);
    await waitFor(() => expect(screen.getByText('asset-0001.png')).toBeTruthy());
    fireEvent.click(screen.getByRole('button', { name: 'Rename asset-0001.png' }));
    const field = screen.getByRole('textbox', { name: 'Display name of asset-0001.png' });
    fireEvent.input(field, { target: { value: ' ' } });
    expect(screen.getByRole('button', { name: 'Save' }).hasAttribute('disabled')).toBe(true);
    fireEvent.keyDown(field, { key: 'Escape' });
    expect(screen.queryByRole('textbox', { name: /Display name/ })).toBeNull();
    expect(acts.onRename).not.toHaveBeenCalled();
  });

  it('copies and opens through the callbacks', async () => {
    const { acts } = setup(3);
    await waitFor(() => expect(screen.getByText('asset-0001.png')).toBeTruthy());
    fireEvent.click(screen.getByRole('button', { name: 'Copy URL of asset-0001.png' }));
    fireEvent.click(screen.getByRole('button', { name: 'Open original of asset-0001.png' }));
    expect(acts.onCopyUrl).toHaveBeenCalledWith(expect.objectContaining({ id: 'f1-0' }));
    expect(acts.onOpenOriginal).toHaveBeenCalledWith(expect.objectContaining({ id: 'f1-0' }));
    await waitFor(() => expect(screen.getByText('Copied the URL of asset-0001.png.')).toBeTruthy());
  });

  it('filters loaded rows, says not all are loaded, and loads all on request', async () => {
    const { folder } = setup(250);
    await waitFor(() => expect(screen.getByText('asset-0001.png')).toBeTruthy());
    fireEvent.click(
      screen.getByRole('checkbox', { name: 'Only images missing alt text (French)' }),
    );
    fireEvent.input(screen.getByRole('searchbox', { name: 'Search loaded assets by name' }), {
      target: { value: 'ASSET-0' },
    });
    const missing = (n: number) =>
      makeAssets(n).filter((a) => a.contentType === 'image/png' && !a.altText).length;
    await waitFor(() =>
      expect(
        screen.getByText(new RegExp(`^${missing(100)} matches among 100 loaded of 250 assets`)),
      ).toBeTruthy(),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Load all to search everything' }));
    await waitFor(() => expect(screen.getByText(`${missing(250)} of 250 assets.`)).toBeTruthy());
    expect(folder.calls).toHaveLength(3);
    for (const row of items()) {
      expect(row.textContent).toContain('Missing alt text (French)');
    }
  });

  it('starts at the top of the new folder after a switch and asks only for its first page', async () => {
    const { pager, view } = setup(20_000);
    await waitFor(() => expect(screen.getByText('asset-0001.png')).toBeTruthy());
    const viewport = view.container.querySelector('.asset-list__viewport') as HTMLElement;
    viewport.scrollTop = 5_000 * ROW;
    fireEvent.scroll(viewport);
    await waitFor(() => expect(screen.getByText('asset-5001.png')).toBeTruthy());
    const other = fakeFolder(makeAssets(300, 'f2'));
    act(() => pager.setSource(other.fetchPage));
    await waitFor(() => expect(screen.getByText('300 assets')).toBeTruthy());
    expect(viewport.scrollTop).toBe(0);
    expect(items()[0]!.getAttribute('data-asset-id')).toBe('f2-0');
    expect(other.calls.map((c) => c.offset)).toEqual([0]);
  });

  it('returns focus to the row after the alt text form closes', async () => {
    setup(3);
    await waitFor(() => expect(screen.getByText('asset-0001.png')).toBeTruthy());
    const name = 'Edit alt text of asset-0001.png (French)';
    fireEvent.click(screen.getByRole('button', { name }));
    fireEvent.keyDown(screen.getByRole('textbox', { name: /Alt text of/ }), { key: 'Escape' });
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name })));
  });
});
