/**
 * The Webhooks tab's state: a site's webhooks grouped by trigger with each trigger's use of its
 * limit, the create form with its inline checks, deletes, and the signing secret of a webhook
 * just made. The secret lives only in a signal of this model: it is never written anywhere, and
 * once dismissed (or the page reloaded) it is gone.
 * @module
 */
import { computed, signal } from '@preact/signals';
import type { MessagingClient } from '../../../core/messaging/client';
import { triggerLabel, webhookText } from '../messages';
import {
  MAX_FORM_NAME,
  TRIGGER_TYPES,
  acceptsFilter,
  checkWebhookUrl,
  limitState,
  type LimitState,
  type TriggerType,
} from '../rules';
import type { WebhookView } from '../webhook-messages';

/** One trigger's webhooks, newest first, with its use of the limit. */
export interface TriggerGroup {
  triggerType: string;
  label: string;
  webhooks: WebhookView[];
  limit: LimitState;
}

/** What the editor is told after a create: the secret to store, or why there is none. */
export type CreatedNotice =
  | { kind: 'secret'; secretKey: string; label: string; url: string }
  | { kind: 'no-secret'; label: string };

const message = (e: unknown) => (e instanceof Error ? e.message : String(e));
const newestFirst = (a: WebhookView, b: WebhookView) =>
  (b.createdOn ?? '').localeCompare(a.createdOn ?? '');

/** Creates the model. */
export function createWebhooksModel(client: MessagingClient) {
  const webhooks = signal<WebhookView[] | undefined>(undefined);
  const loading = signal(false);
  const loadError = signal<string | undefined>(undefined);
  const triggerType = signal<TriggerType>('form_submission');
  const url = signal('');
  const urlTouched = signal(false);
  const formName = signal('');
  const submitting = signal(false);
  const createError = signal<string | undefined>(undefined);
  const notice = signal<CreatedNotice | null>(null);
  const status = signal<string | undefined>(undefined);
  const deleteError = signal<string | undefined>(undefined);
  const deleting = signal<ReadonlySet<string>>(new Set());
  let siteId: string | undefined;

  const counts = computed(() => {
    const byTrigger = new Map<string, number>();
    for (const w of webhooks.value ?? []) {
      byTrigger.set(w.triggerType, (byTrigger.get(w.triggerType) ?? 0) + 1);
    }
    return byTrigger;
  });
  const groups = computed<TriggerGroup[]>(() => {
    const known: readonly string[] = TRIGGER_TYPES;
    const others = [...counts.value.keys()].filter((t) => !known.includes(t)).sort();
    return [...known, ...others]
      .map((type) => {
        const own = (webhooks.value ?? []).filter((w) => w.triggerType === type);
        return {
          triggerType: type,
          label: triggerLabel(type),
          webhooks: own.sort(newestFirst),
          limit: limitState(own.length),
        };
      })
      .filter((g) => g.webhooks.length > 0);
  });
  const used = computed(() => counts.value.get(triggerType.value) ?? 0);
  const urlProblem = computed(() => {
    const problem = checkWebhookUrl(url.value);
    return problem ? webhookText.urlProblem(problem) : undefined;
  });
  const formNameProblem = computed(() =>
    formName.value.trim().length > MAX_FORM_NAME ? webhookText.form.formNameTooLong : undefined,
  );
  const canCreate = computed(
    () =>
      webhooks.value !== undefined &&
      !submitting.value &&
      limitState(used.value) !== 'full' &&
      !urlProblem.value &&
      !formNameProblem.value,
  );

  async function load(id: string) {
    siteId = id;
    loading.value = true;
    try {
      const list = await client.request('webhooks.listWebhooks', { siteId: id });
      if (siteId !== id) return;
      webhooks.value = list;
      loadError.value = undefined;
    } catch (e) {
      if (siteId === id) loadError.value = message(e);
    } finally {
      if (siteId === id) loading.value = false;
    }
  }

  return {
    webhooks,
    loading,
    loadError,
    groups,
    /** Registrations per trigger type. */
    counts,
    form: { triggerType, url, urlTouched, formName, submitting, createError },
    /** Registrations of the chosen trigger, and how close it is to the limit. */
    used,
    limit: computed(() => limitState(used.value)),
    urlProblem,
    formNameProblem,
    canCreate,
    notice,
    /** The last action's outcome, for a polite live region. */
    status,
    /** Why the last delete failed. */
    deleteError,
    deleting,
    /** Loads site `id`'s webhooks, once per site; `reload` reads them again. */
    async open(id: string) {
      if (id === siteId && (webhooks.value || loading.value)) return;
      webhooks.value = undefined;
      loadError.value = undefined;
      notice.value = null;
      await load(id);
    },
    async reload() {
      if (siteId) await load(siteId);
    },
    /** Registers the form's webhook; answers whether it was made. */
    async create(): Promise<boolean> {
      urlTouched.value = true;
      if (!siteId || !canCreate.value) return false;
      const type = triggerType.value;
      const name = formName.value.trim();
      submitting.value = true;
      createError.value = undefined;
      try {
        const created = await client.request('webhooks.createWebhook', {
          siteId,
          triggerType: type,
          url: url.value.trim(),
          ...(acceptsFilter(type) && name ? { filter: { name } } : {}),
        });
        webhooks.value = [...(webhooks.value ?? []), created.webhook];
        const label = triggerLabel(type);
        notice.value = created.secretKey
          ? { kind: 'secret', secretKey: created.secretKey, label, url: created.webhook.url }
          : { kind: 'no-secret', label };
        status.value = webhookText.created(label);
        url.value = '';
        urlTouched.value = false;
        formName.value = '';
        return true;
      } catch (e) {
        createError.value = message(e);
        return false;
      } finally {
        submitting.value = false;
      }
    },
    /** Forgets the secret (or the no-secret note) for good. */
    dismissNotice() {
      notice.value = null;
    },
    /** Deletes webhook `webhookId` (the caller has asked the editor). */
    async remove(webhookId: string) {
      const target = webhooks.value?.find((w) => w.id === webhookId);
      if (!siteId || !target) return;
      deleting.value = new Set([...deleting.value, webhookId]);
      const label = triggerLabel(target.triggerType);
      deleteError.value = undefined;
      try {
        await client.request('webhooks.deleteWebhook', { siteId, webhookId });
        webhooks.value = (webhooks.value ?? []).filter((w) => w.id !== webhookId);
        status.value = webhookText.list.deleted(label);
      } catch (e) {
        deleteError.value = webhookText.list.deleteFailed(message(e));
      } finally {
        const rest = new Set(deleting.value);
        rest.delete(webhookId);
        deleting.value = rest;
      }
    },
  };
}

/** The Webhooks tab's model. */
export type WebhooksModel = ReturnType<typeof createWebhooksModel>;
