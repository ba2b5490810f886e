import type { Context } from 'hono';
import type { EmulatorContext, EmulatorEnv } from '../context';
import type { Locale, PageRecord, PublishedSnapshot, Site } from '../world-types';
import { hostileBody } from './hostile';
import { htmlDocument } from './html';
import { renderPublishedPage } from './render';

/** What `serveCell` answers for. */
export interface CellRequest {
  origin: string;
  site: Site;
  snapshot: PublishedSnapshot;
  page: PageRecord;
  locale: Locale;
  /** Tags the host adds to the head (robots meta). */
  head: string[];
  /** Headers the host adds to the page's answer (`X-Robots-Tag`). */
  headers: Record<string, string>;
}

/**
 * Answers a served page in a locale with the host's robots tags and headers, and the site's
 * planted live fault on that cell (if any):
 * a `slow-503` cell answers 503 with `Retry-After: 1` once, then the page; a `hostile-page` cell
 * streams its ~5 MB of one tag.
 */
export function serveCell(ctx: EmulatorContext, c: Context<EmulatorEnv>, req: CellRequest) {
  const { origin, site, snapshot, page, locale, head, headers } = req;
  const overlay = ctx.liveFaults.cell(site.id, page.id, locale.id);
  if (overlay?.kind === 'slow-503' && overlay.remaining > 0) {
    overlay.remaining -= 1;
    c.set('fault', 'slow-503');
    const body = '<main><h1>Service unavailable</h1><p>Try again in a second.</p></main>';
    return c.html(htmlDocument({ lang: 'en', title: 'Service unavailable', body }), 503, {
      'Retry-After': '1',
    });
  }
  if (overlay?.kind === 'hostile-page') {
    c.set('fault', 'hostile-page');
    return c.body(hostileBody(overlay.shape, locale.tag), 200, {
      'Content-Type': 'text/html; charset=utf-8',
    });
  }
  const html = renderPublishedPage(origin, site, snapshot, page, locale, {
    overlay,
    head,
    plain: ctx.options.plainPages,
  });
  return c.html(html, 200, headers);
}
