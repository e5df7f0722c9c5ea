// The sandbox odds feed: what a licensed data provider would send, made up. It keeps every
// league stocked with upcoming fixtures, kicks off the next match of a sport while fewer than
// `livePerSport` are live (./sandbox-fixtures.ts), plays matches minute by minute (goals,
// points, games; the clock; odds moving with the score; all markets suspended for a tick
// around a goal: ./sandbox-match.ts), and settles every market at the final whistle
// (./sandbox-recover.ts). Deterministic from its seed and clock, so tests can drive it tick by
// tick; in the server it ticks every SPORT_FEED_TICK_MS.
import type { Kysely } from 'kysely';
import type { DB } from '../../../db/schema.ts';
import { settleMarket } from './model.ts';
import type { SandboxCtx } from './sandbox-context.ts';
import { kickOffs, topUp } from './sandbox-fixtures.ts';
import {
  REPRICE_EVERY,
  liveMarkets,
  playOn,
  sandboxRandom,
  stateOf,
  type LiveMatch,
} from './sandbox-match.ts';
import { recoverEnded, recoverStale, settleEach } from './sandbox-recover.ts';
import type { OddsFeed, OddsFeedHandlers } from '../../../adapters/sports/port.ts';

export interface SandboxFeedOptions {
  handlers: OddsFeedHandlers;
  db: Kysely<DB>;
  seed?: number;
  tickMs: number;
  now?: () => number;
  livePerSport?: number;
  upcomingPerLeague?: number;
  log?: { error(obj: unknown, msg?: string): void };
  /** How often a running feed settles ended matches whose markets were left open (ms). */
  recoverEveryMs?: number;
}

export interface SandboxFeed extends OddsFeed {
  /** One step of every live match, then the fixture top-up. Tests call it directly. */
  tick(): Promise<void>;
  /**
   * Settles what an earlier run (or a failed settlement) left: live matches of a run that
   * ended are cancelled and voided; matches that ended with markets not settled are settled
   * from their final score. Runs at start and every `recoverEveryMs`.
   */
  recover(): Promise<void>;
  live(): LiveMatch[];
}

/** One tick of a live match: play on, then tell the feed's handlers what changed. */
async function step(c: SandboxCtx, m: LiveMatch) {
  const justReopened = m.suspended === 1;
  if (m.suspended > 0) m.suspended--;
  const scored = playOn(m, c.random);
  if (m.done) {
    await finish(c, m);
    return;
  }
  if (scored) {
    // Markets close around a goal (or a set) and reopen at new prices on the next tick.
    m.suspended = 1;
    await c.handlers.betStop(m.ref);
    await c.handlers.oddsChange(m.ref, [], stateOf(m));
    return;
  }
  // Prices move after an event (above), just after the markets reopen, and every few
  // minutes as the clock runs down; in between only the clock moves.
  const reprice =
    m.sport === 'tennis' ||
    (m.suspended === 0 && (m.minute % REPRICE_EVERY[m.sport] === 0 || justReopened));
  await c.handlers.oddsChange(m.ref, reprice ? liveMarkets(m) : [], stateOf(m));
}

/** The final whistle: markets stopped, the final state sent, every market settled. */
async function finish(c: SandboxCtx, m: LiveMatch) {
  c.live.delete(m.ref);
  const state = {
    ...stateOf(m),
    status: 'ended' as const,
    clock: m.sport === 'football' ? 'MS' : 'Bitti',
  };
  await c.handlers.betStop(m.ref);
  await c.handlers.oddsChange(m.ref, [], state);
  const [home, away] =
    m.sport === 'tennis'
      ? [m.state.sets!.home, m.state.sets!.away]
      : [m.state.homeScore, m.state.awayScore];
  await settleEach(c, m.ref, (k) =>
    settleMarket(m.sport, k.type, k.line, home, away, m.firstSetHome),
  );
}

export function createSandboxFeed(o: SandboxFeedOptions): SandboxFeed {
  let seq = 0;
  const c: SandboxCtx = {
    handlers: o.handlers,
    db: o.db,
    log: o.log,
    now: o.now ?? Date.now,
    random: sandboxRandom(o.seed ?? 20261123),
    live: new Map<string, LiveMatch>(),
    livePerSport: o.livePerSport ?? 2,
    upcomingPerLeague: o.upcomingPerLeague ?? 4,
    nextSeq: () => seq++,
  };
  let timer: ReturnType<typeof setInterval> | undefined;
  let running: Promise<void> | null = null;
  const recoverEveryMs = o.recoverEveryMs ?? 60_000;
  let recoveredAt = c.now();

  const feed: SandboxFeed = {
    async tick() {
      for (const m of [...c.live.values()]) await step(c, m);
      await topUp(c);
      await kickOffs(c);
      // Inside the tick, so it never runs while a match of this feed is being settled.
      if (c.now() - recoveredAt >= recoverEveryMs) await feed.recover();
    },
    live: () => [...c.live.values()],
    async recover() {
      recoveredAt = c.now();
      await recoverStale(c);
      await recoverEnded(c);
    },
    async start() {
      await feed.recover();
      await topUp(c);
      await kickOffs(c);
      timer = setInterval(() => {
        if (running) return;
        running = feed
          .tick()
          .catch((error: unknown) => o.log?.error({ err: error }, 'sandbox odds feed tick failed'))
          .finally(() => {
            running = null;
          });
      }, o.tickMs);
      timer.unref();
    },
    async stop() {
      if (timer) clearInterval(timer);
      timer = undefined;
      await running;
    },
  };
  return feed;
}
