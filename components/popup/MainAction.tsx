import type { MainAction } from '../../lib/models/popup-action';
import { t } from '../../lib/i18n/t';
import type { PopupActions } from './PopupApp';

function label(action: MainAction): string {
  if (action.kind === 'fix') return t('ui_popup_fix');
  if (action.kind === 'create') return t('ui_popup_create_version', action.name);
  if (action.kind === 'add') return t('ui_popup_add_schema');
  return t('ui_popup_open_side_panel');
}

/** The popup's one primary-styled button: what the page needs most (see `mainAction`). */
export function MainActionButton({
  action,
  actions,
}: {
  action: MainAction;
  actions: PopupActions;
}) {
  const run = () => {
    if (action.kind === 'open') actions.openSidePanel();
    else if (action.kind === 'add') actions.addSchema();
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
