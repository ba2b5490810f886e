/**
 * Plans a bulk change: reads the selected cells' current state fresh from the service (schema with
 * bulk queries of up to 100 mixed-locale entries; metadata by listing the pages of each involved
 * locale), applies the change to each and answers the entries to write with their preview.
 * Nothing is written here.
 * @module
 */
import type { ApiClient } from '../../core/api/client';
import { allPages, type Page } from '../../core/api/pages';
import { querySchemaMarkup } from '../../core/api/schema-markup';
import { MAX_JOB_BYTES } from '../../core/jobs/journal';
import type { Vocabulary } from '../../jsonld';
import { toLocaleSchema } from '../schema/background';
import { foldersOf, hasLocalizedSlugs } from '../site';
import { cellKey, type CellRef } from '../site';
import { chunkCells, toQueryRef } from '../site';
import {
  KIND_OF,
  type CellLocale,
  type ChangeResult,
  type MetadataCellState,
  type MetadataPayload,
  type PlanChange,
  type SchemaCellState,
  type SchemaPayload,
} from './change-types';
import { createLocaleVersion } from './changes/locale-versions';
import { fixLongTitle } from './changes/long-titles';
import { fixSlugFormats, type SlugCellState } from './changes/slug-format';
import { setInLanguage } from './changes/in-language';
import { setLocaleUrls } from './changes/locale-urls';
import { addOrganization } from './changes/organization';
import { bulkText as m } from './messages';
import {
  BULK_METADATA_KIND,
  BULK_SCHEMA_KIND,
  type BulkPlan,
  type PlannedEntry,
  type SkippedCell,
} from './plan-types';
import { fieldHunk, jsonHunks } from './preview-diff';

/** A site locale as planning needs it. */
export interface BulkLocale {
  id: string;
  tag?: string | null;
  primary: boolean;
  /** The locale's URL subdirectory (`fr-fr`); empty or absent for the primary. */
  subdirectory?: string;
}

/** What `bulk.planBulkChange` works on. */
export interface PlanInput {
  siteId: string;
  change: PlanChange;
  cells: readonly CellRef[];
  locales: readonly BulkLocale[];
  /** Needed by `set-in-language`. */
  vocabulary?: Vocabulary;
  /** The largest payload set a job may journal; default the journal's own bound. */
  maxJobBytes?: number;
}

function localeOf(cell: CellRef, locales: readonly BulkLocale[]): CellLocale {
  const locale =
    cell.localeId === null
      ? locales.find((l) => l.primary)
      : locales.find((l) => l.id === cell.localeId);
  return { tag: locale?.tag ?? null, primary: cell.localeId === null || !!locale?.primary };
}

async function readSchemaCells(
  client: ApiClient,
  input: PlanInput,
  cells: CellRef[],
): Promise<SchemaCellState[]> {
  const out: SchemaCellState[] = [];
  for (const chunk of chunkCells(cells)) {
    const answers = await querySchemaMarkup(client, input.siteId, chunk.map(toQueryRef));
    chunk.forEach((cell, j) => {
      const answer = answers[j];
      if (!answer) return;
      const { state, value } = toLocaleSchema(cell.localeId, answer);
      out.push({ cell, locale: localeOf(cell, input.locales), state, value });
    });
  }
  return out;
}

/** The pages of each locale, listed fresh (`null`: the primary). */
async function listLocales(
  client: ApiClient,
  siteId: string,
  localeIds: Iterable<string | null>,
): Promise<Map<string | null, Page[]>> {
  const byLocale = new Map<string | null, Page[]>();
  for (const localeId of new Set(localeIds)) {
    const pages: Page[] = [];
    for await (const page of allPages(client, siteId, localeId ?? undefined)) pages.push(page);
    byLocale.set(localeId, pages);
  }
  return byLocale;
}

/** Each cell's page as listed in its locale, with its locale's list. */
function pagesOf(cells: CellRef[], lists: Map<string | null, Page[]>) {
  return cells.flatMap((cell) => {
    const list = lists.get(cell.localeId) ?? [];
    const page = list.find((p) => p.id === cell.pageId);
    return page ? [{ cell, page, list }] : [];
  });
}

async function readMetadataCells(
  client: ApiClient,
  input: PlanInput,
  cells: CellRef[],
): Promise<MetadataCellState[]> {
  const lists = await listLocales(
    client,
    input.siteId,
    cells.map((c) => c.localeId),
  );
  return pagesOf(cells, lists).map(({ cell, page }) => ({
    cell,
    locale: localeOf(cell, input.locales),
    title: page.title ?? '',
    seoTitle: page.seo?.title ?? '',
  }));
}

/** Slug cells; whether the plan localizes slugs is read from the lists, as the Site tab does. */
async function readSlugCells(
  client: ApiClient,
  input: PlanInput,
  cells: CellRef[],
): Promise<SlugCellState[]> {
  const lists = await listLocales(client, input.siteId, [null, ...cells.map((c) => c.localeId)]);
  const localized = hasLocalizedSlugs(
    lists.get(null) ?? [],
    [...lists.entries()].filter(([id]) => id !== null).map(([, list]) => list),
  );
  return pagesOf(cells, lists).map(({ cell, page, list }) => ({
    cell,
    page,
    siblings: foldersOf(list).get(page.parentId ?? '') ?? [],
    context: {
      isPrimaryLocale: localeOf(cell, input.locales).primary,
      localizedSlugs: localized,
      localeSubdirectory: input.locales.find((l) => l.id === cell.localeId)?.subdirectory ?? '',
    },
  }));
}

function applySchema(input: PlanInput, state: SchemaCellState): ChangeResult<SchemaPayload> {
  const { change, siteId } = input;
  switch (change.type) {
    case 'add-organization':
      return addOrganization(state, change, siteId);
    case 'set-in-language':
      if (!input.vocabulary) throw new Error('set-in-language needs the vocabulary');
      return setInLanguage(state, input.vocabulary, siteId);
    case 'create-locale-versions':
      return createLocaleVersion(state, siteId);
    case 'set-locale-urls':
      return setLocaleUrls(state, change, siteId);
    default:
      throw new Error(`${change.type} is not a schema change`);
  }
}

const entryOf = (
  cell: CellRef,
  kind: PlannedEntry['kind'],
  result: Exclude<ChangeResult<SchemaPayload | MetadataPayload>, { skip: string }>,
  diff: PlannedEntry['diff'],
): PlannedEntry => ({
  id: cellKey(cell),
  pageId: cell.pageId,
  localeId: cell.localeId,
  kind,
  summary: result.summary,
  diff,
  payload: result.payload,
});

/** Reads the cells fresh and answers what the change would write to each, and what it skips. */
export async function planBulkChange(client: ApiClient, input: PlanInput): Promise<BulkPlan> {
  const seen = new Map<string, CellRef>();
  for (const cell of input.cells) seen.set(cellKey(cell), cell);
  const cells = [...seen.values()];
  const kind = KIND_OF[input.change.type];
  const entries: PlannedEntry[] = [];
  const skipped: SkippedCell[] = [];
  const answered = new Set<string>();

  if (kind === 'schema') {
    for (const state of await readSchemaCells(client, input, cells)) {
      answered.add(cellKey(state.cell));
      const result = applySchema(input, state);
      if ('skip' in result) skipped.push({ id: cellKey(state.cell), reason: result.skip });
      else entries.push(entryOf(state.cell, kind, result, jsonHunks(result.before, result.after)));
    }
  } else if (input.change.type === 'fix-slug-format') {
    const states = await readSlugCells(client, input, cells);
    fixSlugFormats(states, input.siteId).forEach((result, i) => {
      const { cell, page } = states[i]!;
      answered.add(cellKey(cell));
      if ('skip' in result) skipped.push({ id: cellKey(cell), reason: result.skip });
      else
        entries.push(
          entryOf(cell, kind, result, [
            fieldHunk(m.fieldSlug, page.slug ?? '', result.payload.slug ?? ''),
          ]),
        );
    });
  } else {
    for (const state of await readMetadataCells(client, input, cells)) {
      answered.add(cellKey(state.cell));
      const result = fixLongTitle(state, input.siteId);
      if ('skip' in result) skipped.push({ id: cellKey(state.cell), reason: result.skip });
      else
        entries.push(
          entryOf(state.cell, kind, result, [
            fieldHunk(m.fieldSeoTitle, state.seoTitle, result.payload.seo?.title ?? ''),
          ]),
        );
    }
  }
  for (const key of seen.keys())
    if (!answered.has(key)) skipped.push({ id: key, reason: m.skipUnreadable });

  const bytes = jobBytes(entries);
  const limit = input.maxJobBytes ?? MAX_JOB_BYTES;
  return {
    kind,
    jobKind: kind === 'schema' ? BULK_SCHEMA_KIND : BULK_METADATA_KIND,
    entries,
    skipped,
    bytes,
    ...(bytes > limit
      ? { tooLarge: m.tooLarge(Math.ceil(bytes / 1024), Math.floor(limit / 1024)) }
      : {}),
  };
}

/** Bytes of JSON the journal stores for these entries' payloads (as `{id: payload}`). */
export function jobBytes(entries: readonly Pick<PlannedEntry, 'id' | 'payload'>[]): number {
  const payloads = Object.fromEntries(entries.map((e) => [e.id, e.payload]));
  return new TextEncoder().encode(JSON.stringify(payloads)).length;
}
