/** Raw TCP clients for what `fetch` cannot send: a body that never comes, a byte every 2 s. */
import { connect } from 'node:net';

/** Sends raw bytes and resolves with the status line of the answer (or rejects after `ms`). */
export function rawStatusLine(origin: string, bytes: string, ms = 5000): Promise<string> {
  const { hostname, port } = new URL(origin);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname);
    let received = '';
    const timer = setTimeout(() => {
      socket.destroy();
      reject(new Error(`no answer within ${ms} ms`));
    }, ms);
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => {
      received += chunk;
      const line = received.split('\r\n')[0];
      if (received.includes('\r\n')) {
        clearTimeout(timer);
        socket.destroy();
        resolve(line!);
      }
    });
    socket.on('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    socket.write(bytes);
  });
}

/** Opens a connection, runs `drip` on it, and resolves with how long the server kept it open. */
export function heldFor(
  origin: string,
  drip: (write: (bytes: string) => void) => () => void,
): Promise<{ ms: number; received: string }> {
  const { hostname, port } = new URL(origin);
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const socket = connect(Number(port), hostname);
    let received = '';
    let stop = () => undefined as void;
    socket.setEncoding('utf8');
    socket.on('connect', () => {
      stop = drip((bytes) => socket.write(bytes));
    });
    socket.on('data', (chunk: string) => (received += chunk));
    socket.on('error', () => undefined);
    socket.on('close', () => {
      stop();
      resolve({ ms: Date.now() - started, received });
    });
    setTimeout(() => {
      stop();
      socket.destroy();
      reject(new Error('the server kept a slow connection open for 30 s'));
    }, 30_000).unref();
  });
}

/** Writes `head` at once, then one byte of `tail` every 2 s. */
export const oneBytePerTwoSeconds =
  (head: string, tail: string) => (write: (b: string) => void) => {
    write(head);
    let i = 0;
    const timer = setInterval(() => write(tail[i++ % tail.length]!), 2000);
    return () => clearInterval(timer);
  };
