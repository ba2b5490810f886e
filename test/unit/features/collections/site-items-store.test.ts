import { beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { siteItemsItem } from '@/lib/features/collections/site-items-store';
import { jsonBytes } from '@/lib/core/storage/parsed-item';
import type { SiteCollection } from '@/lib/features/collections/site-items';
import {
  fromStoredItems,
  markItemChanged,
  toStoredCollection,
  toStoredItems,
  type SiteItems,
} from '@/lib/features/collections/site-items-store';
import { smallItems } from '../site/fixtures';

const hex = (n: number) => n.toString(16).padStart(24, '0');

/**
 * A collection of `count` items in three locales as a real one looks: 24-hex ids, names of about
 * 40 characters, slugs of about 40, a French slug of its own on every third item, a German version
 * missing on every tenth, and every twentieth changed after its publish.
 */
function generated(count: number): SiteCollection {
  return {
    id: hex(1),
    displayName: 'Blog Posts',
    templatePageId: hex(2),
    rows: count * 3,
    requests: Math.ceil((count * 3) / 100),
    items: Array.from({ length: count }, (_, i) => {
      const slug = `how-we-bake-bread-at-home-part-${String(i).padStart(6, '0')}`;
      return {
        id: hex(1_000_000 + i),
        name: `How we bake bread at home, part ${i}`,
        slugs: {
          '': slug,
          fr: i % 3 === 0 ? `comment-nous-faisons-du-pain-${i}` : slug,
          ...(i % 10 === 0 ? {} : { de: slug }),
        },
        changed: i % 20 === 0 ? ['fr'] : [],
      };
    }),
  };
}

describe('stored collection items', () => {
  beforeEach(() => fakeBrowser.reset());

  it('reads back exactly what was stored, locales, own slugs and changes kept', async () => {
    const items = smallItems();
    await siteItemsItem('site1').setValue(toStoredItems(items));
    const back = fromStoredItems((await siteItemsItem('site1').getValue())!);
    expect(back).toEqual(items);
  });

  it('keeps a secondary slug equal to the primary as an empty string, and an absent one as null', () => {
    const stored = toStoredCollection(smallItems().collections[0]!);
    expect(stored.locales).toEqual(['', 'fr']);
    expect(stored.slugs).toEqual([
      ['how-we-bake', 'sourdough', 'bagels'],
      ['', 'levain', null],
    ]);
    expect(stored.changed).toEqual([[], [1]]);
  });

  it('reads a value whose columns do not line up as nothing stored', async () => {
    const stored = toStoredItems(smallItems());
    await fakeBrowser.storage.local.set({ 'siteItems:site1': stored });
    expect(await siteItemsItem('site1').getValue()).toEqual(stored);
    stored.collections[0]!.names.pop();
    await fakeBrowser.storage.local.set({ 'siteItems:site1': stored });
    expect(await siteItemsItem('site1').getValue()).toBeNull();
  });

  it('holds 30,000 item cells: a 10,000-item × 3-locale collection measures under 70 bytes a cell', async () => {
    const collection = generated(10_000);
    const cells = collection.items.reduce((n, i) => n + Object.keys(i.slugs).length, 0);
    const items: SiteItems = {
      siteId: 'big',
      checkedAt: 1,
      access: 'ok',
      collections: [collection],
    };
    const bytes = jsonBytes(toStoredItems(items));
    const perCell = bytes / cells;
    // The object-per-item form the listing answers, for comparison: the compact one is smaller.
    const plain = jsonBytes(items) / cells;
    expect(cells).toBe(29_000);
    expect(perCell).toBeLessThan(70);
    expect(perCell).toBeLessThan(plain * 0.75);
    // Three such collections (30,000 cells and more) fit the item's bound, and read back whole.
    const three: SiteItems = {
      ...items,
      collections: [collection, { ...collection, id: hex(3) }, { ...collection, id: hex(4) }],
    };
    await siteItemsItem('big').setValue(toStoredItems(three));
    const back = fromStoredItems((await siteItemsItem('big').getValue())!);
    expect(back.collections.map((c) => c.items.length)).toEqual([10_000, 10_000, 10_000]);
    expect(back.collections[2]!.items[3]).toEqual(collection.items[3]);
    console.info(
      `stored items: ${perCell.toFixed(1)} bytes per item × locale (object form ${plain.toFixed(1)}); ` +
        `3 × 10,000 items: ${(jsonBytes(toStoredItems(three)) / 1024 / 1024).toFixed(2)} MB`,
    );
  });
});

describe('an item marked changed (or published) from its page', () => {
  beforeEach(() => fakeBrowser.reset());

  it('shows in the stored items at once, in that locale only, and goes once published', async () => {
    const collection = generated(5);
    const item = siteItemsItem('s1');
    await item.setValue(
      toStoredItems({ siteId: 's1', checkedAt: 1, access: 'ok', collections: [collection] }),
    );
    const at = { collectionId: collection.id, itemId: collection.items[3]!.id };
    await markItemChanged('s1', { ...at, localeKeys: ['de'] }, true);
    const read = async () => fromStoredItems((await item.getValue())!).collections[0]!.items;
    expect((await read())[3]!.changed).toEqual(['de']);
    expect((await read())[0]!.changed).toEqual(['fr']);
    await markItemChanged('s1', { ...at, localeKeys: ['de', ''] }, false);
    expect((await read())[3]!.changed).toEqual([]);
    await markItemChanged('s1', { ...at, itemId: 'unknown', localeKeys: ['de'] }, true);
    await markItemChanged('s2', { ...at, localeKeys: ['de'] }, true);
    expect(await siteItemsItem('s2').getValue()).toBeNull();
  });
});
