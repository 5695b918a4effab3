// Lint rules for the whole project; `npm run lint` (part of `npm test`) fails on any warning.
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      'node_modules/',
      'dist/',
      'data/',
      '.tmp/',
      'coverage/',
      'src/api/generated/',
      'contract/generated/',
      'server/db/migrations/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
    },
  },
  {
    // The hosted apps' page scripts and pwa-sdk.js: plain JavaScript served to browsers as is.
    files: ['server/hosting/client/**/*.js', 'server/sdk/client/**/*.js'],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    // The wall between the API server and the console: what both read lives in contract/, and nothing else
    // crosses. (contract/ itself reads neither side.)
    files: ['server/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['@/*', '**/src/*', '**/src'], message: 'The server reads the console only through contract/.' }] },
      ],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['**/server/*', '**/server'], message: 'The console reads the server only through contract/.' }] },
      ],
    },
  },
  {
    files: ['contract/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@/*', '**/src/*', '**/server/*', '**/src', '**/server'],
              message: 'contract/ is read by both sides and reads neither.',
            },
          ],
        },
      ],
    },
  },
  {
    // Type-aware rules where they are cheap and catch real faults: promises nobody awaits on the server.
    files: ['server/**/*.ts'],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-explicit-any': 'error',
    },
  },
  {
    // Services of an account's business data reach it through AccountData (server/db/account-data.ts),
    // which binds every query and write to the account; the whole database is `PlatformDb`, by name
    // (sign-in, sessions, menus, admin work, lookups across accounts). Every area folder is held to it,
    // a new one too. Exempt, with the reason:
    // - server/db/: where the handles are made (`Db`, `PlatformDb`, AccountData) and migrated.
    // - server/demo/: the demo seed, which creates the accounts themselves and writes across them.
    // (The wiring files directly under server/, services.ts and app.ts, hand the handle to the areas.)
    files: ['server/*/**/*.ts'],
    ignores: ['server/db/**', 'server/demo/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/db/client'],
              importNames: ['Db'],
              message: 'Take AccountData for account data; a platform-wide lookup takes PlatformDb.',
            },
          ],
        },
      ],
    },
  },
);
