/// <reference types="vitest/config" />
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { consoleCoreChunk, planConsoleCore } from './build/console-core-chunk';
import { APP_BOOT, bootMessagesOf, CONSOLE_CORE, DEFAULT_BOOT_MESSAGES, LOGIN_VIEW, SIGNED_OUT_SCREENS } from './build/first-screen';
import { compiledMessages } from './build/compiled-messages-plugin';
import { noTableFilterTree } from './build/no-table-filter-tree-plugin';
import { radioGroupName } from './build/radio-group-name-plugin';
import { preloadFirstScreen } from './build/preload-first-screen-plugin';
import { REACT_ROUTER_PRODUCTION_ALIASES } from './build/react-router-production';
import { TEST_SECRETS_KEY } from './tests/support/test-secrets-key';

const srcDir = fileURLToPath(new URL('./src', import.meta.url));
const contractDir = fileURLToPath(new URL('./contract', import.meta.url));
const icuParserWithoutParser = fileURLToPath(new URL('./node_modules/@formatjs/icu-messageformat-parser/no-parser.js', import.meta.url));
/** Server test files that open no database (the schema checker, pure helpers): run once, on the PGlite project. */
const DATABASE_FREE_SERVER_TESTS = [
  'tests/server/estimate-memory.test.ts',
  'tests/server/guess-budget.test.ts',
  'tests/server/menu-tree.test.ts',
  'tests/server/operations.test.ts',
  'tests/server/resource-typed-tables.test.ts',
  'tests/server/schema-check.test.ts',
  'tests/server/sort-columns.test.ts',
  'tests/server/worker-supervisor.test.ts',
  'tests/server/workers-setting.test.ts',
];
/** Server test files whose subject is not the database (Caddy in front of the server): run once, on the PGlite project. */
const PGLITE_ONLY_SERVER_TESTS = ['tests/server/front-server.test.ts'];
const hasPostgres = Boolean(process.env.TEST_DATABASE_URL || process.env.DATABASE_URL);
// `npm run bench` sets this to run the renderer's jsdom benches; `npm test` never sees them.
const benchJsdom = Boolean(process.env.BENCH_JSDOM);

// Two build passes (build/console-core-chunk.ts): `--mode chunk-plan` plans the console-core chunk, the next one makes it.
const coreChunk = consoleCoreChunk();
const coreChunkRoots = {
  signedOut: [APP_BOOT, LOGIN_VIEW, bootMessagesOf('zh_CN'), bootMessagesOf('en'), ...SIGNED_OUT_SCREENS],
  core: CONSOLE_CORE,
};

export default defineConfig(({ command, mode }) => ({
  plugins: [
    react(),
    preloadFirstScreen([APP_BOOT, LOGIN_VIEW, DEFAULT_BOOT_MESSAGES]),
    noTableFilterTree(),
    radioGroupName(),
    compiledMessages(),
    mode === 'chunk-plan' ? planConsoleCore(coreChunkRoots) : coreChunk.plugin,
  ],
  resolve: {
    alias: [
      { find: /^@\//, replacement: `${srcDir}/` },
      { find: /^@contract\//, replacement: `${contractDir}/` },
      // umi-request's own dependencies, cut down for the login page's budget: `qs` is replaced by the two
      // calls umi-request makes (tested in tests/unit/http), and the fetch polyfill by nothing (every
      // supported browser has fetch).
      { find: /^qs$/, replacement: `${srcDir}/utils/http/shims/qs-lite.ts` },
      { find: /^isomorphic-fetch$/, replacement: `${srcDir}/utils/http/shims/no-fetch-polyfill.ts` },
      // react-router's production build for `vite build` (build/react-router-production.ts says why).
      ...(command === 'build'
        ? [
            ...REACT_ROUTER_PRODUCTION_ALIASES,
            // antd's resize observer brings a polyfill no supported browser needs.
            { find: /^resize-observer-polyfill$/, replacement: `${srcDir}/utils/shims/native-resize-observer.ts` },
            // Every message reaches the browser already parsed (build/compiled-messages-plugin.ts and the
            // server's messages call), so react-intl gets the parser's build without the parser.
            { find: /^@formatjs\/icu-messageformat-parser$/, replacement: icuParserWithoutParser },
          ]
        : []),
    ],
  },
  build: {
    outDir: 'dist/console',
    emptyOutDir: true,
    manifest: true,
    chunkSizeWarningLimit: 1500,
    rolldownOptions: {
      output: mode === 'chunk-plan' ? {} : { codeSplitting: { groups: [coreChunk.group] } },
      treeshake: {
        // The rc-* packages under antd are plain component code but declare no `sideEffects`, so
        // modules of theirs that nothing uses (rc-field-form's Form under antd's form context, …)
        // were kept. None has an effect on import.
        moduleSideEffects: [{ test: /node_modules[\\/](rc-[^\\/]+|@rc-component[\\/][^\\/]+)[\\/]/, sideEffects: false }],
      },
    },
  },
  server: {
    proxy: {
      '/api': 'http://127.0.0.1:3000',
      '/admin': 'http://127.0.0.1:3000',
      '/getPermCode': 'http://127.0.0.1:3000',
    },
  },
  test: {
    // Vitest's default is one worker fewer than the cores: one at a time on CI's two. A clean run kept
    // CI's two cores about half busy with two workers (server files wait on the database, unit files on
    // timers), so three run side by side; the browser files still run one at a time, after them (they
    // share one Chromium and each drives several pages).
    maxWorkers: 3,
    reporters: ['default', './tests/support/closing-line-reporter.ts'],
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'jsdom',
          include: ['tests/unit/**/*.test.{ts,tsx}'],
          globalSetup: ['tests/setup/console-operation-table.ts'],
          setupFiles: ['tests/setup/jsdom.ts', 'tests/setup/operation-table.ts'],
          testTimeout: 30_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'server-pglite',
          environment: 'node',
          // One module graph per worker, not per file: the server's modules are imported once per worker
          // (a clean run spent most of a small server file importing them). ARCHITECTURE.md: "one module graph".
          isolate: false,
          include: ['tests/server/**/*.test.ts'],
          // Caddy for tests/server/front-server.test.ts (installed when missing, like Chromium for the browser project).
          globalSetup: ['tests/setup/pglite-template.ts', 'tests/setup/caddy.ts'],
          env: { TEST_DB_KIND: 'pglite', SECRETS_KEY: TEST_SECRETS_KEY },
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      ...(hasPostgres
        ? [
            {
              extends: true as const,
              test: {
                name: 'server-postgres',
                environment: 'node',
                isolate: false,
                include: ['tests/server/**/*.test.ts'],
                // Files that never open a database gain nothing from a second run.
                exclude: [...DATABASE_FREE_SERVER_TESTS, ...PGLITE_ONLY_SERVER_TESTS],
                // One migrated, seeded template database that each test database is created from.
                globalSetup: ['tests/setup/postgres-template.ts'],
                env: { TEST_DB_KIND: 'postgres', SECRETS_KEY: TEST_SECRETS_KEY },
                testTimeout: 30_000,
                hookTimeout: 60_000,
              },
            },
          ]
        : []),
      ...(benchJsdom
        ? [
            {
              extends: true as const,
              // The production JSX runtime goes with React's production build (bench/jsdom/production-env.ts).
              oxc: { jsx: { runtime: 'automatic' as const, development: false } },
              test: {
                name: 'bench-jsdom',
                environment: 'jsdom',
                include: ['bench/jsdom/**/*.bench-run.tsx'],
                globalSetup: ['tests/setup/console-operation-table.ts'],
                setupFiles: [
                  'bench/jsdom/production-env.ts',
                  'tests/setup/jsdom.ts',
                  'tests/setup/operation-table.ts',
                  'bench/jsdom/baked-antd-styles.ts',
                ],
                fileParallelism: false,
              },
            },
          ]
        : []),
      {
        extends: true,
        test: {
          name: 'browser',
          environment: 'node',
          include: ['tests/browser/**/*.test.ts'],
          globalSetup: ['tests/setup/pglite-template.ts', 'tests/setup/chromium.ts'],
          env: { TEST_DB_KIND: 'pglite', SECRETS_KEY: TEST_SECRETS_KEY },
          testTimeout: 60_000,
          hookTimeout: 120_000,
          fileParallelism: false,
          isolate: false,
          // After the other projects (one worker here, three there: vitest runs such groups one after another).
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
}));
