// Reconcile checks of the game rounds against the journal (wired into `talih reconcile`): each
// round's bet and win totals are exactly its bet, win and refunding rollback entries, a round
// is cancelled only when nothing is left in it, and no stake was refunded once its round had
// been decided (a win paid or the round closed). At most 100 offenders.
//
// The database sums the rounds in one pass over the entries (bench/ledger-scale: millions of
// rounds), and answers only the offending ones; an entry names its round by its key's provider
// and its detail's roundId (./game-round-sql.ts).
import { sql } from 'kysely';
import type { ReconcileCheck } from './check.ts';
import { ENTRY_KINDS } from './game-movements.ts';
import { decidesRound, keyProvider, roundIdOf } from './game-round-sql.ts';

const PROBLEMS_MAX = 100;
const MOVES = [ENTRY_KINDS.gameBet, ENTRY_KINDS.gameWin];

interface Offender {
  round_id: number | null;
  studio_code: string | null;
  round_ref: string | null;
  bet_minor: number | string | null;
  win_minor: number | string | null;
  status: string | null;
  provider: string | null;
  ref: string | null;
  bet: number | string | null;
  win: number | string | null;
  decided: number | string | null;
  last_refund: number | string | null;
}

export const gameChecks: ReconcileCheck[] = [
  {
    name: 'games: every round holds exactly its journal entries, and no decided round was refunded',
    async run(database) {
      const { db } = database;
      const e = (column: string) => sql.ref(`e.${column}`);
      const b = (column: string) => sql.ref(`b.${column}`);
      // A rollback refunds into the round of the bet it reverses.
      const refunds = sql<{ id: number; provider: string; ref: string }>`
        select r.id, ${keyProvider(database, b('idempotency_key'))} as provider,
          ${roundIdOf(database, b('detail'))} as ref, r.amount_minor
        from journal_entries r inner join journal_entries b on b.id = r.reverses_entry_id
        where r.kind = ${ENTRY_KINDS.gameRollback} and r.amount_minor <> 0
          and b.kind in (${sql.join(MOVES)}) and b.id < r.id`;
      const offenders = await sql<Offender>`
        with moves as (
          select ${keyProvider(database, e('idempotency_key'))} as provider,
            ${roundIdOf(database, e('detail'))} as ref,
            case when e.kind = ${ENTRY_KINDS.gameBet} then e.amount_minor else 0 end as bet,
            case when e.kind = ${ENTRY_KINDS.gameWin} then e.amount_minor else 0 end as win,
            case when ${decidesRound(database, e)} then e.id end as decided,
            null as refund
          from journal_entries e where e.kind in (${sql.join(MOVES)})
          union all
          select provider, ref, -amount_minor, 0, null, id from (${refunds}) x
        ),
        s as (
          select provider, ref, sum(bet) as bet, sum(win) as win, min(decided) as decided,
            max(refund) as last_refund
          from moves where ref is not null group by provider, ref
        )
        select g.id as round_id, g.studio_code, g.round_ref, g.bet_minor, g.win_minor, g.status,
          s.provider, s.ref, s.bet, s.win, s.decided, s.last_refund
        -- The sums first: SQLite walks a full join's left side and looks each up in the
        -- right one (game_rounds_ref); the other way round it scans s for every round.
        from s full join game_rounds g on g.studio_code = s.provider and g.round_ref = s.ref
        where g.id is null
          or g.bet_minor <> coalesce(s.bet, 0) or g.win_minor <> coalesce(s.win, 0)
          or (g.status = 'cancelled' and (g.bet_minor <> 0 or g.win_minor <> 0))
          or (g.status <> 'cancelled' and g.bet_minor = 0 and g.win_minor = 0)
          or s.last_refund > s.decided
        order by case when g.id is null then 1 else 0 end, g.id
        limit ${PROBLEMS_MAX * 2}`.execute(db);
      // Refunds are few; the ids of late ones are named only when a round has any.
      const anyLate = offenders.rows.some(
        (r) => r.decided !== null && Number(r.last_refund ?? 0) > Number(r.decided),
      );
      const late = anyLate ? (await refunds.execute(db)).rows : [];
      return describe(offenders.rows, late);
    },
  },
];

/** The problems of the offending rounds, in round order, then the rounds no row holds. */
function describe(rows: Offender[], refunds: { id: number; provider: string; ref: string }[]) {
  const problems: string[] = [];
  const orphans: string[] = [];
  for (const r of rows) {
    if (r.round_id === null) {
      orphans.push(`journal entries name round ${r.provider}|${r.ref}, which does not exist`);
      continue;
    }
    if (problems.length >= PROBLEMS_MAX) continue;
    const key = `${r.studio_code}|${r.round_ref}`;
    const bet = Number(r.bet_minor);
    const win = Number(r.win_minor);
    const journal = { bet: Number(r.bet ?? 0), win: Number(r.win ?? 0) };
    if (bet !== journal.bet || win !== journal.win) {
      problems.push(
        `round ${key} holds bet ${bet} and win ${win}; its journal entries say ${journal.bet} and ${journal.win}`,
      );
    }
    if ((r.status === 'cancelled') !== (bet === 0 && win === 0)) {
      problems.push(`round ${key} is ${r.status} with bet ${bet} and win ${win}`);
    }
    const decided = Number(r.decided ?? 0);
    const late = refunds
      .filter((x) => decided > 0 && x.provider === r.studio_code && x.ref === r.round_ref)
      .map((x) => Number(x.id))
      .filter((id) => id > decided)
      .sort((x, y) => x - y);
    if (late.length > 0) {
      problems.push(
        `round ${key} was decided by entry ${decided}, then refunded by ${late.join(', ')}`,
      );
    }
  }
  return [...problems, ...orphans.slice(0, Math.max(0, PROBLEMS_MAX - problems.length))];
}
