// Ledger accounts: who holds money. A player has cash and bonus accounts; the operator's
// system accounts (house, clearing, expense, pending) are split into shards so that bets of
// different players never queue on one hot row (docs/design.md "Growing past one machine").
import type { Transaction } from 'kysely';
import type { DB, LedgerAccountKind } from '../db/schema.ts';

export const SYSTEM_SHARDS = 16;

const PLAYER_KINDS = new Set<LedgerAccountKind>(['player_cash', 'player_bonus']);

/** Which account a line touches. Player accounts are owned by a user id. */
export type AccountRef =
  | { kind: 'player_cash' | 'player_bonus'; userId: number }
  | { kind: 'house' | 'promotion_expense'; shardBy: number }
  | { kind: 'provider_clearing' | 'payment_clearing'; provider: string; shardBy: number }
  | { kind: 'withdrawal_pending'; userId: number }
  // a deposit refund held while its provider answers
  | { kind: 'refund_pending'; userId: number }
  // A receivable: what the player owes the house, as a balance at or below zero (the entry
  // that takes back more than the player's cash holds puts the rest here, so it still sums to
  // zero). Later credits to the player's cash repay it first (./debt.ts).
  | { kind: 'player_debt'; userId: number }
  // sportsbook: the stakes of open bets, until they are settled or cashed out
  | { kind: 'sportsbook_clearing'; shardBy: number };

interface AccountIdentity {
  kind: LedgerAccountKind;
  owner: string;
  shard: number;
  allowNegative: boolean;
}

export function identityOf(ref: AccountRef): AccountIdentity {
  switch (ref.kind) {
    case 'player_cash':
    case 'player_bonus':
      return { kind: ref.kind, owner: String(ref.userId), shard: 0, allowNegative: false };
    // Held withdrawals are per player, and can never be released twice.
    case 'withdrawal_pending':
    case 'refund_pending':
      return { kind: ref.kind, owner: String(ref.userId), shard: 0, allowNegative: false };
    // The one player account that goes below zero; reconcile proves it never goes above.
    case 'player_debt':
      return { kind: ref.kind, owner: String(ref.userId), shard: 0, allowNegative: true };
    case 'provider_clearing':
    case 'payment_clearing':
      return {
        kind: ref.kind,
        owner: ref.provider,
        shard: shardOf(ref.shardBy),
        allowNegative: true,
      };
    default:
      return { kind: ref.kind, owner: '-', shard: shardOf(ref.shardBy), allowNegative: true };
  }
}

export function isPlayerKind(kind: LedgerAccountKind): boolean {
  return PLAYER_KINDS.has(kind);
}

function shardOf(n: number): number {
  return ((n % SYSTEM_SHARDS) + SYSTEM_SHARDS) % SYSTEM_SHARDS;
}

function cacheKey(id: AccountIdentity): string {
  return `${id.kind}|${id.owner}|${id.shard}`;
}

/**
 * Account ids never change once created, so they are cached. Ids created inside a
 * transaction are only remembered after it commits (a rollback would leave a dangling id).
 */
export class AccountDirectory {
  readonly #ids = new Map<string, number>();
  #limit = 200_000;
  /** The deployment's currency: every account of one deployment holds it. */
  readonly currency: string;

  constructor(currency: string) {
    this.currency = currency;
  }

  lookup(identity: AccountIdentity): number | undefined {
    return this.#ids.get(cacheKey(identity));
  }

  remember(entries: Iterable<[string, number]>) {
    if (this.#ids.size > this.#limit) this.#ids.clear();
    for (const [k, v] of entries) this.#ids.set(k, v);
  }

  /** The account's id, creating the account with a zero balance on first use. */
  async resolve(
    trx: Transaction<DB>,
    ref: AccountRef,
    created: Map<string, number>,
    now: number,
  ): Promise<number> {
    const identity = identityOf(ref);
    const key = cacheKey(identity);
    const known = this.#ids.get(key) ?? created.get(key);
    if (known !== undefined) return known;
    const find = () =>
      trx
        .selectFrom('ledger_accounts')
        .select('id')
        .where('kind', '=', identity.kind)
        .where('owner', '=', identity.owner)
        .where('shard', '=', identity.shard)
        .where('currency', '=', this.currency)
        .executeTakeFirst();
    let row = await find();
    if (!row) {
      await trx
        .insertInto('ledger_accounts')
        .values({
          kind: identity.kind,
          owner: identity.owner,
          shard: identity.shard,
          currency: this.currency,
          balance_minor: 0,
          allow_negative: identity.allowNegative ? 1 : 0,
          created_at: now,
          updated_at: now,
        })
        .onConflict((oc) => oc.columns(['kind', 'owner', 'shard', 'currency']).doNothing())
        .execute();
      row = await find();
    }
    if (!row) throw new Error(`ledger account ${key} could not be created`);
    created.set(key, row.id);
    return row.id;
  }
}
