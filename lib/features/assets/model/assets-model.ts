/**
 * The side panel's Assets tab: the site's folder tree with counts, the selected folder's assets
 * (sub-folders included) paged 100 at a time into a virtualized list, per locale, and alt-text and
 * name edits through the background.
 * @module
 */
import { signal } from '@preact/signals';
import type { Asset } from '../register';
import { createAssetPager } from '../asset-pager';
import { computeAltCoverage, type AltCoverage } from '../alt-coverage';
import { buildFolderTree, type FolderTree } from '../folder-tree';
import type { MessagingClient } from '../../../core/messaging/client';

/** Creates the model. */
export function createAssetsModel(client: MessagingClient) {
  const tree = signal<FolderTree | undefined>(undefined);
  const siteTotal = signal<number | null>(null);
  const selected = signal<string | null>(null);
  const localeId = signal<string | undefined>(undefined);
  const error = signal<string | undefined>(undefined);
  /** Alt-text coverage of every folder in the locale it was computed for. */
  const coverage = signal<{ locale: string; of: AltCoverage } | undefined>(undefined);
  const coverageLoading = signal(false);
  const pager = createAssetPager<Asset>({
    fetchPage: () => Promise.resolve({ assets: [], total: 0 }),
  });
  let siteId: string | undefined;

  const point = () => {
    const folderId = selected.value ?? undefined;
    const locale = localeId.value;
    pager.setSource((offset, limit) =>
      client.request('assets.listAssets', {
        siteId: siteId!,
        offset,
        limit,
        ...(folderId ? { folderId } : {}),
        ...(locale ? { localeId: locale } : {}),
      }),
    );
  };

  return {
    tree,
    siteTotal,
    selected,
    localeId,
    error,
    pager,
    /** Loads the folders of site `id`; `locale` is a secondary locale's id, or undefined. */
    async open(id: string, locale?: string) {
      if (id === siteId && tree.value) return;
      siteId = id;
      localeId.value = locale;
      try {
        const { folders, siteTotal: total } = await client.request('assets.assetFolders', {
          siteId: id,
        });
        tree.value = buildFolderTree(folders);
        siteTotal.value = total;
        error.value = undefined;
        point();
      } catch (e) {
        error.value = e instanceof Error ? e.message : String(e);
      }
    },
    select(folderId: string | null) {
      selected.value = folderId;
      point();
    },
    setLocale(locale: string | undefined) {
      localeId.value = locale;
      coverage.value = undefined;
      point();
    },
    coverage,
    coverageLoading,
    /** Reads every asset in the current locale (100 a request) and computes each folder's coverage. */
    async loadCoverage() {
      const current = tree.value;
      if (!current || !siteId) return;
      const locale = localeId.value;
      coverageLoading.value = true;
      try {
        const assets: Asset[] = [];
        for (let offset = 0, total = 1; offset < total; offset += 100) {
          const page = await client.request('assets.listAssets', {
            siteId,
            offset,
            limit: 100,
            ...(locale ? { localeId: locale } : {}),
          });
          total = page.total;
          assets.push(...page.assets);
          if (page.assets.length === 0) break;
        }
        const key = locale ?? 'primary';
        coverage.value = { locale: key, of: computeAltCoverage({ [key]: assets }, current) };
      } catch (e) {
        error.value = e instanceof Error ? e.message : String(e);
      } finally {
        coverageLoading.value = false;
      }
    },
    async update(assetId: string, change: { altText?: string; displayName?: string }) {
      const locale = change.altText === undefined ? undefined : localeId.value;
      const updated = await client.request('assets.updateAsset', {
        siteId: siteId!,
        assetId,
        ...change,
        ...(locale ? { localeId: locale } : {}),
      });
      pager.applyUpdate(updated);
    },
  };
}

/** The Assets tab's model. */
export type AssetsModel = ReturnType<typeof createAssetsModel>;
