/**
 * Reads a host's files for crawlers (robots.txt, sitemaps) as a crawler does: through the polite
 * fetcher, redirects followed (it reports them rather than following them) up to five hops as RFC
 * 9309 §2.3.1.2 asks, and the body decoded as UTF-8 up to a byte cap, past which it is cut.
 * @module
 */
import type { FetchOutcome, PoliteFetch } from '../polite-fetch';

/** The redirects followed to a file: "at least five consecutive redirects" (RFC 9309). */
export const MAX_REDIRECTS = 5;

/** What a file read answered: where it was read from in the end, its status, the outcome. */
export interface HostFileRead<T> {
  /** The last URL asked for (the one asked first when nothing redirected). */
  url: string;
  /** The last status answered; null when no answer came (timeout, network, cancelled). */
  status: number | null;
  outcome: FetchOutcome<T>;
}

/** How redirects are followed. */
export interface FollowOptions {
  maxRedirects?: number;
  /** Whether a redirect's target may be read; default any http(s) URL. */
  canRead?(url: string): boolean;
}

/** True for an http(s) URL. */
export const isHttp = (url: string) => /^https?:\/\//i.test(url);

/**
 * Fetches `url` and reads its body with `read`, following redirects to URLs `canRead` accepts. A
 * redirect not followed (its location hidden, as a browser hides it from `redirect: 'manual'`;
 * refused; one hop too many) is the outcome.
 */
export async function getFollowing<T>(
  fetcher: PoliteFetch,
  url: string,
  read: (response: Response) => Promise<T>,
  options: FollowOptions = {},
): Promise<HostFileRead<T>> {
  const { maxRedirects = MAX_REDIRECTS, canRead = isHttp } = options;
  let status: number | null = null;
  const withStatus = (response: Response) => {
    status = response.status;
    return read(response);
  };
  for (let hops = 0; ; hops++) {
    status = null;
    const outcome = await fetcher.get(url, withStatus);
    if (!outcome.ok && (outcome.failure.kind === 'status' || outcome.failure.kind === 'redirect'))
      status = outcome.failure.status;
    if (outcome.ok || outcome.failure.kind !== 'redirect') return { url, status, outcome };
    const { location } = outcome.failure;
    if (location === null || hops >= maxRedirects || !isHttp(location) || !canRead(location))
      return { url, status, outcome };
    url = location;
  }
}

/** What was read of a body: its bytes up to the cap, and whether it went on past it. */
export interface TextRead {
  bytes: number;
  cut: boolean;
}

/**
 * Streams `body` as UTF-8 text into `write` until its end, `maxBytes`, or `write` answering
 * `false` (the reader has what it needs); then lets the rest go.
 */
export async function streamText(
  body: ReadableStream<Uint8Array> | null,
  maxBytes: number,
  write: (text: string) => boolean | void,
): Promise<TextRead> {
  const read: TextRead = { bytes: 0, cut: false };
  if (!body) return read;
  const decoder = new TextDecoder('utf-8');
  const reader = body.getReader();
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      const room = maxBytes - read.bytes;
      const chunk = value.byteLength > room ? value.subarray(0, room) : value;
      read.bytes += chunk.byteLength;
      read.cut = chunk !== value;
      if (write(decoder.decode(chunk, { stream: !read.cut })) === false || read.cut) {
        await reader.cancel();
        return read;
      }
    }
    write(decoder.decode());
  } finally {
    reader.releaseLock();
  }
  return read;
}
