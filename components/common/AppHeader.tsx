import { t } from '../../lib/core/i18n/t';
/** The product name and icon at the top of every screen. */
export function AppHeader({ subtitle }: { subtitle?: string }) {
  return (
    <header class="header">
      <img src="/icon/48.png" alt="" />
      <div>
        <h1>{t('extName')}</h1>
        {subtitle && <p class="header__sub">{subtitle}</p>}
      </div>
    </header>
  );
}
