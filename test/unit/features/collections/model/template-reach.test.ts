import { describe, expect, it } from 'vitest';
import type { PageLocation } from '@/lib/core/locate/page-locator';
import { templateReach } from '@/lib/features/collections/model/template-reach';
import { createTemplateGuard } from '@/lib/features/schema/model/template-guard';

const at = (collectionId?: string): PageLocation => ({
  site: { id: 's', name: 'Site' },
  page: {
    id: 'p',
    title: 'Blog Posts Template',
    path: '/blog/detail',
    ...(collectionId ? { collectionId } : {}),
  },
  locale: { id: 'l', tag: 'en', name: 'English', primary: true },
  locales: [],
  paths: {},
  via: 'staging',
});

describe('a template’s reach', () => {
  it('is the collection and its count on a template page, nothing on another page', () => {
    const found = {
      state: 'template' as const,
      collection: { id: 'c', name: 'Blog Posts', singularName: 'Blog Post' },
      itemCount: 40,
      fields: [],
    };
    expect(templateReach(at('c'), found)).toEqual({ collection: 'Blog Posts', itemCount: 40 });
    expect(templateReach(at(), found)).toBeUndefined();
  });

  it('is the template page’s title, without a count, when collections cannot be read', () => {
    const refused = { state: 'no-access' as const, credential: 'site-key' as const };
    expect(templateReach(at('c'), refused)).toEqual({ collection: 'Blog Posts Template' });
    expect(templateReach(at('c'), undefined)).toEqual({ collection: 'Blog Posts Template' });
  });
});

describe('the template guard', () => {
  it('runs a write at once on an ordinary page', () => {
    const guard = createTemplateGuard();
    let ran = 0;
    guard.ask('save', 'English', () => ran++);
    expect(ran).toBe(1);
    expect(guard.pending.value).toBeUndefined();
  });

  it('holds every write on a template page until it is answered, each time', () => {
    const guard = createTemplateGuard();
    guard.reach.value = { collection: 'Blog Posts', itemCount: 40 };
    let ran = 0;
    guard.ask('delete', 'French', () => ran++);
    expect(ran).toBe(0);
    expect(guard.pending.value).toMatchObject({ write: 'delete', locale: 'French' });
    guard.pending.value!.run();
    expect(ran).toBe(1);
    const again = createTemplateGuard();
    again.reach.value = guard.reach.value;
    again.ask('save', 'French', () => ran++);
    expect(ran).toBe(1);
    expect(again.pending.value?.write).toBe('save');
  });
});
