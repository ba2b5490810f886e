/**
 * The side panel's contributed tabs: each feature's tab with its model, made the first time the tab
 * is shown (its module loads then).
 * @module
 */
import { lazyModel, type LazyModel } from '../../core/model/lazy-model';
import type { ContributionDeps, PanelTabModel, PanelTabSpec } from '../../core/model/contributions';

/** A contributed tab and its model. */
export interface PanelTabEntry {
  spec: PanelTabSpec;
  model: LazyModel<PanelTabModel>;
}

/** The contributed tabs, in order. */
export interface PanelTabs {
  list: readonly PanelTabEntry[];
  byId(id: string): PanelTabEntry | undefined;
  /** Stores every made tab's pending edits now. */
  flushPending(): void;
}

/** Wraps each spec's model in a lazy holder. */
export function createPanelTabs(specs: readonly PanelTabSpec[], deps: ContributionDeps): PanelTabs {
  const list = specs.map((spec) => ({
    spec,
    model: lazyModel(async () => (await spec.model())(deps)),
  }));
  return {
    list,
    byId: (id) => list.find((t) => t.spec.id === id),
    flushPending() {
      for (const { model } of list) model.current.value?.flushPending?.();
    },
  };
}
