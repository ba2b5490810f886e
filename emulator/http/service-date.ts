import type { MiddlewareHandler } from 'hono';
import type { Clock } from '../clock';
import type { EmulatorEnv } from '../context';

/**
 * Middleware: the `Date` header of every answer (API, published pages, control) comes from the
 * emulator's clock, as the real service's comes from its own. Node would write real time, so a
 * clock moved with `POST /__emulator/clock` would go unseen by a client that measures the skew.
 */
export function serviceDate(clock: Clock): MiddlewareHandler<EmulatorEnv> {
  return async (c, next) => {
    await next();
    c.header('Date', new Date(clock.now()).toUTCString());
  };
}
