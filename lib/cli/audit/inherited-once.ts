/**
 * Reports a finding of inherited markup once. A secondary locale with no markup of its own shows
 * the primary's, so its cell has the primary's findings again; each such finding is kept on the
 * primary locale's cell with the locales that inherit it (`inheritedBy`), and the inheriting cell
 * says where its findings are reported (`inherits`). When the primary locale is not audited
 * (`--locale`), the page's first inheriting locale holds them instead. Pure.
 * @module
 */
import type { AuditedCell, AuditFinding } from './types';

/** A cell being put together: its markup findings apart from its own until they are merged. */
export interface CellDraft {
  cell: Omit<AuditedCell, 'findings'>;
  /** The checker's findings of the markup the cell shows. */
  markup: AuditFinding[];
  /** The unread and metadata findings: the cell's own in every locale. */
  own: AuditFinding[];
}

const INHERITED = '(markup inherited from the primary locale)';

/** Findings the same in every respect but the locales inheriting them. */
const sameKey = (f: AuditFinding) =>
  JSON.stringify([f.severity, f.rule, f.path, f.message, f.line, f.column, f.endLine, f.endColumn]);

/** The cell that reports a page's markup findings, matching others' findings to its own by key. */
class Holder {
  private readonly byKey = new Map<string, number[]>();
  constructor(readonly draft: CellDraft) {
    draft.markup.forEach((f, i) => {
      const key = sameKey(f);
      this.byKey.set(key, [...(this.byKey.get(key) ?? []), i]);
    });
  }

  /** Takes over each of `findings` the holder has too; answers the others and the count taken. */
  take(findings: readonly AuditFinding[], locale: string): { left: AuditFinding[]; moved: number } {
    const used = new Map<string, number>();
    const left: AuditFinding[] = [];
    for (const f of findings) {
      const key = sameKey(f);
      const n = used.get(key) ?? 0;
      const at = this.byKey.get(key)?.[n];
      if (at === undefined) {
        left.push(f);
        continue;
      }
      used.set(key, n + 1);
      const held = this.draft.markup[at]!;
      // Cells with the same markup share finding objects: the holder's gets a copy of its own.
      this.draft.markup[at] = { ...held, inheritedBy: [...(held.inheritedBy ?? []), locale] };
    }
    return { left, moved: findings.length - left.length };
  }
}

/** The cells of one page (all its audited locales) with inherited findings reported once. */
function pageCells(drafts: readonly CellDraft[]): AuditedCell[] {
  const primary = drafts.find((d) => d.cell.localeId === null && d.cell.state !== 'inherited');
  let holder = primary ? new Holder(primary) : null;
  const inherits = new Map<CellDraft, NonNullable<AuditedCell['inherits']>>();
  for (const draft of drafts) {
    if (draft.cell.state !== 'inherited') continue;
    if (!holder) {
      holder = new Holder(draft);
      continue;
    }
    const { left, moved } = holder.take(draft.markup, draft.cell.locale);
    draft.markup = left;
    if (moved > 0) inherits.set(draft, { from: holder.draft.cell.locale, findings: moved });
  }
  return drafts.map((draft) => {
    const inherited = draft.cell.state === 'inherited';
    const markup = inherited
      ? draft.markup.map((f) => ({ ...f, message: `${f.message} ${INHERITED}` }))
      : draft.markup;
    const moved = inherits.get(draft);
    // An unread cell shows no markup, so its own findings can follow the markup's in every case.
    return {
      ...draft.cell,
      ...(moved ? { inherits: moved } : {}),
      findings: [...markup, ...draft.own],
    };
  });
}

/** Every cell, page by page as given, with each inherited finding reported once. */
export function reportInheritedOnce(drafts: readonly CellDraft[]): AuditedCell[] {
  const pages = new Map<string, CellDraft[]>();
  for (const d of drafts) pages.set(d.cell.pageId, [...(pages.get(d.cell.pageId) ?? []), d]);
  const done = new Map<CellDraft, AuditedCell>();
  for (const list of pages.values()) pageCells(list).forEach((c, i) => done.set(list[i]!, c));
  return drafts.map((d) => done.get(d)!);
}
