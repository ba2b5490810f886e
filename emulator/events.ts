/** Trigger types of the service's webhooks (spec 6.2). */
export const TRIGGER_TYPES = [
  'form_submission',
  'site_publish',
  'page_created',
  'page_metadata_updated',
  'page_deleted',
  'ecomm_new_order',
  'ecomm_order_changed',
  'ecomm_inventory_changed',
  'collection_item_created',
  'collection_item_changed',
  'collection_item_deleted',
  'collection_item_published',
  'collection_item_unpublished',
  'comment_created',
] as const;

/** One webhook trigger type. */
export type TriggerType = (typeof TRIGGER_TYPES)[number];

/** An event that happened on a site. */
export interface SiteEvent {
  siteId: string;
  triggerType: TriggerType;
  payload: Record<string, unknown>;
  /** Emulator time in ms when it happened. */
  at: number;
}

/** A subscriber; exceptions it throws are swallowed so one listener cannot break a request. */
export type EventListener = (event: SiteEvent) => void;

/** The emulator's event bus: routes emit, webhook delivery subscribes. */
export interface EventBus {
  emit(siteId: string, triggerType: TriggerType, payload: Record<string, unknown>): void;
  subscribe(fn: EventListener): () => void;
}

/** Creates an event bus stamped with the given clock. */
export function createEvents(now: () => number): EventBus {
  const listeners = new Set<EventListener>();
  return {
    emit(siteId, triggerType, payload) {
      const event: SiteEvent = { siteId, triggerType, payload, at: now() };
      for (const fn of listeners) {
        try {
          fn(event);
        } catch {
          // A failing listener must not turn the request that emitted the event into a 500.
        }
      }
    },
    subscribe(fn) {
      listeners.add(fn);
      return () => listeners.delete(fn);
    },
  };
}

/** Whether a string is a known trigger type. */
export function isTriggerType(value: string): value is TriggerType {
  return (TRIGGER_TYPES as readonly string[]).includes(value);
}
