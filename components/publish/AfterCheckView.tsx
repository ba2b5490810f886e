import type {
  AfterCheck,
  AfterDifference,
  AfterHost,
} from '../../lib/features/publish/forecast/forecast-types';
import { t } from '../../lib/core/i18n/t';

const WHAT = {
  markup: 'ui_after_markup',
  title: 'ui_after_title',
  description: 'ui_after_description',
  address: 'ui_after_address',
  unread: 'ui_after_unread',
} as const;

const seconds = (ms: number) => Math.round(ms / 1000);

function Difference({ d }: { d: AfterDifference }) {
  const where = d.localeTag ? `${d.title} (${d.localeTag}) ${d.path}` : `${d.title} ${d.path}`;
  return (
    <li data-testid="publish-after-difference" data-page-id={d.pageId} data-what={d.what}>
      {t(WHAT[d.what], where, d.reason ?? '')}
    </li>
  );
}

function Host({ host, check }: { host: AfterHost; check: AfterCheck }) {
  const same = host.differences.length === 0;
  return (
    <div data-testid="publish-after-host" data-host={host.host} data-same={String(same)}>
      <p class={same ? 'success' : 'warning'}>
        {t('ui_after_host', host.host, host.asForecast, host.checked)}
        {!same && ` ${t('ui_after_waited', seconds(check.waitedMs), seconds(check.maxWaitMs))}`}
      </p>
      {!same && (
        <ul class="forecast__changes">
          {host.differences.map((d) => (
            <Difference key={`${d.pageId}:${d.localeTag}`} d={d} />
          ))}
        </ul>
      )}
      {host.templates > 0 && <p class="muted">{t('ui_after_templates', host.templates)}</p>}
    </div>
  );
}

/**
 * After a publish: whether the published hosts now serve what the forecast said — "3 of 3 as
 * forecast" per host, or each version that is not, with how long the check waited for it.
 */
export function AfterCheckView({ check }: { check: AfterCheck }) {
  if (check.state === 'failed')
    return (
      <p class="error" role="alert" data-testid="publish-after">
        {t('ui_after_failed', check.error ?? '')}
      </p>
    );
  if (check.state === 'checking')
    return (
      <p class="muted" role="status" data-testid="publish-after" data-state="checking">
        {t('ui_after_checking')}
      </p>
    );
  return (
    <div class="stack" role="status" data-testid="publish-after" data-state="done">
      {check.hosts.map((h) => (
        <Host key={h.key} host={h} check={check} />
      ))}
    </div>
  );
}
