/**
 * The side panel's pending context-menu action, when it belongs to the page the panel shows:
 * "Add schema…" opens the template picker once the page's markup is loaded, a locale chosen in the
 * popup is selected. The picker's model loads with the first "Add schema…": most openings have
 * no pending action, and the panel opens without that code.
 * @module
 */
import { computed, effect, type Signal } from '@preact/signals';
import type { MessagingClient } from '../../core/messaging/client';
import { loadNormalizer, loadStarters } from '../../jsonld';
import { actionFitsPage } from '../../features/menus/pending-action';
import type { SchemaModel } from '../../features/schema/model/schema-model';
import type { PanelAction } from '../../features/menus/panel-action';
import { lazyModel } from '../../core/model/lazy-model';
import type { LocationModel } from '../../core/model/location-model';

/** What the pending action needs from the side panel. */
export interface PanelPendingDeps {
  client: MessagingClient;
  schema: SchemaModel;
  location: LocationModel;
  tabId: Signal<number | undefined>;
  pending: Signal<PanelAction | null>;
  clearPending: () => Promise<void>;
}

/** Starts the pending action for the page shown; answers it, the picker's model and a retry. */
export function createPanelPending(deps: PanelPendingDeps) {
  const { schema, location, tabId } = deps;
  const addSchema = lazyModel(async () =>
    (await import('../../features/menus/model/add-schema-model')).createAddSchemaModel({
      client: deps.client,
      schema,
      load: () => Promise.all([loadStarters(), loadNormalizer()]),
      clearPending: deps.clearPending,
    }),
  );
  // An action from the context menu belongs to the tab and page it was chosen on: a panel showing
  // another page neither starts nor drops it (that page's own panel may be opening).
  const here = computed(() => {
    const action = deps.pending.value;
    const url = location.url.value;
    return action && url && actionFitsPage(action, { tabId: tabId.value, url }) ? action : null;
  });
  let startedFor: PanelAction | undefined;
  const start = () => {
    const action = here.value;
    const answer = location.answer.value;
    const url = location.url.value;
    if (!action || action === startedFor || !answer?.ok || !url) return;
    if (schema.editors.value.length === 0) return;
    startedFor = action;
    if (action.kind === 'add-schema') {
      // A picker whose code failed to load may be asked for again (`retry`).
      void addSchema.get().then(
        (picker) => picker.start(action, answer.location, url, tabId.value),
        () => (startedFor = undefined),
      );
    } else {
      schema.active.value = action.localeId;
      void deps.clearPending();
    }
  };
  effect(start);
  return { here, addSchema, retry: start };
}
