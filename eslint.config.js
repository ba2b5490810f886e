import js from '@eslint/js';
import tseslint from 'typescript-eslint';

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
    selector: "JSXAttribute[name.name='dangerouslySetInnerHTML']",
    message: 'dangerouslySetInnerHTML is an injection sink.',
  },
];

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
);
