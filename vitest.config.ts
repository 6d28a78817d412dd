import { defaultClientConditions, defaultServerConditions } from 'vite';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

// Two projects: fast unit tests (shared rules, web logic and components) and API integration
// tests that build the real app against a real database (SQLite by default, PostgreSQL when
// TEST_DATABASE_URL is set; scripts/test-api.mjs runs both).
// `#shared/*` imports read the TypeScript sources (package.json "imports", "source" condition).
const sources = {
  resolve: { conditions: ['source', ...defaultClientConditions] },
  ssr: { resolve: { conditions: ['source', ...defaultServerConditions] } },
};
// These conditions also reach the test processes' Node as --conditions; Node's own require() then
// takes a package's 'module' build (prom-client's @opentelemetry/api), which Node cannot load. The
// server runs without it (tsx, dist), so its tests do too: the API tests, and the unit tests of
// server code that reaches the metrics plugin.
const serverSsr = {
  resolve: {
    conditions: ['source', ...defaultServerConditions.filter((c) => c !== 'module')],
  },
};

export default defineConfig({
  test: {
    projects: [
      {
        ...sources,
        ssr: serverSsr,
        plugins: [react()],
        test: {
          name: 'unit',
          include: ['src/**/*.test.{ts,tsx}', 'eslint/**/*.test.js'],
          exclude: ['src/**/*.api.test.ts', 'node_modules/**'],
          environment: 'node',
          setupFiles: ['src/web/test/setup.ts'],
          // Preact's files all through Vite, so a test that runs hooks under it (as the browser
          // does, decision 114) gets one copy of it, not Vite's and Node's.
          server: { deps: { inline: [/[\\/]preact[\\/]/] } },
        },
      },
      {
        ...sources,
        ssr: serverSsr,
        test: {
          name: 'api',
          include: ['src/**/*.api.test.ts'],
          environment: 'node',
          pool: 'forks',
          maxWorkers: 2,
          testTimeout: 20000,
          hookTimeout: 30000,
        },
      },
    ],
  },
});
