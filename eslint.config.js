import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';

/** Every runtime feature folder: each may import app/, contract/ and itself, never another. */
const FEATURES = readdirSync(new URL('./runtime/src/features/', import.meta.url), {
  withFileTypes: true,
})
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/** app/ is the shell every feature plugs into; naming a feature there would tie them together. */
const APP_READS_NO_FEATURE = {
  target: './runtime/src/app',
  from: './runtime/src/features',
  message: 'app/ reads features only through the descriptors main.tsx hands it.',
};

/** Files that run only in tests, benchmarks, stories or tooling: they may use devDependencies. */
const DEV_FILES = [
  '**/*.test.{ts,tsx}',
  '**/*-testing.ts',
  'server/testing/**',
  'server/src/testing/**',
  // Property-based fuzzing of the contract: imported only by the fuzz tests.
  'server/src/fuzz/**',
  'runtime/src/testing/**',
  'bench/**',
  'stories/**',
  '.storybook/**',
  'e2e/**',
  'scripts/**',
  'generator/test-fixtures/**',
  'eslint.config.js',
  'vitest.config.ts',
  'vitest.workspace.ts',
];

export default tseslint.config(
  { ignores: ['node_modules', 'dist', '.data', 'e2e/screenshots', 'contract/generated'] },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['**/*.{ts,tsx,js}'],
    plugins: { 'import-x': importX },
    settings: {
      // Without these the rules skip TypeScript files when they follow an import.
      'import-x/extensions': ['.ts', '.tsx', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [
        createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.json'] }),
      ],
    },
    rules: {
      // Production code never reaches for a package that `npm ci --omit=dev` leaves out.
      'import-x/no-extraneous-dependencies': [
        'error',
        { devDependencies: DEV_FILES, optionalDependencies: false, peerDependencies: false },
      ],
    },
  },
  {
    // An import circle makes load order matter and hides a layer that leaks (DESIGN "Layout").
    files: ['runtime/**/*.{ts,tsx}', 'server/**/*.ts', 'contract/**/*.ts'],
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    files: ['runtime/src/**/*.{ts,tsx}'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            APP_READS_NO_FEATURE,
            ...FEATURES.map((feature) => ({
              target: `./runtime/src/features/${feature}`,
              from: './runtime/src/features',
              except: [`./${feature}`],
              message: 'A feature never imports another feature: share through app/ or contract/.',
            })),
          ],
        },
      ],
    },
  },
  {
    // The registry lists every feature; only the composition root and tests may import it.
    files: ['runtime/src/app/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            APP_READS_NO_FEATURE,
            {
              target: './runtime/src/app',
              from: './runtime/src/registry.ts',
              message: 'app/ gets the feature list from main.tsx, never from the registry.',
            },
          ],
        },
      ],
    },
  },
  {
    // Sandbox game vendors are separate programs: they speak HTTP to the platform and share only
    // the vendor protocol (contract/vendor/) with it, like a real vendor would.
    files: ['sandbox-vendors/**/*.{ts,tsx}'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: './sandbox-vendors',
              from: './server',
              message: 'A sandbox vendor never imports the platform: it speaks HTTP to it.',
            },
            {
              target: './sandbox-vendors',
              from: './runtime',
              message: 'A sandbox vendor never imports the site runtime.',
            },
            {
              target: './sandbox-vendors',
              from: './contract',
              except: ['./vendor'],
              message: 'A sandbox vendor shares only the vendor protocol (contract/vendor/).',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.js'],
    languageOptions: { globals: { process: 'readonly', console: 'readonly', URL: 'readonly' } },
  },
);
