export { ApiError, formatClock } from './api-error';
export type { ApiErrorKind, RateLimitInfo } from './api-error';
export { createApiClient } from './client';
export type { ApiClient, ApiClientOptions, CallOptions } from './client';
export { DEFAULT_TIMEOUT_MS } from './http';
export { memoryQueueStateStore, parseQueueState, systemClock } from './queue-state';
export type { QueueClock, QueueState, QueueStateStore } from './queue-state';
export { createRateLimitQueue } from './rate-limit-queue';
export type {
  Priority,
  QueueStatus,
  RateLimitQueue,
  RateLimitQueueOptions,
} from './rate-limit-queue';
export { parseRetryAfter } from './retry-after';
export { DEFAULT_SCOPES, parseScopes, scopeParam } from './scopes';
export * as assets from './assets';
export * as collections from './collections';
export * as customFonts from './custom-fonts';
export * as pages from './pages';
export * as redirects from './redirects';
export * as schemaMarkup from './schema-markup';
export * as sites from './sites';
export * as token from './token';
export * as webhooks from './webhooks';
