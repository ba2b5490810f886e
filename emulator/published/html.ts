import { BASE_STYLE } from './site-style';

/** Escapes text for HTML element content and double-quoted attribute values. */
export function escapeHtml(text: string): string {
  // Most text has nothing to escape: five passes over it would be spent on every page served.
  if (!/[&<>"']/.test(text)) return text;
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/** JSON for a `<script type="application/ld+json">` block: `<`, `>`, `&` and line separators escaped. */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** A complete minimal HTML document (the title and body are already-escaped HTML). */
export function htmlDocument(opts: {
  lang: string;
  title: string;
  head?: string;
  body: string;
}): string {
  return `<!doctype html>
<html lang="${escapeHtml(opts.lang)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${opts.title}</title>
${opts.head ?? ''}
</head>
<body>
${opts.body}
</body>
</html>
`;
}

/**
 * A page of one heading, for answers that are not a site's page (not published, not found): in
 * the published pages' style, without a site's header or footer (there is no site to name).
 */
export function messagePage(title: string): string {
  return htmlDocument({
    lang: 'en',
    title: escapeHtml(title),
    head: BASE_STYLE,
    body: `<main class="col"><h1>${escapeHtml(title)}</h1></main>`,
  });
}
