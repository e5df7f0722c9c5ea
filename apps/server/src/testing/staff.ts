// Back-office test helpers: a test app with the back-office app on the same database, and a
// staff client that signs in like a person does (password, then a TOTP code it computes from
// the enrolment secret) and keeps the session cookie and the CSRF token.
import { randomBytes } from 'node:crypto';
import type { Role } from '@talih/contracts/backoffice/permissions.ts';
import {
  buildBackofficeApp,
  type BackofficeApp,
  type BackofficeOptions,
} from '../backoffice/app.ts';
import { createStaffWithPassword } from '../backoffice/auth/accounts.ts';
import { CSRF_COOKIE, SESSION_COOKIE } from '../backoffice/auth/sessions.ts';
import { timeStep, totpAt } from '../backoffice/auth/totp.ts';
import { login } from '@talih/contracts/backoffice/auth.ts';
import { publicStaffAnswer } from './calls.ts';
import { openTestApp, type Backend, type TestApp } from './backends.ts';

export const TEST_STAFF_PASSWORD = 'test-staff-password-1';

export interface Answer<T = unknown> {
  state: string;
  msg: string;
  success: boolean;
  resultData: T;
}

export interface BackofficeTest extends TestApp {
  bo: BackofficeApp;
  /** POSTs to /bo/api<path> on the back-office app with the given headers. */
  boCall<T = unknown>(
    path: string,
    input?: unknown,
    headers?: Record<string, string>,
  ): Promise<Answer<T>>;
}

export async function openBackofficeTest(
  backend: Backend,
  env: Record<string, string> = {},
  options: BackofficeOptions = {},
): Promise<BackofficeTest> {
  const t = await openTestApp(backend, { STAFF_LOGIN_IP_MAX: '1000', ...env });
  const bo = await buildBackofficeApp(t.app.talih.services, options);
  await bo.ready();
  return {
    ...t,
    bo,
    async boCall(path, input = {}, headers = {}) {
      const res = await bo.inject({
        method: 'POST',
        url: `/bo/api${path}`,
        headers: { 'content-type': 'application/json', ...headers },
        payload: JSON.stringify(input),
      });
      // A permission refusal is HTTP 403 with the envelope (the envelope's state says so too).
      if (res.statusCode !== 200 && res.statusCode !== 403) {
        throw new Error(`HTTP ${res.statusCode} from ${path}`);
      }
      return res.json();
    },
    async dispose() {
      await bo.close();
      await t.dispose();
    },
  };
}

export interface CallOptions {
  /** Send no session cookie. */
  noSession?: boolean;
  /** Send no CSRF header. */
  noCsrf?: boolean;
  /** Send this CSRF header instead of the right one. */
  csrf?: string;
}

export interface StaffClient {
  id: number;
  name: string;
  role: Role;
  cookie: string;
  csrfToken: string;
  /** The TOTP secret enrolled at the first sign-in (to sign in again). */
  totpSecret: string;
  call<T = unknown>(path: string, input?: unknown, opts?: CallOptions): Promise<Answer<T>>;
}

/** The next code the authenticator would show, past the last step used (codes work once). */
export function nextTotp(secret: string, usedSteps: Set<number>): string {
  let step = timeStep();
  while (usedSteps.has(step)) step += 1;
  usedSteps.add(step);
  return totpAt(secret, step);
}

function cookiesFrom(setCookie: string | string[] | undefined): Record<string, string> {
  const list = Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : [];
  const out: Record<string, string> = {};
  for (const line of list) {
    const [pair = ''] = line.split(';');
    const eq = pair.indexOf('=');
    out[pair.slice(0, eq)] = pair.slice(eq + 1);
  }
  return out;
}

/** Creates a staff member with `role`, enrols TOTP and signs in. */
export async function staffClient(
  t: BackofficeTest,
  role: Role,
  name?: string,
): Promise<StaffClient> {
  const staffName = name ?? `${role}-${randomBytes(3).toString('hex')}`;
  await createStaffWithPassword(t.app.talih.services.db, staffName, role, TEST_STAFF_PASSWORD);
  return signIn(t, staffName, role);
}

/** Signs in a member who has TEST_STAFF_PASSWORD and no TOTP yet (enrols it now). */
export async function signIn(
  t: BackofficeTest,
  staffName: string,
  role: Role,
): Promise<StaffClient> {
  const row = await t.app.talih.services.db
    .selectFrom('staff')
    .select('id')
    .where('name', '=', staffName)
    .executeTakeFirstOrThrow();
  const id = Number(row.id);
  const step = await publicStaffAnswer(t, login, {
    name: staffName,
    password: TEST_STAFF_PASSWORD,
  });
  if (step.state !== '200' || step.resultData.step !== 'enrol')
    throw new Error(`login: ${step.msg}`);
  const secret = step.resultData.secret;
  const res = await t.bo.inject({
    method: 'POST',
    url: '/bo/api/auth/totp',
    headers: { 'content-type': 'application/json' },
    payload: JSON.stringify({
      challenge: step.resultData.challenge,
      code: totpAt(secret, timeStep()),
    }),
  });
  const body = res.json<Answer<{ csrfToken: string }>>();
  if (body.state !== '200') throw new Error(`totp: ${body.msg}`);
  const cookies = cookiesFrom(res.headers['set-cookie']);
  const session = cookies[SESSION_COOKIE]!;
  const csrfToken = cookies[CSRF_COOKIE]!;
  return {
    id,
    name: staffName,
    role,
    cookie: session,
    csrfToken,
    totpSecret: secret,
    call(path, input = {}, opts = {}) {
      const cookie = [
        ...(opts.noSession ? [] : [`${SESSION_COOKIE}=${session}`]),
        `${CSRF_COOKIE}=${csrfToken}`,
      ].join('; ');
      const csrf: Record<string, string> = opts.noCsrf
        ? {}
        : { 'x-csrf-token': opts.csrf ?? csrfToken };
      return t.boCall(path, input, { cookie, ...csrf });
    },
  };
}

/** Environment for runCli against the test's own database (SQLite file or PostgreSQL schema). */
export function cliEnv(
  t: BackofficeTest,
  backend: Backend,
  extra: Record<string, string> = {},
): Record<string, string> {
  const schema = t.database.pgSchema;
  const url = backend.databaseUrl;
  return {
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    // The CLI runs beside the app under test, so it reads the same pack (its currency too).
    JURISDICTION: t.config.JURISDICTION,
    ...(schema
      ? { DATABASE_URL: `${url}?options=${encodeURIComponent(`-c search_path=${schema}`)}` }
      : { DATA_DIR: t.config.DATA_DIR }),
    ...extra,
  };
}
