/**
 * Which sites' credentials the service refused an item write for want of `cms:write`. A site key's
 * scopes cannot be read before a write (introspection needs an app's token), so the first refused
 * save or publish is remembered here, and the Item tab says what the key cannot do from then on —
 * until the credentials change (`clear`).
 * @module
 */
import { ApiError } from '../../core/api/api-error';

const refused = new Set<string>();

/** Remembers a refusal of `error` (a missing scope) for `siteId`; rethrows nothing. */
export function noteWriteRefusal(siteId: string, error: unknown): void {
  if (error instanceof ApiError && error.kind === 'missing-scope') refused.add(siteId);
}

/** Whether an item write for `siteId` was refused for want of the scope. */
export function wasWriteRefused(siteId: string): boolean {
  return refused.has(siteId);
}

/** Forgets every refusal: the credentials changed. */
export function clearWriteRefusals(): void {
  refused.clear();
}
