// Applies LSports messages (mapped by ./map.ts) to the sportsbook through the feed port, and
// keeps the feed's bookkeeping: the inbox (a message id applied once: a redelivery changes
// nothing), each bet's last update (an older price never overwrites a newer one), and the
// feed's settlements of a market with the reason when one changes an earlier one. One message
// at a time: the consumer serialises them.
import type { Kysely } from 'kysely';
import type { SportCode } from '@talih/contracts/sport.ts';
import type { DB } from '../../../db/schema.ts';
import type { FeedMarket, FeedMarketKey, FeedResult, OddsFeedHandlers } from '../port.ts';
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
import { createUpdateClock, livescoreRef } from './clock.ts';
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
  /** Announces events' states to the stream (after a transaction commits). */
  announce?: (eventIds: number[]) => Promise<void>;
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

/**
 * The book's market of a feed event's market key; null when the book has none. Read here, as
 * the event is above, rather than through the sport module: the adapter sees the book only
 * through the feed port (../port.ts).
 */
async function marketIdOf(db: Kysely<DB>, eventRef: string, key: FeedMarketKey) {
  const row = await db
    .selectFrom('sport_markets as m')
    .innerJoin('sport_events as e', 'e.id', 'm.event_id')
    .select('m.id')
    .where('e.feed_ref', '=', eventRef)
    .where('m.type', '=', key.type)
    .where('m.line', '=', key.line)
    .executeTakeFirst();
  return row?.id ?? null;
}

/** The bets a message prices, whose last updates its run reads at once. */
function betRefsOf(msg: LsMessage) {
  return (msg.Body?.Events ?? []).flatMap((e) =>
    (e.Markets ?? []).flatMap((m) => (m.Bets ?? []).map((b) => String(b.Id))),
  );
}

/** A message's settled bets: their settlement posts money, so it runs outside a transaction. */
function settles(msg: LsMessage) {
  if (Number(msg.Header.Type) === MessageType.Settlement) return true;
  return (msg.Body?.Events ?? []).some((e) =>
    (e.Markets ?? []).some((m) => (m.Bets ?? []).some((b) => (b.Settlement ?? 0) !== 0)),
  );
}

export function createApplier(d: ApplyDeps) {
  // Where this run of messages reads and writes: the database and book, or a transaction and
  // the book bound to it; its last-update clock; in a batch, the odds to write once per event
  // when the run ends (`pending`); and the message ids to remember then. Runs are applied one
  // at a time (the consumer serialises them).
  const runOf = (db: Kysely<DB>, book: OddsFeedHandlers, batch: boolean) => ({
    db,
    book,
    clock: createUpdateClock(FEED),
    pending: batch ? new Map<string, Map<string, FeedMarket>>() : null,
    remembered: [] as { msg_id: string; type: number; server_ts: number }[],
  });
  let c = runOf(d.db, d.book, false);
  /** Each fixture's event id and sport (neither changes); cleared when a run rolls back. */
  const fixtures = new Map<number, { id: number; sport: SportCode }>();
  const skip = (s: Skip) => d.metrics.skipped(s.what);

  async function seenAmong(msgIds: string[]) {
    const rows = await c.db
      .selectFrom('feed_messages')
      .select('msg_id')
      .where('feed', '=', FEED)
      .where('msg_id', 'in', msgIds)
      .execute();
    return new Set(rows.map((r) => r.msg_id));
  }

  async function eventIdOf(fixtureId: number) {
    const known = fixtures.get(fixtureId);
    if (known) return known;
    const row = await eventOf(c.db, fixtureId);
    if (row) fixtures.set(fixtureId, { id: row.id, sport: row.sport });
    return row;
  }

  /** Ends a run: the pending odds once per event, the clock, the message ids, in one go. */
  async function finishRun() {
    const changes = [...(c.pending ?? [])].map(([eventRef, markets]) => ({
      eventRef,
      markets: [...markets.values()],
    }));
    c.pending?.clear();
    if (changes.length > 0) await c.book.oddsChanges(changes);
    await c.clock.flush(c.db);
    const rows = c.remembered.splice(0).map((r) => ({ feed: FEED, ...r, stored_at: d.now() }));
    if (rows.length === 0) return;
    await c.db
      .insertInto('feed_messages')
      .values(rows)
      .onConflict((oc) => oc.columns(['feed', 'msg_id']).doNothing())
      .execute();
  }

  /** A batch writes an event's odds once when the run ends: the newest of each selection. */
  function pend(ref: string, priced: FeedMarket[]) {
    const markets = c.pending?.get(ref) ?? new Map<string, FeedMarket>();
    c.pending?.set(ref, markets);
    for (const m of priced) {
      const key = `${m.type}|${m.line}`;
      const before = markets.get(key);
      const selections = new Map((before?.selections ?? []).map((s) => [s.code, s]));
      for (const s of m.selections) selections.set(s.code, s);
      markets.set(key, { ...m, selections: [...selections.values()] });
    }
  }

  async function fixture(e: LsEvent, at: number) {
    const f = fixtureOf(e);
    if ('what' in f) return skip(f);
    await c.book.fixtureChange(f);
    const status = e.Fixture?.Status;
    if (status !== undefined)
      await livescore(
        { FixtureId: e.FixtureId, Livescore: { Scoreboard: { Status: status } } },
        at,
      );
  }

  /** The event's state; one older than the last applied (by server timestamp) is skipped. */
  async function livescore(e: LsEvent, at: number) {
    const row = await eventOf(c.db, e.FixtureId);
    if (!row) return skip({ what: 'fixture', detail: `unknown fixture ${e.FixtureId}` });
    if (!e.Livescore) return;
    const s = stateOf(row.sport, e.Livescore);
    if (Object.keys(s).length === 0) return;
    const ref = livescoreRef(e.FixtureId);
    await c.clock.load(c.db, [ref]);
    if (!c.clock.fresh(ref, at, true)) return d.metrics.skipped('stale_livescore');
    c.clock.mark(ref, at);
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
   * stale feed's suspension hid), marked as applied on the run's clock.
   */
  async function freshBets(m: MappedMarket, orEqual: boolean) {
    await c.clock.load(
      c.db,
      m.bets.map((b) => b.ref),
    );
    const fresh = m.bets.filter((b) => {
      const ok = c.clock.fresh(b.ref, b.updatedAt, orEqual);
      if (!ok) d.metrics.stalePrice();
      return ok;
    });
    for (const b of fresh) c.clock.mark(b.ref, b.updatedAt);
    return fresh;
  }

  async function markets(
    e: LsEvent,
    o: { snapshot: boolean; msgId: string; raw: string; serverTs: number },
  ) {
    const row = await eventIdOf(e.FixtureId);
    if (!row) return skip({ what: 'fixture', detail: `unknown fixture ${e.FixtureId}` });
    const ref = eventRefOf(e.FixtureId);
    const priced: FeedMarket[] = [];
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
    }
    if (priced.length === 0) return;
    if (c.pending) pend(ref, priced);
    else await c.book.oddsChange(ref, priced);
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
    await c.book.settlement(ref, key, results, { feed: FEED, msgId: o.msgId, raw: o.raw });
    // A market a trader holds kept the settlement for review (modules/sport/book/holds.ts).
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
    await c.book.rollbackSettlement(ref, key, { feed: FEED, msgId: o.msgId, raw: o.raw });
    if ((await resultsNow(marketId)).some((r) => r.result !== null)) return; // held
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

  /** One message's events in order; its inbox record is written when the run ends. */
  async function run(msg: LsMessage, raw: string, msgId: string, serverTs: number) {
    const type = Number(msg.Header.Type);
    const o = { snapshot: false, msgId, raw, serverTs };
    for (const e of (msg.Body?.Events ?? []).slice(0, EVENTS_MAX)) {
      if (type === MessageType.FixtureMetadata) await fixture(e, serverTs);
      else if (type === MessageType.Livescore) {
        if (e.Fixture) await fixture(e, serverTs);
        await livescore(e, serverTs);
      } else if (type === MessageType.MarketUpdate) await markets(e, o);
      else if (type === MessageType.Settlement) await settlements(e, o);
    }
    c.remembered.push({ msg_id: msgId, type, server_ts: serverTs });
  }

  /** Runs `job` on a run of its own (a transaction's, or the database's), then ends it. */
  async function inRun(
    db: Kysely<DB>,
    book: OddsFeedHandlers,
    batch: boolean,
    job: () => Promise<void>,
  ) {
    const outside = c;
    c = runOf(db, book, batch);
    try {
      await job();
      await finishRun();
    } catch (error) {
      fixtures.clear();
      throw error;
    } finally {
      c = outside;
    }
  }

  async function inTransaction(
    bookIn: NonNullable<ApplyDeps['bookIn']>,
    list: { msg: LsMessage; raw: string }[],
  ): Promise<Applied[]> {
    const changed = new Set<number>();
    let out: Applied[] = [];
    await d.db.transaction().execute(async (trx) => {
      out = [];
      const book = bookIn(trx, (id) => changed.add(id));
      await inRun(trx, book, true, async () => {
        const ids = list.map(({ msg }) => String(msg.Header.MsgGuid));
        const applied = await seenAmong(ids);
        await c.clock.load(
          trx,
          list.flatMap(({ msg }) => betRefsOf(msg)),
        );
        for (const [i, { msg, raw }] of list.entries()) {
          const msgId = ids[i] ?? '';
          if (applied.has(msgId)) {
            out.push('duplicate');
            continue;
          }
          applied.add(msgId);
          await run(msg, raw, msgId, msOf(msg.Header.ServerTimestamp) ?? d.now());
          out.push('applied');
        }
      });
    });
    await d.announce?.([...changed]);
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
      const bookIn = d.bookIn;
      if (!bookIn || settles(msg)) {
        if ((await seenAmong([msgId])).size > 0) return 'duplicate';
        await inRun(d.db, d.book, false, () => run(msg, raw, msgId, serverTs));
        return 'applied';
      }
      return (await inTransaction(bookIn, [{ msg, raw }]))[0] ?? 'applied';
    },

    /**
     * Messages without settlements applied in one transaction (one commit), each event's odds
     * written and announced once; a message already applied, or twice in the batch, is skipped.
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
      await inRun(d.db, d.book, false, async () => {
        for (const e of s.fixtures.slice(0, EVENTS_MAX * 10)) await fixture(e, at);
        for (const e of s.scores.slice(0, EVENTS_MAX * 10)) await livescore(e, at);
        for (const e of s.markets.slice(0, EVENTS_MAX * 10)) await markets(e, o);
      });
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
