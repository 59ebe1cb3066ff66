import js from '@eslint/js';
import { importX } from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import react from 'eslint-plugin-react';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';

const STOREFRONT_FEATURES = ['accounts', 'cart', 'catalog', 'checkout', 'content', 'engagement', 'orders', 'shell'];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/build/**',
      'data/**',
      '**/.react-router/**',
      '**/test-results/**',
      '**/playwright-report/**',
      'apps/backoffice/media/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  importX.flatConfigs.recommended,
  importX.flatConfigs.typescript,
  {
    languageOptions: {
      ecmaVersion: 2023,
      sourceType: 'module',
      globals: { ...globals.node },
    },
    settings: {
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          noWarnOnMultipleProjects: true,
          project: ['apps/*/tsconfig.json', 'packages/*/tsconfig.json', 'e2e/tsconfig.json'],
        }),
      ],
    },
    rules: {
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'separate-type-imports' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'import-x/no-default-export': 'off',
      'import-x/no-named-as-default-member': 'off',
      'import-x/no-unresolved': 'off',
      'import-x/no-cycle': 'error',
      'import-x/no-duplicates': 'error',
      eqeqeq: ['error', 'smart'],
      'no-console': 'off',
    },
  },
  {
    files: ['apps/storefront/**/*.{ts,tsx}', 'apps/admin/**/*.{ts,tsx}'],
    ...react.configs.flat.recommended,
    ...react.configs.flat['jsx-runtime'],
    languageOptions: {
      ...react.configs.flat.recommended.languageOptions,
      globals: { ...globals.browser, ...globals.node },
    },
    settings: { react: { version: '19' } },
  },
  {
    files: ['apps/storefront/**/*.{ts,tsx}', 'apps/admin/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      'react/prop-types': 'off',
    },
  },
  {
    // The storefront reads one way: routes → features → ui → lib. A feature uses another only through
    // that feature's public entry (its index.ts, or index.server.ts for server code).
    files: ['apps/storefront/app/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: './apps/storefront/app/lib',
              from: ['./apps/storefront/app/ui', './apps/storefront/app/features', './apps/storefront/app/routes'],
              message: 'lib/ is shared by everything: it imports no ui, feature or route.',
            },
            {
              target: './apps/storefront/app/ui',
              from: ['./apps/storefront/app/features', './apps/storefront/app/routes'],
              message: 'ui/ holds domain-free pieces: it imports no feature or route.',
            },
            {
              target: './apps/storefront/app/features',
              from: './apps/storefront/app/routes',
              message: 'Routes use features, never the other way round.',
            },
            ...STOREFRONT_FEATURES.flatMap((feature) =>
              STOREFRONT_FEATURES.filter((other) => other !== feature).map((other) => ({
                target: `./apps/storefront/app/features/${feature}`,
                from: `./apps/storefront/app/features/${other}`,
                except: ['./index.ts', './index.server.ts'],
                message: `Use ${other} through its public entry (features/${other}/index.ts).`,
              })),
            ),
          ],
        },
      ],
    },
  },
  {
    // Code the browser may run parses with zod only through lib/browser-zod.ts, which turns off its
    // `new Function` compiling (forbidden by the shop's Content-Security-Policy); server code and
    // tests import zod itself.
    files: ['apps/storefront/app/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', '**/*.server.ts', 'apps/storefront/app/lib/browser-zod.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'zod',
              allowTypeImports: true,
              message: 'Import { z } from lib/browser-zod.ts, which parses without eval in the browser.',
            },
          ],
        },
      ],
    },
  },
  {
    // The admin is organised by feature (bulletproof-react): routes → features → ui, one way.
    files: ['apps/admin/**/*.{ts,tsx}'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            { target: './apps/admin/app/ui', from: './apps/admin/app/features' },
            { target: './apps/admin/app/ui', from: './apps/admin/app/routes' },
            { target: './apps/admin/app/features', from: './apps/admin/app/routes' },
            {
              target: './apps/admin/app/lib',
              from: ['./apps/admin/app/features', './apps/admin/app/routes', './apps/admin/app/ui'],
            },
          ],
        },
      ],
    },
  },
);
