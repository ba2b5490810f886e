import type { LocaleView } from '../../lib/core/locate/page-locator';
import type { AssetsModel } from '../../lib/features/assets/model/assets-model';
import { originalUrl, type HttpsUrl } from '../../lib/features/assets/original-url';
import { AssetList } from './AssetList';
import { ErrorNotice } from '../common/ErrorNotice';
import { FolderTree } from './FolderTree';
import { Loading } from '../common/Loading';
import { t } from '../../lib/core/i18n/t';
import './assets.css';

/** What the Assets tab asks its host page to do. */
export interface AssetsTabActions {
  copyUrl(url: string): void | Promise<void>;
  /** Opens an asset's original in a new tab: only an address `originalUrl` checked. */
  openUrl(url: HttpsUrl): void;
}

/** The Assets tab: folders on top, the selected folder's assets below, in one locale. */
export function AssetsTab({
  model,
  locales,
  actions,
  onRetry,
}: {
  model: AssetsModel;
  locales: LocaleView[];
  actions: AssetsTabActions;
  /** Loads the folders again after an error. */
  onRetry?: () => void;
}) {
  const tree = model.tree.value;
  const localeValue = model.localeId.value ?? locales.find((l) => l.primary)?.id ?? '';
  const locale = locales.find((l) => l.id === localeValue);
  const folder = model.selected.value ? tree?.byId.get(model.selected.value) : undefined;
  const cover = model.coverage.value;
  if (model.error.value) return <ErrorNotice message={model.error.value} onRetry={onRetry} />;
  if (!tree) return <Loading text={t('ui_assets_loading')} />;
  return (
    <section class="stack" data-testid="assets-tab">
      <label class="field">
        <span>{t('ui_assets_locale')}</span>
        <select
          value={localeValue}
          onChange={(e) => {
            const id = (e.target as HTMLSelectElement).value;
            model.setLocale(locales.find((l) => l.id === id)?.primary ? undefined : id);
          }}
          data-testid="assets-locale"
        >
          {locales.map((l) => (
            <option key={l.id} value={l.id}>
              {l.name}
            </option>
          ))}
        </select>
      </label>
      <div class="actions">
        <button
          type="button"
          disabled={model.coverageLoading.value}
          onClick={() => void model.loadCoverage()}
          data-testid="assets-coverage"
        >
          {model.coverageLoading.value ? t('ui_assets_coverage_loading') : t('ui_assets_coverage')}
        </button>
      </div>
      <FolderTree
        tree={tree}
        selectedId={model.selected.value}
        onSelect={(id) => model.select(id)}
        siteTotal={model.siteTotal.value}
        localeLabel={locale?.name}
        coverage={
          cover
            ? (id) =>
                id === null ? cover.of.site(cover.locale) : cover.of.folder(id, cover.locale)
            : undefined
        }
      />
      <AssetList
        pager={model.pager}
        folderLabel={folder?.pathLabel ?? t('ui_assets_all')}
        localeLabel={locale?.name ?? ''}
        actions={{
          onSaveAltText: (asset, altText) => model.update(asset.id, { altText }),
          onRename: (asset, displayName) => model.update(asset.id, { displayName }),
          onCopyUrl: (asset) => (asset.hostedUrl ? actions.copyUrl(asset.hostedUrl) : undefined),
          onOpenOriginal: (asset) => actions.openUrl(originalUrl(asset)),
        }}
      />
    </section>
  );
}
