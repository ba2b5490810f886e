import type { Status } from '../lib/messaging/protocol';

const clock = (ms: number) =>
  new Date(ms).toLocaleTimeString(undefined, { hour: '2-digit', minute: '2-digit' });

/** The service's rate budget: requests left this minute, or until when it is paused. */
export function RateBudget({ rates, now }: { rates: Status['rates']; now: number }) {
  const paused = rates.find((r) => r.pausedUntil !== undefined && r.pausedUntil > now);
  if (paused?.pausedUntil) {
    return (
      <p class="warning" role="status" data-testid="rate-budget">
        Rate limited — resumes at {clock(paused.pausedUntil)}
      </p>
    );
  }
  const known = rates.filter((r) => r.limit !== undefined && r.remaining !== undefined);
  if (known.length === 0) return null;
  const tightest = known.reduce((a, b) => ((a.remaining ?? 0) <= (b.remaining ?? 0) ? a : b));
  return (
    <p class="muted" role="status" data-testid="rate-budget">
      {tightest.remaining} of {tightest.limit} requests left this minute
    </p>
  );
}
