// What finance reads next to a deposit or withdrawal before deciding: how old the account is,
// what it paid in against what it took out, how much it wagered since its last deposit, and
// whether its IBAN also belongs to other accounts.
import { sql, type Kysely } from 'kysely';
import type { DB } from '../../../db/schema.ts';

export interface RiskSignals {
  accountAgeDays: number;
  depositsMinor: number;
  withdrawalsMinor: number;
  /** Game stakes and sport stakes since the last confirmed deposit (all time if none). */
  wageredSinceDepositMinor: number;
  lastDepositMinor: number | null;
  /** Other players whose bank card or withdrawals use the same IBAN. */
  sameIbanUserIds: number[];
}

const PAID_OUT = ['approved', 'paid', 'payout_failed'] as const;

export async function riskSignals(
  db: Kysely<DB>,
  userId: number,
  iban: string | null,
  now = Date.now(),
): Promise<RiskSignals> {
  const sum = (_eb: unknown, col: string) =>
    sql<number>`coalesce(sum(${sql.ref(col)}), 0)`.as('total');
  const [user, deposits, withdrawals, lastDeposit] = await Promise.all([
    db.selectFrom('users').select('created_at').where('id', '=', userId).executeTakeFirst(),
    db
      .selectFrom('deposit_orders')
      .select((eb) => sum(eb, 'amount_minor'))
      .where('user_id', '=', userId)
      .where('status', '=', 'confirmed')
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('withdrawals')
      .select((eb) => sum(eb, 'amount_minor'))
      .where('user_id', '=', userId)
      .where('status', 'in', PAID_OUT)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('deposit_orders')
      .select(['amount_minor', 'confirmed_at'])
      .where('user_id', '=', userId)
      .where('status', '=', 'confirmed')
      .orderBy('confirmed_at', 'desc')
      .limit(1)
      .executeTakeFirst(),
  ]);
  const since = lastDeposit?.confirmed_at ?? 0;
  const [games, sport, sameIban] = await Promise.all([
    db
      .selectFrom('game_rounds')
      .select((eb) => sum(eb, 'bet_minor'))
      .where('user_id', '=', userId)
      .where('created_at', '>=', since)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('sport_bets')
      .select((eb) => sum(eb, 'stake_minor'))
      .where('user_id', '=', userId)
      .where('placed_at', '>=', since)
      .executeTakeFirstOrThrow(),
    iban ? othersWithIban(db, userId, iban) : Promise.resolve([]),
  ]);
  return {
    accountAgeDays: user ? Math.floor((now - user.created_at) / 86_400_000) : 0,
    depositsMinor: Number(deposits.total),
    withdrawalsMinor: Number(withdrawals.total),
    wageredSinceDepositMinor: Number(games.total) + Number(sport.total),
    lastDepositMinor: lastDeposit?.amount_minor ?? null,
    sameIbanUserIds: sameIban,
  };
}

async function othersWithIban(db: Kysely<DB>, userId: number, iban: string) {
  const [cards, payouts] = await Promise.all([
    db
      .selectFrom('bank_cards')
      .select('user_id')
      .where('iban', '=', iban)
      .where('user_id', '!=', userId)
      .execute(),
    db
      .selectFrom('withdrawals')
      .select('user_id')
      .where('iban', '=', iban)
      .where('user_id', '!=', userId)
      .distinct()
      .limit(50)
      .execute(),
  ]);
  return [...new Set([...cards, ...payouts].map((r) => r.user_id))].sort((a, b) => a - b);
}
