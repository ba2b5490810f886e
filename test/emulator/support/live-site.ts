import { Parser } from 'htmlparser2';
import type { TestEmulator } from '../../../emulator/testing';

/** What a published page says about itself (read with a real HTML parser). */
export interface LivePage {
  lang: string | null;
  canonical: string[];
  /** hreflang → every href given for it, in order. */
  alternates: Record<string, string[]>;
  /** Parsed JSON-LD blocks. */
  blocks: Record<string, unknown>[];
}

/** Reads `<html lang>`, canonical links, hreflang alternates and JSON-LD blocks of a page. */
export function readLivePage(html: string): LivePage {
  const page: LivePage = { lang: null, canonical: [], alternates: {}, blocks: [] };
  let script: string | null = null;
  const parser = new Parser({
    onopentag(name, attrs) {
      if (name === 'html') page.lang = attrs.lang ?? null;
      if (name === 'link' && attrs.rel === 'canonical') page.canonical.push(attrs.href ?? '');
      if (name === 'link' && attrs.rel === 'alternate' && attrs.hreflang) {
        (page.alternates[attrs.hreflang] ??= []).push(attrs.href ?? '');
      }
      if (name === 'script' && attrs.type === 'application/ld+json') script = '';
    },
    ontext(text) {
      if (script !== null) script += text;
    },
    onclosetag(name) {
      if (name === 'script' && script !== null) {
        page.blocks.push(JSON.parse(script) as Record<string, unknown>);
        script = null;
      }
    },
  });
  parser.write(html);
  parser.end();
  return page;
}

/** One page × locale of a fixture site, with its URL and stored markup as the API answers them. */
export interface FixtureCell {
  pageId: string;
  localeId: string;
  primary: boolean;
  tag: string;
  path: string;
  url: string;
  stored: { jsonLdSchema: Record<string, unknown> | null; lastUpdated: string | null };
}

interface SiteLocale {
  id: string;
  tag: string;
}

/** Every page × locale of a site through the API (List Pages per locale, bulk schema-markup reads). */
export async function fixtureCells(
  emu: TestEmulator,
  siteId: string,
  apiKey: string,
  origin: string,
): Promise<{ cells: FixtureCell[]; lastPublished: string; locales: SiteLocale[] }> {
  const site = (await emu.call(`/v2/sites/${siteId}`, { token: apiKey })).body;
  const locales: SiteLocale[] = [site.locales.primary, ...site.locales.secondary];
  const cells: FixtureCell[] = [];
  for (const locale of locales) {
    for (let offset = 0; ; offset += 100) {
      const res = await emu.call(
        `/v2/sites/${siteId}/pages?localeId=${locale.id}&limit=100&offset=${offset}`,
        { token: apiKey },
      );
      for (const p of res.body.pages) {
        cells.push({
          pageId: p.id,
          localeId: locale.id,
          primary: locale.id === site.locales.primary.id,
          tag: locale.tag,
          path: p.publishedPath,
          url: origin + p.publishedPath,
          stored: { jsonLdSchema: null, lastUpdated: null },
        });
      }
      if (offset + 100 >= res.body.pagination.total) break;
    }
  }
  for (let i = 0; i < cells.length; i += 100) {
    const chunk = cells.slice(i, i + 100);
    const res = await emu.call(`/beta/sites/${siteId}/pages/schema-markup/query`, {
      token: apiKey,
      method: 'POST',
      body: { pages: chunk.map((c) => ({ id: c.pageId, localeId: c.localeId })) },
    });
    res.body.pages.forEach((entry: FixtureCell['stored'], n: number) => {
      chunk[n]!.stored = { jsonLdSchema: entry.jsonLdSchema, lastUpdated: entry.lastUpdated };
    });
  }
  return { cells, lastPublished: site.lastPublished, locales };
}
