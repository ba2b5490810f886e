/**
 * Who may use the control API (`/__emulator/…`): a client on this machine that is not a web page.
 * The emulator binds loopback, but the developer's browser is on this machine too, so a page it
 * visits while the demo runs could otherwise reset the world, plant faults or mint keys, and,
 * after rebinding its own name to 127.0.0.1, read the demo's keys. Node clients (tests, the demo,
 * the benches) send no `Origin`, name the emulator's loopback address as `Host` and send JSON.
 * @module
 */
import type { MiddlewareHandler } from 'hono';
import type { EmulatorEnv } from '../env';
import { ServiceError, forbidden } from './errors';

const LOOPBACK_PEER = /^(127\.\d+\.\d+\.\d+|::1|::ffff:127\.\d+\.\d+\.\d+)$/;

/** The object store's paths sit under the prefix but are the CDN's and store's stand-ins. */
const OBJECT_STORE_PREFIX = '/__emulator/object-store/';

const LOOPBACK_NAMES = ['127.0.0.1', 'localhost', '[::1]'];

/** The `Host` values of the emulator at `port`: only these answer the control API. */
export function loopbackHosts(port: number): Set<string> {
  const named = LOOPBACK_NAMES.map((name) => `${name}:${port}`);
  // Clients leave a scheme's default port out of `Host`.
  return new Set(port === 80 || port === 443 ? [...named, ...LOOPBACK_NAMES] : named);
}

const hasBody = (header: (name: string) => string | undefined) =>
  Number(header('content-length') ?? 0) > 0 || header('transfer-encoding') !== undefined;

const isJson = (contentType: string | undefined) =>
  contentType?.split(';')[0]?.trim().toLowerCase() === 'application/json';

/**
 * Refuses a control request from another machine, under another `Host` (a rebound name), with an
 * `Origin` (browsers send one on every cross-origin request and every non-GET), or with a body
 * that is not `application/json` (what a page may send without asking first).
 */
export function controlGuard(port: () => number): MiddlewareHandler<EmulatorEnv> {
  return async (c, next) => {
    if (c.req.path.startsWith(OBJECT_STORE_PREFIX)) return next();
    const remote = c.env?.incoming?.socket.remoteAddress;
    if (remote && !LOOPBACK_PEER.test(remote)) {
      throw forbidden('The control API answers loopback only');
    }
    const header = (name: string) => c.req.header(name);
    if (!loopbackHosts(port()).has((header('host') ?? '').toLowerCase())) {
      throw forbidden(`The control API answers only at 127.0.0.1, localhost or [::1]:${port()}`);
    }
    if (header('origin') !== undefined) {
      throw forbidden('The control API answers no web page (the request has an Origin)');
    }
    if (hasBody(header) && !isJson(header('content-type'))) {
      throw new ServiceError(
        415,
        'unsupported_media_type',
        'The control API takes application/json bodies only',
      );
    }
    await next();
  };
}
