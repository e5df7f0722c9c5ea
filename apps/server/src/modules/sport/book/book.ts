// The sportsbook's catalogue: it applies the odds feed's messages to the sport tables (the
// OddsFeedHandlers: ./events.ts, ./markets.ts, ./settlement.ts), answers the views the calls
// and the stream send (./views.ts), and announces each event's new state on the cache bus
// (Redis pub/sub when set) for GET /api/sport/stream.
import type { EventView, MarketView, SportStreamEvent } from '@talih/contracts/sport.ts';
import type { Services } from '../../../services.ts';
import type {
  FeedEventState,
  FeedFixture,
  FeedMarket,
  FeedMarketKey,
  FeedResult,
  FeedSource,
  OddsFeedHandlers,
} from '../../../adapters/sports/port.ts';
import {
  applyEventState,
  applyFixture,
  eventRowByRef,
  eventRowsByRefs,
  stopBetting,
  stopBettingAll,
} from './events.ts';
import { holdIfHeld } from './holds.ts';
import { upsertEventsMarkets, upsertMarkets } from './markets.ts';
import { eventIdOfMarket, marketIdOf, rollbackSettlement, writeSettlement } from './settlement.ts';
import {
  eventView,
  eventViews,
  listEvents,
  tree,
  type EventFilter,
  type TreeSport,
} from './views.ts';

export const SPORT_CHANNEL = 'sport:events';

export interface SportBook extends OddsFeedHandlers {
  /** Set by the bet module: settles the bets with a leg on the market. */
  onMarketSettled?: (marketId: number) => Promise<number>;
  eventView(eventId: number): Promise<{ event: EventView; markets: MarketView[] } | null>;
  listEvents(filter: EventFilter): Promise<EventView[]>;
  tree(): Promise<{ sports: TreeSport[] }>;
  marketIdOf(eventRef: string, key: FeedMarketKey): Promise<number | null>;
  /** Publishes the event's current state to the stream. */
  announce(eventId: number): Promise<void>;
  /** Publishes several events' states, read in one go. */
  announceMany(eventIds: number[]): Promise<void>;
}

export interface SportBookOptions {
  /**
   * A book bound to a transaction hands the events it changed here instead of announcing
   * them, so they are announced once each, after the commit.
   */
  announceLater?: (eventId: number) => void;
}

export function createSportBook(
  services: Pick<Services, 'db' | 'cache' | 'log'>,
  options: SportBookOptions = {},
): SportBook {
  const db = services.db;
  const now = () => Date.now();

  async function announce(eventId: number) {
    if (options.announceLater) return options.announceLater(eventId);
    await announceMany([eventId]);
  }

  async function announceMany(eventIds: number[]) {
    if (options.announceLater) {
      for (const id of eventIds) options.announceLater(id);
      return;
    }
    for (const v of await eventViews(db, eventIds)) {
      const message: SportStreamEvent = { type: 'event', event: v.event, markets: v.markets };
      await services.cache.publish(SPORT_CHANNEL, JSON.stringify(message)).catch(() => {});
    }
  }

  const book: SportBook = {
    async fixtureChange(f: FeedFixture) {
      const known = await applyFixture(db, f, now);
      if (known !== null) await announce(known);
    },

    async oddsChange(eventRef: string, markets: FeedMarket[], state?: FeedEventState) {
      const event = await eventRowByRef(db, eventRef);
      if (!event) return;
      // A trader's void of the whole event ends it for players: the feed may not revive it.
      const voidedByTrader = event.trader_suspended === 1 && event.status === 'cancelled';
      if (state && !voidedByTrader) await applyEventState(db, event.id, state, now());
      await upsertMarkets(db, event.id, markets, event.trader_suspended === 1);
      await announce(event.id);
    },

    async oddsChanges(changes: { eventRef: string; markets: FeedMarket[] }[]) {
      const events = await eventRowsByRefs(
        db,
        changes.map((ch) => ch.eventRef),
      );
      const byRef = new Map(events.map((e) => [e.feed_ref, e]));
      const list = changes.flatMap(({ eventRef, markets }) => {
        const e = byRef.get(eventRef);
        return e ? [{ eventId: e.id, markets, eventSuspended: e.trader_suspended === 1 }] : [];
      });
      await upsertEventsMarkets(db, list);
      await announceMany(list.map((e) => e.eventId));
    },

    async betStop(eventRef: string, markets?: FeedMarketKey[]) {
      const event = await eventRowByRef(db, eventRef);
      if (!event) return;
      await stopBetting(db, event.id, markets);
      await announce(event.id);
    },

    async suspendAll(refPrefix: string) {
      const stopped = await stopBettingAll(db, refPrefix);
      for (const id of stopped.events) await announce(id);
      return stopped.markets;
    },

    async settlement(
      eventRef: string,
      key: FeedMarketKey,
      results: FeedResult[],
      source?: FeedSource,
    ) {
      const marketId = await book.marketIdOf(eventRef, key);
      if (marketId === null) return 0;
      if (await holdIfHeld(db, marketId, 'settle', results, source, now())) return 0;
      const changed = await writeSettlement(services, marketId, results);
      if (changed === null) return 0;
      const settled = book.onMarketSettled ? await book.onMarketSettled(marketId) : 0;
      if (changed) await announce(await eventIdOfMarket(db, marketId));
      return settled;
    },

    async rollbackSettlement(eventRef: string, key: FeedMarketKey, source?: FeedSource) {
      const marketId = await book.marketIdOf(eventRef, key);
      if (marketId === null) return;
      if (await holdIfHeld(db, marketId, 'rollback', [], source, now())) return;
      await rollbackSettlement(db, marketId);
    },

    marketIdOf: (eventRef, key) => marketIdOf(db, eventRef, key),
    announce,
    announceMany,
    eventView: (eventId) => eventView(db, eventId),
    listEvents: (filter) => listEvents(db, filter, now()),
    tree: () => tree(db, now()),
  };
  return book;
}
