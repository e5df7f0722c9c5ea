// Two projects: the server and shared packages run in Node (integration tests loop over the
// configured databases), the web app's unit and component tests run in happy-dom.
import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Two test files at once even on a 2-core machine (Vitest's own default there is one: its
    // cores less one). A server test spends much of its time waiting on PostgreSQL, Redis, a
    // child process or a timer, and each has its own database, schema and key prefix
    // (apps/server/src/testing/backends.ts): CI's run took 992 s instead of 1,549.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      {
        test: {
          name: 'server',
          environment: 'node',
          include: [
            'apps/server/src/**/*.test.ts',
            'apps/sandbox/src/**/*.test.ts',
            'packages/*/src/**/*.test.ts',
            'packages/i18n/*.test.ts',
            // The web build's own helpers (the first screen's module graph).
            'apps/web/*.test.ts',
            'scripts/**/*.test.ts',
            // The bench's own helpers (a ledger generator must keep up with the schema).
            'bench/lib/**/*.test.ts',
            // The browser steps' own helpers (what a Lighthouse trace says of the main thread).
            'e2e/lib/**/*.test.ts',
          ],
          testTimeout: 30_000,
          hookTimeout: 30_000,
        },
      },
      {
        test: {
          name: 'web',
          environment: 'happy-dom',
          include: ['apps/web/src/**/*.test.{ts,tsx}', 'apps/backoffice/src/**/*.test.{ts,tsx}'],
          // The sandbox pack's currency and phone code, as the server would tell the apps.
          setupFiles: ['apps/web/src/testing/setup.ts'],
        },
      },
    ],
  },
});
