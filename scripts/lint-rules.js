/**
 * The house's own lint rules, for what `no-restricted-imports` cannot say (it matches text, and a
 * later block's patterns replace an earlier one's): each resolves an import's path first.
 * @module
 */
import { builtinModules } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const CHECKER = path.join(ROOT, 'lib', 'jsonld');
const ROOT_OF_APP = path.join(ROOT, 'lib', 'app');

/** The repository path an import names, or undefined for a package. */
function resolved(spec, file) {
  if (spec.startsWith('.')) return path.resolve(path.dirname(file), spec);
  if (/^[@~]\//.test(spec)) return path.resolve(ROOT, spec.slice(2));
  return undefined;
}

/** Calls `check(node, spec)` for every import, export-from and literal `import()`. */
function eachImport(check) {
  const source = (node) => {
    if (node.source && typeof node.source.value === 'string') check(node.source, node.source.value);
  };
  return {
    ImportDeclaration: source,
    ExportNamedDeclaration: source,
    ExportAllDeclaration: source,
    ImportExpression: source,
  };
}

/** Outside `lib/jsonld/`, the checker is imported only through `lib/jsonld/index.ts`. */
const checkerThroughIndex = {
  meta: {
    type: 'problem',
    messages: {
      deep: 'Import the checker only through lib/jsonld/index.ts (export what you need there): the build takes each name from its own module, so a page loads only what it uses.',
      dynamic:
        'Load the checker through its loaders (loadChecker, loadStarters, …), not import() of lib/jsonld/index.ts: that chunk would hold every name of the surface.',
    },
    schema: [],
  },
  create(context) {
    const file = context.filename;
    return eachImport((node, spec) => {
      const target = resolved(spec, file);
      if (!target || (target !== CHECKER && !target.startsWith(`${CHECKER}${path.sep}`))) return;
      const index = [CHECKER, path.join(CHECKER, 'index'), path.join(CHECKER, 'index.ts')].includes(
        target,
      );
      if (!index) context.report({ node, messageId: 'deep' });
      else if (node.parent?.type === 'ImportExpression')
        context.report({ node, messageId: 'dynamic' });
    });
  },
};

/**
 * A feature imports nothing of the composition root (`lib/app/`), types included: it contributes
 * itself (its stored items, the types its models show) and the root lists it.
 */
const featureNotRoot = {
  meta: {
    type: 'problem',
    messages: {
      root: 'A feature imports nothing from lib/app/ (the composition root lists the features, not the other way round): declare it in the feature and let lib/app/ take it from there.',
    },
    schema: [],
  },
  create(context) {
    const file = context.filename;
    return eachImport((node, spec) => {
      const target = resolved(spec, file);
      if (target && (target === ROOT_OF_APP || target.startsWith(`${ROOT_OF_APP}${path.sep}`)))
        context.report({ node, messageId: 'root' });
    });
  },
};

const NODE_MODULES = new Set(builtinModules);

/** Code the extension bundles imports no Node module: Node-only code lives in `lib/cli/`. */
const noNodeInExtension = {
  meta: {
    type: 'problem',
    messages: {
      node: 'Code the extension bundles imports no Node module ({{spec}}): put Node-only code in lib/cli/.',
    },
    schema: [],
  },
  create(context) {
    return eachImport((node, spec) => {
      if (spec.startsWith('node:') || NODE_MODULES.has(spec.split('/')[0]))
        context.report({ node, messageId: 'node', data: { spec } });
    });
  },
};

/** The plugin, as `house/…` in the configuration. */
export const houseRules = {
  rules: {
    'checker-through-index': checkerThroughIndex,
    'feature-not-root': featureNotRoot,
    'no-node-in-extension': noNodeInExtension,
  },
};
