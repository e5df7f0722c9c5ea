// Applies LSports messages (mapped by ./map.ts) to the sportsbook through the feed port, and
// keeps the feed's bookkeeping: the inbox (a message id applied once: a redelivery changes
// nothing), each bet's last update (an older price never overwrites a newer one), and the
// feed's settlements of a market with the reason when one changes an earlier one. One message
// at a time: the consumer serialises them.
import type { Kysely } from 'kysely';
import type { SportCode } from '@talih/contracts/sport.ts';
import type { DB } from '../../../db/schema.ts';
import { marketIdOf } from '../../../modules/sport/book/settlement.ts';
import type {
  FeedMarket,
  FeedResult,
  OddsFeedHandlers,
} from '../../../modules/sport/feed/types.ts';
import {
  LSPORTS_REF_PREFIX,
  eventRefOf,
  feedMarketOf,
  fixtureOf,
  marketOf,
  msOf,
  resultOf,
  stateOf,
  type MappedMarket,
  type Skip,
} from './map.ts';
import type { FeedMetrics } from './metrics.ts';
import {
  MESSAGE_TYPE_NAMES,
  MessageType,
  Settlement,
  type LsEvent,
  type LsMessage,
} from './protocol.ts';

export const FEED = 'lsports';
/** Markets and events one message may carry: a bound on the work of one delivery. */
const EVENTS_MAX = 500;
const MARKETS_MAX = 500;
const MESSAGE_IDS_KEPT_MS = 24 * 3_600_000;
const BET_UPDATES_KEPT_MS = 7 * 24 * 3_600_000;

export interface ApplyDeps {
  db: Kysely<DB>;
  book: OddsFeedHandlers;
  /**
   * The book bound to a transaction: a message without settlements is applied in one
   * transaction with its inbox record (all or nothing, one commit). Settlements run outside,
   * as they post to the ledger in transactions of their own.
   */
  bookIn?: (trx: Kysely<DB>, announceLater: (eventId: number) => void) => OddsFeedHandlers;
  /** Announces an event's state to the stream (after a transaction commits). */
  announce?: (eventId: number) => Promise<void>;
  metrics: FeedMetrics;
  log: { warn(obj: unknown, msg?: string): void; error(obj: unknown, msg?: string): void };
  now: () => number;
}

export type Applied = 'applied' | 'duplicate' | 'skipped';

export interface EventRow {
  id: number;
  status: string;
  home_score: number;
  away_score: number;
  clock: string;
  sport: SportCode;
}

async function eventOf(db: Kysely<DB>, fixtureId: number): Promise<EventRow | undefined> {
  return db
    .selectFrom('sport_events as e')
    .innerJoin('sport_leagues as l', 'l.id', 'e.league_id')
    .innerJoin('sport_sports as s', 's.id', 'l.sport_id')
    .select(['e.id', 'e.status', 'e.home_score', 'e.away_score', 'e.clock', 's.code as sport'])
    .where('e.feed_ref', '=', eventRefOf(fixtureId))
    .executeTakeFirst() as Promise<EventRow | undefined>;
}

/** A message's settled bets: their settlement posts money, so it runs outside a transaction. */
function settles(msg: LsMessage) {
  if (Number(msg.Header.Type) === MessageType.Settlement) return true;
  return (msg.Body?.Events ?? []).some((e) =>
    (e.Markets ?? []).some((m) => (m.Bets ?? []).some((b) => (b.Settlement ?? 0) !== 0)),
  );
}

export function createApplier(d: ApplyDeps) {
  // Where this message reads and writes: the database and book, or a transaction and the book
  // bound to it. Messages are applied one at a time (the consumer serialises them).
  let c = { db: d.db, book: d.book };
  const skip = (s: Skip) => d.metrics.skipped(s.what);

  async function seen(msgId: string) {
    const row = await c.db
      .selectFrom('feed_messages')
      .select('msg_id')
      .where('feed', '=', FEED)
      .where('msg_id', '=', msgId)
      .executeTakeFirst();
    return row !== undefined;
  }

  async function remember(msgId: string, type: number, serverTs: number) {
    await c.db
      .insertInto('feed_messages')
      .values({ feed: FEED, msg_id: msgId, type, server_ts: serverTs, stored_at: d.now() })
      .onConflict((oc) => oc.columns(['feed', 'msg_id']).doNothing())
      .execute();
  }

  async function fixture(e: LsEvent) {
    const f = fixtureOf(e);
    if ('what' in f) return skip(f);
    await c.book.fixtureChange(f);
    const status = e.Fixture?.Status;
    if (status !== undefined)
      await livescore({ FixtureId: e.FixtureId, Livescore: { Scoreboard: { Status: status } } });
  }

  async function livescore(e: LsEvent) {
    const row = await eventOf(c.db, e.FixtureId);
    if (!row) return skip({ what: 'fixture', detail: `unknown fixture ${e.FixtureId}` });
    if (!e.Livescore) return;
    const s = stateOf(row.sport, e.Livescore);
    if (Object.keys(s).length === 0) return;
    const status = s.status ?? (row.status as 'not_started');
    await c.book.oddsChange(eventRefOf(e.FixtureId), [], {
      status,
      homeScore: s.homeScore ?? row.home_score,
      awayScore: s.awayScore ?? row.away_score,
      clock: s.clock ?? (status === row.status ? row.clock : ''),
    });
  }

  /**
   * The bets newer than what was applied (or as new, `orEqual`: a snapshot reasserts what a
   * stale feed's suspension hid), recorded as applied.
   */
  async function freshBets(m: MappedMarket, orEqual: boolean) {
    const refs = m.bets.map((b) => b.ref);
    if (refs.length === 0) return [];
    const known = await c.db
      .selectFrom('feed_bet_updates')
      .select(['bet_ref', 'updated_at'])
      .where('feed', '=', FEED)
      .where('bet_ref', 'in', refs)
      .execute();
    const at = new Map(known.map((k) => [k.bet_ref, Number(k.updated_at)]));
    return m.bets.filter((b) => {
      const last = at.get(b.ref);
      const fresh = last === undefined || b.updatedAt > last || (orEqual && b.updatedAt === last);
      if (!fresh) d.metrics.stalePrice();
      return fresh;
    });
  }

  async function markApplied(bets: { ref: string; updatedAt: number }[]) {
    if (bets.length === 0) return;
    await c.db
      .insertInto('feed_bet_updates')
      .values(bets.map((b) => ({ feed: FEED, bet_ref: b.ref, updated_at: b.updatedAt })))
      .onConflict((oc) =>
        oc
          .columns(['feed', 'bet_ref'])
          .doUpdateSet((eb) => ({ updated_at: eb.ref('excluded.updated_at') }))
          .where('feed_bet_updates.updated_at', '<', (eb) => eb.ref('excluded.updated_at')),
      )
      .execute();
  }

  async function markets(
    e: LsEvent,
    o: { snapshot: boolean; msgId: string; raw: string; serverTs: number },
  ) {
    const row = await eventOf(c.db, e.FixtureId);
    if (!row) return skip({ what: 'fixture', detail: `unknown fixture ${e.FixtureId}` });
    const ref = eventRefOf(e.FixtureId);
    const priced: FeedMarket[] = [];
    const applied: { ref: string; updatedAt: number }[] = [];
    for (const lm of (e.Markets ?? []).slice(0, MARKETS_MAX)) {
      const m = marketOf(row.sport, lm, o.serverTs);
      if ('what' in m) {
        skip(m);
        continue;
      }
      if (
        m.bets.length > 0 &&
        m.bets.every((b) => b.settlement !== undefined && b.settlement !== Settlement.NotSettled)
      ) {
        await settle(ref, m, o);
        continue;
      }
      const fresh = await freshBets(m, o.snapshot);
      if (fresh.length === 0) continue;
      priced.push(feedMarketOf({ ...m, bets: fresh }, true));
      applied.push(...fresh);
    }
    if (priced.length > 0) await c.book.oddsChange(ref, priced);
    await markApplied(applied);
  }

  async function resultsNow(marketId: number) {
    const rows = await c.db
      .selectFrom('sport_selections')
      .select(['code', 'result', 'win_pm', 'void_pm'])
      .where('market_id', '=', marketId)
      .orderBy('sort')
      .execute();
    return rows;
  }

  const describe = (rows: { code: string; result: string | null }[]) =>
    rows.map((r) => `${r.code} ${r.result ?? '-'}`).join(', ');

  /** A market's settlement (or its rollback), kept with what it changed and why. */
  async function settle(ref: string, m: MappedMarket, o: { msgId: string; raw: string }) {
    const key = { type: m.type, line: m.line };
    const marketId = await marketIdOf(c.db, ref, key);
    if (marketId === null) {
      return skip({ what: 'settlement', detail: `unknown market ${ref} ${m.type} ${m.line}` });
    }
    const before = await resultsNow(marketId);
    const results: FeedResult[] = [];
    for (const b of m.bets) {
      const r = resultOf(b.code, b.settlement);
      if (!r) return skip({ what: 'settlement', detail: `settlement ${String(b.settlement)}` });
      results.push(r);
    }
    await c.book.settlement(ref, key, results);
    const after = await resultsNow(marketId);
    const changed = before.some((b) => {
      const a = after.find((x) => x.code === b.code);
      return !a || a.result !== b.result || a.win_pm !== b.win_pm || a.void_pm !== b.void_pm;
    });
    if (!changed) return;
    const first = before.every((b) => b.result === null);
    await recordSettlement(
      marketId,
      o,
      first ? 'settled' : 'resettled',
      first
        ? `feed settled: ${describe(after)}`
        : `feed corrected its settlement: was ${describe(before)}; now ${describe(after)}`,
    );
  }

  async function rollback(ref: string, m: MappedMarket, o: { msgId: string; raw: string }) {
    const key = { type: m.type, line: m.line };
    const marketId = await marketIdOf(c.db, ref, key);
    if (marketId === null) return;
    const before = await resultsNow(marketId);
    if (before.every((b) => b.result === null)) return;
    await c.book.rollbackSettlement(ref, key);
    await recordSettlement(
      marketId,
      o,
      'rolled_back',
      `feed took its settlement back: was ${describe(before)}`,
    );
  }

  async function recordSettlement(
    marketId: number,
    o: { msgId: string; raw: string },
    kind: 'settled' | 'resettled' | 'rolled_back',
    reason: string,
  ) {
    d.metrics.settlement(kind);
    if (kind !== 'settled') d.log.warn({ marketId, reason }, 'lsports feed changed a settlement');
    await c.db
      .insertInto('feed_settlements')
      .values({
        feed: FEED,
        msg_id: o.msgId,
        market_id: marketId,
        kind,
        reason: reason.slice(0, 500),
        message: o.raw.slice(0, 100_000),
        created_at: d.now(),
      })
      .execute();
  }

  async function settlements(e: LsEvent, o: { msgId: string; raw: string; serverTs: number }) {
    const row = await eventOf(c.db, e.FixtureId);
    if (!row) return skip({ what: 'fixture', detail: `unknown fixture ${e.FixtureId}` });
    const ref = eventRefOf(e.FixtureId);
    for (const lm of (e.Markets ?? []).slice(0, MARKETS_MAX)) {
      const m = marketOf(row.sport, lm, o.serverTs);
      if ('what' in m) {
        skip(m);
        continue;
      }
      if (m.bets.length > 0 && m.bets.every((b) => (b.settlement ?? 0) === Settlement.NotSettled)) {
        await rollback(ref, m, o);
        continue;
      }
      await settle(ref, m, o);
    }
  }

  /** Live fixtures the keep-alive does not name have no live odds: their markets stop. */
  async function keepAlive(active: number[]) {
    const live = await c.db
      .selectFrom('sport_events')
      .select('feed_ref')
      .where('feed_ref', 'like', `${LSPORTS_REF_PREFIX}:%`)
      .where('status', '=', 'live')
      .limit(EVENTS_MAX)
      .execute();
    const named = new Set(active.map(Number));
    for (const e of live) {
      const id = Number(e.feed_ref.slice(LSPORTS_REF_PREFIX.length + 1));
      if (!named.has(id)) await c.book.betStop(e.feed_ref);
    }
  }

  /** One message's events in order, then its inbox record. */
  async function run(msg: LsMessage, raw: string, msgId: string, serverTs: number) {
    const type = Number(msg.Header.Type);
    const o = { snapshot: false, msgId, raw, serverTs };
    for (const e of (msg.Body?.Events ?? []).slice(0, EVENTS_MAX)) {
      if (type === MessageType.FixtureMetadata) await fixture(e);
      else if (type === MessageType.Livescore) {
        if (e.Fixture) await fixture(e);
        await livescore(e);
      } else if (type === MessageType.MarketUpdate) await markets(e, o);
      else if (type === MessageType.Settlement) await settlements(e, o);
    }
    await remember(msgId, type, serverTs);
  }

  async function inTransaction(
    bookIn: NonNullable<ApplyDeps['bookIn']>,
    list: { msg: LsMessage; raw: string }[],
  ): Promise<Applied[]> {
    const changed = new Set<number>();
    const out: Applied[] = [];
    await d.db.transaction().execute(async (trx) => {
      const outside = c;
      c = { db: trx, book: bookIn(trx, (id) => changed.add(id)) };
      const inBatch = new Set<string>();
      try {
        for (const { msg, raw } of list) {
          const msgId = String(msg.Header.MsgGuid);
          if (inBatch.has(msgId) || (await seen(msgId))) {
            out.push('duplicate');
            continue;
          }
          inBatch.add(msgId);
          await run(msg, raw, msgId, msOf(msg.Header.ServerTimestamp) ?? d.now());
          out.push('applied');
        }
      } finally {
        c = outside;
      }
    });
    for (const id of changed) await d.announce?.(id);
    return out;
  }

  const applier = {
    /** One delivered message; answers what became of it. */
    async apply(msg: LsMessage, raw: string): Promise<Applied> {
      const h = msg.Header;
      const type = Number(h.Type);
      const name = MESSAGE_TYPE_NAMES[type];
      const serverTs = msOf(h.ServerTimestamp) ?? d.now();
      d.metrics.received(name ?? 'unknown', d.now() - serverTs);
      if (!name) {
        skip({ what: 'fixture', detail: `type ${type}` });
        d.metrics.unknownType();
        return 'skipped';
      }
      if (type === MessageType.Heartbeat) return 'applied';
      if (type === MessageType.KeepAlive) {
        const ka = msg.Body?.KeepAlive;
        await keepAlive((ka?.ActiveEvents ?? ka?.ActiveEvent ?? []).map(Number));
        return 'applied';
      }
      const msgId = String(h.MsgGuid);
      if (await seen(msgId)) return 'duplicate';
      const bookIn = d.bookIn;
      if (!bookIn || settles(msg)) {
        await run(msg, raw, msgId, serverTs);
        return 'applied';
      }
      return (await inTransaction(bookIn, [{ msg, raw }]))[0] ?? 'applied';
    },

    /**
     * Messages without settlements applied in one transaction (one commit), each event
     * announced once after it; a message already applied, or twice in the batch, is skipped.
     */
    async applyMany(list: { msg: LsMessage; raw: string }[]): Promise<Applied[]> {
      const bookIn = d.bookIn;
      if (!bookIn) throw new Error('applyMany needs bookIn');
      for (const { msg } of list) {
        const type = Number(msg.Header.Type);
        const serverTs = msOf(msg.Header.ServerTimestamp) ?? d.now();
        d.metrics.received(MESSAGE_TYPE_NAMES[type] ?? 'unknown', d.now() - serverTs);
      }
      return inTransaction(bookIn, list);
    },

    /** A snapshot: fixtures, then scores, then markets (settled ones settle). */
    async applySnapshot(
      s: { fixtures: LsEvent[]; scores: LsEvent[]; markets: LsEvent[] },
      at: number,
    ) {
      const o = { snapshot: true, msgId: `snapshot:${at}`, raw: '{"snapshot":true}', serverTs: at };
      for (const e of s.fixtures.slice(0, EVENTS_MAX * 10)) await fixture(e);
      for (const e of s.scores.slice(0, EVENTS_MAX * 10)) await livescore(e);
      for (const e of s.markets.slice(0, EVENTS_MAX * 10)) await markets(e, o);
    },

    /** Every market of the feed's events suspended at once; answers how many. */
    suspendAll: () => c.book.suspendAll(LSPORTS_REF_PREFIX),

    /**
     * Forgets message ids stored a day ago (a broker redelivers within minutes) and bets not
     * updated for a week (their fixtures are over): both tables stay the size of recent play.
     */
    async prune(now: number) {
      const messages = await d.db
        .deleteFrom('feed_messages')
        .where('feed', '=', FEED)
        .where('stored_at', '<', now - MESSAGE_IDS_KEPT_MS)
        .executeTakeFirst();
      const bets = await d.db
        .deleteFrom('feed_bet_updates')
        .where('feed', '=', FEED)
        .where('updated_at', '<', now - BET_UPDATES_KEPT_MS)
        .executeTakeFirst();
      return { messages: Number(messages.numDeletedRows), bets: Number(bets.numDeletedRows) };
    },
    /** Whether the message may join a batch: no settlement, a type applied in a transaction. */
    batchable(msg: LsMessage) {
      const type = Number(msg.Header.Type);
      return (
        d.bookIn !== undefined &&
        (type === MessageType.FixtureMetadata ||
          type === MessageType.Livescore ||
          type === MessageType.MarketUpdate) &&
        !settles(msg)
      );
    },
  };
  return applier;
}

export type Applier = ReturnType<typeof createApplier>;
