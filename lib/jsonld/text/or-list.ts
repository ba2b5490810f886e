import { t } from './text';

/**
 * Names as alternatives in the UI language: `A`, `A or B`, `A, B or C`. With `max`, names past
 * the first `max` become one `…`.
 */
export function orList(names: readonly string[], max = Infinity): string {
  const shown = names.length > max ? [...names.slice(0, max), '…'] : names;
  if (shown.length <= 1) return shown[0] ?? '';
  return t('jsonld_list_or', shown.slice(0, -1).join(', '), shown.at(-1)!);
}

/** Names chained with "or" only: `A or B or C`. */
export const orChain = (names: readonly string[]): string =>
  names.length === 0 ? '' : names.reduce((list, name) => t('jsonld_list_or', list, name));
