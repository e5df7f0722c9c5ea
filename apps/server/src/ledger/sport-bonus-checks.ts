// Reconcile checks of bonus money in the sportsbook (issue 20), wired into `talih reconcile`:
// every bet's bonus part is exactly what its place entry took from the player's bonus account,
// and a bet with a bonus part names the bonus it came from; every bet placed under a bonus has
// its one wagering row, keyed by its place key; every used free-bet token has its one bet, which
// took exactly the token's amount from promotion expense, and no token stakes two bets (a
// voided bet gives its token back). At most 100 offenders each.
import { sql } from 'kysely';
import type { ReconcileCheck } from './check.ts';
import { BET_ENTRY_KINDS, betPlaceKey } from './sport-movements.ts';

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
    name: 'sportsbook bonus: every bet placed under a bonus has its wagering row there, and every sport row its bet',
    async run({ db }) {
      const bets = await db
        .selectFrom('sport_bets')
        .select(['bet_no', 'bonus_id'])
        .where('bonus_id', 'is not', null)
        .execute();
      const rows = await db
        .selectFrom('bonus_wagering')
        .select(['bonus_id', 'stake_key'])
        .where('stake_key', 'like', 'sport:%:place')
        .execute();
      const counted = new Map(rows.map((r) => [r.stake_key, Number(r.bonus_id)]));
      const problems: string[] = [];
      for (const b of bets) {
        const bonusId = counted.get(betPlaceKey(b.bet_no));
        if (bonusId !== Number(b.bonus_id)) {
          problems.push(
            `bet ${b.bet_no} was placed under bonus ${b.bonus_id} but has no wagering row there`,
          );
        }
        counted.delete(betPlaceKey(b.bet_no));
      }
      for (const key of counted.keys())
        problems.push(`wagering row ${key} names no bet of its bonus`);
      return problems.slice(0, MAX_PROBLEMS);
    },
  },
  {
    name: 'sportsbook free bets: every used token staked its one bet from promotion expense, no token two',
    async run({ db }) {
      const tokens = await db
        .selectFrom('sport_free_bets')
        .select(['id', 'status', 'bet_no', 'amount_minor'])
        .execute();
      const bets = await db
        .selectFrom('sport_bets')
        .select(['bet_no', 'free_bet_id', 'stake_minor', 'status', 'settle_version'])
        .where('free_bet_id', 'is not', null)
        .execute();
      const promo = await db
        .selectFrom('journal_entries as e')
        .innerJoin('journal_lines as l', 'l.entry_id', 'e.id')
        .innerJoin('ledger_accounts as a', 'a.id', 'l.account_id')
        .select(['e.idempotency_key', 'l.amount_minor'])
        .where('e.kind', '=', BET_ENTRY_KINDS.place)
        .where('a.kind', '=', 'promotion_expense')
        .execute();
      const staked = new Map(promo.map((l) => [l.idempotency_key, -Number(l.amount_minor)]));
      const holding = new Map<number, string[]>();
      const problems: string[] = [];
      for (const b of bets) {
        if (staked.get(betPlaceKey(b.bet_no)) !== Number(b.stake_minor)) {
          problems.push(`free bet ${b.bet_no} did not take its stake from promotion expense`);
        }
        // A bet voided at its first settlement gave the token back.
        if (b.status === 'void') continue;
        const id = Number(b.free_bet_id);
        holding.set(id, [...(holding.get(id) ?? []), b.bet_no]);
      }
      for (const t of tokens) problems.push(...tokenProblems(t, holding.get(Number(t.id)) ?? []));
      return problems.slice(0, MAX_PROBLEMS);
    },
  },
];

function tokenProblems(
  t: { id: number; status: string; bet_no: string | null; amount_minor: number },
  betNos: string[],
): string[] {
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
