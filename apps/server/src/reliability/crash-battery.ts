// The crash battery: players play bet/win rounds through retrying clients while the real
// server is killed with SIGKILL at random moments and started again; afterwards the ledger is
// audited against every answer the clients got, and `talih reconcile` runs on the database.
// The CI test (crash.test.ts) and the benchmark (bench/crash.ts) run it with different sizes.
import type { Backend } from '../testing/backends.ts';
import { ChildServer, freePort } from './child-server.ts';
import { auditLedger, type AuditResult } from './ledger-audit.ts';
import { CHILD_PROVIDER_SECRET, prepareServerBackend } from './server-backend.ts';
import { auditSportBets, type SportAuditResult } from './sport-audit.ts';
import {
  newSportStats,
  placeSlips,
  prepareSportFixture,
  prepareSportPlayers,
  settleFixture,
  type SportStats,
} from './sport-traffic.ts';
import { newStats, playRounds, preparePlayers, type TrafficStats } from './wallet-traffic.ts';

export interface CrashOptions {
  players: number;
  /** Players placing sport bet slips (each one every 2.5 s, under the placeBet rate limit). */
  sportPlayers: number;
  kills: number;
  /** The server runs a random time in this range (ms) between a restart and the next kill. */
  upMs: [number, number];
  /** Traffic after the last restart, before the clients stop. */
  tailMs: number;
}

export interface KillFigure {
  /** Movements in flight (sent, not yet answered) when the process died. */
  inFlight: number;
  /** Bet slips in flight when the process died. */
  slipsInFlight: number;
  /** From the kill until the restarted server listens. */
  restartMs: number;
  /** From the kill until the first movement is acknowledged again. */
  recoverMs: number;
  /** From the kill until the first bet slip is acknowledged again. */
  sportRecoverMs: number;
}

export interface CrashFigures {
  backend: string;
  sent: number;
  acknowledged: number;
  refused: number;
  /** Requests sent again after an attempt got no answer. */
  retried: number;
  /** Movements whose first answer was lost (they needed more than one attempt). */
  lostAnswers: number;
  /** Lost answers whose movement had committed: the retry got the first result replayed. */
  committedBeforeLoss: number;
  kills: KillFigure[];
  audit: AuditResult;
  sport: SportFigures;
  reconcile: { code: number; output: string };
  durationMs: number;
}

export interface SportFigures {
  sent: number;
  /** Bets the acknowledged slips placed (a slip of two singles places two). */
  bets: number;
  acknowledged: number;
  refused: number;
  retried: number;
  lostAnswers: number;
  committedBeforeLoss: number;
  /** Answer times (ms) of the slips answered at the first attempt. */
  answerMs: { p50: number; p99: number };
  audit: SportAuditResult;
  /** After the traffic the matches are settled (home wins) through the feed's settlement. */
  settledBets: number;
  settledAudit: SportAuditResult;
  settledReconcile: { code: number; output: string };
}

const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));
const between = ([low, high]: [number, number]) => low + Math.random() * (high - low);

const inFlight = (s: { sent: number; acknowledged: number; refused: number }) =>
  s.sent - s.acknowledged - s.refused;

/** Resolves once `stats` acknowledges something after `since`; answers when (ms). */
async function waitForAcknowledgement(stats: { acknowledged: number }, since: number) {
  const deadline = Date.now() + 30_000;
  while (stats.acknowledged === since) {
    if (Date.now() > deadline) throw new Error('nothing acknowledged after the restart');
    await pause(5);
  }
  return performance.now();
}

/**
 * Slips are few (the rate limit paces them) and quick, so a kill at a random moment would
 * seldom find one in flight: once the random up-time is over, wait (up to 2 s) for a slip to
 * be sent, then a random part of a slip's usual answer time, so the kill lands anywhere in
 * its handling, before or after its commit.
 */
async function untilSlipInFlight(sport: SportStats) {
  const deadline = Date.now() + 2_000;
  while (inFlight(sport) === 0 && Date.now() < deadline) await pause(1);
  const recent = sport.slips
    .slice(-20)
    .flatMap((s) => (s.attempts === 1 && s.answeredMs ? [s.answeredMs] : []));
  await pause(Math.random() * (recent.length > 0 ? percentiles(recent).p50 : 50));
}

/** SIGKILL at a random moment, start again, wait for traffic to flow; `kills` times. */
async function killRepeatedly(
  server: ChildServer,
  stats: TrafficStats,
  sport: SportStats,
  options: CrashOptions,
) {
  const kills: KillFigure[] = [];
  for (let k = 0; k < options.kills; k++) {
    await pause(between(options.upMs));
    if (options.sportPlayers > 0) await untilSlipInFlight(sport);
    const killedAt = performance.now();
    const movements = inFlight(stats);
    const slips = inFlight(sport);
    await server.kill();
    const acknowledged = [stats.acknowledged, sport.acknowledged] as const;
    await server.start();
    const restartMs = performance.now() - killedAt;
    const [movementAt, slipAt] = await Promise.all([
      waitForAcknowledgement(stats, acknowledged[0]),
      options.sportPlayers > 0 ? waitForAcknowledgement(sport, acknowledged[1]) : killedAt,
    ]);
    kills.push({
      inFlight: movements,
      slipsInFlight: slips,
      restartMs,
      recoverMs: movementAt - killedAt,
      sportRecoverMs: slipAt - killedAt,
    });
  }
  return kills;
}

/** Wallet rounds and bet slips from every player until `stop`; the first failure stops all. */
function startTraffic(
  base: string,
  wallet: { players: Awaited<ReturnType<typeof preparePlayers>>; stats: TrafficStats },
  sport: {
    players: Awaited<ReturnType<typeof prepareSportPlayers>>;
    fixture: Awaited<ReturnType<typeof prepareSportFixture>>;
    stats: SportStats;
  },
) {
  const state = { stop: false, failure: undefined as unknown };
  const stopped = () => state.stop;
  // A client that gives up stops the run; its error is the test's failure.
  const fail = (error: unknown) => {
    state.failure ??= error;
    state.stop = true;
  };
  const loops = [
    ...wallet.players.map((p) =>
      playRounds(base, CHILD_PROVIDER_SECRET, p, wallet.stats, stopped).catch(fail),
    ),
    ...sport.players.map((p) =>
      placeSlips(base, sport.fixture, p, sport.stats, stopped).catch(fail),
    ),
  ];
  return {
    state,
    async finish() {
      state.stop = true;
      await Promise.all(loops);
      if (state.failure) throw state.failure;
    },
  };
}

export async function runCrashBattery(backend: Backend, options: CrashOptions) {
  const started = performance.now();
  const serverBackend = await prepareServerBackend(backend);
  const server = new ChildServer(serverBackend.env, await freePort());
  const database = serverBackend.open();
  const stats = newStats();
  const sportStats = newSportStats();
  let traffic: ReturnType<typeof startTraffic> | undefined;
  try {
    await server.start();
    // After the start: the server's migrations made the tables.
    const fixture = await prepareSportFixture(database);
    const players = await preparePlayers(database, server.base, options.players);
    const sportPlayers = await prepareSportPlayers(database, options.sportPlayers);
    traffic = startTraffic(
      server.base,
      { players, stats },
      { players: sportPlayers, fixture, stats: sportStats },
    );
    const kills = await killRepeatedly(server, stats, sportStats, options);
    await pause(options.tailMs);
    await traffic.finish();
    await server.stop();
    const { problems, committedBeforeLoss } = await auditLedger(database, stats.movements);
    const reconcile = await server.cli(['reconcile']);
    const sportUsers = sportPlayers.map((p) => p.userId);
    const sport = await auditSport(database, sportUsers, sportStats);
    const settledBets = await settleFixture(database, fixture);
    const settled = await auditSportBets(database, sportUsers, sportStats.slips, true);
    const figures: CrashFigures = {
      backend: backend.name,
      sent: stats.sent,
      acknowledged: stats.acknowledged,
      refused: stats.refused,
      retried: stats.retried,
      lostAnswers: stats.movements.filter((m) => m.attempts > 1).length,
      committedBeforeLoss,
      kills,
      audit: problems,
      sport: {
        ...sport,
        settledBets,
        settledAudit: settled.problems,
        settledReconcile: await server.cli(['reconcile']),
      },
      reconcile,
      durationMs: performance.now() - started,
    };
    return figures;
  } finally {
    if (traffic) traffic.state.stop = true;
    await server.kill();
    await database.close();
    await serverBackend.dispose();
  }
}

function percentiles(values: number[]) {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
  return { p50: at(0.5), p99: at(0.99) };
}

async function auditSport(
  database: Parameters<typeof auditSportBets>[0],
  userIds: number[],
  stats: SportStats,
) {
  const { problems, committedBeforeLoss } = await auditSportBets(database, userIds, stats.slips);
  const acknowledged = stats.slips.flatMap((s) => (s.answer?.status === 'OK' ? [s.answer] : []));
  return {
    sent: stats.sent,
    bets: acknowledged.reduce((n, a) => n + a.betNos.length, 0),
    acknowledged: stats.acknowledged,
    refused: stats.refused,
    retried: stats.retried,
    lostAnswers: stats.slips.filter((s) => s.attempts > 1).length,
    committedBeforeLoss,
    answerMs: percentiles(
      stats.slips.flatMap((s) => (s.attempts === 1 && s.answeredMs ? [s.answeredMs] : [])),
    ),
    audit: problems,
  };
}

const counts = (audit: object) =>
  Object.entries(audit)
    .map(([name, list]) => `${name} ${(list as string[]).length}`)
    .join(', ');

/** The figures on a few lines, for the benchmark and a failing test's message. */
export function describeFigures(f: CrashFigures): string {
  const ms = (n: number) => `${Math.round(n)} ms`;
  const kills = f.kills
    .map(
      (k, i) =>
        `  kill ${i + 1}: ${k.inFlight} movements and ${k.slipsInFlight} bet slips in flight, listening again after ${ms(k.restartMs)}, first acknowledged movement after ${ms(k.recoverMs)}, bet slip after ${ms(k.sportRecoverMs)}`,
    )
    .join('\n');
  const s = f.sport;
  return [
    `crash battery on ${f.backend}: ${f.sent} movements sent, ${f.acknowledged} acknowledged, ${f.refused} refused, ${f.retried} requests retried, ${f.lostAnswers} movements with a lost answer (${f.committedBeforeLoss} of them committed before the kill, replayed on retry), ${f.kills.length} SIGKILLs, ${ms(f.durationMs)} in all`,
    `  sport: ${s.sent} bet slips sent, ${s.acknowledged} acknowledged (${s.bets} bets), ${s.refused} refused, ${s.retried} requests retried, ${s.lostAnswers} slips with a lost answer (${s.committedBeforeLoss} of them committed before the kill, replayed by request id), answered in ${ms(s.answerMs.p50)} (p50) / ${ms(s.answerMs.p99)} (p99) when not retried`,
    kills,
    `  ledger audit: ${counts(f.audit)}`,
    `  sport audit: ${counts(s.audit)}`,
    `  talih reconcile: exit ${f.reconcile.code}`,
    `  after settling both matches (${s.settledBets} bets settled): sport audit ${counts(s.settledAudit)}; talih reconcile: exit ${s.settledReconcile.code}`,
  ].join('\n');
}
