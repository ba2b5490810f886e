import { DEFAULT_TOLERANCE_MS } from './verify';

/** Remembers verified deliveries so a replay inside the window is noticed. */
export interface ReplayGuard {
  /**
   * Records a verified delivery and tells whether it was already seen. Call it only after
   * `verifyWebhook` succeeded; answer 2xx to a duplicate without processing it again.
   * @param timestamp the `x-service-timestamp` value (epoch ms)
   * @param signature the `x-service-signature` value
   * @param now current time in epoch ms
   * @returns true when this exact delivery was seen before
   */
  seen(timestamp: number, signature: string, now: number): boolean;
  /** How many deliveries are remembered (for tests and metrics). */
  size(): number;
}

/**
 * An in-memory replay guard. A delivery is remembered until its timestamp has left the window, after
 * which the verifier rejects it anyway, so memory stays bounded by the delivery rate.
 */
export function createReplayGuard(toleranceMs = DEFAULT_TOLERANCE_MS): ReplayGuard {
  const expiries = new Map<string, number>();
  return {
    seen(timestamp, signature, now) {
      for (const [key, expiresAt] of expiries) {
        if (expiresAt < now) expiries.delete(key);
      }
      const key = `${timestamp}:${signature.toLowerCase()}`;
      if (expiries.has(key)) return true;
      expiries.set(key, timestamp + toleranceMs);
      return false;
    },
    size: () => expiries.size,
  };
}
