// Reconcile checks of bonus money in the sportsbook, wired into `talih reconcile`:
// every bet's bonus part is exactly what its place entry took from the player's bonus account,
// and a bet with a bonus part names the bonus it came from; every sport wagering row names a
// bet placed under its bonus; an active or converted bonus counts only bets settled won or
// lost (never an open, void or cashed-out one: that count would convert a bonus nothing was
// risked for), each at most its stake; every used free-bet token has its one bet, which took
// exactly the token's amount from promotion expense, and no token stakes two bets (a voided bet
// gives its token back). At most 100 offenders each.
import { sql } from 'kysely';
import type { ReconcileCheck } from './check.ts';
import {
  freeBetsOffPromotion,
  miscountedSportBets,
  sportWageringWithoutBet,
  tokensOffBets,
  type MiscountedBet,
  type TokenRow,
} from './sport-bonus-sql.ts';
import { BET_ENTRY_KINDS } from './sport-movements.ts';

const MAX_PROBLEMS = 100;

export const sportBonusChecks: ReconcileCheck[] = [
  {
    name: 'sportsbook bonus: every bet took its bonus part from the bonus account, as its row says',
    // In SQL, bet by bet (each looks its place entry up by key): nothing held in memory but the
    // offenders, however many bets history holds.
    async run({ db }) {
      const takenByPlace = db
        .selectFrom('journal_entries as e')
        .innerJoin('journal_lines as l', 'l.entry_id', 'e.id')
        .innerJoin('ledger_accounts as a', 'a.id', 'l.account_id')
        .select(sql<number | string>`-l.amount_minor`.as('taken'))
        .where(
          'e.idempotency_key',
          '=',
          sql<string>`${sql.lit('sport:')} || b.bet_no || ${sql.lit(':place')}`,
        )
        .where('e.kind', '=', BET_ENTRY_KINDS.place)
        .where('a.kind', '=', 'player_bonus')
        .limit(1);
      const bets = db
        .selectFrom('sport_bets as b')
        .select(['b.id', 'b.bet_no', 'b.bonus_stake_minor', 'b.bonus_id'])
        .select((eb) => eb.fn.coalesce(takenByPlace, eb.lit(0)).as('journal'))
        .as('x');
      const rows = await db
        .selectFrom(bets)
        .selectAll()
        .where((eb) =>
          eb.or([
            eb('journal', '!=', eb.ref('bonus_stake_minor')),
            eb.and([eb('journal', '>', 0), eb('bonus_id', 'is', null)]),
          ]),
        )
        .orderBy('id')
        .limit(MAX_PROBLEMS)
        .execute();
      return rows.map((b) =>
        Number(b.journal) !== Number(b.bonus_stake_minor)
          ? `bet ${b.bet_no} says ${b.bonus_stake_minor} of its stake was bonus money; its place entry took ${Number(b.journal)}`
          : `bet ${b.bet_no} staked ${Number(b.journal)} bonus money but names no bonus`,
      );
    },
  },
  {
    name: 'sportsbook bonus: every sport wagering row names a bet placed under its bonus',
    // In SQL (./sport-bonus-sql.ts): only offenders come back, however many rows history holds.
    async run(database) {
      return (await sportWageringWithoutBet(database, MAX_PROBLEMS)).map(
        (key) => `wagering row ${key} names no bet of its bonus`,
      );
    },
  },
  {
    name: 'sportsbook bonus: an active or converted bonus counts only bets settled won or lost, each once',
    // In SQL (./sport-bonus-sql.ts): only the bonuses that can still convert, or did, are read.
    async run(database) {
      return (await miscountedSportBets(database, MAX_PROBLEMS)).map(miscountedProblem);
    },
  },
  {
    name: 'sportsbook free bets: every used token staked its one bet from promotion expense, no token two',
    // In SQL (./sport-bonus-sql.ts): only offending bets and tokens come back.
    async run(database) {
      const problems = (await freeBetsOffPromotion(database, MAX_PROBLEMS)).map(
        (betNo) => `free bet ${betNo} did not take its stake from promotion expense`,
      );
      for (const { token, betNos } of await tokensOffBets(database, MAX_PROBLEMS)) {
        problems.push(...tokenProblems(token, betNos));
      }
      return problems.slice(0, MAX_PROBLEMS);
    },
  },
];

function miscountedProblem(m: MiscountedBet): string {
  const which = m.bonus_status === 'completed' ? 'converted bonus' : 'active bonus';
  const counted = Number(m.counted);
  if (m.status !== 'won' && m.status !== 'lost' && counted !== 0) {
    return `${which} ${m.bonus_id} counts ${counted} of bet ${m.bet_no}, which is ${m.status}`;
  }
  return `${which} ${m.bonus_id} counts ${counted} of bet ${m.bet_no}, staked ${Number(m.stake_minor)}`;
}

function tokenProblems(t: TokenRow, betNos: string[]): string[] {
  if (betNos.length > 1)
    return [`free-bet token ${t.id} staked ${betNos.length} bets: ${betNos.join(', ')}`];
  if (t.status === 'used') {
    if (betNos.length === 0 || betNos[0] !== t.bet_no) {
      return [`free-bet token ${t.id} is used by bet ${t.bet_no}, which did not stake it`];
    }
    return [];
  }
  return betNos.length === 0
    ? []
    : [`free-bet token ${t.id} is ${t.status} but staked bet ${betNos[0]}`];
}
