/**
 * How the extension's pages are built so that they show sooner: every file a page fetches from
 * the extension before its first paint or before its code runs costs a round trip, so the side
 * panel's head script does not hold up parsing, the popup's and the panel's stylesheets are in
 * their pages, and the code they load up front comes in one chunk.
 * @module
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';

/** What these plugins read of the page being transformed (Vite's `transformIndexHtml` context). */
interface HtmlContext {
  path: string;
  /** The build's output files; absent while serving. */
  bundle?: Record<string, unknown>;
}

/**
 * Puts the side panel's head script (`entrypoints/sidepanel-tab.ts`) first in its page's head, as
 * an async classic script: it runs as soon as it is fetched, before the panel's modules, without
 * holding up the page's parsing. Added after the bundler has read the page, which would otherwise
 * try to bundle it as a module.
 */
export const sidePanelHeadScript = {
  name: 'side-panel-head-script',
  transformIndexHtml: {
    order: 'post' as const,
    handler: (_html: string, ctx: HtmlContext) =>
      ctx.path.includes('/sidepanel/')
        ? [
            {
              tag: 'script',
              attrs: { async: true, src: '/sidepanel-tab.js' },
              injectTo: 'head-prepend' as const,
            },
          ]
        : [],
  },
};

/** A stylesheet the bundler linked from a page. */
const LINKED_STYLESHEET = /<link rel="stylesheet" crossorigin href="\/(assets\/[^"]+\.css)">/g;

/** The pages whose stylesheets go into the page. */
const INLINE_STYLES_IN = /\/(popup|sidepanel)\//;

/** The text of an emitted stylesheet, if `file` is one. */
function stylesheetText(bundle: Record<string, unknown>, file: string): string | undefined {
  const asset = bundle[file] as { type?: string; source?: string | Uint8Array } | undefined;
  if (asset?.type !== 'asset' || asset.source === undefined) return undefined;
  return typeof asset.source === 'string'
    ? asset.source
    : Buffer.from(asset.source).toString('utf8');
}

/**
 * Puts the popup's and the side panel's stylesheets into their pages as `<style>`: a linked
 * stylesheet holds up the first paint until the browser has fetched it. A disabled link to the
 * same file stays (no browser fetches it) because the bundler's preload helper adds a lazy view's
 * stylesheets unless the page links them already: the styles would otherwise come twice, the
 * second time after the page's own.
 */
export const inlinePageStyles = {
  name: 'inline-page-styles',
  transformIndexHtml: {
    order: 'post' as const,
    handler(html: string, ctx: HtmlContext) {
      const bundle = ctx.bundle;
      if (!bundle || !INLINE_STYLES_IN.test(ctx.path)) return html;
      return html.replace(LINKED_STYLESHEET, (link, file: string) => {
        const css = stylesheetText(bundle, file);
        // A sheet that could end the style element early stays linked.
        if (css === undefined || /<\/style/i.test(css)) return link;
        return `<style>${css}</style><link rel="stylesheet" href="/${file}" disabled>`;
      });
    },
  },
};

/**
 * Single-file scripts (the side panel's head script, built as one IIFE) have no chunks to split:
 * the pages' chunk groups do not apply to them.
 */
export const noChunksInScripts = {
  name: 'no-chunks-in-scripts',
  outputOptions(options: { format?: string; codeSplitting?: unknown }) {
    if (options.format !== 'iife') return undefined;
    const { codeSplitting: _pages, ...single } = options;
    return single;
  },
};

/** What the chunk group needs of the bundler's module graph. */
export interface ModuleGraph {
  getModuleInfo(id: string): { importedIds: readonly string[] } | null;
}

/** Every module `entry` imports, directly or through others, without a dynamic import. */
function staticallyReached(graph: ModuleGraph, entry: string): Set<string> {
  const seen = new Set<string>();
  const next = [entry];
  while (next.length > 0) {
    const id = next.pop()!;
    if (seen.has(id)) continue;
    seen.add(id);
    next.push(...(graph.getModuleInfo(id)?.importedIds ?? []));
  }
  return seen;
}

/**
 * Chunk groups (`codeSplitting.groups`) for what the first of `pages` (the side panel) loads up
 * front: what the second (the popup) loads up front too goes into `shared`; what only the third
 * (the settings page) shares with it into `pages`; the rest, but its own modules under
 * `entrypoints/`, into `panel`. Left to itself the bundler splits that code by which pages and lazy
 * views share each part (the settings page's sections reach much of the panel's code lazily), and
 * the side panel fetched six files before its code could run; one chunk for all the pages would
 * make the popup load the settings page's code. Its plugin starts each build afresh, as one
 * process may build more than once.
 */
export function upFrontChunks(pages: readonly string[]) {
  let reached: Set<string>[] | undefined;
  const reach = (graph: ModuleGraph) => (reached ??= pages.map((p) => staticallyReached(graph, p)));
  // A page's own modules run on load (they render the page): they stay in its entry chunk.
  const ownModule = (id: string) => id.includes(`${path.sep}entrypoints${path.sep}`);
  return {
    plugin: {
      name: 'up-front-chunks',
      buildStart() {
        reached = undefined;
      },
    },
    /** The chunk groups, `shared` first: a module both would take goes there. */
    groups: [
      {
        name: (id: string, graph: ModuleGraph): string | null => {
          const [panel, popup] = reach(graph);
          return !ownModule(id) && panel!.has(id) && popup!.has(id) ? 'shared' : null;
        },
        priority: 3,
      },
      {
        name: (id: string, graph: ModuleGraph): string | null => {
          const [panel, , options] = reach(graph);
          return !ownModule(id) && panel!.has(id) && options!.has(id) ? 'pages' : null;
        },
        priority: 2,
      },
      {
        name: (id: string, graph: ModuleGraph): string | null =>
          !ownModule(id) && reach(graph)[0]!.has(id) ? 'panel' : null,
        priority: 1,
      },
    ],
  };
}

/** `import { a, b as c } from "…"` (one statement; types already stripped or dropped here). */
const NAMED_IMPORT = /\bimport\s*\{([^}]*)\}\s*from\s*(["'])([^"']+)\2;?/g;

/**
 * Each name a surface re-exports (`export { a, b as c } from './x'`, not `export type`), with the
 * file path of the module that defines it (no extension).
 */
function reexportsOf(surface: string, source: string): Map<string, string> {
  const origins = new Map<string, string>();
  for (const m of source.matchAll(/\bexport\s*\{([^}]*)\}\s*from\s*'([^']+)'/g)) {
    for (const part of m[1]!.split(',')) {
      const [name, as] = part.trim().split(/(?<!\s)\s+as\s+/);
      if (name) origins.set(as ?? name, path.resolve(path.dirname(surface), m[2]!));
    }
  }
  return origins;
}

/**
 * Rewrites every import of the checker's surface (`lib/jsonld/index.ts`, which everything outside
 * the checker imports) into imports of the modules that define the names taken, as the bundlers'
 * "barrel" optimizations do. The bundler places a module by what imports it, not by which of its
 * names are used: a page that takes `formatRuleDate` through the surface would otherwise load
 * every module the surface re-exports that any lazy chunk uses (the whole checker, 21 KB
 * gzipped). A dynamic `import()` of the surface is left alone: that is the checker's own chunk.
 * A name the surface does not re-export fails the build. Applied to `lib/`, `components/` and
 * `entrypoints/` only.
 */
export function directCheckerImports(surface: string, root: string) {
  const origins = reexportsOf(surface, readFileSync(surface, 'utf8'));
  const folder = path.dirname(surface);
  // Only what the extension ships: a test or a tool may hold such a statement in a string.
  const shipped = ['lib', 'components', 'entrypoints'].map((dir) => `${path.join(root, dir)}/`);
  const isSurface = (from: string, spec: string) => {
    const resolved = spec.startsWith('.')
      ? path.resolve(path.dirname(from), spec)
      : /^[@~]\//.test(spec)
        ? path.resolve(root, spec.slice(2))
        : undefined;
    return resolved === folder || resolved === surface.replace(/\.ts$/, '');
  };
  return {
    name: 'direct-checker-imports',
    transform(code: string, id: string) {
      const file = id.replace(/\?.*/s, '');
      if (!shipped.some((dir) => file.startsWith(dir)) || file.startsWith(`${folder}/`))
        return undefined;
      if (!/\.[cm]?[jt]sx?$/.test(file)) return undefined;
      let changed = false;
      const out = code.replace(
        NAMED_IMPORT,
        (statement, names: string, q: string, spec: string) => {
          if (!isSurface(file, spec)) return statement;
          changed = true;
          const byOrigin = new Map<string, string[]>();
          for (const part of names.split(',').map((p) => p.trim())) {
            if (!part || part.startsWith('type ')) continue;
            const name = part.split(/(?<!\s)\s+as\s+/)[0]!;
            const origin = origins.get(name);
            if (!origin) throw new Error(`${file}: lib/jsonld/index.ts does not export ${name}`);
            byOrigin.set(origin, [...(byOrigin.get(origin) ?? []), part]);
          }
          return [...byOrigin]
            .map(([origin, parts]) => `import { ${parts.join(', ')} } from ${q}${origin}${q};`)
            .join('\n');
        },
      );
      // Any other form (a namespace or default import, a re-export) would bring the surface and
      // everything behind it into the page's graph: refused rather than silently heavier.
      for (const m of out.matchAll(/\bfrom\s*["']([^"']+)["']/g)) {
        if (isSurface(file, m[1]!))
          throw new Error(`${file}: import lib/jsonld/index.ts with named imports only`);
      }
      return changed ? { code: out, map: null } : undefined;
    },
  };
}
