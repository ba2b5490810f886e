/**
 * The host permission the live check needs for an origin. No imports, so a view can compute it
 * before the click that asks for it (a permission request must come from the click itself).
 * @module
 */

/** The host-permission pattern of an origin; match patterns carry no port. */
export function accessPattern(origin: string): string {
  const url = new URL(origin);
  return `${url.protocol}//${url.hostname}/*`;
}
