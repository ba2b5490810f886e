/**
 * A bulk change that writes to a collection template page asks first: every published item of the
 * collection shows the template's markup (and its metadata). The check names each collection and
 * its published item count, read once per collection through the background's collection lookup
 * (cached there), and holds the write until the editor confirms, each time; Cancel sends nothing.
 * @module
 */
import { batch, signal } from '@preact/signals';
import type { ResponseOf } from '../../../core/messaging/wire';
import type { MessagingClient } from '../../../core/messaging/client';
import type { BulkPlan } from '../plan-types';

/** A page's collection, when it is a collection's template page (the grid's page row knows). */
export type TemplateOf = (pageId: string) => { collectionId: string; title: string } | undefined;

/**
 * One collection whose template a plan writes to: `name` is the collection's, or the template
 * page's title when collections cannot be read; `itemCount` is absent when it is unknown.
 */
export interface TemplateInPlan {
  collectionId: string;
  name: string;
  itemCount?: number;
  /** Whether `name` is the collection's own (false: the template page's title stands in). */
  named: boolean;
  /** The planned entries that write to the template page. */
  entries: number;
}

/** The collections whose template pages the plan's entries write to, in the plan's order. */
export function templatesInPlan(plan: BulkPlan, templateOf: TemplateOf): TemplateInPlan[] {
  const found = new Map<string, TemplateInPlan>();
  for (const entry of plan.entries) {
    const template = templateOf(entry.pageId);
    if (!template) continue;
    const known = found.get(template.collectionId);
    if (known) known.entries++;
    else
      found.set(template.collectionId, {
        collectionId: template.collectionId,
        name: template.title,
        named: false,
        entries: 1,
      });
  }
  return [...found.values()];
}

/** `template` with what the collection lookup answered (nothing more when it could not say). */
export function withReach(
  template: TemplateInPlan,
  answer: ResponseOf<'collections.collectionTemplate'> | undefined,
): TemplateInPlan {
  if (answer?.state !== 'template') return template;
  return {
    ...template,
    name: answer.collection.name,
    named: true,
    itemCount: answer.itemCount,
  };
}

/** A write held until the editor answers. */
type Write = () => Promise<void> | void;

/** Creates the check of one bulk panel. */
export function createTemplateCheck(client: MessagingClient, siteId: string) {
  const templates = signal<TemplateInPlan[]>([]);
  const pending = signal<Write | undefined>(undefined);
  let loading: Promise<void> = Promise.resolve();
  let loads = 0;

  const reachOf = (template: TemplateInPlan) =>
    client
      .request('collections.collectionTemplate', { siteId, collectionId: template.collectionId })
      .then((answer) => withReach(template, answer))
      // Without the count the question is still asked, saying the count is unknown.
      .catch(() => template);

  return {
    /** The collection templates the previewed plan writes to, named and counted once known. */
    templates,
    /** The write waiting for the editor's answer, while the question is shown. */
    pending,
    /** Finds the templates `plan` writes to and reads each collection's count (none: clears). */
    load(plan: BulkPlan | undefined, templateOf: TemplateOf) {
      const current = ++loads;
      const found = plan ? templatesInPlan(plan, templateOf) : [];
      batch(() => {
        templates.value = found;
        pending.value = undefined;
      });
      loading = Promise.all(found.map(reachOf)).then((read) => {
        if (current === loads) templates.value = read;
      });
    },
    /** Runs `write` at once when no template is written to; else asks first (once per call). */
    async ask(write: Write) {
      const asked = loads;
      await loading;
      if (asked !== loads) return;
      if (templates.value.length === 0) await write();
      else pending.value = write;
    },
    /** The editor's yes: the waiting write runs. */
    async confirm() {
      const write = pending.value;
      pending.value = undefined;
      await write?.();
    },
    /** The editor's no: nothing is sent. */
    cancel() {
      pending.value = undefined;
    },
  };
}

/** The template check of a bulk panel. */
export type TemplateCheck = ReturnType<typeof createTemplateCheck>;
