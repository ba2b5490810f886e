/**
 * Match patterns for optional host permissions.
 * @module
 */

/**
 * The pattern that asks for an origin's host: its scheme and host, with no port. Firefox refuses
 * patterns that carry a port, and a pattern without one covers every port in both browsers.
 */
export function hostPatternOf(origin: string): string {
  const url = new URL(origin);
  return `${url.protocol}//${url.hostname}/*`;
}
