/** What one HTTP attempt produced. */
export type SendOutcome =
  | { kind: 'response'; status: number; durationMs: number }
  | { kind: 'error'; error: string; durationMs: number };

/**
 * POSTs one delivery. Redirects are not followed (a 3xx is just a status), the whole exchange is
 * bounded by `timeoutMs`, and connection or TLS failures become `error` outcomes.
 */
export async function sendDelivery(
  url: string,
  body: string,
  headers: Readonly<Record<string, string>>,
  timeoutMs: number,
): Promise<SendOutcome> {
  const started = performance.now();
  const elapsed = () => Math.round(performance.now() - started);
  try {
    const response = await fetch(url, {
      method: 'POST',
      body,
      headers: { 'content-type': 'application/json', ...headers },
      redirect: 'manual',
      signal: AbortSignal.timeout(timeoutMs),
    });
    await response.body?.cancel();
    return { kind: 'response', status: response.status, durationMs: elapsed() };
  } catch (error) {
    const name = error instanceof Error ? error.name : 'Error';
    const reason =
      name === 'TimeoutError' || name === 'AbortError'
        ? `timeout after ${timeoutMs} ms`
        : describeNetworkError(error);
    return { kind: 'error', error: reason, durationMs: elapsed() };
  }
}

function describeNetworkError(error: unknown): string {
  if (!(error instanceof Error)) return 'network error';
  const cause = (error as Error & { cause?: unknown }).cause;
  if (cause instanceof Error) {
    const code = (cause as Error & { code?: unknown }).code;
    return (typeof code === 'string' ? `${code}: ${cause.message}` : cause.message).trim();
  }
  return error.message;
}
