// One lint setup for the whole monorepo (ESLint flat config).
import js from '@eslint/js';
import { defineConfig, globalIgnores } from 'eslint/config';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default defineConfig([
  globalIgnores([
    '**/node_modules/',
    '**/dist/',
    '**/data/',
    '**/.data-*/',
    '**/coverage/',
    'e2e/test-results/',
    'e2e/playwright-report/',
    'e2e/screenshots/',
    'apps/server/drizzle/',
  ]),

  js.configs.recommended,
  tseslint.configs.recommended,

  {
    name: 'podium/all',
    languageOptions: {
      ecmaVersion: 2022,
      sourceType: 'module',
      globals: { ...globals.node },
    },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      // Logging goes through the server's logger (pino) or the web's message/toast helpers.
      // Places whose purpose is printing are listed below; a one-off needs an eslint-disable with a reason.
      'no-console': ['error', { allow: ['warn', 'error'] }],
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_' },
      ],
      // House style: `type` over `interface`. Only top-level interfaces are refused, so module
      // augmentation (`declare module 'fastify' { interface FastifyRequest … }`) stays possible.
      'no-restricted-syntax': [
        'error',
        {
          selector:
            'Program > TSInterfaceDeclaration, Program > ExportNamedDeclaration > TSInterfaceDeclaration',
          message: 'Use `type X = {…}` instead of an interface (interfaces only for declaration merging).',
        },
      ],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      eqeqeq: ['error', 'always', { null: 'ignore' }],
      'prefer-const': 'error',
      'no-var': 'error',
    },
  },

  {
    name: 'podium/web',
    files: ['apps/web/**/*.{ts,tsx}'],
    ignores: ['apps/web/vite.config.ts'],
    languageOptions: {
      globals: { ...globals.browser },
      parserOptions: { ecmaFeatures: { jsx: true } },
    },
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.flat.recommended.rules },
  },

  {
    // support/test.ts closes the contexts a journey opens once its file is done (a lane used to keep
    // dozens of idle pages running); a journey that imported Playwright's own `test` would skip that.
    name: 'podium/journeys-use-the-shared-test',
    files: ['e2e/tests/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@playwright/test',
              message: "Import test, expect and the types from '../support/test.ts'.",
            },
          ],
        },
      ],
    },
  },

  {
    name: 'podium/printing-is-the-purpose',
    files: ['scripts/**', 'bench/**', 'e2e/**', 'apps/server/src/main.ts', 'apps/server/src/**/*-cli.ts'],
    rules: { 'no-console': 'off' },
  },
]);
