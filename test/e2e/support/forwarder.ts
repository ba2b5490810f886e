/**
 * Custom domains in a browser: the extension reads a site's custom domain as
 * `http://www.northwind.example/…` (no port; `https://` when its API is), while the emulator
 * listens on a port picked at run time, after the browser has started. The forwarder listens on
 * its own port before the browser starts (Chromium maps the names to it) and, once `to(port)` is
 * called, passes every connection byte for byte to the emulator, which answers by Host header; a
 * TLS connection passes through untouched, to the emulator's TLS server.
 * @module
 */
import { connect, createServer, type Socket } from 'node:net';

/** Host names and the loopback port their requests are forwarded to. */
export interface ForwardedHosts {
  hosts: string[];
  port: number;
}

/** A running forwarder. */
export interface Forwarder {
  port: number;
  /** Forwards from now on to 127.0.0.1 on `port`. */
  to(port: number): void;
  close(): Promise<void>;
}

/** Starts a forwarder on a free loopback port; connections before `to()` are closed. */
export async function startForwarder(): Promise<Forwarder> {
  let target: number | undefined;
  const open = new Set<Socket>();
  const server = createServer((client) => {
    if (target === undefined) return client.destroy();
    const upstream = connect(target, '127.0.0.1');
    for (const socket of [client, upstream]) {
      open.add(socket);
      socket.on('close', () => open.delete(socket));
      socket.on('error', () => {
        client.destroy();
        upstream.destroy();
      });
    }
    client.pipe(upstream).pipe(client);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('no port');
  return {
    port: address.port,
    to: (port) => {
      target = port;
    },
    close: () => {
      for (const socket of open) socket.destroy();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}
