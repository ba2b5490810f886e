/**
 * The Item tab's model, on a collection item's page: the item's name, collection and locale; the
 * fields that feed its page's title, description and Open Graph image (confirmed, else inferred
 * from the published page); their values edited per CMS locale as drafts; "Publish this item"; and
 * what the credential may not do. Its code loads when the tab is first shown.
 * @module
 */
import { batch, signal } from '@preact/signals';
import type { ContributionDeps, PanelPlace } from '../../../core/model/contributions';
import { createItemContext, messageOf } from './item-context';
import { createItemEditModel } from './item-edit-model';
import { createItemPublishModel } from './item-publish-model';
import { createItemSeoModel } from './item-seo-model';
import { createRedirectModel } from '../../redirects/model';

/** Makes the Item tab's model. */
export function makeItemTab(deps: ContributionDeps, debounceMs?: number) {
  const ctx = createItemContext(deps);
  const seo = createItemSeoModel(ctx);
  // The redirect plan of the item's moved addresses, as the Metadata tab has one for pages.
  const redirects = createRedirectModel(ctx.client, ctx.hostAccess);
  const loadPlan = () => {
    const item = ctx.found();
    if (item) void redirects.load(ctx.place.value!.location.site.id, item.itemId);
  };
  const edit = createItemEditModel(ctx, debounceMs, loadPlan);
  const publish = createItemPublishModel(
    ctx,
    () => seo.choice.value,
    () => {
      // Redirects made before the publish are checked again: their targets are live only now.
      if (redirects.results.value?.every((r) => r.ok) || redirects.checks.value)
        void redirects.verify();
    },
  );
  let loads = 0;
  const error = signal<string | undefined>(undefined);

  const request = () => {
    const { location } = ctx.place.value!;
    const first = location.locale.cmsLocaleId;
    const others = location.locales.flatMap((l) =>
      l.cmsLocaleId && l.cmsLocaleId !== first ? [l.cmsLocaleId] : [],
    );
    return {
      siteId: location.site.id,
      collectionId: location.page.collectionId!,
      itemSlug: location.itemSlug!,
      ...(first ? { cmsLocaleId: first } : {}),
      cmsLocaleIds: first ? [first, ...others] : others,
      // Once known, the item is read by its id: a saved slug moves the page's address.
      ...(ctx.found() ? { itemId: ctx.found()!.itemId } : {}),
    };
  };

  const showLocale = async (cms: string) => {
    // The locale shown so far keeps its pending edit as its own draft.
    edit.storeNow();
    batch(() => {
      ctx.cmsLocaleId.value = cms;
      ctx.notices.value = [];
      publish.live.value = undefined;
    });
    await Promise.all([edit.show(cms), seo.show(cms)]);
  };

  /** Reads the item afresh and shows locale `cms` (the page's locale when not given). */
  const load = async (cms?: string) => {
    const current = ++loads;
    batch(() => {
      ctx.answer.value = undefined;
      ctx.notices.value = [];
      error.value = undefined;
    });
    try {
      const answer = await ctx.client.request('collections.itemEditor', request());
      if (current !== loads) return;
      ctx.answer.value = answer;
      if (answer.state !== 'item') return;
      loadPlan();
      const shown = answer.locales.find((r) => r.cmsLocaleId === cms) ?? answer.locales[0]!;
      await showLocale(shown.cmsLocaleId);
    } catch (e) {
      if (current === loads) error.value = messageOf(e);
    }
  };

  const model = {
    answer: ctx.answer,
    place: ctx.place,
    cmsLocaleId: ctx.cmsLocaleId,
    notices: ctx.notices,
    error,
    seo,
    edit,
    publish,
    redirects,
    /** The shown locale's row and its locale. */
    row: () => (ctx.cmsLocaleId.value ? ctx.rowOf(ctx.cmsLocaleId.value) : undefined),
    localeOf: ctx.localeOf,
    /** The item's path in a CMS locale with a slug (its template's folder there). */
    pathIn: ctx.pathIn,
    /** Opens the tab on an item page (each item once; another item loads afresh). */
    open(place: PanelPlace) {
      ctx.place.value = place;
      ctx.answer.value = undefined;
      if (!place.location.itemSlug || !place.location.page.collectionId) return undefined;
      return load();
    },
    retry: () => load(ctx.cmsLocaleId.value),
    /** Drops the shown locale's draft and reads the item again (after a conflict: theirs). */
    async discard() {
      await edit.discard();
      await load(ctx.cmsLocaleId.value);
    },
    selectLocale: (cms: string) => showLocale(cms),
    /** Saves; a refusal for want of `cms:write` shows as the credential's state. */
    async save() {
      if (await edit.save()) return;
      const answer = await ctx.client
        .request('collections.itemEditor', request())
        .catch(() => undefined);
      const item = ctx.found();
      if (answer?.state === 'item' && item && answer.write !== item.write)
        ctx.answer.value = { ...item, write: answer.write };
    },
    /**
     * "Grant access to edit items": signs in again (the sign-in now asks for `cms:write`), signs
     * the older accounts out (the oldest credential is the one chosen for a site, and theirs lack
     * the scope), then reads the item again. Unsaved edits stay as drafts meanwhile.
     */
    async grant() {
      edit.flushPending();
      try {
        const { accounts } = await ctx.client.request('account.getStatus', {});
        const older = accounts.filter((a) => a.kind === 'oauth');
        await ctx.client.request('account.signInWithOAuth', { remember: false });
        for (const account of older)
          await ctx.client.request('account.signOut', { accountId: account.id });
        await load(ctx.cmsLocaleId.value);
      } catch (e) {
        ctx.notices.value = [{ tone: 'error', text: messageOf(e) }];
      }
    },
    flushPending: () => edit.flushPending(),
  };
  return model;
}

/** The Item tab's model. */
export type ItemTabModel = ReturnType<typeof makeItemTab>;
