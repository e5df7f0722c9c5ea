// The feed's last-update clock (feed_bet_updates): when each bet's price, and each fixture's
// livescore (ref `livescore:<fixture id>`), was last applied, so an older message never
// overwrites a newer one. Read in one query for a run of messages and written in one
// multi-row upsert when the run ends, instead of a read and a write per market.
import type { Kysely } from 'kysely';
import type { DB } from '../../../db/schema.ts';

/** Rows read or written per statement: well under SQLite's and PostgreSQL's parameter limits. */
const CHUNK = 500;

export const livescoreRef = (fixtureId: number) => `livescore:${fixtureId}`;

export function createUpdateClock(feed: string) {
  /** Last update per ref; null: looked up, none stored. */
  const at = new Map<string, number | null>();
  const written = new Map<string, number>();

  return {
    /** Reads the refs not read yet (one query per 500). */
    async load(db: Kysely<DB>, refs: string[]) {
      const missing = [...new Set(refs.filter((r) => !at.has(r)))];
      for (let i = 0; i < missing.length; i += CHUNK) {
        const part = missing.slice(i, i + CHUNK);
        const rows = await db
          .selectFrom('feed_bet_updates')
          .select(['bet_ref', 'updated_at'])
          .where('feed', '=', feed)
          .where('bet_ref', 'in', part)
          .execute();
        for (const r of part) at.set(r, null);
        for (const r of rows) at.set(r.bet_ref, Number(r.updated_at));
      }
    },
    /** Whether an update at `updatedAt` is newer (or, `orEqual`, as new) than the last one. */
    fresh(ref: string, updatedAt: number, orEqual: boolean) {
      const last = at.get(ref) ?? null;
      return last === null || updatedAt > last || (orEqual && updatedAt === last);
    },
    mark(ref: string, updatedAt: number) {
      const last = at.get(ref) ?? null;
      if (last !== null && last >= updatedAt) return;
      at.set(ref, updatedAt);
      written.set(ref, updatedAt);
    },
    /** Stores what was marked (a newer stored time stays). */
    async flush(db: Kysely<DB>) {
      const rows = [...written].map(([bet_ref, updated_at]) => ({ feed, bet_ref, updated_at }));
      written.clear();
      for (let i = 0; i < rows.length; i += CHUNK) {
        await db
          .insertInto('feed_bet_updates')
          .values(rows.slice(i, i + CHUNK))
          .onConflict((oc) =>
            oc
              .columns(['feed', 'bet_ref'])
              .doUpdateSet((eb) => ({ updated_at: eb.ref('excluded.updated_at') }))
              .where('feed_bet_updates.updated_at', '<', (eb) => eb.ref('excluded.updated_at')),
          )
          .execute();
      }
    },
    /** Forgets everything read (after a rollback, or once a run is stored). */
    reset() {
      at.clear();
      written.clear();
    },
  };
}

export type UpdateClock = ReturnType<typeof createUpdateClock>;
