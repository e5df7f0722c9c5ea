// A staff member at a child server's back-office, over HTTP as the back-office app does it:
// created in the database with a password, signed in (the password, then TOTP enrolment with
// a code computed from the secret shown), then calls with the session cookie and CSRF token.
// The session is a database row, so it outlives the server's restarts.
import { randomBytes } from 'node:crypto';
import type { Role } from '@talih/contracts/backoffice/permissions.ts';
import { createStaffWithPassword } from '../backoffice/auth/accounts.ts';
import { CSRF_COOKIE, SESSION_COOKIE } from '../backoffice/auth/sessions.ts';
import { timeStep, totpAt } from '../backoffice/auth/totp.ts';
import type { Database } from '../db/database.ts';

const PASSWORD = 'reliability-staff-password-7';

export interface StaffAnswer<T = unknown> {
  state: string;
  msg: string;
  resultData: T;
}

async function postJson(url: string, body: unknown, headers: Record<string, string> = {}) {
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(15_000),
  });
  return res;
}

function cookie(res: Response, name: string): string {
  const line = res.headers.getSetCookie().find((c) => c.startsWith(`${name}=`));
  if (!line) throw new Error(`no ${name} cookie`);
  return line.slice(name.length + 1).split(';')[0]!;
}

/** Signs a new staff member of `role` in at `boBase`; answers their call function. */
export async function signInStaff(database: Database, boBase: string, role: Role) {
  const name = `${role}-${randomBytes(3).toString('hex')}`;
  await createStaffWithPassword(database.db, name, role, PASSWORD);
  const login = (await (
    await postJson(`${boBase}/bo/api/auth/login`, { name, password: PASSWORD })
  ).json()) as StaffAnswer<{ step: string; secret: string; challenge: string }>;
  if (login.state !== '200' || login.resultData.step !== 'enrol') {
    throw new Error(`staff login: ${login.msg}`);
  }
  const { secret, challenge } = login.resultData;
  const res = await postJson(`${boBase}/bo/api/auth/totp`, {
    challenge,
    code: totpAt(secret, timeStep()),
  });
  const totp = (await res.json()) as StaffAnswer;
  if (totp.state !== '200') throw new Error(`staff TOTP: ${totp.msg}`);
  const session = cookie(res, SESSION_COOKIE);
  const csrf = cookie(res, CSRF_COOKIE);
  /** One staff call; throws when no answer came (the server died or is down). */
  return async <T>(path: string, input: unknown): Promise<StaffAnswer<T>> => {
    const answer = await postJson(`${boBase}/bo/api${path}`, input, {
      cookie: `${SESSION_COOKIE}=${session}; ${CSRF_COOKIE}=${csrf}`,
      'x-csrf-token': csrf,
    });
    return (await answer.json()) as StaffAnswer<T>;
  };
}
