// Mutation check of the seed's constants (docs/seed-spec.md S9): changes one constant at a time,
// runs the web tests, and expects them to fail. A constant whose change passes the tests is not
// pinned by any test. Restores the file after each run, even when interrupted.
//
//   node scripts/mutation-check.ts            # every mutation, the tests that pin it
//   node scripts/mutation-check.ts --all      # every mutation, the whole web project
//   node scripts/mutation-check.ts timeout    # only the mutations whose name contains "timeout"
import { spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const LIMITS = path.join(import.meta.dirname, '../packages/contracts/src/limits.ts');

interface Mutation {
  name: string;
  from: string;
  to: string;
  /** The web tests that pin this constant (`--all`: the whole web project instead). */
  tests: string[];
}

const MUTATIONS: Mutation[] = [
  {
    name: 'request timeout 6000→3000',
    from: 'REQUEST_TIMEOUT_MS = 6000',
    to: 'REQUEST_TIMEOUT_MS = 3000',
    tests: ['apps/web/src/lib/request.test.ts'],
  },
  {
    name: 'search debounce 1000→700',
    from: 'SEARCH_DEBOUNCE_MS = 1000',
    to: 'SEARCH_DEBOUNCE_MS = 700',
    tests: [
      'apps/web/src/features/games/SearchDropdown.test.tsx',
      'apps/web/src/layouts/mobile/Drawer.test.tsx',
    ],
  },
  {
    name: 'id polling 500→5000',
    from: 'ID_POLL_INTERVAL_MS = 500',
    to: 'ID_POLL_INTERVAL_MS = 5000',
    tests: ['apps/web/src/app/useStartup.test.ts'],
  },
  {
    name: 'toast duration 3000→100',
    from: 'TOAST_DURATION_MS = 3000',
    to: 'TOAST_DURATION_MS = 100',
    tests: ['apps/web/src/components/ui/Toaster.test.tsx'],
  },
  {
    name: 'toast offset 16→0',
    from: 'TOAST_OFFSET_PX = 16',
    to: 'TOAST_OFFSET_PX = 0',
    tests: ['apps/web/src/components/ui/Toaster.test.tsx'],
  },
  {
    name: 'register eventId 2→9',
    from: 'TRACK_EVENT_REGISTER_CLICK = 2',
    to: 'TRACK_EVENT_REGISTER_CLICK = 9',
    tests: ['apps/web/src/layouts/mobile/MobileHeader.test.tsx'],
  },
  {
    name: 'login validity 7→2 days',
    from: 'LOGIN_VALIDITY_DAYS = 7',
    to: 'LOGIN_VALIDITY_DAYS = 2',
    tests: ['apps/web/src/lib/session.test.ts', 'apps/web/src/app/useStartup.test.ts'],
  },
  {
    name: 'OTP countdown 60→30',
    from: 'OTP_COUNTDOWN_S = 60',
    to: 'OTP_COUNTDOWN_S = 30',
    tests: ['apps/web/src/components/form/OtpButton.test.tsx'],
  },
  {
    name: 'code minimum 4→3',
    from: 'CODE_LENGTH_MIN = 4',
    to: 'CODE_LENGTH_MIN = 3',
    tests: ['apps/web/src/features/auth/schemas.test.ts'],
  },
  {
    name: 'wheel acceleration 2500→500',
    from: 'WHEEL_ACCELERATION_MS = 2500',
    to: 'WHEEL_ACCELERATION_MS = 500',
    tests: ['apps/web/src/features/engagement/wheel-motion.test.ts'],
  },
  {
    name: 'wheel deceleration 2500→800',
    from: 'WHEEL_DECELERATION_MS = 2500',
    to: 'WHEEL_DECELERATION_MS = 800',
    tests: [
      'apps/web/src/features/engagement/wheel-motion.test.ts',
      'apps/web/src/features/engagement/engagement.test.tsx',
    ],
  },
  {
    name: 'wheel speed 20→7',
    from: 'WHEEL_SPEED = 20',
    to: 'WHEEL_SPEED = 7',
    tests: ['apps/web/src/features/engagement/wheel-motion.test.ts'],
  },
];

/** Terminal colour codes in Vitest's output (ESC [ ... m). */
const ANSI_COLOUR = new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, 'g');

const original = readFileSync(LIMITS, 'utf8');
const restore = () => writeFileSync(LIMITS, original);
process.on('SIGINT', () => {
  restore();
  process.exit(130);
});

const all = process.argv.includes('--all');
const filter = process.argv.slice(2).find((a) => !a.startsWith('--')) ?? '';
const rows: string[] = [];
let survived = 0;
for (const m of MUTATIONS.filter((x) => x.name.includes(filter))) {
  if (!original.includes(m.from)) throw new Error(`limits.ts no longer has "${m.from}"`);
  writeFileSync(LIMITS, original.replace(m.from, m.to));
  const started = Date.now();
  const files = all ? ['apps/web'] : m.tests;
  const run = spawnSync('npx', ['vitest', 'run', '--project', 'web', ...files], {
    encoding: 'utf8',
    env: { ...process.env, CI: '' },
  });
  restore();
  const out = `${run.stdout}${run.stderr}`.replace(ANSI_COLOUR, '');
  const failedTests = /Tests\s+(\d+) failed/.exec(out)?.[1] ?? '0';
  const failedFiles = [...out.matchAll(/FAIL\s+\S*\s*(apps\/web\/\S+?\.test\.tsx?)/g)].map(
    (x) => x[1],
  );
  const killed = run.status !== 0;
  if (!killed) survived++;
  const where = [...new Set(failedFiles)].join(', ');
  rows.push(
    `| ${m.name} | ${killed ? 'fails' : 'PASSES (not pinned)'} | ${failedTests} | ${where} | ${Math.round((Date.now() - started) / 1000)} s |`,
  );
  console.log(rows.at(-1));
}
console.log(
  '\n| mutation | web tests | failed tests | failing files | time |\n|---|---|---|---|---|',
);
console.log(rows.join('\n'));
process.exitCode = survived > 0 ? 1 : 0;
