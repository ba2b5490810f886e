/**
 * One collection's part of a live check of item pages: its grid of cells filled in as versions are
 * read, each item's versions held only until the last of them is read (then its language signals
 * and findings are taken and the versions let go), and the compact result at the end.
 * @module
 */
import type { SiteCollection } from '../../collections';
import { languageFindings, type LocaleVersion } from '../language-signals';
import type { FetchOutcome } from '../polite-fetch';
import {
  compactFailure,
  encodeBlockers,
  encodeCell,
  MAX_INLINE_COUNT,
  type ItemCell,
} from './item-codes';
import type { Blocker } from '../indexing/index-types';
import { noteVersion, type VersionIndex } from '../indexing/version-index';
import { localeAlternates } from '../live-targets';
import { createItemFindings } from './item-findings';
import type { ItemRead } from './item-read';
import type { ItemCheckInput } from './item-targets';
import { itemUrl } from './item-targets';
import type { ItemFailure, ItemLanguage, LiveItems } from './item-types';
import { MAX_FAILURES, MAX_LANGUAGE } from './item-types';

/** One item page version to read. */
export interface ItemTask {
  run: CollectionRun;
  row: number;
  column: number;
  /** Null when the template page has no published path in the locale. */
  url: string | null;
  /** Set when `url` is not on the origin checked: never fetched. */
  offOrigin: boolean;
}

interface Held {
  column: number;
  url: string;
  read: ItemRead | null;
  notFound: boolean;
  blockers: Blocker[];
}

const ABSENT: ItemCell = {
  status: 'absent',
  markup: 'none',
  pending: false,
  errors: 0,
  warnings: 0,
  title: null,
  description: null,
};

/** Starts one collection's part of the check. */
export function createCollectionRun(
  collection: SiteCollection,
  input: ItemCheckInput,
  hostIndex?: VersionIndex,
) {
  const locales = input.locales.map((l) => ({ key: l.key, tag: l.tag }));
  const width = locales.length;
  const paths = input.templatePaths.get(collection.templatePageId) ?? {};
  const items = collection.items.map((item) => ({
    id: item.id,
    locales: locales.filter((l) => item.slugs[l.key] !== undefined).map((l) => l.key),
  }));
  const size = items.length * width;
  const [state, errors, warnings, lengths] = encodeCell(ABSENT);
  const columns = {
    state: new Array<string>(size).fill(state),
    errors: new Array<string>(size).fill(errors),
    warnings: new Array<string>(size).fill(warnings),
    lengths: new Array<string>(size).fill(lengths),
    index: new Array<string>(size).fill(encodeBlockers([])),
  };
  // An item's locale versions on this origin, as its hreflang alternates should name them.
  const alternatesOf = (row: number) => () =>
    localeAlternates(
      locales.map((l) => {
        const slug = collection.items[row]!.slugs[l.key];
        const url = slug === undefined ? null : itemUrl(input.origin, paths[l.key], slug);
        return { tag: l.tag, url, primary: l.key === '' };
      }),
    );
  const over: [number, number, number][] = [];
  const failures: ItemFailure[] = [];
  const language: ItemLanguage[] = [];
  let languageTotal = 0;
  const counts = { read: 0, notFound: 0, unreachable: 0, noMarkup: 0, withErrors: 0, pending: 0 };
  const left = items.map((i) => i.locales.length);
  const held = new Map<number, Held[]>();
  const findings = createItemFindings({ items, locales });

  const setCell = (index: number, cell: ItemCell) => {
    const [s, e, w, l] = encodeCell(cell);
    columns.state[index] = s;
    columns.errors[index] = e;
    columns.warnings[index] = w;
    columns.lengths[index] = l;
    if (cell.errors >= MAX_INLINE_COUNT || cell.warnings >= MAX_INLINE_COUNT)
      over.push([index, cell.errors, cell.warnings]);
  };

  /** Takes an item's language signals and findings once its last version is read. */
  const finishItem = (row: number) => {
    const versions = held.get(row) ?? [];
    held.delete(row);
    const id = items[row]!.id;
    const keyOf = (localeId: string | null) => localeId ?? '';
    const asVersion = (h: Held): LocaleVersion => {
      const locale = locales[h.column]!;
      return {
        localeId: locale.key === '' ? null : locale.key,
        tag: locale.tag,
        primary: locale.key === '',
        url: h.url,
        live: h.read?.language ?? null,
        stored: h.read?.stored ?? null,
      };
    };
    const located = versions.filter((h) => h.url !== '');
    for (const finding of languageFindings(id, located.map(asVersion), input.canonicalHosts)) {
      languageTotal++;
      if (language.length >= MAX_LANGUAGE) continue;
      const column = locales.findIndex((l) => l.key === keyOf(finding.localeId));
      language.push({ cell: row * width + column, rule: finding.rule, args: finding.args ?? [] });
    }
    const identifying = new Map<
      string,
      { value: ItemRead['identifying'][number]; locales: string[] }
    >();
    const noMarkup: string[] = [];
    let withMarkup = 0;
    for (const h of versions) {
      const key = locales[h.column]!.key;
      if (!h.read) continue;
      if (h.read.markup === 'none') noMarkup.push(key);
      else withMarkup++;
      for (const value of h.read.identifying) {
        const entry = identifying.get(value.key) ?? { value, locales: [] };
        entry.locales.push(key);
        identifying.set(value.key, entry);
      }
    }
    const notFound = versions.filter((h) => h.notFound).map((h) => locales[h.column]!.key);
    // A blocker matters where there is markup to show, or where a password hides the page.
    const blocked: Partial<Record<Blocker, string[]>> = {};
    for (const h of versions)
      for (const b of h.blockers)
        if (b === 'password' || (h.read && h.read.markup !== 'none'))
          (blocked[b] ??= []).push(locales[h.column]!.key);
    findings.add({
      id,
      notFound,
      noMarkup,
      withMarkup,
      identifying: [...identifying.values()],
      blocked,
    });
  };

  const run = {
    collection,
    /** How many versions there are to read. */
    versions: left.reduce((n, x) => n + x, 0),
    /** Every published version of every item, item by item. */
    *tasks(): Generator<ItemTask> {
      for (const [row, item] of collection.items.entries())
        for (const [column, locale] of locales.entries()) {
          const slug = item.slugs[locale.key];
          if (slug === undefined) continue;
          const url = itemUrl(input.origin, paths[locale.key], slug);
          const offOrigin = url !== null && new URL(url).origin !== new URL(input.origin).origin;
          yield { run, row, column, url, offOrigin };
        }
    },

    /** Records one read version; answers whether it was its item's last. */
    done(task: ItemTask, outcome: FetchOutcome<ItemRead> | null): boolean {
      const index = task.row * width + task.column;
      const notFound =
        outcome?.ok === false &&
        outcome.failure.kind === 'status' &&
        outcome.failure.status === 404;
      const pending = collection.items[task.row]!.changed.includes(locales[task.column]!.key);
      const blockers =
        task.url === null || task.offOrigin
          ? []
          : noteVersion(hostIndex, task.url, outcome, alternatesOf(task.row)).map((b) => b.reason);
      columns.index[index] = encodeBlockers(blockers);
      if (pending) counts.pending++;
      if (outcome?.ok) {
        const read = outcome.value;
        counts.read++;
        if (read.markup === 'none') counts.noMarkup++;
        if (read.errors > 0) counts.withErrors++;
        setCell(index, { status: 'read', pending, ...read });
      } else {
        if (notFound) counts.notFound++;
        else counts.unreachable++;
        setCell(index, { ...ABSENT, status: notFound ? 'not-found' : 'unreachable', pending });
        if (!notFound && failures.length < MAX_FAILURES)
          failures.push(compactFailure(index, outcome ? outcome.failure : { kind: 'off-origin' }));
      }
      const list = held.get(task.row) ?? [];
      list.push({
        column: task.column,
        url: task.url ?? '',
        read: outcome?.ok ? outcome.value : null,
        notFound,
        blockers,
      });
      held.set(task.row, list);
      if (--left[task.row]! > 0) return false;
      finishItem(task.row);
      return true;
    },

    /** The compact result, once every version is done. */
    result(base: { checkedAt: string; fetches: number; maxConcurrent: number }): LiveItems {
      const found = findings.findings();
      return {
        siteId: input.siteId,
        collectionId: collection.id,
        collectionName: collection.displayName,
        templatePageId: collection.templatePageId,
        origin: input.origin,
        checkedAt: base.checkedAt,
        publishedAt: input.publishedAt,
        locales,
        items: items.map((i) => i.id),
        state: columns.state.join(''),
        errors: columns.errors.join(''),
        warnings: columns.warnings.join(''),
        lengths: columns.lengths.join(''),
        ...(hostIndex ? { index: columns.index.join('') } : {}),
        over,
        failures,
        language,
        languageTotal,
        findings: found,
        counts: {
          versions: items.reduce((n, i) => n + i.locales.length, 0),
          items: items.length,
          ...counts,
          language: languageTotal,
          findings: found.length,
        },
        fetches: base.fetches,
        maxConcurrent: base.maxConcurrent,
      };
    },
  };
  return run;
}

/** One collection's part of a check. */
export type CollectionRun = ReturnType<typeof createCollectionRun>;
