// Scale-out: three Talih instances on one PostgreSQL and one Redis behind nginx (Debian's
// package; `apt-get install nginx-light`). Prints the wallet throughput (bet/win rounds from
// retrying studio clients) against one instance directly and against the three through nginx,
// then checks that the money races hold across instances: 50 parallel full-balance bets → one
// accepted; a win replayed 20 times in parallel pays once; 50 parallel claims of one mail pay
// once; the per-IP OTP cap counts across instances; a balance change made on instance 1
// reaches a browser's event stream on instance 3. Needs BENCH_DATABASE_URL (or
// TEST_DATABASE_URL) and BENCH_REDIS_URL (or TEST_REDIS_URL). CI runs a short version (2 s of
// traffic, 6 clients; .ci/run installs nginx-light) for the races, which exit 1 when broken; its
// throughput figures mean little on a busy machine.
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import os from 'node:os';
import { decimalToMinor } from '@talih/contracts/money.ts';
import { createLedger } from '../apps/server/src/ledger/ledger.ts';
import { operatorAdjustment } from '../apps/server/src/ledger/game-movements.ts';
import { createSession } from '../apps/server/src/sessions/sessions.ts';
import { sendMail } from '../apps/server/src/modules/engagement/mail/mail.ts';
import { ChildServer, freePort } from '../apps/server/src/reliability/child-server.ts';
import { retryingStudio } from '../apps/server/src/reliability/retrying-client.ts';
import {
  CHILD_PROVIDER_SECRET,
  prepareServerBackend,
  type ServerBackend,
} from '../apps/server/src/reliability/server-backend.ts';
import {
  newStats,
  playRounds,
  preparePlayers,
} from '../apps/server/src/reliability/wallet-traffic.ts';
import { insertPlayer } from '../apps/server/src/testing/players.ts';
import { startNginx } from './lib/nginx.ts';

const DURATION_MS = Number(process.env.BENCH_SCALE_DURATION_MS ?? 10_000);
const PLAYERS = Number(process.env.BENCH_SCALE_PLAYERS ?? 24);
const databaseUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? '';
const redisUrl = process.env.BENCH_REDIS_URL ?? process.env.TEST_REDIS_URL ?? '';

async function throughput(backend: ServerBackend, base: string) {
  const database = backend.open();
  try {
    const players = await preparePlayers(database, base, PLAYERS);
    const stats = newStats();
    let stop = false;
    const started = performance.now();
    const loops = players.map((p) => playRounds(base, CHILD_PROVIDER_SECRET, p, stats, () => stop));
    await new Promise((r) => setTimeout(r, DURATION_MS));
    stop = true;
    await Promise.all(loops);
    const seconds = (performance.now() - started) / 1000;
    return {
      perSecond: stats.acknowledged / seconds,
      refused: stats.refused,
      retried: stats.retried,
    };
  } finally {
    await database.close();
  }
}

/** A player with `amountMinor` of cash, a session token and a real launch through `base`. */
async function player(backend: ServerBackend, base: string, amountMinor: number) {
  const database = backend.open();
  try {
    const mobile = `90556${String(randomBytes(4).readUInt32BE() % 10_000_000).padStart(7, '0')}`;
    const userId = await insertPlayer(database.db, mobile, 'Olcek');
    const { token } = await createSession(database.db, userId, {});
    await createLedger({ db: database.db }).transact('bench_credit', (tx) =>
      operatorAdjustment(tx, {
        direction: 'credit',
        userId,
        amountMinor,
        reason: 'scale-out funds',
        key: `scale-${userId}`,
        actor: 'bench',
      }),
    );
    const res = await fetch(`${base}/labelGame/getGameUrlByGame`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', token },
      body: JSON.stringify({ gameId: 1, isReal: 1 }),
    });
    const url = ((await res.json()) as { resultData: { gameUrl: string } }).resultData.gameUrl;
    const launch = new URL(url, base).searchParams.get('token')!;
    return { userId, token, launch, playerId: String(userId) };
  } finally {
    await database.close();
  }
}

async function fullBalanceRace(backend: ServerBackend, base: string) {
  const p = await player(backend, base, 100_00);
  const studio = retryingStudio(base, CHILD_PROVIDER_SECRET, { retried: 0 });
  const answers = await Promise.all(
    Array.from({ length: 50 }, () => {
      const id = randomBytes(8).toString('hex');
      return studio('bet', {
        token: p.launch,
        playerId: p.playerId,
        transactionId: `race-${id}`,
        roundId: id,
        gameId: 'slot',
        amount: '100.00',
      });
    }),
  );
  const ok = answers.filter((a) => a.answer.status === 'OK').length;
  return { accepted: ok, refused: answers.length - ok, held: ok === 1 };
}

async function replayedWin(backend: ServerBackend, base: string) {
  const p = await player(backend, base, 100_00);
  const studio = retryingStudio(base, CHILD_PROVIDER_SECRET, { retried: 0 });
  const round = randomBytes(8).toString('hex');
  const common = { token: p.launch, playerId: p.playerId, roundId: round, gameId: 'slot' };
  await studio('bet', { ...common, transactionId: `bet-${round}`, amount: '1.00' });
  const wins = await Promise.all(
    Array.from({ length: 20 }, () =>
      studio('win', {
        ...common,
        transactionId: `win-${round}`,
        amount: '5.00',
        roundClosed: true,
      }),
    ),
  );
  const entries = new Set(wins.map((w) => w.answer.transactionId));
  const balance = await studio('balance', { token: p.launch, playerId: p.playerId });
  const balanceMinor = decimalToMinor(String(balance.answer.balance));
  return {
    entries: entries.size,
    balanceMinor,
    held: entries.size === 1 && balanceMinor === 104_00,
  };
}

async function mailClaimRace(backend: ServerBackend, base: string) {
  const p = await player(backend, base, 100_00);
  const database = backend.open();
  let mailId: number;
  try {
    await sendMail(database.db, {
      to: p.userId,
      title: 'Ölçek',
      content: 'Bir kez ödenir',
      amountMinor: 5_00,
      sentBy: 'bench',
    });
    const mail = await database.db
      .selectFrom('mails')
      .select('id')
      .where('user_id', '=', p.userId)
      .executeTakeFirstOrThrow();
    mailId = mail.id;
  } finally {
    await database.close();
  }
  const answers = await Promise.all(
    Array.from({ length: 50 }, async () => {
      const res = await fetch(`${base}/mail/receive`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', token: p.token },
        body: JSON.stringify({ mailId }),
      });
      return ((await res.json()) as { state: string }).state;
    }),
  );
  const studio = retryingStudio(base, CHILD_PROVIDER_SECRET, { retried: 0 });
  const balance = await studio('balance', { token: p.launch, playerId: p.playerId });
  const balanceMinor = decimalToMinor(String(balance.answer.balance));
  const paid = answers.filter((s) => s === '200').length;
  return { paid, balanceMinor, held: paid === 1 && balanceMinor === 105_00 };
}

/** OTP sends from one client IP (all come from nginx on 127.0.0.1): the per-IP hourly cap. */
async function rateLimitAcrossInstances(base: string) {
  const states: string[] = [];
  for (let i = 0; i < 25; i++) {
    const tel = `5${String(Date.now() % 1e6).padStart(6, '0')}${String(i).padStart(3, '0')}`;
    const res = await fetch(`${base}/sms/send`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ tel }),
    });
    states.push(((await res.json()) as { state: string }).state);
  }
  const sent = states.filter((s) => s === '200').length;
  return { sent, held: sent === 20 };
}

async function streamAcrossInstances(backend: ServerBackend, one: string, three: string) {
  const p = await player(backend, one, 100_00);
  const abort = new AbortController();
  const res = await fetch(`${three}/api/stream`, {
    headers: { token: p.token },
    signal: abort.signal,
  });
  const reader = res.body!.getReader();
  let text = '';
  const seen = (async () => {
    for (;;) {
      const { value, done } = await reader.read();
      if (done) return false;
      text += Buffer.from(value).toString();
      if (text.includes('"totalAssets":99')) return true;
    }
  })();
  await new Promise((r) => setTimeout(r, 200));
  const studio = retryingStudio(one, CHILD_PROVIDER_SECRET, { retried: 0 });
  const id = randomBytes(8).toString('hex');
  await studio('bet', {
    token: p.launch,
    playerId: p.playerId,
    transactionId: `stream-${id}`,
    roundId: id,
    gameId: 'slot',
    amount: '1.00',
  });
  const held = await Promise.race([
    seen,
    new Promise<boolean>((r) => setTimeout(() => r(false), 10_000)),
  ]);
  abort.abort();
  return { held };
}

if (spawnSync('nginx', ['-v']).error) {
  console.log('scale-out: skipped (nginx is not installed: apt-get install nginx-light)');
  console.log('summary: scale-out skipped, no nginx');
  process.exit(0);
}
if (!databaseUrl || !redisUrl) {
  console.log(
    'scale-out: skipped (needs BENCH_DATABASE_URL and BENCH_REDIS_URL, or the TEST_ ones)',
  );
  console.log('summary: scale-out skipped, no PostgreSQL and Redis');
  process.exit(0);
}
const backend = await prepareServerBackend({ name: 'PostgreSQL + Redis', databaseUrl, redisUrl });
const servers = [0, 1, 2].map(() => new ChildServer({ ...backend.env, LOG_LEVEL: 'warn' }, 0));
const outcome = { held: false };
try {
  for (let i = 0; i < servers.length; i++) {
    servers[i] = new ChildServer({ ...backend.env, LOG_LEVEL: 'warn' }, await freePort());
    await servers[i]!.start();
  }
  const nginx = await startNginx(
    await freePort(),
    servers.map((s) => s.port),
  );
  try {
    console.log(
      `scale-out: ${PLAYERS} retrying studio clients for ${DURATION_MS / 1000} s, one PostgreSQL, one Redis, all on one ${os.cpus().length}-core machine`,
    );
    const single = await throughput(backend, servers[0]!.base);
    console.log(
      `  one instance (direct):        ${single.perSecond.toFixed(0)} wallet movements/s, ${single.refused} refused`,
    );
    const triple = await throughput(backend, nginx.base);
    console.log(
      `  three instances behind nginx: ${triple.perSecond.toFixed(0)} wallet movements/s, ${triple.refused} refused`,
    );
    const race = await fullBalanceRace(backend, nginx.base);
    console.log(
      `  50 parallel full-balance bets through nginx: ${race.accepted} accepted, ${race.refused} refused — ${race.held ? 'held' : 'BROKEN'}`,
    );
    const win = await replayedWin(backend, nginx.base);
    console.log(
      `  a win replayed 20 times in parallel: ${win.entries} entry, balance ${win.balanceMinor / 100} TRY (104 expected) — ${win.held ? 'held' : 'BROKEN'}`,
    );
    const mail = await mailClaimRace(backend, nginx.base);
    console.log(
      `  50 parallel claims of one mail (5 TRY): ${mail.paid} paid, balance ${mail.balanceMinor / 100} TRY (105 expected) — ${mail.held ? 'held' : 'BROKEN'}`,
    );
    const limit = await rateLimitAcrossInstances(nginx.base);
    console.log(
      `  25 OTP sends from one IP, round-robin over the three: ${limit.sent} sent (the hourly cap is 20) — ${limit.held ? 'held' : 'BROKEN'}`,
    );
    const stream = await streamAcrossInstances(backend, servers[0]!.base, servers[2]!.base);
    console.log(
      `  a bet on instance 1 reaches a balance stream on instance 3 — ${stream.held ? 'held' : 'BROKEN'}`,
    );
    outcome.held = race.held && win.held && mail.held && limit.held && stream.held;
    console.log(
      `summary: scale-out ${single.perSecond.toFixed(0)} wallet movements/s on one instance, ${triple.perSecond.toFixed(0)} on three behind nginx (${(triple.perSecond / single.perSecond).toFixed(2)}x), races ${outcome.held ? 'held' : 'BROKEN'}`,
    );
  } finally {
    await nginx.stop();
  }
} finally {
  for (const s of servers) await s.stop();
  await backend.dispose();
}
process.exitCode = outcome.held ? 0 : 1;
