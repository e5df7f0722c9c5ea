// The seed's response envelope (docs/seed-spec.md S3, S7, S8): every call answers HTTP 200 with it.

export const STATE_OK = '200';
export const STATE_ERROR = '500';
export const STATE_UNAUTHORIZED = '401';
export type State = typeof STATE_OK | typeof STATE_ERROR | typeof STATE_UNAUTHORIZED;

export interface Envelope<T = unknown> {
  state: State;
  msg: string;
  success: boolean;
  resultData: T;
}

export function ok<T>(resultData: T, msg = ''): Envelope<T> {
  return { state: STATE_OK, msg, success: true, resultData };
}

export function fail(state: typeof STATE_ERROR | typeof STATE_UNAUTHORIZED, msg: string) {
  return { state, msg, success: false, resultData: null } satisfies Envelope<null>;
}
