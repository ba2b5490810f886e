/** A side-panel tab's model, once made, as its feature's type (tests only). */
import type { SidePanelModel } from '@/lib/app/model/side-panel-model';

/** The model of tab `id`, or undefined until the tab was first shown. */
export function tabModel<M>(model: SidePanelModel, id: string): M | undefined {
  return model.tabs.byId(id)?.model.current.value as M | undefined;
}
