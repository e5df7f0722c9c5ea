/**
 * The web app runs on Preact's React compatibility layer, not react-dom (issue 21, README
 * "Performance budgets"): react-dom alone was about 60 KB of the 120 KB gzip a phone may download
 * before the home's first game card, preact/compat is about 8 KB, and no trimming of the other
 * chunks could make up the difference. The app's code and its libraries still import `react`;
 * these aliases send those imports to Preact in the web app's Vite build and in its vitest
 * project (vitest.config.ts), so the tests run what ships. The back-office stays on React.
 */
export const PREACT_ALIASES = [
  { find: /^react$/, replacement: 'preact/compat' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/compat/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/compat/jsx-dev-runtime' },
  // react-i18next's shim of a hook that React 18 and Preact's compat layer have themselves.
  { find: /^use-sync-external-store\/shim$/, replacement: 'preact/compat' },
];

/**
 * Libraries that import `react`: vitest runs node_modules as they are (Node resolves their
 * `react` import) unless they are inlined, so the web tests inline these to give them the alias.
 */
export const REACT_LIBRARIES =
  /node_modules[\\/](react-router|react-i18next|@tanstack[\\/]react-(query|virtual)|zustand|react-hook-form|@hookform|lucide-react|@testing-library[\\/]react)[\\/]/;
