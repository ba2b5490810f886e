import type { SchemaModel } from '../lib/models/schema-model';

/** "Against the live page": the tab's published markup vs the saved one, and values not shown. */
export function LiveCheckView({
  model,
  tabId,
  localeId,
}: {
  model: SchemaModel;
  tabId: number;
  localeId: string;
}) {
  const live = model.live.value;
  const result = live.localeId === localeId ? live.result : undefined;
  return (
    <section class="card" aria-labelledby="live-title" data-testid="live-check">
      <h3 id="live-title">Against the live page</h3>
      <div class="actions">
        <button
          type="button"
          disabled={live.running}
          onClick={() => void model.checkLive(tabId, localeId)}
          data-testid="live-check-run"
        >
          {live.running ? 'Reading the page…' : 'Compare with the page in this tab'}
        </button>
      </div>
      {result && !result.ok && (
        <p class="error" role="alert">
          {result.message}
        </p>
      )}
      {result?.ok && (
        <div class="stack" data-testid="live-result" data-status={result.comparison.status}>
          <p role="status">{result.comparison.message}</p>
          {result.comparison.differences.length > 0 && (
            <ul class="list mono">
              {result.comparison.differences.slice(0, 10).map((d) => (
                <li key={d.path}>
                  {d.path}: live {JSON.stringify(d.live)} · saved {JSON.stringify(d.stored)}
                </li>
              ))}
            </ul>
          )}
          {result.comparison.notes.map((note) => (
            <p key={note} class="muted">
              {note}
            </p>
          ))}
          {result.notVisible.map((d) => (
            <p key={d.path} class="warning" data-testid="live-not-visible">
              {d.message}
            </p>
          ))}
        </div>
      )}
    </section>
  );
}
