// Three projects: the server and shared packages run in Node (integration tests loop over the
// configured databases), the web app's and the back-office's unit and component tests run in
// happy-dom, the web app's on Preact as it ships, the back-office's on React.
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { PREACT_ALIASES, REACT_LIBRARIES } from './apps/web/preact-alias.ts';

export default defineConfig({
  test: {
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
            'scripts/**/*.test.ts',
            // The bench's own helpers (a ledger generator must keep up with the schema).
            'bench/lib/**/*.test.ts',
          ],
          testTimeout: 30_000,
          hookTimeout: 30_000,
        },
      },
      {
        // The web app ships on preact/compat (apps/web/preact-alias.ts): its tests run on it too.
        // A library's CommonJS build would require() react past the alias, so the libraries
        // resolve as in a browser bundle (lucide-react's `module` build) and Testing Library and
        // react-router, whose exports give Node their CommonJS build, by path to their ES build.
        // Testing Library's act is Preact's, waiting as React's does (src/testing/preact-act.ts).
        resolve: {
          conditions: ['module', 'browser', 'development'],
          alias: [
            ...PREACT_ALIASES,
            {
              find: /^@testing-library\/react$/,
              replacement: '@testing-library/react/dist/@testing-library/react.esm.js',
            },
            {
              find: /^react-dom\/test-utils$/,
              replacement: fileURLToPath(
                new URL('apps/web/src/testing/preact-act.ts', import.meta.url),
              ),
            },
            {
              find: /^react-router$/,
              replacement: fileURLToPath(
                new URL('node_modules/react-router/dist/development/index.mjs', import.meta.url),
              ),
            },
          ],
        },
        test: {
          name: 'web',
          environment: 'happy-dom',
          include: ['apps/web/src/**/*.test.{ts,tsx}'],
          // The sandbox pack's currency and phone code, as the server would tell the apps.
          // preact-events.ts: fireEvent.change also sends the `input` event Preact listens to.
          setupFiles: ['apps/web/src/testing/setup.ts', 'apps/web/src/testing/preact-events.ts'],
          // Inlined, so that their imports of react go through the alias.
          server: { deps: { inline: [REACT_LIBRARIES] } },
        },
      },
      {
        // The back-office stays on React.
        test: {
          name: 'backoffice',
          environment: 'happy-dom',
          include: ['apps/backoffice/src/**/*.test.{ts,tsx}'],
          setupFiles: ['apps/web/src/testing/setup.ts'],
        },
      },
    ],
  },
});
