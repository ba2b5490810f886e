/** Caps the page reader applies; passed to it as its argument because it cannot import them. */
export interface LiveReadLimits {
  /** JSON-LD blocks returned; the rest are only counted. */
  maxBlocks: number;
  /** Characters of one block; a longer block is left out (a cut block would not parse). */
  maxBlockChars: number;
  /** Characters of the visible text kept. */
  maxTextChars: number;
  /** Characters of a URL, title or language tag. */
  maxStringChars: number;
  /** `hreflang` alternates returned. */
  maxAlternates: number;
}

/** The caps the extension reads pages with; the schema of the result enforces the same ones. */
export const LIVE_READ_LIMITS: LiveReadLimits = {
  maxBlocks: 16,
  maxBlockChars: 128 * 1024,
  maxTextChars: 200 * 1024,
  maxStringChars: 2048,
  maxAlternates: 100,
};

/** What {@link readLivePage} returns: plain JSON, checked again by the schema on arrival. */
export interface LivePageRead {
  url: string;
  lang: string;
  title: string;
  /** Raw text of each `<script type="application/ld+json">`, in document order, capped. */
  jsonLdBlocks: string[];
  /** How many JSON-LD blocks the page has, including those left out. */
  jsonLdTotal: number;
  /** Blocks left out because they are longer than the cap. */
  oversizeBlocks: number;
  /** `document.body.innerText`, cut at the cap. */
  visibleText: string;
  visibleTextTruncated: boolean;
  canonical?: string;
  hreflang: { lang: string; href: string }[];
  ogImage?: string;
  /** Set when the page could not be read; the other fields are then empty. */
  error?: string;
}

/**
 * Reads the JSON-LD, visible text and locale links of the page it runs in. It is injected with
 * `scripting.executeScript({ target: { tabId }, func: readLivePage, args: [LIVE_READ_LIMITS] })`,
 * so it is serialized: it must not use imports, module constants or helpers defined outside it.
 * Page content is untrusted: everything is read as text, capped, and nothing from the page is run.
 * Never throws; a failure comes back in `error`.
 */
export function readLivePage(limits: LiveReadLimits): LivePageRead {
  const cut = (s: unknown, max: number): string => (typeof s === 'string' ? s.slice(0, max) : '');
  const short = (s: unknown): string => cut(s, limits.maxStringChars);
  const result: LivePageRead = {
    url: '',
    lang: '',
    title: '',
    jsonLdBlocks: [],
    jsonLdTotal: 0,
    oversizeBlocks: 0,
    visibleText: '',
    visibleTextTruncated: false,
    hreflang: [],
  };
  try {
    const doc = document;
    const absolute = (href: string | null): string | undefined => {
      if (href === null || href.trim() === '') return undefined;
      try {
        return short(new URL(href, doc.baseURI).href);
      } catch {
        return undefined;
      }
    };
    result.url = short(doc.URL);
    result.lang = short(doc.documentElement?.getAttribute('lang') ?? '');
    result.title = short(doc.title);
    for (const script of Array.from(doc.querySelectorAll('script[type]'))) {
      const type = (script.getAttribute('type') ?? '').split(';')[0]!.trim().toLowerCase();
      if (type !== 'application/ld+json') continue;
      result.jsonLdTotal++;
      const text = script.textContent ?? '';
      if (text.length > limits.maxBlockChars) result.oversizeBlocks++;
      else if (result.jsonLdBlocks.length < limits.maxBlocks) result.jsonLdBlocks.push(text);
    }
    const body = doc.body as HTMLElement | null;
    const visible: unknown = body?.innerText;
    if (typeof visible === 'string') {
      result.visibleText = visible.slice(0, limits.maxTextChars);
      result.visibleTextTruncated = visible.length > limits.maxTextChars;
    }
    const canonical = absolute(
      doc.querySelector('link[rel~="canonical" i][href]')?.getAttribute('href') ?? null,
    );
    if (canonical !== undefined) result.canonical = canonical;
    for (const link of Array.from(doc.querySelectorAll('link[rel~="alternate" i][hreflang]'))) {
      if (result.hreflang.length >= limits.maxAlternates) break;
      const href = absolute(link.getAttribute('href'));
      const lang = short(link.getAttribute('hreflang') ?? '').trim();
      if (href !== undefined && lang !== '') result.hreflang.push({ lang, href });
    }
    const ogImage = absolute(
      doc.querySelector('meta[property="og:image" i][content]')?.getAttribute('content') ?? null,
    );
    if (ogImage !== undefined) result.ogImage = ogImage;
    return result;
  } catch (e) {
    const message = e instanceof Error ? `${e.name}: ${e.message}` : 'unknown error';
    return {
      url: '',
      lang: '',
      title: '',
      jsonLdBlocks: [],
      jsonLdTotal: 0,
      oversizeBlocks: 0,
      visibleText: '',
      visibleTextTruncated: false,
      hreflang: [],
      error: message.slice(0, 500),
    };
  }
}
