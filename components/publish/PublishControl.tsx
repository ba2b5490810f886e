import { useEffect, useRef } from 'preact/hooks';
import type { PageScope, PublishModel } from '../../lib/features/publish/model/publish-model';
import { t } from '../../lib/core/i18n/t';
import { ErrorNotice } from '../common/ErrorNotice';
import { AfterCheckView } from './AfterCheckView';
import { PublishChoice } from './PublishChoice';
import './publish.css';

const PANEL_ID = 'publish-panel';

/**
 * "Publish site…" (and, given a `page`, "Publish only this page"): shows the site's domains
 * (staging and each custom domain) as checkboxes, all chosen at first, with the forecast of what a
 * publish there changes; publishes to the chosen ones, asking first when it loses something; then
 * says where it published, or why not.
 */
export function PublishControl({
  model,
  siteId,
  page,
}: {
  model: PublishModel;
  siteId: string;
  /** The page the panel shows: offered alone beside the whole site. */
  page?: PageScope;
}) {
  const open = model.open.value;
  const scope = model.pageScope.value;
  const destinations = model.destinations.value;
  const status = model.status.value;
  const after = model.forecast.after.value;
  const toggle = useRef<HTMLButtonElement>(null);
  const togglePage = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (model.open.peek()) model.showSite(siteId);
  }, [model, siteId]);
  // A dialog scoped to one page closes when the panel moves on to another.
  useEffect(() => model.keepPage(page?.pageId), [model, page?.pageId]);
  const pageShown = scope !== null && scope.pageId === page?.pageId;
  return (
    <div class="stack publish">
      <div class="actions">
        <button
          ref={toggle}
          type="button"
          aria-expanded={open && scope === null}
          aria-controls={PANEL_ID}
          onClick={() => model.toggle(siteId)}
          data-testid="publish"
        >
          {t('ui_publish_toggle')}
        </button>
        {page && (
          <button
            ref={togglePage}
            type="button"
            aria-expanded={open && pageShown}
            aria-controls={PANEL_ID}
            onClick={() => model.toggle(siteId, page)}
            data-testid="publish-page"
          >
            {t('ui_publish_page_toggle')}
          </button>
        )}
      </div>
      <form
        id={PANEL_ID}
        class="card stack publish__panel"
        hidden={!open}
        data-testid={PANEL_ID}
        data-scope={scope ? 'page' : 'site'}
        onSubmit={(e) => {
          e.preventDefault();
          void model.publish();
        }}
        onKeyDown={(e) => {
          if (e.key !== 'Escape') return;
          if (model.status.peek().state === 'confirming') return model.cancelPublish();
          model.close();
          (pageShown ? togglePage : toggle).current?.focus();
        }}
      >
        {scope && (
          <p class="publish__scope" data-testid="publish-scope">
            {t('ui_publish_page_scope', scope.title)}
          </p>
        )}
        {destinations?.state === 'loading' && (
          <p class="muted" role="status" data-testid="publish-loading">
            {t('ui_publish_loading')}
          </p>
        )}
        {destinations?.state === 'error' && (
          <ErrorNotice
            message={t('ui_publish_domains_failed', destinations.text)}
            onRetry={() => void model.reload()}
            testId="publish-domains-error"
          />
        )}
        {destinations?.state === 'ready' && (
          <PublishChoice model={model} value={destinations.value} />
        )}
      </form>
      {(status.state === 'done' || status.state === 'error') && (
        <p
          role={status.state === 'error' ? 'alert' : 'status'}
          class={status.state === 'error' ? 'error' : 'success'}
          data-testid="publish-status"
        >
          {status.text}
        </p>
      )}
      {status.state === 'done' && after && <AfterCheckView check={after} />}
      {status.state === 'done' && model.checkLive && status.hosts.length > 0 && (
        <div class="actions">
          {status.hosts.map((host, i) => (
            <button
              type="button"
              key={host}
              onClick={() => model.checkLive?.(host, status.origins[i])}
              data-testid="publish-check-live"
              data-host={host}
            >
              {status.hosts.length === 1
                ? t('ui_publish_check_live')
                : t('ui_publish_check_live_on', host)}
            </button>
          ))}
        </div>
      )}
    </div>
  );
}
