// Reconcile checks of bonus money in the sportsbook (issue 20), wired into `talih reconcile`:
// every bet's bonus part is exactly what its place entry took from the player's bonus account,
// and a bet with a bonus part names the bonus it came from; every bet placed under a bonus has
// its one wagering row, keyed by its place key. At most 100 offenders each.
import type { ReconcileCheck } from './check.ts';
import { BET_ENTRY_KINDS, betPlaceKey } from './sport-movements.ts';

const MAX_PROBLEMS = 100;

export const sportBonusChecks: ReconcileCheck[] = [
  {
    name: 'sportsbook bonus: every bet took its bonus part from the bonus account, as its row says',
    async run({ db }) {
      const lines = await db
        .selectFrom('journal_entries as e')
        .innerJoin('journal_lines as l', 'l.entry_id', 'e.id')
        .innerJoin('ledger_accounts as a', 'a.id', 'l.account_id')
        .select(['e.idempotency_key', 'l.amount_minor'])
        .where('e.kind', '=', BET_ENTRY_KINDS.place)
        .where('a.kind', '=', 'player_bonus')
        .execute();
      const taken = new Map(lines.map((l) => [l.idempotency_key, -Number(l.amount_minor)]));
      const bets = await db
        .selectFrom('sport_bets')
        .select(['bet_no', 'bonus_stake_minor', 'bonus_id'])
        .execute();
      const problems: string[] = [];
      for (const b of bets) {
        const journal = taken.get(betPlaceKey(b.bet_no)) ?? 0;
        if (journal !== Number(b.bonus_stake_minor)) {
          problems.push(
            `bet ${b.bet_no} says ${b.bonus_stake_minor} of its stake was bonus money; its place entry took ${journal}`,
          );
        } else if (journal > 0 && b.bonus_id === null) {
          problems.push(`bet ${b.bet_no} staked ${journal} bonus money but names no bonus`);
        }
      }
      return problems.slice(0, MAX_PROBLEMS);
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
];
