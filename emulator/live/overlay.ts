import { schemaKey } from '../store';
import type { Locale, PageRecord } from '../world-types';

/** One (page, locale) cell of a served page. */
export interface Cell {
  page: PageRecord;
  locale: Locale;
}

/** What the published-page renderer does differently on one (page, locale) cell. */
export type CellOverlay =
  | { kind: 'stale-live'; value: Record<string, unknown> }
  | { kind: 'missing-live' }
  | { kind: 'hreflang-missing'; localeId: string }
  | { kind: 'hreflang-wrong'; localeId: string; hrefLocaleId: string }
  | { kind: 'html-lang'; lang: string }
  | { kind: 'extra-block'; value: Record<string, unknown> }
  | { kind: 'slow-503'; remaining: number }
  | { kind: 'hostile-page'; shape: HostileShape };

/** What a hostile page is full of. */
export type HostileShape = 'canonicals' | 'hreflang' | 'json-ld';

/** Every kind of fault `POST /__emulator/sites/{id}/live-faults` plants. */
export type LiveFaultKind =
  | 'stale-live'
  | 'missing-live'
  | 'unpublished'
  | 'hreflang-missing'
  | 'hreflang-wrong'
  | 'html-lang'
  | 'in-language'
  | 'extra-block'
  | 'slow-503'
  | 'hostile-page';

/** One planted fault, as the control API answers it (`localeId` null = the primary locale). */
export interface PlantedFault {
  pageId: string;
  localeId: string | null;
  group: 'drift' | 'language' | 'extra' | 'slow' | 'hostile';
  kind: LiveFaultKind;
  detail: string;
}

/** The rendered faults of each site, applied to its published pages until cleared. */
export interface LiveFaultRegistry {
  /** Replaces a site's rendered faults and the list of what was planted. */
  set(siteId: string, overlays: Map<string, CellOverlay>, planted: PlantedFault[]): void;
  /** The overlay of one cell (keyed like schema markup: page id and the locale's own id). */
  cell(siteId: string, pageId: string, localeId: string): CellOverlay | undefined;
  /** What the last plant of a site planted (empty after a clear). */
  planted(siteId: string): PlantedFault[];
  /** Forgets one site's faults, or every site's; answers how many planted faults were dropped. */
  clear(siteId?: string): number;
}

/** Creates an empty registry (not part of the persisted world: `reset` clears it like the fault scripts). */
export function createLiveFaults(): LiveFaultRegistry {
  const sites = new Map<string, { overlays: Map<string, CellOverlay>; planted: PlantedFault[] }>();
  return {
    set(siteId, overlays, planted) {
      sites.set(siteId, { overlays, planted });
    },
    cell: (siteId, pageId, localeId) =>
      sites.get(siteId)?.overlays.get(schemaKey(pageId, localeId)),
    planted: (siteId) => sites.get(siteId)?.planted ?? [],
    clear(siteId) {
      const targets = siteId === undefined ? [...sites.keys()] : [siteId];
      let dropped = 0;
      for (const id of targets) {
        dropped += sites.get(id)?.planted.length ?? 0;
        sites.delete(id);
      }
      return dropped;
    },
  };
}
