// The ledger service: runs movements in one database transaction each, retries the
// transaction when a concurrent one won a race (PostgreSQL unique violation, serialization
// failure, deadlock), and announces new player balances once the transaction has committed.
import type { Kysely } from 'kysely';
import { minorToNumber } from '@talih/contracts/money.ts';
import type { StreamEvent } from '@talih/contracts/games.ts';
import type { Cache } from '../cache/cache.ts';
import type { DB } from '../db/schema.ts';
import { LAST_STATEMENT_REFUSED } from '../db/commits-with-it.ts';
import { GroupCommitFailed } from '../db/sqlite-group-commit.ts';
import { deploymentCurrency } from '../jurisdiction/currency.ts';
import { AccountDirectory } from './accounts.ts';
import { LedgerError, RaceLost } from './errors.ts';
import type { MovementGuard, PostedEntry, TxState } from './post.ts';
import type { LedgerReason } from './reasons.ts';

const ATTEMPTS_MAX = 8;

export interface Ledger {
  db: Kysely<DB>;
  /** Runs fn in a transaction; fn must only touch the database through tx.trx. */
  transact<T>(reason: LedgerReason, fn: (tx: TxState) => Promise<T>): Promise<T>;
}

/** Every instance hears on it the id of a player whose bonus started (committed). */
export const BONUS_STARTED_CHANNEL = 'bonus:started';

/**
 * Told when a transaction starts a player's bonus, and when that transaction ends (committed or
 * not): modules/bonus/no-bonus-memo.ts stops assuming the player has none.
 */
export interface BonusStartWatch {
  starting(userId: number): void;
  ended(userIds: Iterable<number>): void;
}

/** A committed ledger transaction, as metrics count it. */
export interface CommittedTransaction {
  reason: LedgerReason;
  /** From the first attempt's start to the commit (retries after a lost race included). */
  seconds: number;
  /** The entries it posted (replays are not new entries). */
  posted: PostedEntry[];
}

export function userChannel(userId: number) {
  return `user:${userId}`;
}

export function createLedger(deps: {
  db: Kysely<DB>;
  cache?: Pick<Cache, 'publish'>;
  now?: () => number;
  /** Told of each committed transaction: what it posted and how long it took (metrics). */
  onCommitted?: (done: CommittedTransaction) => void;
  /** The deployment's currency (config.jurisdiction.currency); else the one set at start. */
  currency?: string;
  /** Asked before each new entry moves money (player protection); absent: nothing refused. */
  guard?: MovementGuard;
  /** This process's memo of players without an active bonus (absent: none kept). */
  bonusWatch?: BonusStartWatch;
}): Ledger {
  const accounts = new AccountDirectory(deps.currency ?? deploymentCurrency());
  const clock = deps.now ?? Date.now;
  return {
    db: deps.db,
    async transact(reason, fn) {
      const started = performance.now();
      // Until a statement that carried the COMMIT is refused (TL001): from then on the
      // transaction is judged statement by statement, and that attempt's answer is given. A
      // lost race alone does not turn it off.
      let commitWithLast = true;
      for (let attempt = 1; ; attempt++) {
        const created = new Map<string, number>();
        const cashChanged = new Map<number, number>();
        const bonusChanged = new Map<number, number>();
        const posted: PostedEntry[] = [];
        const bonusStartedFor = new Set<number>();
        const bonusStarting = (userId: number) => {
          if (bonusStartedFor.has(userId)) return;
          bonusStartedFor.add(userId);
          deps.bonusWatch?.starting(userId);
        };
        try {
          const result = await deps.db
            .transaction()
            .execute((trx) =>
              fn({
                trx,
                now: clock(),
                accounts,
                createdAccounts: created,
                cashChanged,
                bonusChanged,
                posted,
                guard: deps.guard,
                bonusStarting,
                commitWithLast,
              }),
            )
            .finally(() => {
              if (bonusStartedFor.size > 0) deps.bonusWatch?.ended(bonusStartedFor);
            });
          accounts.remember(created);
          deps.onCommitted?.({ reason, seconds: (performance.now() - started) / 1000, posted });
          await announceBonusStarts(deps.cache, bonusStartedFor);
          await announce(deps.cache, cashChanged, bonusChanged, reason);
          return result;
        } catch (error) {
          if (error instanceof LedgerError || attempt >= ATTEMPTS_MAX || !isRetryable(error)) {
            throw error;
          }
          // Not a race: the refusal is judged again at once, without the COMMIT.
          if (codeOf(error) === LAST_STATEMENT_REFUSED) {
            commitWithLast = false;
            continue;
          }
          // A short random pause lets the winner of the race commit before we look again.
          await new Promise((r) => setTimeout(r, Math.random() * 5 * attempt));
        }
      }
    },
  };
}

/**
 * A race another transaction won: looking again will see its result. Or a SQLite group commit
 * that lost this transaction's work with the group's (never answered as done): run it again.
 */
export function isRetryable(error: unknown): boolean {
  if (error instanceof RaceLost || error instanceof GroupCommitFailed) return true;
  const code = codeOf(error);
  if (code === '23505' || code === '40001' || code === '40P01') return true;
  if (code === LAST_STATEMENT_REFUSED) return true;
  const message = error instanceof Error ? error.message : '';
  return /UNIQUE constraint failed|database is locked|SQLITE_BUSY/.test(message);
}

/** PostgreSQL's SQLSTATE of an error, if it has one. */
function codeOf(error: unknown): unknown {
  return (error as { code?: unknown } | null)?.code;
}

/** Other instances' memos forget these players (their bonus started); this one's already did. */
async function announceBonusStarts(
  cache: Pick<Cache, 'publish'> | undefined,
  userIds: Set<number>,
) {
  if (!cache) return;
  for (const userId of userIds) {
    await cache.publish(BONUS_STARTED_CHANNEL, String(userId)).catch(() => {});
  }
}

async function announce(
  cache: Pick<Cache, 'publish'> | undefined,
  cashChanged: Map<number, number>,
  bonusChanged: Map<number, number>,
  reason: LedgerReason,
) {
  if (!cache) return;
  for (const [userId, balanceMinor] of cashChanged) {
    const event: StreamEvent = {
      type: 'balance',
      totalAssets: minorToNumber(balanceMinor),
      reason,
    };
    // Present when the transaction moved bonus money; absent: the bonus balance is unchanged.
    const bonusMinor = bonusChanged.get(userId);
    if (bonusMinor !== undefined) event.bonusAssets = minorToNumber(bonusMinor);
    // A lost announcement only delays a header refresh; it must never fail the movement. It is
    // awaited: whoever is answered and then listens has not missed it, nor hears it late.
    await cache.publish(userChannel(userId), JSON.stringify(event)).catch(() => {});
  }
}
