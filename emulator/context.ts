import type { Clock } from './clock';
import type { EventBus } from './events';
import type { FaultRegistry } from './http/faults';
import type { Journal } from './http/journal';
import type { LiveFaultRegistry } from './live/overlay';
import type { RateLimiter } from './http/rate-limit';
import type { EmulatorOptions } from './env';
import type { Store } from './store';

export type { EmulatorEnv, EmulatorOptions, Principal } from './env';

/** Everything a route module gets. */
export interface EmulatorContext {
  store: Store;
  clock: Clock;
  events: EventBus;
  journal: Journal;
  faults: FaultRegistry;
  /** Live-site faults planted per site, applied by the published-page renderer. */
  liveFaults: LiveFaultRegistry;
  rateLimiter: RateLimiter;
  options: EmulatorOptions;
  /** `http://127.0.0.1:{port}` (`https://` with TLS) once listening (empty before). */
  origin(): string;
  /** Port once listening (0 before). */
  port(): number;
}
