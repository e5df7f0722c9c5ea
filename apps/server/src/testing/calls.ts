// Tests call the API through its contracts (packages/contracts), never through a path string
// with a hand-written result type: the path, the body's type and the answer's schema come from
// the same definition the server registers, so a test can't drift from what it claims to test,
// and an answer that breaks its contract fails the test that received it.
import { getUserInfo } from '@talih/contracts/accounts.ts';
import type { CallBody, CallDef, CallResult } from '@talih/contracts/call.ts';
import type { StaffContract, StaffInput, StaffOutput } from '@talih/contracts/backoffice/call.ts';
import type { TestApp } from './backends.ts';
import type { BackofficeTest, CallOptions, StaffClient } from './staff.ts';

/**
 * The envelope, its `resultData` checked against the contract when `state` is '200'. The data
 * is the answer as sent, not the schema's parse of it: a parse drops keys the contract doesn't
 * name, and a test must still see one the server should not have sent (a leaked secret).
 */
export interface Answer<T> {
  state: string;
  msg: string;
  success: boolean;
  resultData: T;
}

export interface CallAs {
  /** The session token sent in the `token` header. */
  session?: string;
  /** More headers (a client IP, a language). */
  headers?: Record<string, string>;
}

/** A failed envelope where the test expected success: says which call and why. */
export class CallFailed extends Error {
  readonly state: string;
  readonly msg: string;
  constructor(path: string, state: string, msg: string) {
    super(`${path} answered ${state}: ${msg}`);
    this.state = state;
    this.msg = msg;
  }
}

function checked<T>(
  path: string,
  schema: { safeParse(v: unknown): { success: boolean; error?: unknown } },
  res: Answer<unknown>,
): Answer<T> {
  if (res.state !== '200') return res as Answer<T>;
  const out = schema.safeParse(res.resultData);
  if (!out.success) throw new Error(`${path} broke its result schema: ${String(out.error)}`);
  return res as Answer<T>;
}

/** Posts `body` to the contract's path and answers the envelope, its result checked. */
export async function answer<C extends CallDef>(
  t: TestApp,
  contract: C,
  body: CallBody<C> = {} as CallBody<C>,
  as: CallAs = {},
): Promise<Answer<CallResult<C>>> {
  const headers = { ...(as.session ? { token: as.session } : {}), ...as.headers };
  const res = await t.call(contract.path, body, headers);
  return checked(contract.path, contract.result, res);
}

/** Like `answer`, for a call the test expects to succeed: answers its result. */
export async function call<C extends CallDef>(
  t: TestApp,
  contract: C,
  body: CallBody<C> = {} as CallBody<C>,
  as: CallAs = {},
): Promise<CallResult<C>> {
  const res = await answer(t, contract, body, as);
  if (res.state !== '200') throw new CallFailed(contract.path, res.state, res.msg);
  return res.resultData;
}

/** A staff member's call of a back-office contract: the envelope, its output checked. */
export async function staffAnswer<C extends StaffContract>(
  staff: StaffClient,
  contract: C,
  input: StaffInput<C> = {} as StaffInput<C>,
  opts: CallOptions = {},
): Promise<Answer<StaffOutput<C>>> {
  const res = await staff.call(contract.path, input, opts);
  return checked(contract.path, contract.output, res);
}

/** A public staff call (sign-in steps), made without a session. */
export async function publicStaffAnswer<C extends StaffContract>(
  t: BackofficeTest,
  contract: C,
  input: StaffInput<C>,
  headers: Record<string, string> = {},
): Promise<Answer<StaffOutput<C>>> {
  const res = await t.boCall(contract.path, input, headers);
  return checked(contract.path, contract.output, res);
}

/** Like `staffAnswer`, for a call the test expects to succeed: answers its output. */
export async function staffCall<C extends StaffContract>(
  staff: StaffClient,
  contract: C,
  input: StaffInput<C> = {} as StaffInput<C>,
  opts: CallOptions = {},
): Promise<StaffOutput<C>> {
  const res = await staffAnswer(staff, contract, input, opts);
  if (res.state !== '200') throw new CallFailed(contract.path, res.state, res.msg);
  return res.resultData;
}

/** The balance a player sees (getUserInfo's totalAssets, in major units). */
export async function totalAssetsOf(t: TestApp, token: string): Promise<number> {
  return (await call(t, getUserInfo, {}, { session: token })).totalAssets;
}
