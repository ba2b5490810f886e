/**
 * The side panel's pending action ("Add schema…" from the context menu) as a signal that follows
 * the stored item.
 * @module
 */
import { signal, type Signal } from '@preact/signals';
import type { PanelAction } from './panel-action';

const items = () => import('./panel-action');

/**
 * The pending action, kept current, and how to clear it once handled. It is first read once
 * `after` settles: the stored item and the zod schema that parses it are not what a panel shows
 * first.
 */
export function watchPendingAction(after: Promise<unknown> = Promise.resolve()): {
  pending: Signal<PanelAction | null>;
  clear: () => Promise<void>;
} {
  const pending = signal<PanelAction | null>(null);
  let changed = false;
  void after.then(items).then(({ pendingPanelAction }) => {
    // A change seen by `watch` is newer than what the first read answers.
    void pendingPanelAction.getValue().then((a) => {
      if (!changed) pending.value = a;
    });
    pendingPanelAction.watch((a) => {
      changed = true;
      pending.value = a;
    });
  });
  return {
    pending,
    clear: () => items().then(({ pendingPanelAction }) => pendingPanelAction.setValue(null)),
  };
}

/**
 * Whether a pending "Add schema…" belongs to the page the panel shows: the tab and page it was
 * started on. One started elsewhere and left unfinished must not add to this page.
 */
export function actionFitsPage(
  action: PanelAction,
  shown: { tabId: number | undefined; url: string },
): boolean {
  if (action.kind !== 'add-schema') return true;
  if (action.tabId !== undefined && shown.tabId !== undefined && action.tabId !== shown.tabId)
    return false;
  if (action.pageUrl === undefined) return true;
  const page = (href: string) => {
    const url = new URL(href);
    return url.origin + url.pathname + url.search;
  };
  try {
    return page(action.pageUrl) === page(shown.url);
  } catch {
    return false;
  }
}
