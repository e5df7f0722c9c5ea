// Wallet throughput: bet+win pairs through the HTTP provider wallet API (signed, each a ledger
// transaction), driven by autocannon at 50 connections, one player per connection; then a bare
// Fastify JSON route on the same machine, and the ratio of the two. SQLite always, twice (each
// commit synced, and NORMAL sync, for the durability decision); PostgreSQL too when
// BENCH_DATABASE_URL (or TEST_DATABASE_URL) names a server we may create a database on.
import { createHmac, randomBytes } from 'node:crypto';
import os from 'node:os';
import type autocannon from 'autocannon';
import type { Database } from '../apps/server/src/db/database.ts';
import { createLedger } from '../apps/server/src/ledger/ledger.ts';
import { operatorAdjustment } from '../apps/server/src/ledger/game-movements.ts';
import { createSession } from '../apps/server/src/modules/accounts/sessions.ts';
import { SANDBOX_PROVIDER_DEV_SECRET } from '../apps/server/src/config.ts';
import { insertPlayer } from '../apps/server/src/testing/players.ts';
import { onEachDatabase, type BenchDatabase } from './lib/databases.ts';
import { CONNECTIONS, DURATION_S, drive } from './lib/load.ts';
import { startBare, startTalih } from './lib/server.ts';

const SECRET = SANDBOX_PROVIDER_DEV_SECRET;
export const walletOk = (status: number, body: string) =>
  status === 200 && body.startsWith('{"status":"OK"');

/** Players with a session, money, and a real-money launch of the slot. */
export async function preparePlayers(database: Database, base: string, count: number) {
  const ledger = createLedger({ db: database.db });
  const players: { playerId: string; launch: string }[] = [];
  for (let i = 0; i < count; i++) {
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
    const res = await fetch(`${base}/labelGame/getGameUrlByGame`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', token },
      body: JSON.stringify({ gameId: 1, isReal: 1 }),
    });
    const body = (await res.json()) as { resultData: { gameUrl: string } };
    const launch = new URL(body.resultData.gameUrl, base).searchParams.get('token')!;
    players.push({ playerId: String(user.id), launch });
  }
  return players;
}

export function walletRequests(
  players: { playerId: string; launch: string }[],
): autocannon.Request[] {
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
        const ctx = context as { player?: (typeof players)[number]; round?: string };
        ctx.player ??= players[nextPlayer++ % players.length];
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
        const ctx = context as { player: (typeof players)[number]; round: string };
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
    );
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

// Run as a bench; bench/ledger-scale.ts imports the functions above without this.
if (import.meta.main) {
  console.log(
    `wallet: autocannon, ${CONNECTIONS} connections, ${DURATION_S} s per run, server and load generator on one ${os.cpus().length}-core machine`,
  );
  const bare = await benchBare();
  // SQLite twice, on fresh files in the same run: each commit synced (FULL, the default) and
  // synced at checkpoints only (NORMAL), the cost of the durability README "SQLite durability" chose.
  const results = await onEachDatabase('wallet', benchWallet, [
    { name: 'SQLite synchronous=FULL', env: { SQLITE_SYNCHRONOUS: 'FULL' } },
    { name: 'SQLite synchronous=NORMAL', env: { SQLITE_SYNCHRONOUS: 'NORMAL' } },
  ]);

  for (const { name, r } of results) {
    console.log(
      `summary: wallet on ${name} ${r.rps} tx/s (p50 ${r.p50} ms, p99 ${r.p99} ms), bare route ${bare.rps} req/s, ratio ${((r.rps / bare.rps) * 100).toFixed(1)}%, errors ${r.errors}`,
    );
  }
  process.exitCode = results.every((x) => x.r.errors === 0) ? 0 : 1;
}
