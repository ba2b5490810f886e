/**
 * The side panel's pending action ("Add schema…" from the context menu) as a signal that follows
 * the stored item.
 * @module
 */
import { signal, type Signal } from '@preact/signals';
import { pendingPanelAction, type PanelAction } from '../storage/items';

/** The pending action, kept current, and how to clear it once handled. */
export function watchPendingAction(): {
  pending: Signal<PanelAction | null>;
  clear: () => Promise<void>;
} {
  const pending = signal<PanelAction | null>(null);
  let changed = false;
  // A change seen by `watch` is newer than what the first read answers.
  void pendingPanelAction.getValue().then((a) => {
    if (!changed) pending.value = a;
  });
  pendingPanelAction.watch((a) => {
    changed = true;
    pending.value = a;
  });
  return { pending, clear: () => pendingPanelAction.setValue(null) };
}
