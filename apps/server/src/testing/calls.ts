// Tests call the API through its contracts (packages/contracts), never through a path string
// with a hand-written result type: the path, the body's type and the answer's schema come from
// the same definition the server registers, so a test can't drift from what it claims to test,
// and an answer that breaks its contract fails the test that received it.
import type { CallBody, CallDef, CallResult } from '@talih/contracts/call.ts';
import type { StaffContract, StaffInput, StaffOutput } from '@talih/contracts/backoffice/call.ts';
import type { TestApp } from './backends.ts';
import type { CallOptions, StaffClient } from './staff.ts';

/** The envelope with `resultData` parsed by the contract (only when `state` is '200'). */
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

function parsed<T>(
  path: string,
  schema: { safeParse(v: unknown): { success: boolean; data?: unknown; error?: unknown } },
  res: Answer<unknown>,
): Answer<T> {
  if (res.state !== '200') return res as Answer<T>;
  const out = schema.safeParse(res.resultData);
  if (!out.success) throw new Error(`${path} broke its result schema: ${String(out.error)}`);
  return { ...res, resultData: out.data as T };
}

/** Posts `body` to the contract's path and answers the envelope, its result parsed. */
export async function answer<C extends CallDef>(
  t: TestApp,
  contract: C,
  body: CallBody<C> = {} as CallBody<C>,
  as: CallAs = {},
): Promise<Answer<CallResult<C>>> {
  const headers = { ...(as.session ? { token: as.session } : {}), ...as.headers };
  const res = await t.call(contract.path, body, headers);
  return parsed(contract.path, contract.result, res);
}

/** Like `answer`, for a call the test expects to succeed: answers the parsed result. */
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

/** A staff member's call of a back-office contract: the envelope, its output parsed. */
export async function staffAnswer<C extends StaffContract>(
  staff: StaffClient,
  contract: C,
  input: StaffInput<C> = {} as StaffInput<C>,
  opts: CallOptions = {},
): Promise<Answer<StaffOutput<C>>> {
  const res = await staff.call(contract.path, input, opts);
  return parsed(contract.path, contract.output, res);
}

/** Like `staffAnswer`, for a call the test expects to succeed: answers the parsed output. */
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
