/**
 * The forecast of a publish as the publish dialog follows it: asked of the background for the
 * chosen hosts (`publish.forecast`), followed with `publish.getForecast` until it is done or
 * failed, and shown only when it answers the choice on screen — a choice changed mid-run makes
 * the older answer stale. What it says is lost (a rich result, an address without a redirect) is
 * what the publish asks about first.
 * @module
 */
import { computed, signal } from '@preact/signals';
import type { MessagingClient } from '../../../core/messaging/client';
import { t } from '../../../core/i18n/t';
import type { AfterCheck, Forecast, ForecastProgress } from '../forecast/forecast-types';

/** What a forecast is asked for: the site, the chosen hosts and, for one page alone, its id. */
export interface ForecastAsk {
  siteId: string;
  staging: boolean;
  customDomainIds: string[];
  pageId?: string;
}

/** The forecast as the dialog has it. */
export type ForecastState =
  | { state: 'idle' }
  | { state: 'running'; phase: ForecastProgress['phase']; done: number; total: number }
  | { state: 'ready'; forecast: Forecast }
  | { state: 'failed'; text: string };

/** One thing a publish loses on a chosen host: what the question before it names. */
export type ForecastLoss =
  | {
      kind: 'feature';
      host: string;
      pageId: string;
      title: string;
      localeTag: string | null;
      /** The rich result lost, e.g. `Event`. */
      name: string;
    }
  | {
      kind: 'address';
      host: string;
      pageId: string;
      title: string;
      localeTag: string | null;
      from: string | null;
      to: string;
    };

/** The key of the staging host among a forecast's hosts (custom domains use their id). */
const STAGING_KEY = 'staging';
/**
 * How often the background is asked again when its answer is not this choice's (a stopped worker
 * forgot the run, or another page asked for other hosts meanwhile) before the dialog gives up.
 */
const MAX_ASKS = 3;

const message = (e: unknown) => (e instanceof Error ? e.message : String(e));

/** Whether `forecast` answers `ask`: the same site, scope and exactly the chosen hosts. */
export function answers(forecast: Forecast, ask: ForecastAsk): boolean {
  const wanted = [...(ask.staging ? [STAGING_KEY] : []), ...ask.customDomainIds].sort();
  const got = forecast.hosts.map((h) => h.key).sort();
  return (
    forecast.siteId === ask.siteId &&
    (forecast.pageId ?? undefined) === ask.pageId &&
    got.length === wanted.length &&
    got.every((key, i) => key === wanted[i])
  );
}

/**
 * What `forecast` says the publish loses: each page version whose rich result is eligible before
 * and not after, and each address change that leaves no redirect behind.
 */
export function lossesOf(forecast: Forecast): ForecastLoss[] {
  return forecast.hosts.flatMap(({ host, pages }) =>
    pages.flatMap((p): ForecastLoss[] => {
      const page = { host, pageId: p.pageId, title: p.title, localeTag: p.localeTag };
      // Google shows no rich result of a hidden page (noindex): its changes lose nothing there.
      const features = (p.hidden ? [] : p.features)
        .filter((f) => f.before === 'eligible' && f.after !== 'eligible')
        .map((f) => ({ kind: 'feature' as const, ...page, name: f.name }));
      const moved =
        p.address?.redirect === 'none' && p.address.from !== null
          ? [{ kind: 'address' as const, ...page, from: p.address.from, to: p.address.to }]
          : [];
      return [...features, ...moved];
    }),
  );
}

/** What the model needs besides the client; tests shorten the polling. */
export interface ForecastOptions {
  /** How often a running forecast's progress is read. */
  pollMs?: number;
}

/** Creates the model. */
export function createForecastModel(
  client: MessagingClient,
  { pollMs = 400 }: ForecastOptions = {},
) {
  const state = signal<ForecastState>({ state: 'idle' });
  const after = signal<AfterCheck | null>(null);
  // Each start counts one run; an answer to an older run is dropped, whatever it says.
  let run = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let afterRun = 0;
  let afterTimer: ReturnType<typeof setTimeout> | undefined;

  const fail = (mine: number, text: string) => {
    if (mine === run) state.value = { state: 'failed', text };
  };

  const handle = (
    mine: number,
    ask: ForecastAsk,
    answer: { progress: ForecastProgress | null; forecast: Forecast | null },
    asks: number,
  ) => {
    if (mine !== run) return;
    const { progress, forecast } = answer;
    if (progress?.phase === 'done' && forecast && answers(forecast, ask)) {
      state.value = { state: 'ready', forecast };
      return;
    }
    if (progress?.phase === 'failed') return fail(mine, progress.error ?? t('ui_forecast_stopped'));
    if (!progress || progress.phase === 'done') {
      if (asks >= MAX_ASKS) return fail(mine, t('ui_forecast_other_choice'));
      return void send(mine, ask, false, asks + 1);
    }
    const { phase, done, total } = progress;
    state.value = { state: 'running', phase, done, total };
    timer = setTimeout(() => void poll(mine, ask, asks), pollMs);
  };

  const poll = async (mine: number, ask: ForecastAsk, asks: number) => {
    try {
      const answer = await client.request('publish.getForecast', { siteId: ask.siteId });
      handle(mine, ask, answer, asks);
    } catch (e) {
      fail(mine, message(e));
    }
  };

  const send = async (mine: number, ask: ForecastAsk, fresh: boolean, asks: number) => {
    try {
      const progress = await client.request('publish.forecast', {
        ...ask,
        ...(fresh ? { fresh: true } : {}),
      });
      if (mine !== run) return;
      // Done at once (all of it was read before): the forecast itself is one read away.
      if (progress.phase === 'done') return poll(mine, ask, asks);
      handle(mine, ask, { progress, forecast: null }, asks);
    } catch (e) {
      fail(mine, message(e));
    }
  };

  const stop = () => {
    run += 1;
    clearTimeout(timer);
    afterRun += 1;
    clearTimeout(afterTimer);
    after.value = null;
  };

  /** Follows the background's check of the published hosts against the forecast until it ends. */
  const followAfter = (siteId: string, mine: number, tries: number) => {
    const next = () =>
      (afterTimer = setTimeout(() => followAfter(siteId, mine, tries + 1), pollMs));
    client.request('publish.getForecast', { siteId }).then(
      ({ after: check }) => {
        if (mine !== afterRun) return;
        if (check) after.value = check;
        // No check started (the forecast was not of this publish): a few asks, then nothing.
        if (check?.state === 'checking' || (!check && tries < 3)) next();
      },
      () => undefined,
    );
  };

  return {
    state,
    /** What the shown forecast says the publish loses; empty until one is ready. */
    losses: computed(() => (state.value.state === 'ready' ? lossesOf(state.value.forecast) : [])),
    /**
     * Forecasts a publish of `ask`, dropping any run before it. `fresh` reads what is saved again
     * (the dialog opening); otherwise the background reuses what it read and reads only new hosts.
     */
    start(ask: ForecastAsk, fresh: boolean): Promise<void> {
      stop();
      state.value = { state: 'running', phase: 'saved', done: 0, total: 0 };
      return send(run, ask, fresh, 1);
    },
    /** Forgets the forecast and stops following it (the dialog closed, nothing is chosen). */
    reset() {
      stop();
      state.value = { state: 'idle' };
    },
    /**
     * Resolves once the forecast is no longer running (ready, failed or reset), or after
     * `timeoutMs`: a publish clicked while it runs waits for what it will say.
     */
    settled(timeoutMs = 30_000): Promise<void> {
      return new Promise((resolve) => {
        const timeout = setTimeout(() => {
          stopWatching();
          resolve();
        }, timeoutMs);
        const stopWatching = state.subscribe((s) => {
          if (s.state === 'running') return;
          clearTimeout(timeout);
          queueMicrotask(() => stopWatching());
          resolve();
        });
      });
    },
    /** After a publish: how the published hosts compare with the forecast, once checked. */
    after,
    /** Forgets the forecast (the publish made it history) and follows the check after it. */
    published(siteId: string) {
      stop();
      state.value = { state: 'idle' };
      followAfter(siteId, afterRun, 0);
    },
  };
}

/** The forecast's model. */
export type ForecastModel = ReturnType<typeof createForecastModel>;
