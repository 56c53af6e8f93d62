import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';
import cairn from './scripts/src/lint/cairnRules.js';

/** Source that must hold without I/O or a clock: the shared contract, schemas and engine. */
const sharedSource = ['shared/src/**/*.ts'];
const tests = ['**/*.test.ts', '**/*.test.tsx'];

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', '**/.build/**', '**/cdk.out/**', '**/.local/**', '**/coverage/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-restricted-syntax': [
        'error',
        { selector: "CallExpression[callee.name='eval']", message: 'Never evaluate code: use the formula interpreter.' },
        { selector: "NewExpression[callee.name='Function']", message: 'Never build functions from strings.' },
      ],
    },
  },
  {
    // Workspaces meet through their packages, and each declares what it imports.
    files: ['**/*.{ts,tsx,js,mjs}'],
    plugins: { cairn },
    rules: { 'cairn/workspace-boundaries': 'error', 'cairn/declared-dependencies': 'error' },
  },
  {
    // A promise nobody awaits loses its error, and in Lambda its work: the invocation ends first.
    files: ['**/*.{ts,tsx}'],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
    },
  },
  {
    // shared/ is pure: the same answer in a Lambda, a browser and a test, whatever the time.
    files: sharedSource,
    ignores: tests,
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { regex: '^node:', message: 'shared/ does no I/O: pass what it needs in.' },
            { regex: '^@aws-sdk/', message: 'shared/ does no I/O: the AWS clients live in functions/.' },
          ],
        },
      ],
      'no-restricted-syntax': [
        'error',
        { selector: "CallExpression[callee.name='eval']", message: 'Never evaluate code: use the formula interpreter.' },
        { selector: "NewExpression[callee.name='Function']", message: 'Never build functions from strings.' },
        { selector: "CallExpression[callee.object.name='Date'][callee.property.name='now']", message: 'shared/ reads no clock: take `now` as an argument.' },
        { selector: "NewExpression[callee.name='Date'][arguments.length=0]", message: 'shared/ reads no clock: take `now` as an argument.' },
        { selector: "CallExpression[callee.object.name='performance'][callee.property.name='now']", message: 'shared/ reads no clock: take `now` as an argument.' },
        { selector: "CallExpression[callee.object.name='Math'][callee.property.name='random']", message: 'shared/ is deterministic: take randomness as an argument.' },
      ],
    },
  },
  {
    files: ['web/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
  },
  {
    files: ['**/*.mjs', '**/*.js'],
    languageOptions: { globals: { process: 'readonly', console: 'readonly', URL: 'readonly' } },
  },
);
