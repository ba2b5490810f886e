/**
 * The publish dialog's states and options, as its model and views name them.
 * @module
 */
import type { HostAccess } from '../../../core/model/host-access';
import type { PublishDestinations } from '../destinations';
import type { ForecastOptions } from './forecast-model';

/** The destinations as the panel has them. */
export type DestinationsState =
  | { state: 'loading' }
  | { state: 'ready'; value: PublishDestinations }
  | { state: 'error'; text: string };

/** What the last publish did, in words; `confirming` waits on the editor's answer to `question`. */
export type PublishStatus =
  | { state: 'idle' }
  | { state: 'confirming'; question: string }
  | { state: 'publishing' }
  | { state: 'done'; text: string; hosts: string[]; origins: (string | undefined)[] }
  | { state: 'error'; text: string };

/** The one page a "Publish only this page" publishes. */
export interface PageScope {
  pageId: string;
  title: string;
}

/** What the model may use besides the client. */
export interface PublishModelOptions extends ForecastOptions {
  /** Host permissions: the forecast asks, in the editor's click, to read a live host. */
  hostAccess?: HostAccess;
}
