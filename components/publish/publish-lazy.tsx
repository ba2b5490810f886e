import { useEffect } from 'preact/hooks';
import type { LazyModel } from '../../lib/core/model/lazy-model';
import type { PublishModel } from '../../lib/features/publish/model/publish-model';
import { lazyView, TabLoad } from '../common/LazyView';

// "Publish site…" waits below the editor: its code loads once the Schema tab is shown.
const PublishControl = lazyView(
  async () => (await import('./PublishControl')).PublishControl,
  true,
);

/** "Publish site…", shown once its model and view have loaded. */
export function Publish({ lazy, siteId }: { lazy: LazyModel<PublishModel>; siteId: string }) {
  // A failed load is shown through `lazy.failed`; the rejection itself has nothing more to say.
  const load = () => void lazy.get().catch(() => undefined);
  useEffect(load, [lazy]);
  const model = lazy.current.value;
  if (model) return <PublishControl model={model} siteId={siteId} />;
  return lazy.failed.value ? <TabLoad failed onRetry={load} /> : null;
}
