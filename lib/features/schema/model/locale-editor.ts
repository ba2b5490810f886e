/**
 * One locale's state in the Schema tab: what the service holds, the editor's text, the checker's
 * findings, and the save in progress.
 * @module
 */
import { signal, type Signal } from '@preact/signals';
import type { EditorDiagnostic } from '../editor/types';
import type { LocaleView } from '../../../core/locate/page-locator';
import type { LocaleSchema } from '../page-schema';
import { pretty } from '../locale-version';

/** The markup's verdict in words, and whether it is all good (no error). */
export interface Verdict {
  text: string;
  ok: boolean;
}

/** What the checker says of the editor's text. */
export interface CheckReport {
  diagnostics: EditorDiagnostic[];
  verdict?: Verdict;
}

/** Runs the checker on the editor's text (lazy-loaded by the side panel). */
export type Check = (
  text: string,
  context: { locale: string; url?: string; alternates?: Record<string, string> },
  /** Set on a collection template's markup: the checker's `template/` rules run. */
  template?: { collection: string; itemCount?: number },
) => Promise<CheckReport>;

/** A message under the editor; `publish` offers to publish what was just saved. */
export interface Notice {
  kind: 'error' | 'success' | 'info';
  text: string;
  publish?: boolean;
}

/** Someone else changed the markup since the draft started. */
export interface SchemaConflict {
  theirs: unknown;
  mine: unknown;
  merged: unknown;
  theirsLastUpdated: string | null;
  overlapping: number;
}

/** One locale's editor state. */
export interface LocaleEditor {
  locale: LocaleView;
  remote: Signal<LocaleSchema | undefined>;
  text: Signal<string>;
  /** True while a draft (unsaved edits) exists. */
  dirty: Signal<boolean>;
  /** True once the draft store holds the editor's current text. */
  kept: Signal<boolean>;
  diagnostics: Signal<EditorDiagnostic[]>;
  /** The text `diagnostics` describe; their ranges (and fixes) fit only that text. */
  checked: Signal<string | undefined>;
  /** The checker's verdict on the editor's text; absent while it is empty or unchecked. */
  verdict: Signal<Verdict | undefined>;
  busy: Signal<'saving' | 'clearing' | 'discarding' | undefined>;
  notice: Signal<Notice | undefined>;
  conflict: Signal<SchemaConflict | undefined>;
  keptInheriting: Signal<boolean>;
}

const blocking = (d: EditorDiagnostic) =>
  d.severity === 'error' && (d.rule.startsWith('syntax/') || d.rule.startsWith('limits/'));

/** Whether a locale's draft may be sent: it exists and has no syntax or limit error. */
export function canSave(editor: LocaleEditor): boolean {
  return editor.dirty.value && !editor.diagnostics.value.some(blocking) && !editor.busy.value;
}

/** Whether a locale's findings describe its current text, so their fixes fit it. */
export function fixesFit(editor: LocaleEditor): boolean {
  return editor.checked.value === editor.text.value && !editor.busy.value;
}

/** A locale's editor showing what the service holds. */
export function createLocaleEditor(locale: LocaleView, remote: LocaleSchema): LocaleEditor {
  return {
    locale,
    remote: signal(remote),
    text: signal(remote.state === 'own' ? pretty(remote.value) : ''),
    dirty: signal(false),
    kept: signal(false),
    diagnostics: signal([]),
    checked: signal(undefined),
    verdict: signal(undefined),
    busy: signal(undefined),
    notice: signal(undefined),
    conflict: signal(undefined),
    keptInheriting: signal(false),
  };
}
