/**
 * Whether the findings show their rule ids, JSON paths and positions: off at first, remembered
 * in the extension's `localStorage` across panel openings.
 * @module
 */
import { signal } from '@preact/signals';

const KEY = 'schemaFindingsDetails';

function store(): Pick<Storage, 'getItem' | 'setItem'> | undefined {
  try {
    return globalThis.localStorage;
  } catch {
    // Storage disabled: the choice lasts as long as the panel.
    return undefined;
  }
}

/** Whether the details are shown. */
export const showDetails = signal(store()?.getItem(KEY) === 'on');

/** Shows or hides the details, and remembers the choice. */
export function setShowDetails(on: boolean): void {
  showDetails.value = on;
  try {
    store()?.setItem(KEY, on ? 'on' : 'off');
  } catch {
    // A full or disabled storage only forgets the choice.
  }
}
