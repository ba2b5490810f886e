/**
 * The dashboard's redirect file: two columns, old path and new path (real-service notes §11.2).
 * The header row is not documented there: a file the editor picks keeps its own header, and a new
 * file gets `source,target`. Importing a file in the dashboard replaces the site's redirects, so
 * the download is always the union of the existing file and the new moves. Pure.
 * @module
 */
import { csvField } from '../site';
import { isSitePath, mergeRedirects, type RedirectRule } from './redirect-rules';

/** The header a file gets when the editor's own export gave none. */
export const DEFAULT_HEADER: readonly [string, string] = ['source', 'target'];

/** A parsed redirect file: its header row (if the first row is not a path) and its rules. */
export interface RedirectFile {
  header: [string, string] | null;
  rules: RedirectRule[];
}

/** Splits CSV text into rows of fields (RFC 4180: quoted fields, doubled quotes, CRLF or LF). */
function csvRows(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  const endField = () => {
    row.push(field);
    field = '';
  };
  const endRow = () => {
    endField();
    rows.push(row);
    row = [];
  };
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]!;
    if (quoted && ch === '"' && text[i + 1] === '"') {
      field += '"';
      i++;
    } else if (ch === '"') quoted = !quoted;
    else if (quoted) field += ch;
    else if (ch === ',') endField();
    else if (ch === '\n') endRow();
    else if (ch === '\r') {
      if (text[i + 1] === '\n') i++;
      endRow();
    } else field += ch;
  }
  if (field !== '' || row.length > 0) endRow();
  return rows;
}

const looksLikePath = (value: string) => value.trim().startsWith('/');

/** Reads a redirect file; rows without two non-empty cells are skipped, a leading BOM ignored. */
export function parseRedirectCsv(text: string): RedirectFile {
  const rows = csvRows(text.replace(/^\uFEFF/, '')).filter((r) => r.some((f) => f.trim() !== ''));
  const first = rows[0];
  const header =
    first && first.length >= 2 && !looksLikePath(first[0]!)
      ? ([first[0]!.trim(), first[1]!.trim()] as [string, string])
      : null;
  const rules = (header ? rows.slice(1) : rows)
    .filter((r) => r.length >= 2 && r[0]!.trim() !== '' && r[1]!.trim() !== '')
    .map((r) => ({ fromUrl: r[0]!.trim(), toUrl: r[1]!.trim() }));
  return { header, rules };
}

/** Writes a redirect file (CRLF line ends, header first; cells a spreadsheet would run are neutralised). */
export function writeRedirectCsv(
  rules: readonly RedirectRule[],
  header: readonly [string, string] = DEFAULT_HEADER,
): string {
  return [header, ...rules.map((r) => [r.fromUrl, r.toUrl])]
    .map((row) => row.map(csvField).join(','))
    .join('\r\n')
    .concat('\r\n');
}

/**
 * The file to import: the rules of `existingCsv` (may be empty) merged with `moves`. A move whose
 * ends are not both site paths (the API's page path could say `//host`) is left out; the editor's
 * own rows are kept as they are, since the import replaces every redirect of the site.
 */
export function mergedRedirectCsv(
  existingCsv: string,
  moves: readonly RedirectRule[],
): { csv: string; rules: RedirectRule[]; existing: number } {
  const file = parseRedirectCsv(existingCsv);
  const onSite = moves.filter((m) => isSitePath(m.fromUrl) && isSitePath(m.toUrl));
  const rules = mergeRedirects(file.rules, onSite);
  return {
    csv: writeRedirectCsv(rules, file.header ?? DEFAULT_HEADER),
    rules,
    existing: file.rules.length,
  };
}
