/**
 * A site's publish forecast (`--forecast`) in the text report, after its findings: a head line
 * ("On acme.webflow.io: 3 page versions change; Event lost on 2; 1 address change without a
 * redirect"), then each page version the publish changes — its title, locale and path, what
 * changes, each rich result before → after with why, the address change and its redirect, and
 * what a template reaches. Site data is printed through `safeText`. Pure.
 * @module
 */
import type { PageForecast } from '../../features/publish/forecast/forecast-types';
import {
  addressText,
  featureText,
  forecastFailed,
  forecastProblem,
  localeOf,
  lossesText,
  pageIssues,
} from './forecast-outcome';
import { safeText } from './safe-text';
import type { SiteForecast } from './types';

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/** Long titles and descriptions are cut: the JSON report has them whole. */
const short = (text: string | null) =>
  text === null ? '(none)' : `"${text.length > 80 ? `${text.slice(0, 79)}…` : text}"`;

const MARK: Record<string, string> = {
  'forecast/rich-result-lost': 'lost',
  'forecast/rich-result-gained': 'gained',
  'forecast/not-eligible': 'added, not eligible',
  'forecast/still-not-eligible': 'still not eligible',
};

/** What is said of a version on its own line besides its changes. */
function stateNote(page: PageForecast): string {
  if (page.state === 'new') return ' (not live on this host yet)';
  if (page.state === 'unread')
    return page.reason ? ` (live version not read: ${page.reason})` : ' (not found live)';
  return '';
}

/** The lines of one changed page version. */
function pageLines(page: PageForecast): string[] {
  const changes = page.changes.length > 0 ? page.changes.join(', ') : 'first publish';
  const lines = [`${page.title} · ${localeOf(page)} · ${page.path}: ${changes}${stateNote(page)}`];
  if (page.hidden?.length) {
    const why = page.hidden.map((h) => h.reason).join(', ');
    lines.push(`  Google does not show this page (${why}): its rich results are no loss, no gain`);
  }
  const marks = new Map(pageIssues(page).map((i) => [i.feature, MARK[i.rule]]));
  for (const f of page.features) {
    const mark = marks.get(f);
    lines.push(`  ${featureText(f)}${mark ? ` [${mark}]` : ''}`);
  }
  for (const t of page.text ?? [])
    lines.push(`  ${t.field}: ${short(t.before)} → ${short(t.after)}`);
  if (page.address) lines.push(`  address: ${addressText(page.address)}`);
  if (page.template) {
    const { collection, items, itemUrl } = page.template;
    const read = itemUrl ? `; before read from ${itemUrl}` : '';
    lines.push(`  template of ${collection}: reaches ${plural(items, 'item page')}${read}`);
  }
  return lines;
}

/** The forecast's lines in a site's section of the text report, indented under it. */
export function forecastLines(f: SiteForecast | undefined): string[] {
  if (!f) return [];
  if (forecastFailed(f)) return [safeText(`  On ${f.host}: ${forecastProblem(f)}`)];
  const losses = lossesText(f);
  const gains = f.counts.gained.map((g) => `${g.name} gained on ${g.pages}`).join('; ');
  const head = [
    f.pages.length > 0 ? `${plural(f.counts.pages, 'page version')} change` : 'nothing changes',
    losses || 'nothing lost',
    ...(gains ? [gains] : []),
  ].join('; ');
  const since = f.since ? `last published ${f.since}` : 'never published: nothing live to lose';
  const unknown = forecastProblem(f);
  const lines = [
    `On ${f.host}: ${head}`,
    `  ${since}; ${plural(f.reads, 'live page version')} read`,
    ...(unknown ? [`  ${unknown}`] : []),
    ...f.pages.flatMap(pageLines).map((l) => `  ${l}`),
  ];
  return lines.map((l) => safeText(`  ${l}`));
}
