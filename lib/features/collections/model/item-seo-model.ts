/**
 * Which item field feeds the page's `<title>`, meta description and Open Graph image, in the
 * locale shown: the editor's confirmed choice when there is one; else inferred by reading the
 * published page and matching its values against the item's (the API does not say, notes §13.1);
 * else, with no published page to read, the editor chooses.
 * @module
 */
import { batch, signal } from '@preact/signals';
import type { PublishedPageRead } from '../../live-site';
import { hostPatternOf } from '../../../core/settings/host-pattern';
import { inferItemSeo, type InferredSeo, type SeoTarget } from '../item-seo-infer';
import type { ItemSeoMap } from '../item-seo-store';
import { messageOf, type ItemContext } from './item-context';

/** What reading a published page answered. */
export type PageRead = PublishedPageRead;

/** Where the shown choice comes from. */
export type ChoiceSource = 'confirmed' | 'inferred' | 'unconfirmed';

const NONE: ItemSeoMap = { title: null, description: null, ogImage: null };

/** The choice of fields in the shown locale. */
export function createItemSeoModel(ctx: ItemContext) {
  const choice = signal<ItemSeoMap>(NONE);
  const source = signal<ChoiceSource>('unconfirmed');
  const inferred = signal<InferredSeo>({});
  const read = signal<PageRead | undefined>(undefined);
  const reading = signal(false);
  const error = signal<string | undefined>(undefined);
  let shown = 0;

  const fromInferred = (found: InferredSeo): ItemSeoMap => ({
    title: found.title?.field ?? null,
    description: found.description?.field ?? null,
    ogImage: found.ogImage?.field ?? null,
  });

  /** Reads the shown locale's published page and infers from it (no choice confirmed yet). */
  const readPage = async (cms: string) => {
    const current = shown;
    const url = ctx.pageUrl(cms);
    const item = ctx.found();
    if (!url || !item) return;
    reading.value = true;
    try {
      const answer = await ctx.client.request('live-site.readPublishedPage', {
        siteId: ctx.place.value!.location.site.id,
        url,
      });
      if (current !== shown) return;
      read.value = answer;
      if (answer.state !== 'read') return;
      const row = ctx.rowOf(cms);
      const values = row?.live ?? row?.fieldData ?? {};
      const found = inferItemSeo(item.fields, values, {
        title: answer.title,
        description: answer.description,
        ogTitle: answer.og.title,
        ogDescription: answer.og.description,
        ogImage: answer.og.image,
      });
      batch(() => {
        inferred.value = found;
        if (source.value !== 'confirmed') {
          choice.value = fromInferred(found);
          source.value = Object.keys(found).length > 0 ? 'inferred' : 'unconfirmed';
        }
      });
    } catch (e) {
      if (current === shown) error.value = messageOf(e);
    } finally {
      if (current === shown) reading.value = false;
    }
  };

  return {
    choice,
    source,
    inferred,
    read,
    reading,
    error,
    /** Shows the choice of CMS locale `cms`: the confirmed one, else what its page shows. */
    async show(cms: string) {
      shown += 1;
      const confirmed = ctx.found()?.seo[cms] ?? null;
      batch(() => {
        choice.value = confirmed ?? NONE;
        source.value = confirmed ? 'confirmed' : 'unconfirmed';
        inferred.value = {};
        read.value = undefined;
        error.value = undefined;
      });
      // The page is read even once confirmed: the Open Graph image and the title's suffix show.
      await readPage(cms);
    },
    /** Asks for the published host, in the editor's click, then reads the page. */
    allowReading(cms: string) {
      const url = ctx.pageUrl(cms);
      const access = ctx.hostAccess;
      if (!url || !access) return Promise.resolve();
      const asked = access.request([hostPatternOf(new URL(url).origin)]);
      return asked.then((granted) => (granted ? readPage(cms) : undefined));
    },
    /** The editor picks another field for `target` (not confirmed until `confirm`). */
    pick(target: SeoTarget, field: string | null) {
      batch(() => {
        choice.value = { ...choice.value, [target]: field };
        source.value = 'unconfirmed';
      });
    },
    /** Remembers the shown choice for the collection (this locale's own where it differs). */
    async confirm(cms: string) {
      const item = ctx.found();
      if (!item) return;
      try {
        const stored = await ctx.client.request('collections.rememberItemSeo', {
          siteId: ctx.place.value!.location.site.id,
          collectionId: item.collection.id,
          cmsLocaleId: cms,
          map: choice.value,
        });
        ctx.answer.value = { ...item, seo: { ...item.seo, ...stored } };
        source.value = 'confirmed';
      } catch (e) {
        error.value = messageOf(e);
      }
    },
  };
}

/** The choice of fields. */
export type ItemSeoModel = ReturnType<typeof createItemSeoModel>;
