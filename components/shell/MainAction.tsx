import type { MainAction } from '../../lib/app/model/popup-action';
import { t } from '../../lib/core/i18n/t';
import type { PopupActions } from './popup-actions';

/** A main action other than opening the side panel (that one is the popup's own button). */
export type PageAction = Exclude<MainAction, { kind: 'open' }>;

function label(action: PageAction): string {
  if (action.kind === 'fix') return t('ui_popup_fix');
  if (action.kind === 'create') return t('ui_popup_create_version', action.name);
  return t('ui_popup_add_schema');
}

/** The popup's primary-styled button for what the page needs most (see `mainAction`). */
export function MainActionButton({
  action,
  actions,
}: {
  action: PageAction;
  actions: PopupActions;
}) {
  const run = () => {
    if (action.kind === 'add') actions.addSchema();
    else actions.openLocale(action.localeId);
  };
  return (
    <button
      type="button"
      class="primary"
      onClick={run}
      data-testid="main-action"
      data-action={action.kind}
    >
      {label(action)}
    </button>
  );
}
