// A call of the seed API: its path, who may make it, its body and its answer. The server
// registers handlers against these, the web app types its requests with them, and /docs is
// generated from them, so the three can never drift apart.
import { z } from 'zod';

/**
 * - `none`: anyone; a token is read when present.
 * - `session`: a valid token, tourist or player.
 * - `player`: a valid token of a registered player (not a tourist).
 */
export type CallAuth = 'none' | 'session' | 'player';

/** Fields every body call carries (docs/seed-spec.md S7.1). All optional: the server never trusts them for identity. */
export const commonFields = {
  appId: z.union([z.number().int(), z.string().max(16)]).optional(),
  sign: z.string().max(512).optional(),
  uid: z.union([z.string().max(128), z.number()]).optional(),
  deviceNumber: z.string().max(128).optional(),
  adid: z.string().max(128).optional(),
  gaid: z.string().max(128).optional(),
  lang: z.string().max(16).optional(),
};

export interface CallDef<B extends z.ZodObject = z.ZodObject, R extends z.ZodType = z.ZodType> {
  path: string;
  auth: CallAuth;
  summary: string;
  tag: string;
  body: B;
  result: R;
}

export function defineCall<S extends z.ZodRawShape, R extends z.ZodType>(def: {
  path: `/${string}`;
  auth: CallAuth;
  summary: string;
  tag: string;
  body: S;
  result: R;
}): CallDef<z.ZodObject<Omit<typeof commonFields, keyof S> & S>, R> {
  return { ...def, body: z.object({ ...commonFields, ...def.body }) } as CallDef<
    z.ZodObject<Omit<typeof commonFields, keyof S> & S>,
    R
  >;
}

export type CallBody<C extends CallDef> = z.input<C['body']>;
export type CallResult<C extends CallDef> = z.output<C['result']>;
