// Reconcile checks of free spins: an award's counters are the sum of its recorded
// rounds; a cash award's wins are exactly its free_spin_win ledger entries; a finished bonus
// award's wins are exactly the bonus it became (none when nothing was won). At most 100 each.
import type { ReconcileCheck } from './check.ts';
import { FREE_SPIN_WIN_KIND, freeSpinWinKey } from './free-spin-movements.ts';

const MAX_PROBLEMS = 100;

export const freeSpinChecks: ReconcileCheck[] = [
  {
    name: 'free spins: every award counts its recorded rounds, and its cash wins are its ledger entries',
    async run({ db }) {
      const awards = await db
        .selectFrom('free_spin_awards')
        .select(['id', 'spins_used', 'spins_total', 'wins_minor', 'wins_as'])
        .execute();
      if (awards.length === 0) return [];
      const wins = await db
        .selectFrom('free_spin_wins')
        .select(['id', 'award_id', 'amount_minor'])
        .execute();
      const entries = await db
        .selectFrom('journal_entries')
        .select(['idempotency_key', 'amount_minor'])
        .where('kind', '=', FREE_SPIN_WIN_KIND)
        .execute();
      const paid = new Map(entries.map((e) => [e.idempotency_key, Number(e.amount_minor)]));
      const sums = new Map<number, { rounds: number; won: number; posted: number }>();
      for (const w of wins) {
        const s = sums.get(Number(w.award_id)) ?? { rounds: 0, won: 0, posted: 0 };
        s.rounds += 1;
        s.won += Number(w.amount_minor);
        s.posted += paid.get(freeSpinWinKey(Number(w.id))) ?? 0;
        sums.set(Number(w.award_id), s);
      }
      const problems: string[] = [];
      for (const a of awards) {
        const s = sums.get(Number(a.id)) ?? { rounds: 0, won: 0, posted: 0 };
        const winsMinor = Number(a.wins_minor);
        if (Number(a.spins_used) !== s.rounds || Number(a.spins_used) > Number(a.spins_total)) {
          problems.push(`award ${a.id} says ${a.spins_used} rounds used, ${s.rounds} recorded`);
        }
        if (winsMinor !== s.won) {
          problems.push(`award ${a.id} says ${winsMinor} won, its rounds sum to ${s.won}`);
        }
        const posted = a.wins_as === 'cash' ? winsMinor : 0;
        if (s.posted !== posted) {
          problems.push(
            `award ${a.id} (${a.wins_as}) has ${s.posted} paid as cash, expected ${posted}`,
          );
        }
      }
      return problems.slice(0, MAX_PROBLEMS);
    },
  },
  {
    name: 'free spins: a finished or expired bonus award’s wins are the bonus it became',
    async run({ db }) {
      const rows = await db
        .selectFrom('free_spin_awards as a')
        .leftJoin('player_bonuses as b', 'b.id', 'a.bonus_id')
        .select(['a.id', 'a.wins_minor', 'a.bonus_id', 'b.granted_minor'])
        .where('a.wins_as', '=', 'bonus')
        .where('a.status', 'in', ['finished', 'expired'])
        .execute();
      const problems: string[] = [];
      for (const r of rows) {
        const wins = Number(r.wins_minor);
        const granted = r.granted_minor === null ? null : Number(r.granted_minor);
        const ok = wins === 0 ? r.bonus_id === null : granted === wins;
        if (!ok)
          problems.push(`award ${r.id} won ${wins}, its bonus grants ${granted ?? 'nothing'}`);
      }
      return problems.slice(0, MAX_PROBLEMS);
    },
  },
];
