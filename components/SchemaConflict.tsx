import type { SchemaConflict as Conflict } from '../lib/models/schema-model';

const show = (value: unknown) => (value == null ? '(none)' : JSON.stringify(value, null, 2));

/** Someone else changed the markup: theirs next to mine, and nothing is sent until the editor picks. */
export function SchemaConflict({
  conflict,
  onResolve,
}: {
  conflict: Conflict;
  onResolve: (choice: 'mine' | 'theirs' | 'merged') => void;
}) {
  return (
    <section class="card conflict" role="alert" data-testid="schema-conflict">
      <h3>Someone else changed this markup since you started</h3>
      <p class="muted">
        Nothing was saved. Compare the two versions and choose which to keep.
        {conflict.overlapping === 0
          ? ' Your changes and theirs do not overlap, so they can be combined.'
          : ` ${conflict.overlapping} change(s) overlap.`}
      </p>
      <div class="columns">
        <figure>
          <figcaption>Theirs (saved now)</figcaption>
          <pre class="mono" data-testid="conflict-theirs">
            {show(conflict.theirs)}
          </pre>
        </figure>
        <figure>
          <figcaption>Mine (unsaved)</figcaption>
          <pre class="mono" data-testid="conflict-mine">
            {show(conflict.mine)}
          </pre>
        </figure>
      </div>
      <div class="actions">
        <button type="button" onClick={() => onResolve('mine')} data-testid="conflict-keep-mine">
          Keep mine
        </button>
        <button
          type="button"
          onClick={() => onResolve('theirs')}
          data-testid="conflict-take-theirs"
        >
          Take theirs
        </button>
        {conflict.overlapping === 0 && (
          <button type="button" onClick={() => onResolve('merged')} data-testid="conflict-merge">
            Combine both
          </button>
        )}
      </div>
    </section>
  );
}
