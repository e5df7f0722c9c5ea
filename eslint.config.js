// One lint setup for the whole repo. Type-aware rules are left to `tsc`, which keeps this fast.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { readdirSync } from 'node:fs';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';

// The player web app's import boundaries (bulletproof-react's): a feature never imports another
// feature; layouts use a feature's public entry (features/<name>/index.ts); lib, components and
// testing import no feature, layout or app code. app/pages.ts lazy-loads each page file itself
// (a page per chunk). A few features compose others through their public entries (composes).
// A cycle through a lazy import() only (app/pages.ts loading a page that reads the app's route
// table, such as the mobile menu) is allowed: it can't change the order modules start in.
const WEB = './apps/web/src';
const features = readdirSync(new URL('apps/web/src/features', import.meta.url), {
  withFileTypes: true,
})
  .filter((d) => d.isDirectory())
  .map((d) => d.name);
const composes = {
  home: ['games', 'big-wins'],
  profile: ['auth'],
  // registration offers the pack's limits; the cashier shows the limit and KYC gates
  auth: ['protection'],
  payments: ['protection', 'kyc', 'bonus'],
};
const webZones = [
  ...features.map((feature) => ({
    target: `${WEB}/features/${feature}`,
    from: `${WEB}/features`,
    except: [`./${feature}`, ...(composes[feature] ?? []).map((f) => `./${f}/index.ts`)],
    message: 'A feature does not import another feature (compose in app/, or a public entry).',
  })),
  {
    target: `${WEB}/features`,
    from: [`${WEB}/layouts`, `${WEB}/app`],
    message: 'Features do not import layouts or the app.',
  },
  {
    target: `${WEB}/layouts`,
    from: `${WEB}/features`,
    except: features.map((f) => `./${f}/index.ts`),
    message: "Layouts use a feature's public entry (features/<name>/index.ts).",
  },
  {
    target: [`${WEB}/lib`, `${WEB}/components`, `${WEB}/testing`],
    from: [`${WEB}/features`, `${WEB}/layouts`, `${WEB}/app`],
    message: 'lib, components and testing are shared: they import no feature, layout or app.',
  },
];

// The staff app (apps/backoffice/src) follows the web app's fences: a feature imports no other
// feature's internals, only its public entry (features/<name>/index.ts); features import no app
// code; lib, components and testing are shared and import no feature or app code. The app's
// area list lazy-loads each feature's routes.tsx.
const BO = './apps/backoffice/src';
const boFeatures = readdirSync(new URL('apps/backoffice/src/features', import.meta.url), {
  withFileTypes: true,
})
  .filter((d) => d.isDirectory())
  .map((d) => d.name);
const backofficeZones = [
  ...boFeatures.map((feature) => ({
    target: `${BO}/features/${feature}`,
    from: `${BO}/features`,
    except: [`./${feature}`, ...boFeatures.map((f) => `./${f}/index.ts`)],
    message: 'A feature imports another feature only through its public entry (index.ts).',
  })),
  {
    target: `${BO}/features`,
    from: `${BO}/app`,
    message: 'Features do not import the app.',
  },
  {
    target: [`${BO}/lib`, `${BO}/components`, `${BO}/testing`],
    from: [`${BO}/features`, `${BO}/app`],
    message: 'lib, components and testing are shared: they import no feature or app code.',
  },
];

// The server's layers (apps/server/src/*/README.md says what each folder holds). The composition
// (areas/, areas.ts, app.ts) sits on top and imports downward; the area list reaches the layers
// below as a parameter. Player modules import no staff, operator or seed code; adapters import
// no module (a module hands them what they need through a port); the shared layers import no
// feature. Tests and testing/ compose freely and are not fenced.
const SERVER = './apps/server/src';
const composition = [`${SERVER}/areas`, `${SERVER}/areas.ts`, `${SERVER}/app.ts`];
const serverFeatures = (...extra) => [
  `${SERVER}/modules`,
  `${SERVER}/backoffice`,
  `${SERVER}/cli`,
  `${SERVER}/seed`,
  ...composition,
  ...extra,
];
const serverZones = [
  {
    target: `${SERVER}/modules`,
    from: [`${SERVER}/cli`, `${SERVER}/backoffice`, `${SERVER}/seed`, ...composition],
    message:
      'A player module imports no cli, staff (backoffice) or seed code, nor the composition.',
  },
  {
    target: `${SERVER}/http`,
    from: serverFeatures(`${SERVER}/adapters`),
    message: 'http is shared by every port: it imports no feature or adapter, nor the composition.',
  },
  {
    target: `${SERVER}/adapters`,
    from: serverFeatures(),
    message:
      'Adapters import no module, cli, staff or seed code, nor the composition: a module hands an adapter what it needs through a port.',
  },
  {
    target: [`${SERVER}/cache`, `${SERVER}/jurisdiction`],
    from: serverFeatures(`${SERVER}/adapters`, `${SERVER}/http`),
    message:
      "cache and jurisdiction are shared below http: they import no feature, adapter or the HTTP layer's errors.",
  },
  {
    target: [`${SERVER}/db`, `${SERVER}/audit`, `${SERVER}/sessions`],
    from: serverFeatures(`${SERVER}/adapters`),
    message: 'db, audit and sessions are shared: they import no feature or adapter.',
  },
  {
    target: [`${SERVER}/ledger`, `${SERVER}/crypto`],
    from: serverFeatures(),
    message: 'The ledger and crypto are shared: they import no feature.',
  },
];

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', 'data/**', 'e2e/artifacts/**', 'coverage/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      eqeqeq: ['error', 'always', { null: 'ignore' }],
      'no-console': 'off',
    },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}', 'apps/backoffice/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [createNodeResolver()],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: webZones }],
      'import-x/no-cycle': [
        'error',
        { ignoreExternal: true, allowUnsafeDynamicCyclicDependency: true },
      ],
    },
  },
  {
    files: ['apps/backoffice/src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [createNodeResolver()],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: backofficeZones }],
      // Every function of the staff app under 70 lines, as the back-office rules say.
      'max-lines-per-function': ['error', { max: 70, skipBlankLines: true, skipComments: true }],
      'import-x/no-cycle': [
        'error',
        { ignoreExternal: true, allowUnsafeDynamicCyclicDependency: true },
      ],
    },
  },
  {
    // The server has no cycles: a module's imports must be able to start before it. Unlike the
    // web app, not even through a lazy import(): the area list reaches the layers below it as a
    // parameter (the CLI context, the staff registry), never by importing ../areas.ts.
    files: ['apps/server/src/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts'] },
      'import-x/resolver-next': [createNodeResolver()],
    },
    rules: {
      'import-x/no-cycle': [
        'error',
        { ignoreExternal: true, allowUnsafeDynamicCyclicDependency: false },
      ],
    },
  },
  {
    files: ['apps/server/src/**/*.ts'],
    ignores: ['apps/server/src/**/*.test.ts', 'apps/server/src/testing/**'],
    rules: { 'import-x/no-restricted-paths': ['error', { zones: serverZones }] },
  },
);
