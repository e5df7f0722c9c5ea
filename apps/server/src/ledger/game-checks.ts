// Reconcile checks of the game rounds against the journal (wired into `talih reconcile`): each
// round's bet and win totals are exactly its bet, win and refunding rollback entries, a round
// is cancelled only when nothing is left in it, and no stake was refunded once its round had
// been decided (a win paid or the round closed). At most 100 offenders.
import type { ReconcileCheck } from './check.ts';
import { ENTRY_KINDS } from './game-movements.ts';

const PROBLEMS_MAX = 100;

interface RoundSums {
  betMinor: number;
  winMinor: number;
  /** The id of the first entry that decided the round (a win, or a bet or win closing it). */
  decidedAt: number;
  refundIds: number[];
}

export const gameChecks: ReconcileCheck[] = [
  {
    name: 'games: every round holds exactly its journal entries, and no decided round was refunded',
    async run({ db }) {
      const entries = await db
        .selectFrom('journal_entries')
        .select(['id', 'kind', 'idempotency_key', 'amount_minor', 'detail', 'reverses_entry_id'])
        .where('kind', 'in', [ENTRY_KINDS.gameBet, ENTRY_KINDS.gameWin, ENTRY_KINDS.gameRollback])
        .orderBy('id')
        .execute();
      const roundOfEntry = new Map<number, string>();
      const sums = new Map<string, RoundSums>();
      const of = (round: string) => {
        let v = sums.get(round);
        if (!v) sums.set(round, (v = { betMinor: 0, winMinor: 0, decidedAt: 0, refundIds: [] }));
        return v;
      };
      for (const e of entries) {
        const amount = Number(e.amount_minor);
        const id = Number(e.id);
        if (e.kind === ENTRY_KINDS.gameRollback) {
          const round = e.reverses_entry_id ? roundOfEntry.get(Number(e.reverses_entry_id)) : null;
          if (!round || amount === 0) continue;
          of(round).betMinor -= amount;
          of(round).refundIds.push(id);
          continue;
        }
        const detail = JSON.parse(e.detail) as { roundId?: unknown; roundClosed?: unknown };
        if (typeof detail.roundId !== 'string') continue;
        const round = `${e.idempotency_key.split(':')[1] ?? ''}|${detail.roundId}`;
        roundOfEntry.set(id, round);
        const v = of(round);
        if (e.kind === ENTRY_KINDS.gameBet) v.betMinor += amount;
        else v.winMinor += amount;
        const decides =
          detail.roundClosed === true || (e.kind === ENTRY_KINDS.gameWin && amount > 0);
        if (decides && v.decidedAt === 0) v.decidedAt = id;
      }
      const rounds = await db
        .selectFrom('game_rounds')
        .select(['studio_code', 'round_ref', 'bet_minor', 'win_minor', 'status'])
        .execute();
      const problems: string[] = [];
      for (const r of rounds) {
        if (problems.length >= PROBLEMS_MAX) break;
        const key = `${r.studio_code}|${r.round_ref}`;
        const v = sums.get(key) ?? { betMinor: 0, winMinor: 0, decidedAt: 0, refundIds: [] };
        sums.delete(key);
        const bet = Number(r.bet_minor);
        const win = Number(r.win_minor);
        if (bet !== v.betMinor || win !== v.winMinor) {
          problems.push(
            `round ${key} holds bet ${bet} and win ${win}; its journal entries say ${v.betMinor} and ${v.winMinor}`,
          );
        }
        if ((r.status === 'cancelled') !== (bet === 0 && win === 0)) {
          problems.push(`round ${key} is ${r.status} with bet ${bet} and win ${win}`);
        }
        const late = v.refundIds.filter((id) => v.decidedAt > 0 && id > v.decidedAt);
        if (late.length > 0) {
          problems.push(
            `round ${key} was decided by entry ${v.decidedAt}, then refunded by ${late.join(', ')}`,
          );
        }
      }
      for (const key of [...sums.keys()].slice(0, PROBLEMS_MAX - problems.length)) {
        problems.push(`journal entries name round ${key}, which does not exist`);
      }
      return problems;
    },
  },
];
