import { signal } from '@preact/signals';
import type { ComponentType } from 'preact';
import { useEffect } from 'preact/hooks';
import { t } from '../../lib/core/i18n/t';
import { ErrorNotice } from './ErrorNotice';
import { Loading } from './Loading';

/**
 * A view whose code loads when it is first shown, in its own chunk; until then it shows that it is
 * loading (nothing at all when `quiet`: a part of a screen that appears in a moment), and if the
 * code cannot be loaded, says so with a retry. `load` must import a literal path.
 */
export function lazyView<P extends object>(
  load: () => Promise<ComponentType<P>>,
  quiet = false,
): ComponentType<P> {
  const view = signal<ComponentType<P> | undefined>(undefined);
  const failed = signal(false);
  let loading = false;
  const start = () => {
    if (loading || view.value) return;
    loading = true;
    failed.value = false;
    load().then(
      (loaded) => (view.value = loaded),
      () => {
        loading = false;
        failed.value = true;
      },
    );
  };
  return function LazyView(props: P) {
    useEffect(start, []);
    const View = view.value;
    if (View) return <View {...props} />;
    if (quiet && !failed.value) return null;
    return <TabLoad failed={failed.value} onRetry={start} />;
  };
}

/** A tab whose code or model is still loading, or failed to load. */
export function TabLoad({ failed, onRetry }: { failed: boolean; onRetry: () => void }) {
  return failed ? (
    <ErrorNotice
      message={t('ui_panel_tab_load_failed')}
      onRetry={onRetry}
      testId="tab-load-error"
    />
  ) : (
    <Loading text={t('ui_panel_tab_loading')} testId="tab-loading" />
  );
}
