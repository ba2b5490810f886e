/**
 * A page's markup in a few words per locale, for the popup's chips: the state and how many errors
 * and warnings the checker finds in what the locale shows.
 * @module
 */
import { formatNumber, t } from '../../core/i18n/t';
import type { LocaleSchema, SchemaState } from './page-schema';

/** One chip. */
export interface LocaleSummary {
  localeId: string | null;
  state: SchemaState;
  errors: number;
  warnings: number;
}

/** Counts a locale's findings; `count` runs the checker on a value. */
export async function summarize(
  locales: LocaleSchema[],
  count: (value: unknown) => Promise<{ errors: number; warnings: number }>,
): Promise<LocaleSummary[]> {
  return Promise.all(
    locales.map(async (l) => ({
      localeId: l.localeId,
      state: l.state,
      ...(l.value ? await count(l.value) : { errors: 0, warnings: 0 }),
    })),
  );
}

/** The popup's one-line verdict over every locale; `names` maps a locale id (null = primary) to its name. */
export function verdict(summaries: LocaleSummary[], names: (id: string | null) => string): string {
  const list = (pick: (s: LocaleSummary) => boolean) =>
    summaries.filter(pick).map((s) => names(s.localeId));
  // An inheriting locale shows the primary's markup: its errors are the primary's, counted once.
  const owned = (s: LocaleSummary) => s.state !== 'inherited';
  const withErrors = list((s) => s.errors > 0 && owned(s));
  if (withErrors.length > 0) {
    const total = summaries.reduce((n, s) => n + (owned(s) ? s.errors : 0), 0);
    const places = withErrors.join(', ');
    const primaryErrors = summaries.some((s) => s.localeId === null && s.errors > 0);
    const inheritors = primaryErrors ? list((s) => s.state === 'inherited') : [];
    if (inheritors.length > 0) {
      return total === 1
        ? t('schema_errors_inherited_one', formatNumber(total), places, inheritors.join(', '))
        : t('schema_errors_inherited_many', formatNumber(total), places, inheritors.join(', '));
    }
    return total === 1
      ? t('schema_errors_one', formatNumber(total), places)
      : t('schema_errors_many', formatNumber(total), places);
  }
  const inherited = list((s) => s.state === 'inherited');
  if (inherited.length > 0) {
    return inherited.length === 1
      ? t('schema_inherited_one', inherited.join(', '))
      : t('schema_inherited_many', inherited.join(', '));
  }
  const missing = list((s) => s.state === 'none' || s.state === 'raw');
  if (missing.length > 0) return t('schema_missing', missing.join(', '));
  return t('schema_all_valid');
}
