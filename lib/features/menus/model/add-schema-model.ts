/**
 * "Add schema…": the starter picker the context menu opens, prefilled from the page, seeded from
 * the selection or image, merged into the locale's markup (never over it) and handed to the
 * editor, where it is checked before it can be saved.
 * @module
 */
import { signal } from '@preact/signals';
import type { NormalizerModule, StartersModule } from '../../../jsonld';
import type { PageLocation } from '../../../core/locate/page-locator';
import type { MessagingClient } from '../../../core/messaging/client';
import type { AddSchemaAction } from '../panel-action';
import type { SchemaModel } from '../../schema/model';
import { pretty } from '../../schema';
import { t } from '../../../core/i18n/t';

/** A starter as the picker lists it. */
export interface StarterChoice {
  id: string;
  label: string;
  description: string;
}

/** Creates the model; the starter library loads on first use. */
export function createAddSchemaModel(deps: {
  client: MessagingClient;
  schema: SchemaModel;
  load: () => Promise<[StartersModule, NormalizerModule]>;
  clearPending: () => Promise<void>;
}) {
  const choices = signal<StarterChoice[]>([]);
  const selected = signal<string | undefined>(undefined);
  const error = signal<string | undefined>(undefined);
  const open = signal(false);
  let context: Parameters<StartersModule['suggestStarter']>[0] | undefined;
  let localeId: string | undefined;

  const existingOf = (normalize: NormalizerModule, text: string) => {
    if (!text.trim()) return null;
    const normalized = normalize.normalizeInput(text);
    if (normalized.error) throw new Error(t('ui_add_schema_fix_json'));
    return normalized.value;
  };

  return {
    choices,
    selected,
    error,
    open,
    async start(action: AddSchemaAction, location: PageLocation, tabUrl: string, tabId?: number) {
      const [[starters], page] = await Promise.all([
        deps.load(),
        deps.client
          .request('schema.templateContext', {
            siteId: location.site.id,
            pageId: location.page.id,
            localeId: location.locale.id,
            primary: location.locale.primary,
            ...(tabId === undefined ? {} : { tabId }),
          })
          .catch(() => ({ breadcrumbs: [] as { name: string; path: string }[] })),
      ]);
      const url = new URL(tabUrl);
      const subdirectory = location.page.path.split('/')[1];
      const root = location.locale.primary || !subdirectory ? '/' : `/${subdirectory}/`;
      context = {
        title: location.page.title,
        canonicalUrl: `${url.origin}${url.pathname}`,
        siteName: location.site.name,
        siteUrl: `${url.origin}${root}`,
        locale: { tag: location.locale.tag },
        ...('description' in page && page.description ? { description: page.description } : {}),
        ...('ogImage' in page && page.ogImage ? { ogImage: page.ogImage } : {}),
        ...(page.breadcrumbs.length > 1
          ? {
              breadcrumbs: page.breadcrumbs.map((b) => ({
                name: b.name,
                url: url.origin + b.path,
              })),
            }
          : {}),
        ...(action.selectionText ? { selectionText: action.selectionText } : {}),
        ...(action.srcUrl ? { imageUrl: action.srcUrl } : {}),
      };
      localeId = location.locale.id;
      const editor = deps.schema.editors.value.find((e) => e.locale.id === localeId);
      choices.value = starters.STARTERS.map(({ id, label, description }) => ({
        id,
        label,
        description,
      }));
      selected.value = starters.suggestStarter(context, editor?.remote.value?.value ?? undefined);
      error.value = undefined;
      open.value = true;
    },
    async add() {
      const editor = deps.schema.editors.value.find((e) => e.locale.id === localeId);
      if (!context || !editor || !selected.value) return;
      const [starters, normalize] = await deps.load();
      try {
        const addition = starters.starterById(selected.value as never).build(context);
        const merged = starters.mergeIntoExisting(
          existingOf(normalize, editor.text.value),
          addition,
        );
        deps.schema.active.value = editor.locale.id;
        deps.schema.edit(editor.locale.id, pretty(merged));
        open.value = false;
        await deps.clearPending();
      } catch (e) {
        error.value = e instanceof Error ? e.message : String(e);
      }
    },
    async cancel() {
      open.value = false;
      await deps.clearPending();
    },
  };
}

/** The "Add schema…" model. */
export type AddSchemaModel = ReturnType<typeof createAddSchemaModel>;
