import { useEffect } from 'preact/hooks';
import type { LazyModel } from '../../lib/core/model/lazy-model';
import type { PageScope, PublishModel } from '../../lib/features/publish/model/publish-model';
import { lazyView, TabLoad } from '../common/LazyView';

// "Publish site…" waits below the editor: its code, the forecast's view with it, loads once the
// tab that offers it is shown.
const PublishControl = lazyView(
  async () => (await import('./PublishControl')).PublishControl,
  true,
);

/**
 * "Publish site…" (with `page`, "Publish only this page" too), shown once its model and view have
 * loaded.
 */
export function Publish({
  lazy,
  siteId,
  page,
}: {
  lazy: LazyModel<PublishModel>;
  siteId: string;
  page?: PageScope;
}) {
  // A failed load is shown through `lazy.failed`; the rejection itself has nothing more to say.
  const load = () => void lazy.get().catch(() => undefined);
  useEffect(load, [lazy]);
  const model = lazy.current.value;
  if (model) return <PublishControl model={model} siteId={siteId} page={page} />;
  return lazy.failed.value ? <TabLoad failed onRetry={load} /> : null;
}
