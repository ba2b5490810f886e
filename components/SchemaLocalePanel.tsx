import { canSave, type LocaleEditor, type SchemaModel } from '../lib/models/schema-model';
import { JsonLdEditor } from './JsonLdEditor';
import { SchemaConflict } from './SchemaConflict';

/** One locale of the Schema tab: its state, the editor and the actions. */
export function SchemaLocalePanel({
  editor,
  model,
  primaryName,
  confirm,
}: {
  editor: LocaleEditor;
  model: SchemaModel;
  primaryName: string;
  confirm: (question: string) => boolean;
}) {
  const remote = editor.remote.value;
  const name = editor.locale.name;
  const id = editor.locale.id;
  const showEditor =
    remote?.state === 'own' ||
    editor.dirty.value ||
    (remote?.state === 'none' && editor.keptInheriting.value === false);
  const notice = editor.notice.value;
  return (
    <div class="stack" data-testid={`schema-locale-${editor.locale.tag}`}>
      {remote?.state === 'inherited' && !editor.dirty.value && (
        <section class="card" data-testid="schema-inherited">
          <p>
            This locale shows the primary locale’s markup ({primaryName}); it has none of its own.
          </p>
          {!editor.keptInheriting.value && (
            <div class="actions">
              <button
                type="button"
                class="primary"
                onClick={() => model.createFromPrimary(id)}
                data-testid="schema-create-from-primary"
              >
                Create a {name} version from the primary
              </button>
              <button type="button" onClick={() => model.keepInheriting(id)}>
                Keep inheriting
              </button>
            </div>
          )}
        </section>
      )}
      {remote?.state === 'raw' && !editor.dirty.value && (
        <section class="card" data-testid="schema-raw">
          <p>
            This locale holds markup in an older form (several script blocks) that can only be shown
            as text here.
          </p>
          <pre class="mono">{remote.raw}</pre>
          <div class="actions">
            <button
              type="button"
              onClick={() => model.convertRaw(id)}
              data-testid="schema-convert-raw"
            >
              Convert to one JSON-LD object
            </button>
          </div>
        </section>
      )}
      {remote?.state === 'none' && !editor.dirty.value && (
        <p class="muted" data-testid="schema-none">
          No markup yet. Type or paste JSON-LD below, or use “Add schema…” from the page’s context
          menu.
        </p>
      )}
      {editor.conflict.value && (
        <SchemaConflict
          conflict={editor.conflict.value}
          onResolve={(choice) => void model.resolve(id, choice)}
        />
      )}
      {showEditor && (
        <JsonLdEditor
          value={editor.text.value}
          onChange={(text) => model.edit(id, text)}
          diagnostics={editor.diagnostics.value}
          label={`JSON-LD markup, ${name}`}
          normalizePaste={model.normalizePaste}
        />
      )}
      {notice && (
        <p
          role={notice.kind === 'error' ? 'alert' : 'status'}
          class={notice.kind === 'info' ? 'muted' : notice.kind}
          data-testid="schema-notice"
        >
          {notice.text}
        </p>
      )}
      <div class="actions">
        {editor.dirty.value && (
          <button
            type="button"
            class="primary"
            disabled={!canSave(editor)}
            onClick={() => void model.save(id)}
            data-testid="schema-save"
          >
            {editor.busy.value === 'saving' ? 'Saving…' : 'Save'}
          </button>
        )}
        {remote?.state === 'own' && (
          <button
            type="button"
            disabled={editor.busy.value !== undefined}
            onClick={() => {
              if (confirm(`Remove the ${name} markup of this page?`)) void model.clear(id);
            }}
            data-testid="schema-clear"
          >
            Clear
          </button>
        )}
        {editor.dirty.value && (
          <span class="muted" data-testid="schema-draft-badge">
            Unsaved draft — kept if you close the panel
          </span>
        )}
      </div>
    </div>
  );
}
