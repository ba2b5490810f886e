/**
 * A template page's markup is shown by every published item of its collection: a write to it asks
 * first, in the panel, naming the collection and the count. The editor confirms each action; a
 * cancelled one sends nothing.
 * @module
 */
import { signal } from '@preact/signals';

/** The collection whose template the page is, and how many published items show its markup. */
export interface TemplateReach {
  collection: string;
  /** Published items in the shown locale; absent while unknown (or unreadable). */
  itemCount?: number;
}

/** A write that changes a template's markup. */
export type TemplateWrite = 'save' | 'delete' | 'locale-version';

/** The write waiting for the editor's answer. */
export interface PendingWrite {
  write: TemplateWrite;
  /** The locale it is for (its name). */
  locale: string;
  run: () => void;
}

/** Creates the guard: `reach` is set as soon as the page is located as a template. */
export function createTemplateGuard() {
  const reach = signal<TemplateReach | undefined>(undefined);
  const pending = signal<PendingWrite | undefined>(undefined);
  return {
    reach,
    pending,
    /** Runs `run` now on an ordinary page; on a template page, once the editor confirms. */
    ask(write: TemplateWrite, locale: string, run: () => void) {
      if (reach.value) pending.value = { write, locale, run };
      else run();
    },
  };
}

/** The guard of a template page's writes. */
export type TemplateGuard = ReturnType<typeof createTemplateGuard>;
