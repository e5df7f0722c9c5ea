// Reconcile checks of bonus money, wired into `talih reconcile`: the bonus account
// holds only the active bonus's money; every started bonus has its one grant entry and every
// ended one its finish entry, with the amounts its row says; a converted bonus whose wagering a
// resettlement took below its requirement gave its conversion back by its one take-back entry;
// wagering progress is the sum of
// its rows; each bonus account is exactly grants − bonus stakes + bonus wins + bonus refunds −
// finishes; and no active bonus has outlived its expiry (the expiry job would be stuck).
// At most 100 offenders each.
import { sql } from 'kysely';
import type { ReconcileCheck } from './check.ts';
import { BONUS_ENTRY_KINDS } from './bonus-movements.ts';
import {
  bonusEntriesWithoutBonus,
  bonusesOffEntries,
  type BonusEntriesRow,
} from './bonus-entry-sql.ts';
import { ENTRY_KINDS } from './game-movements.ts';
import { BET_ENTRY_KINDS } from './sport-movements.ts';

const MAX_PROBLEMS = 100;
/** How long past expires_at an active bonus may wait for the expiry job. */
export const BONUS_EXPIRY_GRACE_MS = 60 * 60 * 1000;

/** The entry kinds that may move the bonus account, with the sign of what they do. */
const BONUS_ACCOUNT_KINDS: Record<string, string> = {
  [BONUS_ENTRY_KINDS.grant]: 'grants',
  [ENTRY_KINDS.gameBet]: 'bonus stakes',
  [ENTRY_KINDS.gameWin]: 'bonus wins',
  [ENTRY_KINDS.gameRollback]: 'bonus refunds',
  [BONUS_ENTRY_KINDS.finish]: 'finishes',
  [BET_ENTRY_KINDS.place]: 'bonus stakes',
  [BET_ENTRY_KINDS.settle]: 'bonus wins',
  [BET_ENTRY_KINDS.cashOut]: 'bonus wins',
};

const cap = (problems: string[]) => problems.slice(0, MAX_PROBLEMS);

export const bonusChecks: ReconcileCheck[] = [
  {
    name: 'bonus: no bonus money is left with a player who has no active bonus',
    async run({ db }) {
      const accounts = await db
        .selectFrom('ledger_accounts')
        .select(['owner', 'balance_minor'])
        .where('kind', '=', 'player_bonus')
        .where('balance_minor', '!=', 0)
        .execute();
      if (accounts.length === 0) return [];
      const active = await db
        .selectFrom('player_bonuses')
        .select('user_id')
        .where('status', '=', 'active')
        .execute();
      const holders = new Set(active.map((r) => String(r.user_id)));
      return cap(
        accounts
          .filter((a) => !holders.has(a.owner))
          .map((a) => `player ${a.owner} holds ${a.balance_minor} bonus money but no active bonus`),
      );
    },
  },
  {
    name: 'bonus: every started bonus has one grant entry, every ended one a finish entry, a conversion its wagering or its take-back, as its row says',
    // In SQL (./bonus-entry-sql.ts): only the offending bonuses come back, however many
    // bonuses and entries history holds; their messages are made here as before.
    async run(database) {
      const problems: string[] = [];
      for (const b of await bonusesOffEntries(database, MAX_PROBLEMS)) {
        problems.push(...bonusEntryProblems(b, entrySumsOf(b)));
      }
      for (const key of await bonusEntriesWithoutBonus(database, MAX_PROBLEMS)) {
        problems.push(`entry ${key} names no bonus`);
      }
      return cap(problems);
    },
  },
  {
    name: 'bonus: every bonus has wagered exactly the sum of its wagering rows',
    async run({ db }) {
      const rows = await db
        .selectFrom('player_bonuses as b')
        .leftJoin(
          (eb) =>
            eb
              .selectFrom('bonus_wagering')
              .select(['bonus_id', (e) => e.fn.sum<number>('counted_minor').as('total')])
              .groupBy('bonus_id')
              .as('w'),
          (join) => join.onRef('w.bonus_id', '=', 'b.id'),
        )
        .select(['b.id', 'b.wagered_minor', 'w.total'])
        // Compared in SQL: only offenders come back, however many bonuses history holds.
        .where(sql<boolean>`b.wagered_minor <> coalesce(w.total, 0)`)
        .orderBy('b.id')
        .limit(MAX_PROBLEMS)
        .execute();
      return rows.map(
        (r) =>
          `bonus ${r.id} says ${r.wagered_minor} wagered; its wagering rows sum to ${Number(r.total ?? 0)}`,
      );
    },
  },
  {
    name: 'bonus: each bonus account is grants − bonus stakes + bonus wins + bonus refunds − finishes',
    async run({ db }) {
      const lines = await db
        .selectFrom('journal_lines as l')
        .innerJoin('ledger_accounts as a', 'a.id', 'l.account_id')
        .innerJoin('journal_entries as e', 'e.id', 'l.entry_id')
        .select(['a.owner', 'e.kind', (eb) => eb.fn.sum<number>('l.amount_minor').as('total')])
        .where('a.kind', '=', 'player_bonus')
        .groupBy(['a.owner', 'e.kind'])
        .execute();
      const accounts = await db
        .selectFrom('ledger_accounts')
        .select(['owner', 'balance_minor'])
        .where('kind', '=', 'player_bonus')
        .execute();
      const problems: string[] = [];
      const sums = new Map<string, number>();
      for (const l of lines) {
        const total = Number(l.total);
        if (!(l.kind in BONUS_ACCOUNT_KINDS)) {
          problems.push(`player ${l.owner}'s bonus account was moved ${total} by ${l.kind}`);
          continue;
        }
        sums.set(l.owner, (sums.get(l.owner) ?? 0) + total);
      }
      for (const a of accounts) {
        const expected = sums.get(a.owner) ?? 0;
        if (Number(a.balance_minor) !== expected) {
          problems.push(
            `player ${a.owner}'s bonus account is ${a.balance_minor}; grants, stakes, wins, refunds and finishes make ${expected}`,
          );
        }
      }
      return cap(problems);
    },
  },
  {
    name: 'bonus: no active bonus is more than an hour past its expiry (the expiry job is stuck)',
    async run({ db }, { now }) {
      const rows = await db
        .selectFrom('player_bonuses')
        .select(['id', 'user_id', 'expires_at'])
        .where('status', '=', 'active')
        .where('expires_at', '<', now - BONUS_EXPIRY_GRACE_MS)
        .limit(MAX_PROBLEMS)
        .execute();
      return rows.map(
        (r) =>
          `bonus ${r.id} of player ${r.user_id} expired at ${new Date(Number(r.expires_at)).toISOString()} and is still active`,
      );
    },
  },
];

interface EntrySums {
  userId: number | null;
  /** Sum of the entry's lines per account kind. */
  byKind: Map<string, number>;
}

/** A bonus's grant and finish entries as the SQL summed them (undefined where missing). */
function entrySumsOf(b: BonusEntriesRow): { grant?: EntrySums; finish?: EntrySums } {
  const owner = (userId: number | null) => (userId === null ? null : Number(userId));
  return {
    ...(b.grant_id === null
      ? {}
      : {
          grant: {
            userId: owner(b.grant_user_id),
            byKind: new Map([['player_bonus', Number(b.grant_bonus)]]),
          },
        }),
    ...(b.finish_id === null
      ? {}
      : {
          finish: {
            userId: owner(b.finish_user_id),
            byKind: new Map([
              ['player_cash', Number(b.finish_cash)],
              ['promotion_expense', Number(b.finish_promo)],
            ]),
          },
        }),
  };
}

function bonusEntryProblems(
  b: BonusEntriesRow,
  { grant, finish }: { grant?: EntrySums; finish?: EntrySums },
): string[] {
  const id = Number(b.id);
  const started = b.activated_at !== null;
  const ended = started && b.status !== 'active';
  const problems: string[] = [];
  const wrongOwner = (e: EntrySums | undefined) => e && e.userId !== Number(b.user_id);
  if (wrongOwner(grant) || wrongOwner(finish)) {
    problems.push(`bonus ${id}: an entry names another player than ${b.user_id}`);
  }
  if (started !== (grant !== undefined)) {
    problems.push(`bonus ${id} is ${b.status} ${grant ? 'yet has' : 'without'} a grant entry`);
  } else if (grant && (grant.byKind.get('player_bonus') ?? 0) !== Number(b.granted_minor)) {
    problems.push(
      `bonus ${id} granted ${b.granted_minor}; its grant entry moved ${grant.byKind.get('player_bonus') ?? 0}`,
    );
  }
  if (ended !== (finish !== undefined)) {
    problems.push(`bonus ${id} is ${b.status} ${finish ? 'yet has' : 'without'} a finish entry`);
  } else if (finish) {
    const converted = finish.byKind.get('player_cash') ?? 0;
    const forfeited = finish.byKind.get('promotion_expense') ?? 0;
    if (converted !== Number(b.converted_minor) || forfeited !== Number(b.forfeited_minor)) {
      problems.push(
        `bonus ${id} says ${b.converted_minor} converted and ${b.forfeited_minor} forfeited; its finish entry moved ${converted} and ${forfeited}`,
      );
    }
  }
  return [...problems, ...takeBackProblems(b)];
}

/**
 * A converted bonus whose wagering a resettlement took below the requirement gives its
 * conversion back (modules/bonus/lifecycle.ts takeBackConversion), by one take-back entry.
 */
function takeBackProblems(b: BonusEntriesRow): string[] {
  const id = Number(b.id);
  const takenBack = Number(b.taken_back_minor);
  const problems: string[] = [];
  if (b.takeback_id !== null && Number(b.takeback_user_id) !== Number(b.user_id)) {
    problems.push(`bonus ${id}: its take-back entry names another player than ${b.user_id}`);
  }
  const entryTook = b.takeback_id === null ? 0 : Number(b.takeback_promo);
  if ((b.takeback_id === null && takenBack !== 0) || entryTook !== takenBack) {
    problems.push(
      `bonus ${id} says ${takenBack} of its conversion was taken back; its take-back entry took ${entryTook}`,
    );
  }
  const wagered = Number(b.wagered_minor);
  const required = Number(b.wagering_required_minor);
  const takenAway = Number(b.taken_after_finish) === 1;
  if (b.status === 'completed' && takenAway && wagered < required) {
    if (takenBack < Number(b.converted_minor)) {
      problems.push(
        `bonus ${id} converted ${b.converted_minor}, then its wagering went to ${wagered} of ${required}, and it kept the conversion`,
      );
    }
  }
  return problems;
}
