/**
 * OAuth scopes the extension asks for: sites and custom domains, pages with their metadata and
 * schema markup, assets and folders, form names for form webhooks, CMS collections and their items
 * (read to name item pages and count template markup; written when an editor changes an item's
 * fields on its page and publishes that item), and who signed in.
 */
export const DEFAULT_SCOPES = [
  'sites:read',
  'sites:write',
  'pages:read',
  'pages:write',
  'assets:read',
  'assets:write',
  'forms:read',
  'cms:read',
  'cms:write',
  'authorized_user:read',
] as const;

/** One scope the extension requests. */
export type Scope = (typeof DEFAULT_SCOPES)[number];

/** The `scope` value of the authorize URL: space-separated. */
export function scopeParam(scopes: readonly string[] = DEFAULT_SCOPES): string {
  return scopes.join(' ');
}

/** Splits a granted-scope string, comma-separated (introspect) or space-separated (OAuth). */
export function parseScopes(value: string): string[] {
  return value.split(/[\s,]+/).filter((s) => s !== '');
}
