import type { Hono } from 'hono';
import type { EmulatorContext, EmulatorEnv } from '../context';
import { controlRoutes } from './control';
import { infoRoutes } from './info';

/** A route module: builds a sub-app mounted at `/`. */
export type RouteModule = (ctx: EmulatorContext) => Hono<EmulatorEnv>;

/** Every route module, one line each. */
export const routeModules: RouteModule[] = [controlRoutes, infoRoutes];
