// What a player used of each limit in the rolling windows. Deposits count by order (pending
// and confirmed orders created in the window), so an order already accepted can always be
// credited. Wager is every stake less refunded stakes, cash and bonus money alike (a limit on
// how much is staked, whatever paid it); loss is the player's own money only: cash stakes less
// the cash play paid back (wins, refunds, cash-outs), read from the player's cash lines of the
// play entries (docs/decisions/0022-loss-limits-count-own-money.md).
import { sql, type Kysely, type Transaction } from 'kysely';
import type { LimitKind, LimitPeriod } from '@talih/contracts/jurisdiction.ts';
import type { DB } from '../../db/schema.ts';
import { PERIOD_MS } from './rules.ts';

type Db = Kysely<DB> | Transaction<DB>;

export const STAKE_KINDS = ['game_bet', 'sport_bet_place'] as const;
export const RETURN_KINDS = [
  'game_win',
  'game_rollback',
  'sport_bet_settle',
  'sport_bet_cashout',
] as const;
export const PLAY_KINDS: string[] = [...STAKE_KINDS, ...RETURN_KINDS];

export type Usage = Record<LimitKind, Record<LimitPeriod, number>>;

const zero = () => ({ day: 0, week: 0, month: 0 });

export async function cashAccountId(db: Db, userId: number): Promise<number | null> {
  const row = await db
    .selectFrom('ledger_accounts')
    .select('id')
    .where('kind', '=', 'player_cash')
    .where('owner', '=', String(userId))
    .where('shard', '=', 0)
    .executeTakeFirst();
  return row?.id ?? null;
}

export async function usageOf(
  db: Db,
  userId: number,
  cashId: number | null,
  now: number,
): Promise<Usage> {
  const usage: Usage = { deposit: zero(), loss: zero(), wager: zero() };
  const since = (p: LimitPeriod) => now - PERIOD_MS[p];
  const deposits = await db
    .selectFrom('deposit_orders')
    .select([
      sql<number>`coalesce(sum(case when created_at >= ${since('day')} then amount_minor else 0 end), 0)`.as(
        'day',
      ),
      sql<number>`coalesce(sum(case when created_at >= ${since('week')} then amount_minor else 0 end), 0)`.as(
        'week',
      ),
      sql<number>`coalesce(sum(amount_minor), 0)`.as('month'),
    ])
    .where('user_id', '=', userId)
    .where('status', 'in', ['pending', 'confirmed'])
    .where('created_at', '>=', since('month'))
    .executeTakeFirstOrThrow();
  usage.deposit = {
    day: Number(deposits.day),
    week: Number(deposits.week),
    month: Number(deposits.month),
  };
  if (cashId === null) return usage;
  // A window's lines (the month is the whole query), of both accounts or of the cash only.
  const windowSum = (p: LimitPeriod, cashOnly: boolean) => {
    const conditions = [
      ...(p === 'month' ? [] : [sql`e.created_at >= ${since(p)}`]),
      ...(cashOnly ? [sql`l.account_id = ${cashId}`] : []),
    ];
    const amount =
      conditions.length === 0
        ? sql`l.amount_minor`
        : sql`case when ${sql.join(conditions, sql` and `)} then l.amount_minor else 0 end`;
    return sql<number>`coalesce(sum(${amount}), 0)`;
  };
  const rows = await db
    .selectFrom('journal_lines as l')
    .innerJoin('journal_entries as e', 'e.id', 'l.entry_id')
    .select([
      'e.kind',
      windowSum('day', false).as('day'),
      windowSum('week', false).as('week'),
      windowSum('month', false).as('month'),
      windowSum('day', true).as('cash_day'),
      windowSum('week', true).as('cash_week'),
      windowSum('month', true).as('cash_month'),
    ])
    // The cash account, and the bonus account (one indexed look; none: no bonus lines).
    .where((eb) =>
      eb.or([
        eb('l.account_id', '=', cashId),
        eb(
          'l.account_id',
          '=',
          eb
            .selectFrom('ledger_accounts')
            .select('id')
            .where('kind', '=', 'player_bonus')
            .where('owner', '=', String(userId))
            .where('shard', '=', 0),
        ),
      ]),
    )
    .where('e.user_id', '=', userId)
    .where('e.created_at', '>=', since('month'))
    .where('e.kind', 'in', PLAY_KINDS)
    .groupBy('e.kind')
    .execute();
  const wagerKinds: readonly string[] = [...STAKE_KINDS, 'game_rollback'];
  for (const row of rows) {
    for (const p of ['day', 'week', 'month'] as const) {
      usage.loss[p] -= Number(row[`cash_${p}`]);
      if (wagerKinds.includes(row.kind)) usage.wager[p] -= Number(row[p]);
    }
  }
  return usage;
}
