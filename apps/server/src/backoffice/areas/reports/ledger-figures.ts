// The sums a report is made of, read from the ledger: journal lines by the account they touch
// and the kind of entry they belong to. Reading the money where it moved (and not the game
// rounds, bets or orders that describe it) is what makes a report reconcile with the ledger.
import { sql, type RawBuilder } from 'kysely';
import type { Database } from '../../../db/database.ts';
import type { LedgerAccountKind } from '../../../db/schema.ts';
import { HOUR_MS, type Period } from './periods.ts';

/** Entry kinds (ledger/*-movements.ts) a report reads. */
export const GAME_KINDS = ['game_bet', 'game_win', 'game_rollback'];
export const SPORT_RESULT_KINDS = ['sport_bet_settle', 'sport_bet_cashout'];
export const STAKE_KINDS = ['game_bet', 'sport_bet_place'];
export const PAYOUT_KINDS = ['withdrawal_post', 'withdrawal_payout_void'];
export const ADJUSTMENT_KINDS = ['adjustment_credit', 'adjustment_debit'];
const REPORT_KINDS = [
  ...GAME_KINDS,
  ...SPORT_RESULT_KINDS,
  'sport_bet_place',
  'deposit_credit',
  ...PAYOUT_KINDS,
  ...ADJUSTMENT_KINDS,
  'prize_credit',
];

export interface FlowRow {
  hour: number;
  accountKind: LedgerAccountKind;
  entryKind: string;
  /** The sum of the lines: positive when money came into that kind of account. */
  totalMinor: number;
}

const hourOf = (column: string) => sql<number>`${sql.ref(column)} / ${sql.lit(HOUR_MS)}`;

/** Every report-relevant line of the period, summed per UTC hour, account kind and entry kind. */
export async function hourlyFlows(database: Database, period: Period): Promise<FlowRow[]> {
  const rows = await database.db
    .selectFrom('journal_entries as e')
    .innerJoin('journal_lines as l', 'l.entry_id', 'e.id')
    .innerJoin('ledger_accounts as a', 'a.id', 'l.account_id')
    .select([
      hourOf('e.created_at').as('hour'),
      'a.kind as accountKind',
      'e.kind as entryKind',
      (eb) => eb.fn.sum<number>('l.amount_minor').as('total'),
    ])
    .where('e.kind', 'in', REPORT_KINDS)
    .where('e.created_at', '>=', period.startMs)
    .where('e.created_at', '<', period.endMs)
    .groupBy([hourOf('e.created_at'), 'a.kind', 'e.kind'])
    .execute();
  return rows.map((r) => ({
    hour: Number(r.hour),
    accountKind: r.accountKind,
    entryKind: r.entryKind,
    totalMinor: Number(r.total),
  }));
}

/** Who placed a stake in which hour: active players are counted from it per bucket. */
export async function stakingPlayerHours(database: Database, period: Period) {
  const rows = await database.db
    .selectFrom('journal_entries as e')
    .select([hourOf('e.created_at').as('hour'), 'e.user_id'])
    .distinct()
    .where('e.kind', 'in', STAKE_KINDS)
    .where('e.created_at', '>=', period.startMs)
    .where('e.created_at', '<', period.endMs)
    .execute();
  return rows.map((r) => ({ hour: Number(r.hour), userId: Number(r.user_id) }));
}

/** Registrations per hour (a tourist becomes a player when they register). */
export async function registrationHours(database: Database, period: Period) {
  const rows = await database.db
    .selectFrom('users')
    .select([hourOf('registered_at').as('hour'), (eb) => eb.fn.countAll<number>().as('n')])
    .where('registered_at', '>=', period.startMs)
    .where('registered_at', '<', period.endMs)
    .groupBy(hourOf('registered_at'))
    .execute();
  return rows.map((r) => ({ hour: Number(r.hour), count: Number(r.n) }));
}

/** Entry kinds counted one by one: a deposit credited, a payout sent, a payout come back. */
export const COUNTED_KINDS = ['deposit_credit', 'withdrawal_post', 'withdrawal_payout_void'];

/** How many entries of the counted kinds each hour of the period holds. */
export async function hourlyCounts(database: Database, period: Period) {
  const rows = await database.db
    .selectFrom('journal_entries as e')
    .select([
      hourOf('e.created_at').as('hour'),
      'e.kind as entryKind',
      (eb) => eb.fn.countAll<number>().as('n'),
    ])
    .where('e.kind', 'in', COUNTED_KINDS)
    .where('e.created_at', '>=', period.startMs)
    .where('e.created_at', '<', period.endMs)
    .groupBy([hourOf('e.created_at'), 'e.kind'])
    .execute();
  return rows.map((r) => ({ hour: Number(r.hour), entryKind: r.entryKind, count: Number(r.n) }));
}

/**
 * First-time depositors per hour: players whose first deposit credit ever falls in the period.
 * Every player's first credit is found through journal_entries_kind_time (kind, created_at).
 */
export async function firstDepositHours(database: Database, period: Period) {
  const firsts = database.db
    .selectFrom('journal_entries as e')
    .select(['e.user_id', (eb) => eb.fn.min<number>('e.created_at').as('first')])
    .where('e.kind', '=', 'deposit_credit')
    .where('e.created_at', '<', period.endMs)
    .groupBy('e.user_id')
    .as('f');
  const rows = await database.db
    .selectFrom(firsts)
    .select([hourOf('f.first').as('hour'), (eb) => eb.fn.countAll<number>().as('n')])
    .where('f.first', '>=', period.startMs)
    .groupBy(hourOf('f.first'))
    .execute();
  return rows.map((r) => ({ hour: Number(r.hour), count: Number(r.n) }));
}

/** A text field of an entry's JSON detail, on either engine. */
export function detailField(
  database: Database,
  alias: 'e' | 'r',
  field: 'gameId' | 'betNo',
): RawBuilder<string> {
  const column = sql.ref(`${alias}.detail`);
  return database.kind === 'postgres'
    ? sql<string>`(${column}::jsonb ->> ${sql.lit(field)})`
    : sql<string>`json_extract(${column}, ${sql.lit(`$.${field}`)})`;
}

/** The key of an entry; a rollback carries no game, so its game is the bet's it reversed. */
function keyOf(database: Database, key: 'owner' | 'gameId' | 'betNo'): RawBuilder<string> {
  if (key === 'owner') return sql<string>`a.owner`;
  return sql<string>`coalesce(${detailField(database, 'e', key)}, ${detailField(database, 'r', key)})`;
}

export interface KeyedFlow {
  key: string;
  entryKind: string;
  totalMinor: number;
}

/**
 * Lines of one account kind in the period, summed per entry kind and a key: the account's
 * owner (the provider or payment method) or a field of the entry's detail.
 */
export async function keyedFlows(
  database: Database,
  period: Period,
  o: { accountKind: LedgerAccountKind; entryKinds: string[]; key: 'owner' | 'gameId' | 'betNo' },
): Promise<KeyedFlow[]> {
  const key = keyOf(database, o.key);
  const rows = await database.db
    .selectFrom('journal_entries as e')
    .innerJoin('journal_lines as l', 'l.entry_id', 'e.id')
    .innerJoin('ledger_accounts as a', 'a.id', 'l.account_id')
    .leftJoin('journal_entries as r', 'r.id', 'e.reverses_entry_id')
    .select([
      key.as('key'),
      'e.kind as entryKind',
      (eb) => eb.fn.sum<number>('l.amount_minor').as('total'),
    ])
    .where('a.kind', '=', o.accountKind)
    .where('e.kind', 'in', o.entryKinds)
    .where('e.created_at', '>=', period.startMs)
    .where('e.created_at', '<', period.endMs)
    .groupBy([key, 'e.kind'])
    .execute();
  return rows.map((r) => ({
    key: String(r.key ?? '?'),
    entryKind: r.entryKind,
    totalMinor: Number(r.total),
  }));
}
