// Wallet throughput: bet+win pairs through the HTTP provider wallet API (signed, each a ledger
// transaction), driven by autocannon at 50 connections, one player per connection; then a bare
// Fastify JSON route on the same machine. Beside Talih, on the same database in the same run,
// the plain durable wallet (bench/reference-wallet.ts), and the ratio Talih / plain. SQLite
// always, twice (each commit synced, and NORMAL sync, for the durability decision); PostgreSQL
// too when BENCH_DATABASE_URL (or TEST_DATABASE_URL) names a server we may create a database
// on, skipped otherwise. BENCH_WALLET_EXTRA=1 adds FULL without group commit and hot rows
// against spread ones (the same 50 connections playing 1, 100 and 10,000 distinct players).
import { createHmac, randomBytes } from 'node:crypto';
import os from 'node:os';
import type autocannon from 'autocannon';
import type { Database } from '../apps/server/src/db/database.ts';
import { createLedger } from '../apps/server/src/ledger/ledger.ts';
import { operatorAdjustment } from '../apps/server/src/ledger/game-movements.ts';
import { createSession } from '../apps/server/src/sessions/sessions.ts';
import { SANDBOX_PROVIDER_DEV_SECRET } from '../apps/server/src/config.ts';
import { insertPlayer } from '../apps/server/src/testing/players.ts';
import { onEachDatabase, type BenchDatabase } from './lib/databases.ts';
import { benchHub88 } from './lib/hub88-wallet.ts';
import { CONNECTIONS, DURATION_S, drive, type Result } from './lib/load.ts';
import { startBare, startReference, startTalih } from './lib/server.ts';

const SECRET = SANDBOX_PROVIDER_DEV_SECRET;
export const walletOk = (status: number, body: string) =>
  status === 200 && body.startsWith('{"status":"OK"');

/** Players prepared at once: enough to keep both server and database busy, not more. */
const PREPARE_PARALLEL = 20;
const LAUNCH_ATTEMPTS_MAX = 50;
/** The distinct-player counts of the hot-rows-against-spread runs. */
const PLAYER_SPREADS = [1, 100, 10_000];

type Player = { playerId: string; launch: string };

/** Players with a session, money, and a real-money launch of the slot. */
export async function preparePlayers(database: Database, base: string, count: number) {
  const ledger = createLedger({ db: database.db });
  const players: Player[] = [];
  for (let first = 0; first < count; first += PREPARE_PARALLEL) {
    const batch = Array.from({ length: Math.min(PREPARE_PARALLEL, count - first) }, (_, j) =>
      preparePlayer(ledger, database, base, first + j),
    );
    players.push(...(await Promise.all(batch)));
  }
  return players;
}

async function preparePlayer(
  ledger: ReturnType<typeof createLedger>,
  database: Database,
  base: string,
  i: number,
): Promise<Player> {
  const user = {
    id: await insertPlayer(database.db, `90558${String(i).padStart(7, '0')}`, `Bench${i}`),
  };
  const { token } = await createSession(database.db, user.id, {});
  await ledger.transact('bench_credit', (tx) =>
    operatorAdjustment(tx, {
      direction: 'credit',
      userId: user.id,
      amountMinor: 1_000_000_00,
      reason: 'bench funds',
      key: `bench-${user.id}`,
      actor: 'bench',
    }),
  );
  const gameUrl = await launchUrl(base, token, i);
  const launch = new URL(gameUrl, base).searchParams.get('token')!;
  return { playerId: String(user.id), launch };
}

/** A real-money launch of the slot; a busy server (load shedding) is asked again. */
async function launchUrl(base: string, token: string, i: number): Promise<string> {
  for (let attempt = 1; ; attempt++) {
    const res = await fetch(`${base}/labelGame/getGameUrlByGame`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', token },
      body: JSON.stringify({ gameId: 1, isReal: 1 }),
    });
    const body = (await res.json()) as { msg: string; resultData: { gameUrl: string } | null };
    if (body.resultData) return body.resultData.gameUrl;
    if (attempt >= LAUNCH_ATTEMPTS_MAX) throw new Error(`player ${i}: no launch: ${body.msg}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

/**
 * Bet then win, again and again on each connection: on one player per connection, or (rotate)
 * each round on the next player, so that several connections play one player at once.
 */
export function walletRequests(players: Player[], rotate = false): autocannon.Request[] {
  let nextPlayer = 0;
  const sign = (req: autocannon.Request, body: object) => {
    const raw = JSON.stringify(body);
    req.body = raw;
    req.headers = {
      'content-type': 'application/json',
      'x-signature': createHmac('sha256', SECRET).update(raw).digest('hex'),
    };
    return req;
  };
  return [
    {
      method: 'POST',
      path: '/provider/v1/sandbox/bet',
      setupRequest(req, context) {
        const ctx = context as { player?: Player; round?: string };
        if (rotate || !ctx.player) ctx.player = players[nextPlayer++ % players.length];
        ctx.round = randomBytes(8).toString('hex');
        return sign(req, {
          token: ctx.player!.launch,
          playerId: ctx.player!.playerId,
          transactionId: `b-${ctx.round}`,
          roundId: ctx.round,
          gameId: 'slot',
          amount: '1.00',
        });
      },
    },
    {
      method: 'POST',
      path: '/provider/v1/sandbox/win',
      setupRequest(req, context) {
        const ctx = context as { player: Player; round: string };
        return sign(req, {
          token: ctx.player.launch,
          playerId: ctx.player.playerId,
          transactionId: `w-${ctx.round}`,
          roundId: ctx.round,
          gameId: 'slot',
          amount: '0.96',
          roundClosed: true,
        });
      },
    },
  ];
}

export async function benchWallet(database: BenchDatabase) {
  const talih = await startTalih(database.env);
  const base = talih.base.replace('localhost', '127.0.0.1');
  const db = database.open();
  try {
    const players = await preparePlayers(db, base, CONNECTIONS);
    return await drive(
      base,
      walletRequests(players),
      `wallet bet/win on ${database.name}`,
      walletOk,
      talih.pid,
    );
  } finally {
    await db.close();
    await talih.stop();
  }
}

/** One server and database, driven with 1, 100 and 10,000 distinct players in turn. */
async function benchPlayerSpread(database: BenchDatabase) {
  const talih = await startTalih(database.env);
  const base = talih.base.replace('localhost', '127.0.0.1');
  const db = database.open();
  try {
    const players = await preparePlayers(db, base, Math.max(...PLAYER_SPREADS));
    const results: { count: number; r: Awaited<ReturnType<typeof drive>> }[] = [];
    for (const count of PLAYER_SPREADS) {
      const label = `wallet on ${database.name}, ${count} player${count === 1 ? '' : 's'}`;
      results.push({
        count,
        r: await drive(base, walletRequests(players.slice(0, count), true), label, walletOk),
      });
    }
    return results;
  } finally {
    await db.close();
    await talih.stop();
  }
}

export async function benchBare() {
  const bare = await startBare();
  try {
    return await drive(
      bare.base,
      [
        {
          method: 'POST',
          path: '/bare',
          headers: { 'content-type': 'application/json' },
          body: '{"n":1}',
        },
      ],
      'bare Fastify JSON route',
      (status) => status === 200,
    );
  } finally {
    await bare.stop();
  }
}

/**
 * The plain durable wallet (bench/reference-wallet.ts) on the same database, driven like
 * Talih's: its own file beside Talih's on SQLite at the same synchronous setting, its own schema
 * in the same PostgreSQL database. Players 1..CONNECTIONS, funded when it starts.
 */
export async function benchReference(database: BenchDatabase) {
  const pgUrl = database.env.DATABASE_URL;
  const store: Record<string, string> = pgUrl
    ? { REF_DATABASE_URL: pgUrl }
    : {
        REF_SQLITE_PATH: `${database.env.DATA_DIR}/reference.db`,
        REF_SYNCHRONOUS: database.env.SQLITE_SYNCHRONOUS ?? 'FULL',
      };
  const reference = await startReference({
    ...store,
    REF_PLAYERS: String(CONNECTIONS),
    REF_SECRET: SECRET,
  });
  try {
    const players = Array.from({ length: CONNECTIONS }, (_, i) => ({
      playerId: String(i + 1),
      launch: `plain-${i + 1}`,
    }));
    return await drive(
      reference.base,
      walletRequests(players),
      `plain wallet on ${database.name}`,
      walletOk,
      reference.pid,
    );
  } finally {
    await reference.stop();
  }
}

/**
 * The wallets compared on each database, in turn, in one run: Talih's own protocol and the
 * plain durable wallet. Another path of Talih's (an aggregator's protocol) is one more entry.
 */
export const WALLETS: { name: string; run: (database: BenchDatabase) => Promise<Result> }[] = [
  { name: 'Talih', run: benchWallet },
  { name: 'plain', run: benchReference },
  { name: 'Hub88', run: (database) => benchHub88(database, preparePlayers) },
];

// Run as a bench; bench/ledger-scale.ts imports the functions above without this.
if (import.meta.main) {
  const load = () => os.loadavg()[0]!.toFixed(1);
  console.log(
    `wallet: autocannon, ${CONNECTIONS} connections, ${DURATION_S} s per run, server and load generator on one ${os.cpus().length}-core machine, load average ${load()} at the start (wall-clock figures: a loaded machine lowers them; bench/wallet-instructions.ts counts what load does not change)`,
  );
  const bare = await benchBare();
  // SQLite at both settings, on fresh files in the same run: each commit synced (FULL, the
  // default; Talih group-commits, the plain wallet syncs each commit) and synced at checkpoints
  // only (NORMAL), the durability docs/money.md "SQLite durability" chose; then PostgreSQL
  // when configured. Each wallet in turn on the same database.
  const extra = process.env.BENCH_WALLET_EXTRA === '1';
  const results = await onEachDatabase(
    'wallet',
    async (database) => {
      const runs: { name: string; r: Result }[] = [];
      for (const wallet of WALLETS) runs.push({ name: wallet.name, r: await wallet.run(database) });
      return runs;
    },
    [
      { name: 'SQLite synchronous=FULL', env: { SQLITE_SYNCHRONOUS: 'FULL' } },
      { name: 'SQLite synchronous=NORMAL', env: { SQLITE_SYNCHRONOUS: 'NORMAL' } },
    ],
  );

  // BENCH_WALLET_EXTRA=1: what group commit buys (each transaction committing and syncing
  // alone), and hot rows against spread (1, 100 and 10,000 players; the longest part).
  const noGroupCommit = extra
    ? await onEachDatabase('wallet_nogc', benchWallet, [
        {
          name: 'SQLite synchronous=FULL, no group commit',
          env: { SQLITE_SYNCHRONOUS: 'FULL', SQLITE_GROUP_COMMIT_TX_MAX: '1' },
        },
      ])
    : [];
  const spreads = extra
    ? await onEachDatabase('wallet_players', benchPlayerSpread, [{ name: 'SQLite', env: {} }])
    : [];

  const ratio = (rps: number) => `${((rps / bare.rps) * 100).toFixed(1)}%`;
  const cpuOf = (r: Result) =>
    r.cpuUsPerCall === undefined ? '' : `, server CPU ${r.cpuUsPerCall} µs a call`;
  const figures = (r: Result) => `${r.rps} calls/s (p50 ${r.p50} ms, p99 ${r.p99} ms${cpuOf(r)})`;
  for (const { name, r: runs } of results) {
    const plain = runs.find((x) => x.name === 'plain')!.r;
    const others = runs.filter((x) => x.name !== 'plain');
    const errors = runs.reduce((sum, x) => sum + x.r.errors, 0);
    const against = others
      .map((x) => `${x.name} ${figures(x.r)}, ${x.name}/plain ${(x.r.rps / plain.rps).toFixed(2)}`)
      .join('; ');
    console.log(
      `summary: wallet on ${name}: plain ${figures(plain)}; ${against}; bare route ${bare.rps} req/s (Talih ${ratio(runs[0]!.r.rps)} of it); errors ${errors}; wall clock, load average ${load()}`,
    );
  }
  for (const { name, r } of noGroupCommit) {
    console.log(`summary: wallet on ${name} ${figures(r)}, errors ${r.errors}`);
  }
  for (const { name, r: runs } of spreads) {
    for (const { count, r } of runs) {
      console.log(
        `summary: wallet on ${name} with ${count} distinct player${count === 1 ? '' : 's'} ${r.rps} tx/s (p50 ${r.p50} ms, p99 ${r.p99} ms), ratio ${ratio(r.rps)}, errors ${r.errors}`,
      );
    }
  }
  const allRuns = [
    ...results.flatMap((x) => x.r.map((y) => y.r)),
    ...noGroupCommit.map((x) => x.r),
    ...spreads.flatMap((x) => x.r.map((y) => y.r)),
  ];
  process.exitCode = allRuns.every((r) => r.errors === 0) ? 0 : 1;
}
