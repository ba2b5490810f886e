/** Longest wait a `Retry-After` header can impose by default: a hostile or broken value cannot park the queue for hours. */
export const DEFAULT_MAX_RETRY_AFTER_MS = 10 * 60_000;

const DELAY_SECONDS = /^\s*(\d+)\s*$/;
const DAY = '(?:Mon|Tue|Wed|Thu|Fri|Sat|Sun)';
const LONG_DAY = '(?:Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday)';
const MONTH = '(?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)';
const TIME = '\\d{2}:\\d{2}:\\d{2}';
const IMF_FIXDATE = new RegExp(`^${DAY}, \\d{2} ${MONTH} \\d{4} ${TIME} GMT$`);
const RFC850_DATE = new RegExp(`^${LONG_DAY}, \\d{2}-${MONTH}-\\d{2} ${TIME} GMT$`);
const ASCTIME_DATE = new RegExp(`^${DAY} ${MONTH} [ \\d]\\d ${TIME} \\d{4}$`);

/**
 * Parses a `Retry-After` value (delay-seconds or an HTTP-date, RFC 9110 §10.2.3) into a wait in ms,
 * clamped to `[0, maxMs]`; `undefined` when the header is absent or not a valid value.
 */
export function parseRetryAfter(
  value: string | null | undefined,
  nowMs: number,
  maxMs: number = DEFAULT_MAX_RETRY_AFTER_MS,
): number | undefined {
  if (value === null || value === undefined) return undefined;
  const seconds = DELAY_SECONDS.exec(value);
  if (seconds?.[1] !== undefined) return clamp(Number(seconds[1]) * 1000, maxMs);
  const at = parseHttpDate(value.trim());
  return at === undefined ? undefined : clamp(at - nowMs, maxMs);
}

function parseHttpDate(value: string): number | undefined {
  let text: string;
  if (IMF_FIXDATE.test(value)) text = value;
  else if (RFC850_DATE.test(value)) text = rfc850ToImf(value);
  else if (ASCTIME_DATE.test(value)) text = `${value} GMT`;
  else return undefined;
  const at = Date.parse(text);
  return Number.isNaN(at) ? undefined : at;
}

/** Two-digit years are read as the nearest century (RFC 9110 §5.6.7 asks for "within 50 years"). */
function rfc850ToImf(value: string): string {
  const [, rest = ''] = value.split(', ');
  const [date = '', time = ''] = rest.split(' ');
  const [day, month, yy = '00'] = date.split('-');
  const year = Number(yy) + (Number(yy) < 70 ? 2000 : 1900);
  return `${day} ${month} ${year} ${time} GMT`;
}

function clamp(ms: number, maxMs: number): number {
  if (!Number.isFinite(ms) || ms < 0) return ms > 0 ? maxMs : 0;
  return Math.min(ms, maxMs);
}
