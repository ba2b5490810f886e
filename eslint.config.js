import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import regexp from 'eslint-plugin-regexp';
import tseslint from 'typescript-eslint';
import { houseRules } from './scripts/lint-rules.js';

const noUnsafeSinks = [
  {
    selector: "MemberExpression[property.name='innerHTML']",
    message: 'Use textContent or JSX; innerHTML is an injection sink.',
  },
  {
    selector: "MemberExpression[property.name='outerHTML']",
    message: 'Use textContent or JSX; outerHTML is an injection sink.',
  },
  {
    selector: "CallExpression[callee.property.name='insertAdjacentHTML']",
    message: 'insertAdjacentHTML is an injection sink.',
  },
  {
    selector: 'MemberExpression[computed=true][property.value=/^(inner|outer)HTML$/]',
    message: 'innerHTML and outerHTML are injection sinks, also as el[...].',
  },
  {
    selector: "JSXAttribute[name.name='dangerouslySetInnerHTML']",
    message: 'dangerouslySetInnerHTML is an injection sink.',
  },
  {
    selector:
      "Property[key.name='dangerouslySetInnerHTML'], Property[key.value='dangerouslySetInnerHTML']",
    message: 'dangerouslySetInnerHTML is an injection sink, also spread into props.',
  },
  {
    selector: "MemberExpression[object.name='document'][property.name=/^write(ln)?$/]",
    message: 'document.write parses HTML: an injection sink.',
  },
  {
    selector:
      "MemberExpression[property.name='srcdoc'], MemberExpression[property.value='srcdoc'], JSXAttribute[name.name='srcdoc']",
    message: 'srcdoc parses HTML: an injection sink.',
  },
  {
    selector:
      'CallExpression[callee.property.name=/^setAttribute(NS)?$/] > Literal.arguments[value=/^(on|srcdoc$)/i]',
    message: 'Event-handler and srcdoc attributes run or parse strings: injection sinks.',
  },
  {
    selector: "MemberExpression[property.name='createContextualFragment']",
    message: 'createContextualFragment parses HTML: an injection sink.',
  },
];

/** Only for what ships in the extension: Node tools may load modules by computed paths. */
const extensionOnly = [
  {
    selector: "ImportExpression[source.type!='Literal']",
    message: 'Import only fixed module paths: a computed import() loads code chosen at run time.',
  },
];

/** Views and their state reach the service only through the background's messages. */
const VIEWS_ASK_THE_BACKGROUND =
  'Views and models talk to the background through lib/core/messaging; take the types they show from lib/app/protocol.';
/** `lib/core/api` or `lib/core/auth`, whether named from the root (`@/lib/core/api`) or relatively. */
const serviceClient = {
  regex: '(^|/)core/(api|auth)(/|$)',
  message: VIEWS_ASK_THE_BACKGROUND,
};

/**
 * A feature's public surfaces: its `index.ts` (light logic and types), `background.ts` (what only
 * background code loads: service reads, zod schemas, runners) and `model/index.ts` (its models).
 */
const FEATURE_THROUGH_INDEX =
  'Import another feature only through its index.ts (background.ts for its heavy background parts, model/index.ts for its models): add what you need there.';
/** Every feature folder, each a room of its own. */
const FEATURES = readdirSync(new globalThis.URL('./lib/features/', import.meta.url), {
  withFileTypes: true,
})
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const SURFACE = '(?!(index|background|model|model/index)$)';
/**
 * The patterns refusing, in a file of `feature` `depth` folders below its own, a deep import into
 * another feature, whether named from the root or relatively (`../`×(depth+1) leaves the feature).
 */
const deepFeatureImports = (feature, depth) => [
  {
    regex: `^(@/|~/)?lib/features/(?!${feature}/)[^/]+/${SURFACE}`,
    message: FEATURE_THROUGH_INDEX,
  },
  {
    regex: `^(\\.\\./){${depth + 1}}(?!${feature}/)[^./][^/]*/${SURFACE}`,
    message: FEATURE_THROUGH_INDEX,
  },
];
/**
 * One block per feature and folder depth; a model's block keeps the models' own rule, since a
 * later block's `no-restricted-imports` replaces an earlier one's.
 */
const featureBoundaries = FEATURES.flatMap((feature) =>
  [0, 1, 2].flatMap((depth) => {
    const under = (dir) => `lib/features/${feature}/${dir}${'*/'.repeat(depth)}*.{ts,tsx}`;
    const rule = (extra) => ({
      'no-restricted-imports': [
        'error',
        { patterns: [...extra, ...deepFeatureImports(feature, depth)] },
      ],
    });
    if (depth === 0) return [{ files: [under('')], rules: rule([]) }];
    const models = `lib/features/${feature}/model/${'*/'.repeat(depth - 1)}*.{ts,tsx}`;
    return [
      { files: [under('')], ignores: [`lib/features/${feature}/model/**`], rules: rule([]) },
      { files: [models], rules: rule([serviceClient]) },
    ];
  }),
);

/** `lib/jsonld/` imports nothing outside itself. */
const CHECKER_STANDS_ALONE =
  'lib/jsonld/ imports nothing outside itself: its caller passes in what it needs (e.g. words, through setCheckerMessageSource).';

export default tseslint.config(
  { ignores: ['node_modules/', '.output/', '.wxt/', '.cache/', 'demo-output/', 'coverage/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { ecmaVersion: 2023, sourceType: 'module' },
    rules: {
      'no-eval': 'error',
      'no-implied-eval': 'error',
      'no-new-func': 'error',
      'no-restricted-syntax': ['error', ...noUnsafeSinks],
      // No other extension or web page may message the background.
      'no-restricted-properties': [
        'error',
        { property: 'onMessageExternal', message: 'The extension accepts no external messages.' },
        {
          property: 'onConnectExternal',
          message: 'The extension accepts no external connections.',
        },
      ],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    // No regular expression may take super-linear time: the checker reads hostile pages, CMS
    // fields and pasted documents. The usual rewrites: a run starts at its first character only
    // (`(?<!\/)\/+$`), and neighbouring quantifiers share no character (`\d+(?:\.\d*)?`).
    plugins: { regexp },
    rules: {
      'regexp/no-super-linear-backtracking': 'error',
      'regexp/no-super-linear-move': 'error',
    },
  },
  {
    files: ['lib/**', 'components/**', 'entrypoints/**'],
    rules: { 'no-restricted-syntax': ['error', ...noUnsafeSinks, ...extensionOnly] },
  },
  {
    // Models live in a `model/` folder of their feature (or of the composition root).
    files: ['components/**', 'lib/features/*/model/**', 'lib/app/model/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: [serviceClient] }] },
  },
  // A feature reaches another only through its public surface; its own files import each other.
  ...featureBoundaries,
  {
    // Shared machinery knows no feature and not the root: what joins a feature to it lives in lib/app/.
    files: ['lib/core/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '(^|/)features(/|$)',
              message:
                'lib/core/ imports no feature: put code that joins a feature to the machinery in lib/app/.',
            },
            {
              regex: '(^|/)app(/|$)',
              message:
                'lib/core/ imports nothing from the composition root: lib/app/ registers its protocol on the Register interface of lib/core/messaging/wire.ts.',
            },
          ],
        },
      ],
    },
  },
  {
    // A feature contributes itself; the composition root imports it, never the other way round.
    files: ['lib/features/**'],
    plugins: { house: houseRules },
    rules: { 'house/feature-not-root': 'error' },
  },
  {
    // Outside the checker, its one surface is lib/jsonld/index.ts (its own tests read its rooms).
    files: ['**/*.{ts,tsx,js,mjs}'],
    ignores: ['lib/jsonld/**', 'test/unit/jsonld/**'],
    plugins: { house: houseRules },
    rules: { 'house/checker-through-index': 'error' },
  },
  {
    // The command lines' code is Node's (lib/cli/); what the extension bundles is not. The two
    // manifest modules are read by wxt.config.ts at build time only.
    files: ['lib/**', 'components/**', 'entrypoints/**'],
    ignores: [
      'lib/cli/**',
      'lib/core/manifest/build-env.ts',
      'lib/core/manifest/build-settings.ts',
    ],
    plugins: { house: houseRules },
    rules: { 'house/no-node-in-extension': 'error' },
  },
  // The checker is a library: the CLI, the audit and the extension call it; it calls nothing of theirs.
  ...[0, 1, 2].map((depth) => ({
    files: [`lib/jsonld/${'*/'.repeat(depth)}*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: `^(@/|~/|lib/|(\\.\\./){${depth + 1}})`,
              message: CHECKER_STANDS_ALONE,
            },
          ],
        },
      ],
    },
  })),
  {
    // The stand-in must not mirror a client mistake, and the broker deploys alone.
    files: ['emulator/**', 'broker/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '(^|/)lib(/|$)',
              message: 'The emulator and the broker import nothing from lib/: they stand alone.',
            },
          ],
        },
      ],
    },
  },
);
