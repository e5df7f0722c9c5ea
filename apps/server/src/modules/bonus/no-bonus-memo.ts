// "This player has no active bonus", remembered per process: most casino stakes and
// wins are made without a bonus, and each would otherwise read player_bonuses (a stake) or the
// bonus account (a win) only to learn that. A bonus only becomes active in startNextBonus
// (lifecycle.ts), inside a ledger transaction, which tells this memo through the ledger's
// BonusStartWatch:
// - while that transaction runs, the player is pinned: nothing is remembered or answered for
//   them, and a stake that relied on the memo and ends after the pin throws RaceLost (the ledger
//   runs it again, reading the database);
// - when it ends, the player is forgotten here and, over the cache bus, on every instance.
// Every change bumps a generation; a "no bonus" read from the database is remembered only if
// no change came between the read and the remembering. Another instance learns of a start
// when the bus delivers it; until then its stakes behave as placed just before the grant.
// Entries also expire, bounding what a lost bus message (or a CLI without Redis) can leave.
import type { Cache } from '../../cache/cache.ts';
import { BONUS_STARTED_CHANNEL, type BonusStartWatch } from '../../ledger/ledger.ts';

const ENTRY_TTL_MS = 30_000;
const ENTRIES_MAX = 200_000;

export interface NoBonusMemo extends BonusStartWatch {
  /** The generation now: take it before reading the database, give it to remember(). */
  generation(): number;
  /** True when the player is known to have no active bonus. */
  knowsNone(userId: number): boolean;
  /** The player had no active bonus at a read made at `generation`. */
  remember(userId: number, generation: number): void;
  close(): Promise<void>;
}

export function createNoBonusMemo(cache: Cache, now: () => number = Date.now): NoBonusMemo {
  const noneSince = new Map<number, number>();
  const pinned = new Map<number, number>();
  let generation = 0;
  const forget = (userId: number) => {
    generation++;
    noneSince.delete(userId);
  };
  const unsubscribe = cache
    .subscribe(BONUS_STARTED_CHANNEL, (message) => forget(Number(message)))
    .catch(() => async () => {});
  return {
    generation: () => generation,
    knowsNone(userId) {
      const since = noneSince.get(userId);
      if (since === undefined || pinned.has(userId)) return false;
      if (now() - since < ENTRY_TTL_MS) return true;
      noneSince.delete(userId);
      return false;
    },
    remember(userId, at) {
      if (at !== generation || pinned.has(userId)) return;
      if (noneSince.size >= ENTRIES_MAX) noneSince.clear();
      noneSince.set(userId, now());
    },
    starting(userId) {
      pinned.set(userId, (pinned.get(userId) ?? 0) + 1);
      forget(userId);
    },
    ended(userIds) {
      for (const userId of userIds) {
        const left = (pinned.get(userId) ?? 1) - 1;
        if (left > 0) pinned.set(userId, left);
        else pinned.delete(userId);
        forget(userId);
      }
    },
    async close() {
      // The app may close the cache first; a failed unsubscribe leaves nothing behind.
      await (await unsubscribe)().catch(() => {});
    },
  };
}
