import { Hono } from 'hono';
import type { EmulatorContext, EmulatorEnv } from '../context';

/** Control routes that change site content "from elsewhere" (pages created, edited, deleted). */
export function controlContentRoutes(_ctx: EmulatorContext): Hono<EmulatorEnv> {
  return new Hono<EmulatorEnv>();
}
