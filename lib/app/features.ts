/**
 * Every feature of the background, one line each: the protocol map and the handlers are merged
 * from this list. A new feature adds its `register.ts` here.
 * @module
 */
import { draftMessages, type DraftHandlers } from '../core/drafts/draft-messages';
import { jobMessages, type JobHandlers } from '../core/jobs/job-messages';
import { defineFeature } from '../core/messaging/registry';
import { assetsFeature } from '../features/assets/register';
import { bulkFeature } from '../features/bulk/register';
import { collectionsFeature } from '../features/collections/register';
import { fontsFeature } from '../features/fonts/register';
import { liveSiteFeature } from '../features/live-site/register';
import { menusFeature } from '../features/menus/register';
import { metadataFeature } from '../features/metadata/register';
import { pageCompareFeature } from '../features/page-compare/register';
import { publishFeature } from '../features/publish/register';
import { redirectsFeature } from '../features/redirects/register';
import { schemaFeature } from '../features/schema/register';
import { siteFeature } from '../features/site/register';
import { webhooksFeature } from '../features/webhooks/register';
import { sessionFeature } from '../features/account/session-messages';

/** The drafts' and jobs' messages, whose handlers the background's long work builds. */
const draftsFeature = defineFeature({
  messages: draftMessages,
  createHandlers: ({ drafts }: { drafts: DraftHandlers }) => drafts,
});
const jobsFeature = defineFeature({
  messages: jobMessages,
  createHandlers: ({ jobs }: { jobs: JobHandlers }) => jobs,
});

/** The features, in no particular order: a message name two of them register is refused. */
export const features = [
  sessionFeature,
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
] as const;
