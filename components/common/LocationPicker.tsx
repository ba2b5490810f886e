import { useState } from 'preact/hooks';
import type { LocationModel } from '../../lib/core/model/location-model';
import { t } from '../../lib/core/i18n/t';

/** Picks a site, page and locale by hand when the tab cannot be mapped to one. */
export function LocationPicker({
  location,
  sites,
}: {
  location: LocationModel;
  sites: { id: string; name: string }[];
}) {
  const outline = location.outline.value;
  const [pageId, setPageId] = useState('');
  const [localeId, setLocaleId] = useState('');
  const page = pageId || outline?.pages[0]?.id || '';
  const locale = localeId || outline?.locales[0]?.id || '';
  return (
    <form
      class="stack"
      aria-label={t('ui_picker_label')}
      data-testid="location-picker"
      onSubmit={(e) => {
        e.preventDefault();
        location.pick(page, locale);
      }}
    >
      <label class="field">
        <span>{t('ui_picker_site')}</span>
        <select
          value={outline?.site.id ?? ''}
          onChange={(e) => void location.loadOutline((e.target as HTMLSelectElement).value)}
          data-testid="picker-site"
        >
          <option value="" disabled>
            {t('ui_picker_choose_site')}
          </option>
          {sites.map((s) => (
            <option key={s.id} value={s.id}>
              {s.name}
            </option>
          ))}
        </select>
      </label>
      {outline && (
        <>
          <label class="field">
            <span>{t('ui_picker_page')}</span>
            <select
              value={page}
              onChange={(e) => setPageId((e.target as HTMLSelectElement).value)}
              data-testid="picker-page"
            >
              {outline.pages.map((p) => (
                <option key={p.id} value={p.id}>
                  {p.title} — {p.path || '/'}
                </option>
              ))}
            </select>
          </label>
          <label class="field">
            <span>{t('ui_picker_locale')}</span>
            <select
              value={locale}
              onChange={(e) => setLocaleId((e.target as HTMLSelectElement).value)}
              data-testid="picker-locale"
            >
              {outline.locales.map((l) => (
                <option key={l.id} value={l.id}>
                  {l.primary ? t('ui_locale_primary', l.name) : l.name}
                </option>
              ))}
            </select>
          </label>
          <div class="actions">
            <button type="submit" class="primary" data-testid="picker-use">
              {t('ui_picker_use')}
            </button>
          </div>
        </>
      )}
    </form>
  );
}
