// The seed's response envelope (docs/seed-spec.md S3, S7, S8): every player call answers HTTP
// 200 with it. Staff calls use it too, and a staff permission refusal answers HTTP 403 with
// state 403: a refusal is the caller's, not a server error.

export const STATE_OK = '200';
export const STATE_ERROR = '500';
export const STATE_UNAUTHORIZED = '401';
export const STATE_FORBIDDEN = '403';
export type State =
  typeof STATE_OK | typeof STATE_ERROR | typeof STATE_UNAUTHORIZED | typeof STATE_FORBIDDEN;
type FailState = Exclude<State, typeof STATE_OK>;

export interface Envelope<T = unknown> {
  state: State;
  msg: string;
  success: boolean;
  resultData: T;
}

export function ok<T>(resultData: T, msg = ''): Envelope<T> {
  return { state: STATE_OK, msg, success: true, resultData };
}

export function fail(state: FailState, msg: string) {
  return { state, msg, success: false, resultData: null } satisfies Envelope<null>;
}
