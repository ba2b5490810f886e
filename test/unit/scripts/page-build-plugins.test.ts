import { describe, expect, it } from 'vitest';
import path from 'node:path';
import {
  directCheckerImports,
  inlinePageStyles,
  sidePanelHeadScript,
  upFrontChunks,
  type ModuleGraph,
} from '../../../scripts/page-build-plugins';

const PAGE = `<head><script type="module" crossorigin src="/chunks/sidepanel-1.js"></script>
<link rel="stylesheet" crossorigin href="/assets/shared-2.css">
<link rel="stylesheet" crossorigin href="/assets/sidepanel-3.css"></head>`;

const bundle = {
  'assets/shared-2.css': { type: 'asset', source: 'body{font-size:14px}' },
  'assets/sidepanel-3.css': { type: 'asset', source: new TextEncoder().encode('.app{margin:0}') },
};

const inline = (html: string, path: string, files: Record<string, unknown> | undefined = bundle) =>
  inlinePageStyles.transformIndexHtml.handler(html, { path, bundle: files });

describe('inlinePageStyles', () => {
  it('puts the side panel’s stylesheets into its page, each with a disabled link to its file', () => {
    const html = inline(PAGE, '/entrypoints/sidepanel/index.html');
    expect(html).toContain(
      '<style>body{font-size:14px}</style><link rel="stylesheet" href="/assets/shared-2.css" disabled>',
    );
    expect(html).toContain(
      '<style>.app{margin:0}</style><link rel="stylesheet" href="/assets/sidepanel-3.css" disabled>',
    );
    expect(html).not.toMatch(/<link rel="stylesheet"(?![^>]*disabled)/);
  });

  it('does the same for the popup, and leaves other pages and the dev server alone', () => {
    expect(inline(PAGE, '/entrypoints/popup/index.html')).toContain('<style>');
    expect(inline(PAGE, '/entrypoints/options/index.html')).toBe(PAGE);
    expect(
      inlinePageStyles.transformIndexHtml.handler(PAGE, {
        path: '/entrypoints/sidepanel/index.html',
      }),
    ).toBe(PAGE);
  });

  it('keeps a stylesheet linked when its text could end the style element, or is not in the build', () => {
    const html = inline(PAGE, '/entrypoints/sidepanel/index.html', {
      'assets/shared-2.css': { type: 'asset', source: 'a::after{content:"</style>"}' },
    });
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/shared-2.css">');
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/sidepanel-3.css">');
    expect(html).not.toContain('<style>');
  });
});

describe('sidePanelHeadScript', () => {
  it('adds the head script to the side panel only, as an async script first in the head', () => {
    const tags = sidePanelHeadScript.transformIndexHtml.handler('', {
      path: '/entrypoints/sidepanel/index.html',
    });
    expect(tags).toEqual([
      {
        tag: 'script',
        attrs: { async: true, src: '/sidepanel-tab.js' },
        injectTo: 'head-prepend',
      },
    ]);
    expect(
      sidePanelHeadScript.transformIndexHtml.handler('', { path: '/entrypoints/popup/index.html' }),
    ).toEqual([]);
  });
});

/**
 * panel → app → ui, panel-only, /x/entrypoints/panel-main; popup → ui, popup-only;
 * options → settings → ui, app.
 */
const graph: ModuleGraph = {
  getModuleInfo: (id) => {
    const imports: Record<string, string[]> = {
      panel: ['app', 'panel-only', '/x/entrypoints/panel-main'],
      app: ['ui'],
      popup: ['ui', 'popup-only'],
      options: ['settings'],
      settings: ['ui', 'app'],
    };
    return { importedIds: imports[id] ?? [] };
  },
};

/** The chunk a module goes to: the first group by priority that names one. */
function chunkOf(groups: ReturnType<typeof upFrontChunks>['groups'], id: string, g: ModuleGraph) {
  const byPriority = [...groups].sort((a, b) => b.priority - a.priority);
  for (const group of byPriority) {
    const name = group.name(id, g);
    if (name) return name;
  }
  return null;
}

describe('upFrontChunks', () => {
  it("splits the side panel's up-front code by which other page loads it up front too", () => {
    const { groups } = upFrontChunks(['panel', 'popup', 'options']);
    expect(chunkOf(groups, 'ui', graph)).toBe('shared');
    expect(chunkOf(groups, 'app', graph)).toBe('pages');
    expect(chunkOf(groups, 'panel-only', graph)).toBe('panel');
    expect(chunkOf(groups, 'popup-only', graph)).toBeNull();
    expect(chunkOf(groups, 'settings', graph)).toBeNull();
    expect(chunkOf(groups, 'lazy-view', graph)).toBeNull();
  });

  it("leaves a page's own modules in its entry chunk: they render the page when run", () => {
    const { groups } = upFrontChunks(['panel', 'popup', 'options']);
    expect(chunkOf(groups, '/x/entrypoints/panel-main', graph)).toBeNull();
  });

  it('reads the module graph afresh for each build', () => {
    const { groups, plugin } = upFrontChunks(['panel', 'popup']);
    expect(chunkOf(groups, 'popup-only', graph)).toBeNull();
    plugin.buildStart();
    const changed: ModuleGraph = {
      getModuleInfo: (id) => ({
        importedIds: id === 'panel' || id === 'popup' ? ['popup-only'] : [],
      }),
    };
    expect(chunkOf(groups, 'popup-only', changed)).toBe('shared');
  });
});

describe('directCheckerImports', () => {
  const root = path.resolve('.');
  const checker = path.join(root, 'lib/jsonld');
  const plugin = directCheckerImports(path.join(checker, 'index.ts'), root);
  const transform = (code: string, file: string) =>
    plugin.transform(code, path.join(root, file))?.code;

  it('takes each name from the module that defines it, in both path styles', () => {
    expect(
      transform(
        'import { formatRuleDate, walk as w, RULES_CURRENT_TO } from "../../lib/jsonld";\nw();',
        'components/schema/x.tsx',
      ),
    ).toBe(
      `import { formatRuleDate, RULES_CURRENT_TO } from "${checker}/rich/dates";\n` +
        `import { walk as w } from "${checker}/source/walk";\nw();`,
    );
    expect(transform("import { applyFix } from '@/lib/jsonld/index';", 'lib/app/x.ts')).toBe(
      `import { applyFix } from '${checker}/source/fixes';`,
    );
  });

  it('leaves the checker, dynamic imports and other modules alone', () => {
    expect(transform("import { t } from '../text/text';", 'lib/jsonld/rich/x.ts')).toBeUndefined();
    expect(
      transform("const m = await import('../../jsonld');", 'lib/features/x/y.ts'),
    ).toBeUndefined();
    expect(transform("import { t } from '../../core/i18n/t';", 'lib/features/x/y.ts')).toBe(
      undefined,
    );
  });

  it('fails the build on a namespace import or a re-export of the surface', () => {
    expect(() =>
      transform("import * as checker from '../../jsonld';", 'lib/features/x/y.ts'),
    ).toThrow(/named imports only/);
    expect(() => transform("export { walk } from '@/lib/jsonld';", 'lib/features/x/y.ts')).toThrow(
      /named imports only/,
    );
  });

  it('fails the build on a name the surface does not export', () => {
    expect(() =>
      transform("import { nothing } from '../../jsonld';", 'lib/features/x/y.ts'),
    ).toThrow(/does not export nothing/);
  });
});
