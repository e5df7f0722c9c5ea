// Running totals of a player's journal entries, per kind, for the kinds VIP levels count
// (modules/engagement/vip): the sum of the entries' amount_minor and their number, in
// player_entry_totals. postEntry adds each new entry in the transaction that posts it, so
// reading a player's VIP activity costs the same at 10 rounds as at 100,000; the reconcile
// check below proves the totals equal the journal's sums.
import { sql, type Kysely, type Transaction } from 'kysely';
import type { DB } from '../db/schema.ts';
import type { ReconcileCheck } from './check.ts';
import { prepared } from './prepared.ts';

// Literal kinds, not ENTRY_KINDS: game-movements.ts imports post.ts, which imports this file.
// A kind added here needs a migration summing its existing entries (as 2026-11-28-0030 did).
export const TOTALLED_KINDS: ReadonlySet<string> = new Set([
  'game_bet',
  'game_rollback',
  'withdrawal_hold',
  'withdrawal_void',
]);

/** Adds one new entry to its player's total of its kind (an upsert: the first creates the row). */
export async function addToEntryTotal(
  trx: Transaction<DB>,
  userId: number,
  kind: string,
  amountMinor: number,
) {
  await trx.executeQuery(preparedEntryTotalAdd(trx, { userId, kind, amountMinor }));
}

type EntryTotalAdd = { userId: number; kind: string; amountMinor: number };

/**
 * addToEntryTotal's statement, as a builder: its SQL's one source (the prepared form is held to
 * it by modules/provider-wallet/prepared-sql.test.ts).
 */
export function entryTotalAdd(db: Kysely<DB>, v: EntryTotalAdd) {
  return db
    .insertInto('player_entry_totals')
    .values({ user_id: v.userId, kind: v.kind, total_minor: v.amountMinor, entries: 1 })
    .onConflict((oc) =>
      oc.columns(['user_id', 'kind']).doUpdateSet((eb) => ({
        total_minor: eb('player_entry_totals.total_minor', '+', v.amountMinor),
        entries: eb('player_entry_totals.entries', '+', 1),
      })),
    );
}

/** Compiled once (./prepared.ts): every bet posts it. */
export const preparedEntryTotalAdd = prepared(['userId', 'kind', 'amountMinor'], entryTotalAdd);

export const entryTotalsChecks: ReconcileCheck[] = [
  {
    name: 'ledger: every player’s entry totals equal the sums of their journal entries',
    async run({ db }) {
      const kinds = sql.join([...TOTALLED_KINDS]);
      const rows = await sql<{
        user_id: number | string | null;
        kind: string | null;
        t_user: number | string | null;
        t_kind: string | null;
        j_total: number | string | null;
        j_entries: number | string | null;
        total_minor: number | string | null;
        entries: number | string | null;
      }>`select j.user_id, j.kind, t.user_id as t_user, t.kind as t_kind, j.total as j_total,
          j.entries as j_entries, t.total_minor, t.entries
        from (select user_id, kind, sum(amount_minor) as total, count(*) as entries
          from journal_entries where user_id is not null and kind in (${kinds})
          group by user_id, kind) j
        full join player_entry_totals t on t.user_id = j.user_id and t.kind = j.kind
        where j.user_id is null or t.user_id is null
          or t.total_minor <> j.total or t.entries <> j.entries
        limit 100`.execute(db);
      return rows.rows.map((r) =>
        r.t_user === null
          ? `player ${r.user_id} has ${r.j_entries} ${r.kind} entries summing to ${r.j_total} but no total`
          : `player ${r.t_user} keeps ${r.t_kind} at ${r.total_minor} in ${r.entries} entries, but the journal has ${Number(r.j_total ?? 0)} in ${Number(r.j_entries ?? 0)}`,
      );
    },
  },
];
