import { useId } from 'preact/hooks';
import { formatNumber, t } from '../../lib/core/i18n/t';
import type { LiveFilter } from '../../lib/features/live-site/model/live-filter';
import type { LiveSiteModel } from '../../lib/features/live-site/model/live-site-model';
import type { LiveProgress, LiveSiteResult } from '../../lib/features/live-site/live-types';
import {
  checkedAgainstText,
  LIVE_STATE_TEXT,
  LIVE_STATES,
  liveProgressText,
} from '../../lib/features/live-site/live-view-text';
import { itemProgressText } from '../../lib/features/live-site/items/item-text';
import './live.css';

function HostChoice({ live, describedBy }: { live: LiveSiteModel; describedBy?: string }) {
  const hosts = live.choice.hosts.value ?? [];
  return (
    <label class="field">
      <span>{t('site_live_host_label')}</span>
      <select
        value={live.choice.origin.value ?? ''}
        onChange={(e) => live.choice.choose(e.currentTarget.value)}
        disabled={live.running.value}
        aria-describedby={describedBy}
        data-testid="live-host"
      >
        {hosts.map((h) => (
          <option key={h.origin} value={h.origin}>
            {t(h.kind === 'staging' ? 'site_live_host_staging' : 'site_live_host_custom', h.host)}
          </option>
        ))}
      </select>
    </label>
  );
}

function Progress({ progress, onCancel }: { progress: LiveProgress; onCancel: () => void }) {
  return (
    <div class="live-progress" data-testid="live-progress">
      <progress
        max={Math.max(1, progress.total)}
        value={progress.phase === 'listing' ? undefined : progress.done}
        aria-label={t('site_live_progress_label')}
      />
      <span data-testid="live-progress-text">
        {progress.itemsTotal === undefined
          ? liveProgressText(progress)
          : itemProgressText({
              done: progress.done,
              total: progress.total,
              items: progress.items ?? 0,
              itemsTotal: progress.itemsTotal,
            })}
      </span>
      <button type="button" onClick={onCancel} data-testid="live-cancel">
        {t('site_live_cancel')}
      </button>
    </div>
  );
}

const FILTERS: LiveFilter[] = ['any', ...LIVE_STATES, 'language', 'extra', 'hidden'];
const FILTER_TEXT = {
  any: () => t('site_live_filter_any'),
  language: () => t('site_live_filter_language'),
  extra: () => t('site_live_filter_extra'),
  hidden: () => t('site_live_filter_hidden'),
} as const;
const filterText = (f: LiveFilter) =>
  f in FILTER_TEXT
    ? FILTER_TEXT[f as keyof typeof FILTER_TEXT]()
    : LIVE_STATE_TEXT[f as keyof typeof LIVE_STATE_TEXT];

function Summary({ live, result }: { live: LiveSiteModel; result: LiveSiteResult }) {
  const counts = LIVE_STATES.filter((s) => result.counts[s] > 0).map(
    (s) => `${LIVE_STATE_TEXT[s]}: ${formatNumber(result.counts[s])}`,
  );
  if (result.counts.language > 0) {
    counts.push(`${t('site_live_filter_language')}: ${formatNumber(result.counts.language)}`);
  }
  if (result.counts.extra > 0) {
    counts.push(`${t('site_live_filter_extra')}: ${formatNumber(result.counts.extra)}`);
  }
  if (result.counts.hidden) {
    counts.push(`${t('site_live_filter_hidden')}: ${formatNumber(result.counts.hidden)}`);
  }
  return (
    <div class="live-summary" data-testid="live-summary">
      <p data-testid="live-checked-against" data-checked-at={result.checkedAt}>
        {checkedAgainstText(result)} · <span class="mono">{result.origin}</span>
      </p>
      <p class="muted" data-testid="live-counts">
        {counts.join(' · ')}
      </p>
      <label class="field">
        <span>{t('site_live_filter')}</span>
        <select
          value={live.filter.value}
          onChange={(e) => (live.filter.value = e.currentTarget.value as LiveFilter)}
          data-testid="live-filter"
        >
          {FILTERS.map((f) => (
            <option key={f} value={f}>
              {filterText(f)}
            </option>
          ))}
        </select>
      </label>
    </div>
  );
}

/**
 * "Check the live site": the host to read with why access is needed, the button that asks for
 * access in the click and starts the check, its progress with Cancel, and what the last check
 * found, with the live filter.
 */
export function LiveCheck({ live }: { live: LiveSiteModel }) {
  const why = useId();
  const hosts = live.choice.hosts.value;
  const access = live.choice.access.value;
  const progress = live.progress.value;
  const result = live.result.value;
  const host = hosts?.find((h) => h.origin === live.choice.origin.value)?.host ?? '';
  const asking = access.state === 'needed' || access.state === 'declined';
  const names = asking ? access.origins.map((o) => new URL(o).host).join(', ') : host;
  return (
    <section class="stack live-check" aria-label={t('site_live_heading')} data-testid="live-check">
      {live.choice.error.value && (
        <p class="error" role="alert" data-testid="live-hosts-error">
          {t('site_live_hosts_failed', live.choice.error.value)}{' '}
          <button type="button" onClick={() => void live.reloadHosts()}>
            {t('site_live_retry')}
          </button>
        </p>
      )}
      {hosts === null && !live.choice.error.value && (
        <p class="muted">{t('site_live_hosts_loading')}</p>
      )}
      {hosts?.length === 0 && <p class="muted">{t('site_live_no_hosts')}</p>}
      {hosts && hosts.length > 0 && (
        <div class="live-check__controls">
          <HostChoice live={live} describedBy={access.state === 'held' ? undefined : why} />
          <button
            type="button"
            onClick={() => void live.check()}
            disabled={live.running.value || !live.choice.origin.value}
            aria-describedby={access.state === 'held' ? undefined : why}
            data-testid="live-check-button"
          >
            {result ? t('site_live_check_again') : t('site_live_check')}
          </button>
          {access.state !== 'held' && (
            <p id={why} class="muted live-check__why" data-testid="live-why">
              {t('site_live_why_access', names)}
            </p>
          )}
        </div>
      )}
      {access.state === 'declined' && (
        <p class="error" role="alert" data-testid="live-declined">
          {t('site_live_declined', names)}
        </p>
      )}
      <div role="status" aria-live="polite">
        {progress && live.running.value && (
          <Progress progress={progress} onCancel={() => void live.cancel()} />
        )}
        {live.cancelled.value && <p data-testid="live-cancelled">{t('site_live_cancelled')}</p>}
      </div>
      {live.error.value && (
        <p class="error" role="alert" data-testid="live-error">
          {t('site_live_failed', live.error.value)}
        </p>
      )}
      {result && <Summary live={live} result={result} />}
    </section>
  );
}
