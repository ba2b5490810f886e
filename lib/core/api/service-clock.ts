/**
 * How far the service's clock is from the browser's, measured from the HTTP `Date` header of its
 * responses. The service stamps its times (a publish, an update) with its own clock and the
 * browser stamps its own (a check), so two such times compare only once this offset is known.
 * @module
 */

/** How many recent samples the estimate takes the median of. */
export const CLOCK_SAMPLES = 5;

/** The estimate of one service's clock. */
export interface ServiceClock {
  /**
   * Notes one response's `Date` header. `sentAt` and `receivedAt` are the browser's times of the
   * request and of its response; an absent or unparseable header is ignored.
   */
  note(dateHeader: string | null, sentAt: number, receivedAt: number): void;
  /** Service time − browser time in ms, or null before any usable `Date` header. */
  offsetMs(): number | null;
}

/**
 * One sample of service − browser in ms, or null. The header has a resolution of one second
 * (truncated), so its middle (+500 ms) is taken; the service wrote it somewhere between the
 * request and the response, so the middle of those two browser times is its browser time.
 */
export function clockSample(dateHeader: string | null, sentAt: number, receivedAt: number) {
  if (!dateHeader) return null;
  const service = Date.parse(dateHeader);
  if (!Number.isFinite(service)) return null;
  return Math.round(service + 500 - (sentAt + receivedAt) / 2);
}

/**
 * Creates an estimate: the median of the last `CLOCK_SAMPLES` samples, so one slow response (or
 * a proxy's cached header) does not move it.
 */
export function createServiceClock(): ServiceClock {
  const samples: number[] = [];
  return {
    note(dateHeader, sentAt, receivedAt) {
      const sample = clockSample(dateHeader, sentAt, receivedAt);
      if (sample === null) return;
      samples.push(sample);
      if (samples.length > CLOCK_SAMPLES) samples.shift();
    },
    offsetMs() {
      if (samples.length === 0) return null;
      const sorted = [...samples].sort((a, b) => a - b);
      const mid = sorted.length >> 1;
      return sorted.length % 2 ? sorted[mid]! : Math.round((sorted[mid - 1]! + sorted[mid]!) / 2);
    },
  };
}
