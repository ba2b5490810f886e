import { beforeEach, describe, expect, it } from 'vitest';
import { fieldProblems } from '@/emulator/collections/field-rules';
import { isLiveIn, itemRow, liveFields, stagedFields } from '@/emulator/collections/items';
import { publishIn, stageChange, unpublishIn } from '@/emulator/collections/item-writes';
import { buildWorld } from '@/emulator/seed/index';
import type { Collection, CollectionItem, Site, World } from '@/emulator/world-types';

let world: World;
let site: Site;
let blog: Collection;
let item: CollectionItem;
const ids = () => [site.locales.primary, ...site.locales.secondary].map((l) => l.cmsLocaleId);
/** Before `T1` and `T2`: the seed's publish comes first. */
const SEEDED_AT = Date.parse('2026-03-02T16:05:00.000Z');
const T1 = '2026-06-01T10:00:00.000Z';
const T2 = '2026-06-02T10:00:00.000Z';

beforeEach(() => {
  world = buildWorld('demo', SEEDED_AT);
  site = Object.values(world.sites)[0]!;
  blog = Object.values(world.collections).find((c) => c.siteId === site.id)!;
  item = Object.values(world.collectionItems).find((i) => i.collectionId === blog.id)!;
});

describe('staging, publishing and unpublishing an item', () => {
  it('keeps the published values and times of a locale until that locale is published', () => {
    const [en, fr] = ids() as [string, string];
    const before = structuredClone(item);
    stageChange(site, item, { cmsLocaleId: fr, fieldData: { name: 'Nouveau' } }, T1);
    expect(stagedFields(item, fr, en).name).toBe('Nouveau');
    expect(liveFields(item, fr, en)).toEqual(before.fieldData[fr]);
    expect(itemRow(item, fr, en)).toMatchObject({
      lastUpdated: T1,
      lastPublished: before.lastPublished,
    });
    expect(itemRow(item, fr, en, true).lastUpdated).toBe(before.lastUpdated);
    expect(itemRow(item, en, en)).toEqual(itemRow(before, en, en));
    publishIn(site, item, [fr], T2);
    expect(liveFields(item, fr, en).name).toBe('Nouveau');
    expect(itemRow(item, fr, en, true)).toMatchObject({ lastUpdated: T1, lastPublished: T2 });
    expect(itemRow(item, en, en).lastPublished).toBe(before.lastPublished);
    expect(item.liveFieldData?.[fr]).toBeUndefined();
  });

  it('changes only the fields given, flags included', () => {
    const [en] = ids() as [string];
    const before = structuredClone(item.fieldData[en]!);
    stageChange(
      site,
      item,
      { cmsLocaleId: en, fieldData: { featured: true }, isArchived: true },
      T1,
    );
    expect(item.fieldData[en]).toEqual({ ...before, featured: true });
    expect(item.isArchived).toBe(true);
  });

  it('takes locales off the published site one by one, a draft when none is left', () => {
    const [en, fr, de] = ids() as [string, string, string];
    unpublishIn(site, item, [fr]);
    expect(ids().map((id) => isLiveIn(item, id))).toEqual([true, false, true]);
    unpublishIn(site, item, [en, de]);
    expect(item.isDraft).toBe(true);
    expect(item.unpublishedIn).toBeUndefined();
    publishIn(site, item, [de], T1);
    expect(ids().map((id) => isLiveIn(item, id))).toEqual([false, false, true]);
    expect(item.isDraft).toBe(false);
  });
});

describe('fieldProblems', () => {
  const at = () => ({ collection: blog, item, cmsLocaleId: ids()[0]!, primaryId: ids()[0]! });

  it('accepts the item’s own values written back', () => {
    const { name, slug, ...rest } = item.fieldData[ids()[0]!]!;
    expect(fieldProblems(world, at(), { name, slug, ...rest })).toEqual([]);
  });

  it('names each refused field with the prefix given', () => {
    const problems = fieldProblems(
      world,
      at(),
      { slug: 'UPPER', 'main-image': { url: 'x' }, nope: 1, featured: null },
      'items.2.',
    );
    expect(problems.map((p) => p.param)).toEqual([
      'items.2.fieldData.slug',
      'items.2.fieldData.main-image',
      'items.2.fieldData.nope',
    ]);
  });
});
