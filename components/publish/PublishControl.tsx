import { useEffect, useRef } from 'preact/hooks';
import type {
  DomainDestination,
  PublishDestinations,
} from '../../lib/features/publish/destinations';
import { STAGING, type PublishModel } from '../../lib/features/publish/model/publish-model';
import { t, uiLanguage } from '../../lib/core/i18n/t';
import { ErrorNotice } from '../common/ErrorNotice';
import './publish.css';

const PANEL_ID = 'publish-panel';
const NONE_ID = 'publish-none-chosen';

function lastPublished(domain: DomainDestination): string {
  if (!domain.lastPublished) return t('ui_publish_never');
  const when = new Date(domain.lastPublished).toLocaleString(uiLanguage(), {
    dateStyle: 'medium',
    timeStyle: 'short',
  });
  return t('ui_publish_last', when);
}

function Destination({
  model,
  id,
  host,
  note,
}: {
  model: PublishModel;
  id: string;
  host: string;
  note: string;
}) {
  return (
    <label class="check publish__target">
      <input
        type="checkbox"
        value={id}
        checked={model.chosen.value.has(id)}
        onChange={(e) => model.choose(id, e.currentTarget.checked)}
        data-testid="publish-target"
        data-host={host}
      />
      <span class="publish__target-text">
        <span class="publish__host">{host}</span>
        <span class="muted publish__note">{note}</span>
      </span>
    </label>
  );
}

function Choice({ model, value }: { model: PublishModel; value: PublishDestinations }) {
  const publishing = model.status.value.state === 'publishing';
  const none = model.noneChosen.value;
  if (!value.staging && value.customDomains.length === 0) {
    return <p class="muted">{t('ui_publish_no_domains')}</p>;
  }
  return (
    <>
      <fieldset class="stack publish__targets">
        <legend class="muted">{t('ui_publish_legend')}</legend>
        {value.staging && (
          <Destination
            model={model}
            id={STAGING}
            host={value.staging.host}
            note={t('ui_publish_staging')}
          />
        )}
        {value.customDomains.map((d) => (
          <Destination
            key={d.id}
            model={model}
            id={d.id}
            host={d.host}
            note={`${t('ui_publish_custom_domain')} · ${lastPublished(d)}`}
          />
        ))}
      </fieldset>
      {none && (
        <p id={NONE_ID} class="muted" data-testid={NONE_ID}>
          {t('ui_publish_none_chosen')}
        </p>
      )}
      <div class="actions">
        <button
          type="submit"
          class="primary"
          disabled={none || publishing}
          aria-describedby={none ? NONE_ID : undefined}
          data-testid="publish-confirm"
        >
          {publishing ? t('ui_publish_publishing') : t('ui_publish_confirm')}
        </button>
      </div>
    </>
  );
}

/**
 * "Publish site…": shows the site's domains (staging and each custom domain) as checkboxes, all
 * chosen at first, and publishes to the chosen ones; then says where it published, or why not.
 */
export function PublishControl({ model, siteId }: { model: PublishModel; siteId: string }) {
  const open = model.open.value;
  const destinations = model.destinations.value;
  const status = model.status.value;
  const toggle = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (model.open.peek()) model.showSite(siteId);
  }, [model, siteId]);
  return (
    <div class="stack publish">
      <div class="actions">
        <button
          ref={toggle}
          type="button"
          aria-expanded={open}
          aria-controls={PANEL_ID}
          onClick={() => model.toggle(siteId)}
          data-testid="publish"
        >
          {t('ui_publish_toggle')}
        </button>
      </div>
      <form
        id={PANEL_ID}
        class="card stack publish__panel"
        hidden={!open}
        data-testid={PANEL_ID}
        onSubmit={(e) => {
          e.preventDefault();
          void model.publish();
        }}
        onKeyDown={(e) => {
          if (e.key !== 'Escape') return;
          model.open.value = false;
          toggle.current?.focus();
        }}
      >
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
        {destinations?.state === 'ready' && <Choice model={model} value={destinations.value} />}
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
