import type { SiteModel } from '../../lib/features/site/model/site-model';
import { localeDisplayName, t } from '../../lib/core/i18n/t';
import { type CellState, type SiteAudit } from '../../lib/features/site/audit-types';
import { localeKey } from '../../lib/features/site/locale-key';
import { CELL_ISSUES, type CellIssue } from '../../lib/features/site/cell-issues';
import type { GridSortKey } from '../../lib/features/site/grid';
import { ISSUE_TEXT, SORT_TEXT, STATE_TEXT } from '../../lib/features/site/messages';

/** The site grid's search, filters (schema state, finding, locale) and sort. */
export function SiteFilters({ model, audit }: { model: SiteModel; audit: SiteAudit }) {
  const filter = model.filter.value;
  const sort = model.sort.value;
  return (
    <div class="site-filters">
      <label class="field">
        <span>{t('site_search')}</span>
        <input
          type="search"
          value={filter.search}
          onInput={(e) => model.setFilter({ search: e.currentTarget.value })}
          placeholder={t('site_search_placeholder')}
          data-testid="site-search"
        />
      </label>
      <label class="field">
        <span>{t('site_filter_schema')}</span>
        <select
          value={filter.state}
          onChange={(e) => model.setFilter({ state: e.currentTarget.value as typeof filter.state })}
          data-testid="site-filter-state"
        >
          <option value="any">{t('site_filter_any_state')}</option>
          {(Object.keys(STATE_TEXT) as CellState[]).map((s) => (
            <option key={s} value={s}>
              {STATE_TEXT[s]}
            </option>
          ))}
        </select>
      </label>
      <label class="field">
        <span>{t('site_filter_finding')}</span>
        <select
          value={filter.issue}
          onChange={(e) => model.setFilter({ issue: e.currentTarget.value as CellIssue | 'any' })}
          data-testid="site-filter-issue"
        >
          <option value="any">{t('site_filter_any')}</option>
          {CELL_ISSUES.map((i) => (
            <option key={i} value={i}>
              {ISSUE_TEXT[i]}
            </option>
          ))}
        </select>
      </label>
      <label class="field">
        <span>{t('site_filter_locale')}</span>
        <select
          value={filter.locales[0] ?? '*'}
          onChange={(e) => {
            const v = e.currentTarget.value;
            model.setFilter({ locales: v === '*' ? [] : [v] });
          }}
          data-testid="site-filter-locale"
        >
          <option value="*">{t('site_filter_every_locale')}</option>
          {audit.locales.map((l) => (
            <option key={l.id} value={localeKey(l.primary ? null : l.id)}>
              {localeDisplayName(l.tag, l.displayName ?? l.tag ?? l.id)}
            </option>
          ))}
        </select>
      </label>
      <label class="field">
        <span>{t('site_sort_by')}</span>
        <select
          value={sort.key}
          onChange={(e) =>
            (model.sort.value = { ...sort, key: e.currentTarget.value as GridSortKey })
          }
          data-testid="site-sort"
        >
          {(Object.keys(SORT_TEXT) as GridSortKey[]).map((k) => (
            <option key={k} value={k}>
              {SORT_TEXT[k]}
            </option>
          ))}
        </select>
      </label>
      <label class="check">
        <input
          type="checkbox"
          checked={sort.descending}
          onChange={(e) => (model.sort.value = { ...sort, descending: e.currentTarget.checked })}
          data-testid="site-sort-descending"
        />
        {t('site_sort_reverse')}
      </label>
    </div>
  );
}
