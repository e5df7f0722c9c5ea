// The sport area: the calls of packages/contracts/src/sport.ts, the live stream of event
// changes (GET /api/sport/stream, server-sent events from the cache bus, so with Redis every
// instance forwards what the feed running on any of them announced), and the sandbox odds feed,
// which runs inside the server so the Sport page is alive on a fresh machine.
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { minorToNumber } from '@talih/contracts/money.ts';
import {
  cashOut,
  fbTokenGet,
  myBets,
  myFreeBets,
  placeBet,
  sportEvent,
  sportEvents,
  sportTree,
} from '@talih/contracts/sport.ts';
import type { CallRegistry } from '../../http/calls.ts';
import { refuseOutsideCountries } from '../../jurisdiction/country.ts';
import { AppError } from '../../http/errors.ts';
import { admitStream, shutdownRetryFrame, streamGateOf } from '../../http/stream-gate.ts';
import { playerCashMinor } from '../../ledger/queries.ts';
import type { Services } from '../../services.ts';
import { checkToken, tokenFromHeaders } from '../../sessions/sessions.ts';
import { refuseIfBlocked } from '../accounts/blocks.ts';
import { requireKycFor } from '../kyc/gate.ts';
import { refuseExcludedPlayer } from '../protection/exclusions.ts';
import { cashOutBet } from './bets/cash-out.ts';
import type { BetDeps } from './bets/deps.ts';
import { availableFreeBets } from './bets/free-bets.ts';
import { placeBets } from './bets/place.ts';
import { settleMarketBets } from './bets/settle.ts';
import { betViews } from './bets/views.ts';
import { createSportBook, SPORT_CHANNEL, type SportBook } from './book/book.ts';
import { createSandboxFeed, type SandboxFeed } from './feed/sandbox.ts';
import { createLsportsFeed, type LsportsFeed } from '../../adapters/sports/lsports/feed.ts';
import {
  createLsportsSimulator,
  type LsportsSimulator,
} from './feed/lsports-simulator/simulator.ts';
import { scheduledWorkOn } from '../../operations/install.ts';
import { createStreamFanout } from './stream-fanout.ts';
import { resettleCorrectedBets, sweepOpenBets } from './sweep.ts';

export const SPORT_STREAM_PATH = '/api/sport/stream';
const PING_MS = 25_000;
/** Unsent bytes a slow stream may hold before it is closed. */
const STREAM_BUFFERED_BYTES_MAX = 1_000_000;

export interface SportModule {
  book: SportBook;
  deps: BetDeps;
  feed: SandboxFeed;
  /** SPORT_FEED=lsports: the TRADE360 consumer (and the sandbox's simulator). */
  lsports?: LsportsFeed<LsportsSimulator>;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The sportsbook, decorated by registerSport (absent with SPORT_FEED=off). */
    sport?: SportModule;
  }
}

/** The sportsbook of an app: tests drive its feed and settle through it. */
export function sportOf(app: FastifyInstance): SportModule {
  if (!app.sport) throw new Error('the sportsbook is not registered on this app');
  return app.sport;
}

/** Every sport call, refused with a translated error: no real odds feed is configured. */
function registerSportOff(calls: CallRegistry) {
  const off = () => {
    throw new AppError('errors.sport.off');
  };
  for (const call of [
    sportTree,
    sportEvents,
    sportEvent,
    placeBet,
    myBets,
    myFreeBets,
    cashOut,
    fbTokenGet,
  ]) {
    calls.register(call as typeof sportTree, off);
  }
}

export function registerSport(app: FastifyInstance, calls: CallRegistry, services: Services) {
  const { config } = services;
  // SPORT_FEED=off (production's default): no feed, no book, no stream; the web app hides it.
  if (config.SPORT_FEED === 'off') return registerSportOff(calls);
  const book = createSportBook(services);
  const deps: BetDeps = {
    services,
    liveDelayMs: config.SPORT_LIVE_DELAY_MS,
    cashOutMarginPm: config.SPORT_CASHOUT_MARGIN_PM,
  };
  book.onMarketSettled = (marketId) => settleMarketBets(deps, marketId);
  const feed = createSandboxFeed({
    handlers: book,
    db: services.db,
    tickMs: config.SPORT_FEED_TICK_MS,
    recoverEveryMs: config.SPORT_SWEEP_MS,
    log: app.log,
  });
  const lsports =
    config.SPORT_FEED === 'lsports'
      ? createLsportsFeed({
          config,
          db: services.db,
          book,
          bookIn: (trx, announceLater) =>
            createSportBook({ ...services, db: trx }, { announceLater }),
          announce: (eventIds) => book.announceMany(eventIds),
          log: app.log,
          ...(services.metrics ? { registry: services.metrics.registry } : {}),
          simulatorLed: scheduledWorkOn(config),
          createSimulator: createLsportsSimulator,
        })
      : undefined;
  app.decorate('sport', { book, deps, feed, ...(lsports ? { lsports } : {}) });
  // Tests drive the feed themselves; in a server the scheduler's leader runs it, so several
  // instances on one database run one feed (the others forward its events from the bus).
  if (config.SPORT_SANDBOX_FEED) services.scheduler?.lead('sport-sandbox-feed', feed);
  app.addHook('preClose', async () => feed.stop());
  if (lsports) {
    // Every listening instance consumes (the queue's single active consumer reads, the
    // others stand by); tests start it themselves.
    app.addHook('onListen', async () => lsports.start());
    app.addHook('preClose', async () => lsports.stop());
    // The sandbox's simulator publishes one world: the scheduler's leader runs it. Its world
    // takes a while to build, so leading does not wait for it (nor does the app's start).
    let starting: Promise<void> = Promise.resolve();
    if (config.LSPORTS_SIMULATOR && scheduledWorkOn(config))
      services.scheduler?.lead('lsports-simulator', {
        start: async () => {
          starting = lsports
            .startSimulator()
            .catch((err: unknown) => app.log.error({ err }, 'lsports simulator did not start'));
        },
        stop: async () => {
          await starting;
          await lsports.stopSimulator();
        },
      });
  }
  scheduleSweeper(services, deps, config.SPORT_SWEEP_MS);

  // A player in a time-out or exclusion sees no markets (protection/exclusions.ts).
  const refuseExcluded = (auth: { userId: number; role: string } | null) =>
    refuseExcludedPlayer(services.db, auth, services.now?.());
  calls.register(sportTree, async ({ auth }) => {
    await refuseExcluded(auth);
    return book.tree();
  });
  calls.register(sportEvents, async ({ body, auth }) => {
    await refuseExcluded(auth);
    return {
      list: await book.listEvents({
        ...(body.sport ? { sport: body.sport } : {}),
        ...(body.leagueId ? { leagueId: body.leagueId } : {}),
        ...(body.live !== undefined ? { live: body.live } : {}),
      }),
    };
  });
  calls.register(sportEvent, async ({ body, auth }) => {
    await refuseExcluded(auth);
    const v = await book.eventView(body.eventId);
    if (!v) throw new AppError('errors.sport.eventNotFound');
    return { ...v.event, markets: v.markets };
  });
  calls.register(placeBet, async ({ body, auth, req }) => {
    refuseOutsideCountries(config, req);
    await refuseIfBlocked(services.db, auth.userId, 'bet');
    await requireKycFor(services, auth.userId, 'play', 0);
    const placed = await placeBets(deps, {
      userId: auth.userId,
      kind: body.kind,
      systemK: body.systemK,
      selections: body.selections,
      stake: body.stake,
      oddsPolicy: body.oddsPolicy,
      requestId: body.requestId,
      freeBetId: body.freeBetId,
    });
    const { list } = await betViews(deps, auth.userId, { betNos: placed.bets });
    return { bets: list, balance: minorToNumber(placed.balanceMinor) };
  });
  calls.register(myBets, async ({ body, auth }) => {
    const r = await betViews(deps, auth.userId, body);
    return { list: r.list, total: r.total, page: body.page, pageSize: body.pageSize };
  });
  calls.register(myFreeBets, async ({ auth }) => ({
    list: (await availableFreeBets(services.db, auth.userId, Date.now())).map((f) => ({
      id: f.id,
      amount: minorToNumber(Number(f.amount_minor)),
      expiresAt: Number(f.expires_at),
    })),
  }));
  calls.register(cashOut, async ({ body, auth }) => {
    const r = await cashOutBet(deps, auth.userId, body.betNo, body.amount);
    const { list } = await betViews(deps, auth.userId, { betNos: [body.betNo] });
    const bet = list[0];
    if (!bet) throw new AppError('errors.sport.betNotFound');
    return { bet, balance: minorToNumber(r.balanceMinor) };
  });
  // The external sportsbook launch of the seed: our own sportsbook is the sandbox provider.
  calls.register(fbTokenGet, async ({ auth }) => ({
    token: `sbx_${auth.userId}_${randomBytes(16).toString('hex')}`,
    url: '/sport',
    provider: 'talih-sandbox',
  }));

  registerSportStream(app, services);
  void playerCashMinor;
}

/**
 * Settles bets left open on settled markets, every `everyMs` on the instance that runs the
 * scheduled work (operations/scheduler.ts); its first run also resettles the bets of corrected
 * markets a crash left behind. Tests run the sweep themselves.
 */
function scheduleSweeper(services: Services, deps: BetDeps, everyMs: number) {
  let firstRun = true;
  services.scheduler?.every({
    name: 'sport-sweeper',
    everyMs,
    run: async () => {
      const resettled = firstRun ? await resettleCorrectedBets(deps) : 0;
      firstRun = false;
      const settled = await sweepOpenBets(deps);
      if (resettled + settled > 0) {
        services.log.warn({ resettled, settled }, 'sport sweeper settled bets a crash left open');
      }
    },
  });
}

function registerSportStream(app: FastifyInstance, services: Services) {
  // One subscription to the bus per process, fanned out to every open stream by
  // ./stream-fanout.ts: each tick's changes are framed once and written to each browser.
  const fanout = createStreamFanout(STREAM_BUFFERED_BYTES_MAX, (done) =>
    services.metrics?.sportFanout(done.seconds),
  );
  let subscribed: Promise<() => Promise<void>> | null = null;
  const subscribe = () =>
    (subscribed ??= services.cache.subscribe(SPORT_CHANNEL, (message) => {
      fanout.send(`event: sport\ndata: ${message}\n\n`);
    }));
  const ping = setInterval(() => {
    fanout.send(`event: ping\ndata: {"type":"ping","time":${Date.now()}}\n\n`);
  }, PING_MS);
  ping.unref();
  app.addHook('preClose', async () => {
    clearInterval(ping);
    for (const res of fanout.responses()) res.end(shutdownRetryFrame());
    fanout.clear();
    if (subscribed) await (await subscribed)().catch(() => {});
  });
  const gate = streamGateOf(app, services.config);
  app.get(SPORT_STREAM_PATH, async (req, reply) => {
    // The stream is public; a request that carries a player's token counts against them too.
    const token = tokenFromHeaders(req.headers);
    const check = token
      ? await checkToken(services.db, token, services.config.SESSION_IDLE_TIMEOUT_MINUTES * 60_000)
      : null;
    const userId = check?.status === 'ok' ? check.session.userId : null;
    if (!admitStream(gate, req, reply, userId)) return reply;
    await subscribe();
    reply.hijack();
    const res = reply.raw;
    res.writeHead(200, {
      ...(reply.getHeaders() as Record<string, string>),
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-cache, no-transform',
      connection: 'keep-alive',
      'x-accel-buffering': 'no',
    });
    res.write(`event: ping\ndata: {"type":"ping","time":${Date.now()}}\n\n`);
    fanout.add(res);
    req.raw.on('close', () => {
      fanout.delete(res);
      res.end();
    });
  });
}
