import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const alias = {
  '@': fileURLToPath(new URL('./src', import.meta.url)),
  'server-only': fileURLToPath(new URL('./tests/support/empty.ts', import.meta.url)),
};
const ABUSE = 'tests/build/abuse.test.ts';
const setupFiles = [fileURLToPath(new URL('./tests/support/fail-on-console.ts', import.meta.url))];

export default defineConfig({
  test: {
    projects: [
      {
        resolve: { alias },
        test: {
          name: 'unit',
          include: ['src/**/*.test.ts', 'scripts/**/*.test.ts'],
          environment: 'node',
          setupFiles,
          // next-intl's ESM imports 'next/navigation' without an extension: let Vite resolve it.
          server: { deps: { inline: ['next-intl'] } },
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'integration',
          include: ['tests/integration/**/*.test.ts'],
          environment: 'node',
          setupFiles,
          // One migrated PGlite cluster per run, copied by each test (initdb takes tens of seconds).
          globalSetup: [fileURLToPath(new URL('./tests/support/pglite-template.ts', import.meta.url))],
          // next-intl's ESM build imports 'next/server' without an extension, which Node's own
          // ESM loader cannot resolve: let Vite resolve it (the proxy tests import the middleware).
          server: { deps: { inline: ['next-intl'] } },
          testTimeout: 60_000,
          hookTimeout: 60_000,
          // PGlite and the loopback SMTP server are heavy; one file at a time keeps a 2-core box responsive.
          fileParallelism: false,
        },
      },
      {
        resolve: { alias },
        test: {
          // The suite's files that use the database, on a real PostgreSQL server (Debian's
          // package), one database per file; the server's and the blog site's tests use none.
          name: 'integration-postgres',
          include: ['tests/integration/**/*.test.ts'],
          exclude: ['tests/integration/serve.test.ts', 'tests/integration/unknown-paths.test.ts'],
          environment: 'node',
          env: { TEST_DATABASE: 'postgres' },
          setupFiles,
          globalSetup: [
            fileURLToPath(new URL('./tests/support/pglite-template.ts', import.meta.url)),
            fileURLToPath(new URL('./tests/support/postgres-setup.ts', import.meta.url)),
          ],
          server: { deps: { inline: ['next-intl'] } },
          testTimeout: 60_000,
          hookTimeout: 60_000,
          fileParallelism: false,
        },
      },
      {
        resolve: { alias },
        // Checks of the production build output and of two servers on it; scripts/e2e.ts runs
        // them right after it builds (npm test: beside the integration tests).
        test: { name: 'build', include: ['tests/build/**/*.test.ts'], exclude: [ABUSE], environment: 'node', setupFiles, testTimeout: 180_000, fileParallelism: false },
      },
      {
        resolve: { alias },
        // The abuse suite on the production build: it measures page rates beside its floods, so
        // scripts/e2e.ts runs it with nothing else of the suite beside it, before the browsers.
        test: { name: 'abuse', include: [ABUSE], environment: 'node', setupFiles, testTimeout: 180_000 },
      },
    ],
  },
});
