import type { Hono } from 'hono';
import type { EmulatorContext, EmulatorEnv } from '../context';
import { assetFolderRoutes } from './asset-folders';
import { assetRoutes } from './assets';
import { collectionRoutes } from './collections';
import { controlRoutes } from './control';
import { customFontRoutes } from './custom-fonts';
import { infoRoutes } from './info';
import { itemPublishRoutes } from './item-publish';
import { itemWriteRoutes } from './item-writes';
import { oauthRoutes } from './oauth';
import { objectStoreRoutes } from './object-store';
import { pageRoutes } from './pages';
import { publishRoutes } from './publish';
import { redirectRoutes } from './redirects';
import { robotsTxtRoutes } from './robots-txt';
import { schemaMarkupRoutes } from './schema-markup';
import { siteRoutes } from './sites';
import { webhookControlRoutes } from './webhook-control';
import { webhookRoutes } from './webhooks';

/** A route module: builds a sub-app mounted at `/`. */
export type RouteModule = (ctx: EmulatorContext) => Hono<EmulatorEnv>;

/** Every route module, one line each. */
export const routeModules: RouteModule[] = [
  controlRoutes,
  oauthRoutes,
  infoRoutes,
  siteRoutes,
  pageRoutes,
  schemaMarkupRoutes,
  collectionRoutes,
  itemWriteRoutes,
  itemPublishRoutes,
  publishRoutes,
  redirectRoutes,
  robotsTxtRoutes,
  assetRoutes,
  assetFolderRoutes,
  customFontRoutes,
  objectStoreRoutes,
  webhookRoutes,
  webhookControlRoutes,
];
