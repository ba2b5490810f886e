/**
 * Every feature, one line each: the protocol, the handlers, the draft kinds, the stored items, the
 * side panel's tabs and the settings page's sections are built from this list. A new feature adds
 * its `feature.ts` here. Light: a feature's background part loads only in the background, its tab
 * and sections when first shown, so the pages may import this list.
 * @module
 */
import { listFeatures } from '../core/messaging/registry';
import { accountFeature } from '../features/account/feature';
import { assetsFeature } from '../features/assets/feature';
import { bulkFeature } from '../features/bulk/feature';
import { collectionsFeature } from '../features/collections/feature';
import { fontsFeature } from '../features/fonts/feature';
import { liveSiteFeature } from '../features/live-site/feature';
import { menusFeature } from '../features/menus/feature';
import { metadataFeature } from '../features/metadata/feature';
import { pageCompareFeature } from '../features/page-compare/feature';
import { publishFeature } from '../features/publish/feature';
import { redirectsFeature } from '../features/redirects/feature';
import { schemaFeature } from '../features/schema/feature';
import { siteFeature } from '../features/site/feature';
import { webhooksFeature } from '../features/webhooks/feature';
import { draftsFeature, jobsFeature } from './machinery';

/** The features, in no particular order: a name listed twice is a type error. */
export const features = listFeatures([
  accountFeature,
  draftsFeature,
  jobsFeature,
  schemaFeature,
  pageCompareFeature,
  metadataFeature,
  assetsFeature,
  publishFeature,
  menusFeature,
  fontsFeature,
  webhooksFeature,
  siteFeature,
  bulkFeature,
  redirectsFeature,
  liveSiteFeature,
  collectionsFeature,
]);
