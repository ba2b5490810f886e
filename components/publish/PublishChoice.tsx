import { useEffect, useRef } from 'preact/hooks';
import type {
  DomainDestination,
  PublishDestinations,
} from '../../lib/features/publish/destinations';
import { STAGING, type PublishModel } from '../../lib/features/publish/model/publish-model';
import { t, uiLanguage } from '../../lib/core/i18n/t';
import { ForecastView } from './ForecastView';
import { PublishQuestion } from './PublishQuestion';

const NONE_ID = 'publish-none-chosen';
const NOT_READY_ID = 'publish-forecast-not-ready';

/** "Last published …" on the browser's clock (the service wrote it on its own, `offsetMs` ahead). */
function lastPublished(domain: DomainDestination, offsetMs = 0): string {
  if (!domain.lastPublished) return t('ui_publish_never');
  const when = new Date(Date.parse(domain.lastPublished) - offsetMs).toLocaleString(uiLanguage(), {
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

/**
 * The domains to publish to, the forecast of a publish there, and Publish — or, when the forecast
 * says it loses something, the question it waits on.
 */
export function PublishChoice({
  model,
  value,
}: {
  model: PublishModel;
  value: PublishDestinations;
}) {
  const status = model.status.value;
  const publishing = status.state === 'publishing';
  const none = model.noneChosen.value;
  const forecast = model.forecast.state.value.state;
  const notReady = !none && (forecast === 'running' || forecast === 'failed');
  const confirm = useRef<HTMLButtonElement>(null);
  const asked = useRef(false);
  // Cancel returns to the dialog where it left it: on Publish.
  useEffect(() => {
    if (asked.current && status.state === 'idle') confirm.current?.focus();
    asked.current = status.state === 'confirming';
  }, [status]);
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
            note={`${t('ui_publish_custom_domain')} · ${lastPublished(d, value.serviceOffsetMs)}`}
          />
        ))}
      </fieldset>
      {!none && <ForecastView model={model} />}
      {none && (
        <p id={NONE_ID} class="muted" data-testid={NONE_ID}>
          {t('ui_publish_none_chosen')}
        </p>
      )}
      {status.state === 'confirming' ? (
        <PublishQuestion model={model} question={status.question} />
      ) : (
        <div class="actions publish__actions">
          <button
            ref={confirm}
            type="submit"
            class="primary"
            disabled={none || publishing}
            aria-describedby={none ? NONE_ID : notReady ? NOT_READY_ID : undefined}
            data-testid="publish-confirm"
          >
            {publishing ? t('ui_publish_publishing') : t('ui_publish_confirm')}
          </button>
          {notReady && (
            <span id={NOT_READY_ID} class="muted" data-testid={NOT_READY_ID}>
              {t('ui_forecast_not_ready')}
            </span>
          )}
        </div>
      )}
    </>
  );
}
