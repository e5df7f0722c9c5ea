// Hub88's operator wallet API as Hub88 documents it (docs/hub88.md): the five calls Hub88 makes
// to the operator, their bodies, the RS_* statuses, and the amount unit (an integer, the
// currency amount times 100000). Facts of the protocol only; what they mean for Talih's money is
// decided in wallet.ts.
import { z } from 'zod';

export const HUB88_SIGNATURE_HEADER = 'x-hub88-signature';

export const HUB88_WALLET_ACTIONS = [
  'user/info',
  'user/balance',
  'transaction/bet',
  'transaction/win',
  'transaction/rollback',
] as const;
export type Hub88WalletAction = (typeof HUB88_WALLET_ACTIONS)[number];

/** Every status the operator answers (Hub88 "Seamless Wallet response statuses - Operator API"). */
export const HUB88_STATUSES = [
  'RS_OK',
  'RS_ERROR_UNKNOWN',
  'RS_ERROR_INVALID_PARTNER',
  'RS_ERROR_INVALID_TOKEN',
  'RS_ERROR_INVALID_GAME',
  'RS_ERROR_WRONG_CURRENCY',
  'RS_ERROR_NOT_ENOUGH_MONEY',
  'RS_ERROR_USER_DISABLED',
  'RS_ERROR_INVALID_SIGNATURE',
  'RS_ERROR_TOKEN_EXPIRED',
  'RS_ERROR_WRONG_SYNTAX',
  'RS_ERROR_WRONG_TYPES',
  'RS_ERROR_DUPLICATE_TRANSACTION',
  'RS_ERROR_TRANSACTION_DOES_NOT_EXIST',
  'RS_ERROR_LIMIT_REACHED',
] as const;
export type Hub88Status = (typeof HUB88_STATUSES)[number];

/** Hub88's unit: 1.00 of the currency is 100000. */
export const HUB88_UNITS_PER_CURRENCY = 100_000;
/** Units in one minor unit (a cent, a kuruş) of a two-decimal currency. */
export const HUB88_UNITS_PER_MINOR = 1000;

const text = z.string().min(1).max(256);
/** Int64 in the documentation; anything past 2^53 could not be a real stake anyway. */
const units = z.number().int().min(0).max(Number.MAX_SAFE_INTEGER);

/** Fields Hub88 may add over time pass through unread: only these are relied on. */
/** The fields of a bet, which a win repeats (Hub88's TransactionBet schema). */
const betFields = {
  user: text,
  request_uuid: text,
  transaction_uuid: text,
  supplier_transaction_id: text.optional(),
  token: text,
  round: text,
  round_closed: z.boolean().optional(),
  game_code: text,
  currency: text,
  amount: units,
  is_free: z.boolean().optional(),
  reward_uuid: text.nullable().optional(),
};

export const hub88Requests = {
  'user/info': z.looseObject({ user: text, request_uuid: text }),
  'user/balance': z.looseObject({
    user: text,
    request_uuid: text,
    token: text.optional(),
    game_code: text.nullable().optional(),
  }),
  'transaction/bet': z.looseObject(betFields),
  // A win is a bet's fields plus the bet it pays (Hub88's TransactionWin schema).
  'transaction/win': z.looseObject({ ...betFields, reference_transaction_uuid: text }),
  'transaction/rollback': z.looseObject({
    user: text,
    request_uuid: text,
    transaction_uuid: text,
    reference_transaction_uuid: text,
    supplier_transaction_id: text.optional(),
    token: text,
    round: text.optional(),
    round_closed: z.boolean().optional(),
    game_code: text.optional(),
  }),
} satisfies Record<Hub88WalletAction, z.ZodObject>;

export type Hub88Request<A extends Hub88WalletAction> = z.infer<(typeof hub88Requests)[A]>;

export interface Hub88Answer {
  user?: string;
  status: Hub88Status;
  request_uuid?: string;
  currency?: string;
  balance?: number;
  country?: string;
  jurisdiction?: string;
  birth_date?: string;
  registration_date?: string;
  sub_partner_id?: string;
}

/**
 * Parses a body: RS_ERROR_WRONG_SYNTAX when it is not a JSON object or misses a required field,
 * RS_ERROR_WRONG_TYPES when a field is there with the wrong type or range.
 */
export function parseHub88<A extends Hub88WalletAction>(
  action: A,
  raw: string,
):
  | { ok: true; body: Hub88Request<A> }
  | { ok: false; status: 'RS_ERROR_WRONG_SYNTAX' | 'RS_ERROR_WRONG_TYPES'; partial: unknown } {
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    return { ok: false, status: 'RS_ERROR_WRONG_SYNTAX', partial: null };
  }
  if (typeof json !== 'object' || json === null || Array.isArray(json)) {
    return { ok: false, status: 'RS_ERROR_WRONG_SYNTAX', partial: null };
  }
  const parsed = hub88Requests[action].safeParse(json);
  if (parsed.success) return { ok: true, body: parsed.data as Hub88Request<A> };
  const record = json as Record<string, unknown>;
  const missing = parsed.error.issues.some((i) => record[String(i.path[0])] === undefined);
  return {
    ok: false,
    status: missing ? 'RS_ERROR_WRONG_SYNTAX' : 'RS_ERROR_WRONG_TYPES',
    partial: json,
  };
}

/** Talih's minor units as Hub88 units (×1000 for a two-decimal currency). */
export function minorToHub88(minor: number): number {
  const units = minor * HUB88_UNITS_PER_MINOR;
  if (!Number.isSafeInteger(units)) throw new Error(`${minor} minor units overflow Hub88 units`);
  return units;
}

/** Hub88 units as minor units, or null for a sub-cent amount (never rounded). */
export function hub88ToMinor(units: number): number | null {
  if (!Number.isSafeInteger(units) || units % HUB88_UNITS_PER_MINOR !== 0) return null;
  return units / HUB88_UNITS_PER_MINOR;
}

const USER_PREFIX = 'talih';

/** The user id Hub88 knows a player by: no personal data, at least 4 characters. */
export function hub88User(userId: number): string {
  return `${USER_PREFIX}${userId}`;
}

/** The player id in a Hub88 user id, or null when it is not one of ours. */
export function userIdOf(user: string): number | null {
  const match = /^talih([1-9]\d{0,14})$/.exec(user);
  return match ? Number(match[1]) : null;
}

/** Hub88 games are launched under this studio code; their ledger keys are game:hub88:<uuid>. */
export const HUB88_STUDIO = 'hub88';

/** Hub88's jurisdiction codes for the built-in packs; an operator's own pack sends its code. */
const JURISDICTIONS: Record<string, string> = { mga: 'MGA', uk: 'UKGC', de: 'DE', nl: 'NL' };

/** The pack as Hub88 names a jurisdiction (user/info, a game's approvals). */
export const jurisdictionOf = (pack: { code: string }) =>
  JURISDICTIONS[pack.code] ?? pack.code.toUpperCase();
