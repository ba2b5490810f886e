/**
 * The publish dialog's sentences the model writes: a list of hosts, a failed publish, and the
 * question a publish that loses something asks first.
 * @module
 */
import type { BackgroundError } from '../../../core/messaging/client';
import { t, uiLanguage } from '../../../core/i18n/t';
import type { ForecastLoss } from './forecast-model';

/** Losses named one by one in the question; the rest are counted. */
const NAMED = 4;

const message = (e: unknown) => (e instanceof Error ? e.message : String(e));

/** `a`, `a and b`, `a, b and c` in the UI language. */
export function listOf(items: string[]): string {
  return new Intl.ListFormat(uiLanguage(), { type: 'conjunction' }).format(items);
}

/** The words for a failed publish: a 429 says the once-a-minute rule and the seconds to wait. */
export function failure(err: unknown, now: number): string {
  const { kind, retryAt } = err as Partial<BackgroundError>;
  if (kind === 'rate-limited') {
    const seconds = retryAt === undefined ? 60 : Math.max(1, Math.ceil((retryAt - now) / 1000));
    return t('ui_publish_once_a_minute', seconds);
  }
  return t('ui_not_published', message(err));
}

/** One loss in words: "loses Event on “Summer market” (fr)", "moves /a to /b with no redirect". */
function phrase(loss: ForecastLoss): string {
  const tag = loss.localeTag ? ` (${loss.localeTag})` : '';
  if (loss.kind === 'feature') return t('ui_publish_loss_feature', loss.name, loss.title, tag);
  return loss.from
    ? t('ui_publish_loss_address', loss.from, loss.to)
    : t('ui_publish_loss_address_page', `${loss.title}${tag}`, loss.to);
}

/**
 * The question before a publish that loses something, naming each loss once however many of the
 * chosen hosts it happens on.
 */
export function questionOf(losses: readonly ForecastLoss[]): string {
  const phrases = [...new Set(losses.map(phrase))];
  const named =
    phrases.length > NAMED
      ? [...phrases.slice(0, NAMED - 1), t('ui_publish_losses_more', phrases.length - NAMED + 1)]
      : phrases;
  return t('ui_publish_question', listOf(named));
}
