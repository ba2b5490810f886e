import type { EmulatorContext } from '../context';
import { DEFAULT_DELIVERY_SETTINGS, DeliveryEngine } from './engine';
import type { DeliverySettings } from './engine';

/** One emulator's delivery engine and its live settings. */
export interface Delivery {
  engine: DeliveryEngine;
  settings: DeliverySettings;
}

const byEmulator = new WeakMap<EmulatorContext, Delivery>();

/**
 * The delivery engine of an emulator, created on first use and subscribed to its event bus, so
 * every event a route or the control API emits reaches the site's webhooks; deliveries left pending
 * in a restored `--state` are re-armed.
 */
export function deliveryFor(ctx: EmulatorContext): Delivery {
  const existing = byEmulator.get(ctx);
  if (existing) return existing;
  const delivery: Delivery = {
    settings: { ...DEFAULT_DELIVERY_SETTINGS },
    engine: new DeliveryEngine({
      now: ctx.clock.now,
      setTimer: (delayMs, fn) => {
        ctx.clock.setTimer(delayMs, fn);
      },
      world: () => ctx.store.world,
      settings: () => delivery.settings,
    }),
  };
  ctx.events.subscribe((event) => {
    delivery.engine.dispatch(event.siteId, event.triggerType, event.payload);
  });
  delivery.engine.resume();
  byEmulator.set(ctx, delivery);
  return delivery;
}
