import { isIP } from 'node:net';

/** Outcome of {@link checkDestination}: the parsed URL, or why it is refused. */
export type DestinationCheck = { ok: true; url: URL } | { ok: false; message: string };

function isLoopbackHost(hostname: string): boolean {
  const host = hostname.replace(/^\[|\]$/g, '').toLowerCase();
  if (host === 'localhost' || host.endsWith('.localhost')) return true;
  if (isIP(host) === 4) return host.startsWith('127.');
  if (isIP(host) === 6) return host === '::1' || host === '0:0:0:0:0:0:0:1';
  return false;
}

/**
 * Destination rule: https everywhere, plain http only to loopback addresses (127.0.0.0/8, [::1],
 * localhost), so tests and the demo can receive deliveries on this machine.
 */
export function checkDestination(raw: string): DestinationCheck {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return { ok: false, message: 'url must be an absolute URL' };
  }
  if (url.username !== '' || url.password !== '') {
    return { ok: false, message: 'url must not carry credentials' };
  }
  if (url.protocol === 'https:') return { ok: true, url };
  if (url.protocol === 'http:' && isLoopbackHost(url.hostname)) return { ok: true, url };
  return { ok: false, message: 'url must use https (plain http is allowed for loopback only)' };
}
