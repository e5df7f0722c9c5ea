// The crash battery through the Hub88 adapter: Hub88's part is played by the sandbox's Hub88
// simulator (its transport signs /user/balance, /transaction/bet, /transaction/win and
// /transaction/rollback with the simulator's key, amounts ×100000) behind the studio's wallet
// client, which retries as Hub88's operator API says: a bet whose answer never came is rolled
// back (the rollback re-sent until answered), a win is re-sent with the same transaction_uuid
// until answered. The simulator also replays every call (the same bytes again, the same
// request_uuid) and loses a share of answers. The real server (a child process) is killed with
// SIGKILL while the players play; afterwards every transaction is audited against the ledger.
import { createPrivateKey } from 'node:crypto';
import { decimalToMinor, minorToDecimal } from '@talih/contracts/money.ts';
import { createBehaviour } from '@talih/sandbox/hub88/behaviour.ts';
import { SIMULATOR_PRIVATE_KEY_PEM } from '@talih/sandbox/hub88/keys.ts';
import { createTransactionLog, type Lie } from '@talih/sandbox/hub88/transactions.ts';
import { createHub88Transport, type SimulatedLaunch } from '@talih/sandbox/hub88/transport.ts';
import { newRoundId } from '@talih/sandbox/server/ids.ts';
import { createWalletClient, type WalletClient } from '@talih/sandbox/server/wallet-client.ts';
import { HUB88_STUDIO, hub88User } from '../adapters/games/hub88/protocol.ts';
import { fetchHub88Day } from '../adapters/games/hub88/transactions.ts';
import type { Database } from '../db/database.ts';
import { gameKey } from '../ledger/game-movements.ts';
import { playerCashMinor } from '../ledger/queries.ts';
import { createLaunch } from '../modules/provider-wallet/launches.ts';
import type { Backend } from '../testing/backends.ts';
import { insertHub88GameRow } from '../testing/hub88.ts';
import { ChildServer, freePort } from './child-server.ts';
import { prepareServerBackend } from './server-backend.ts';
import { FUNDS_MINOR, fundedPlayer } from './wallet-traffic.ts';

/** Every round stakes ₺1.00; the wins cycle through these (₺3.70 won per 5 rounds). */
export const HUB88_STAKE_MINOR = 100;
export const HUB88_WINS_MINOR = [0, 200, 50, 0, 120] as const;
const GAME_CODE = 'pp_crash_battery';
const CURRENCY = 'TRY';

export interface Hub88CrashOptions {
  players: number;
  /** Rounds each player completes (a bet and its win, both acknowledged). */
  rounds: number;
  /** A kill once this share of all rounds is done, one kill per entry. */
  killAt: number[];
  /** Share of answers the simulator loses on the way (the server stays up). */
  dropRate: number;
  /** The simulator's Transactions API misstates one transaction (shows the check can fail). */
  lie?: Lie;
}

type TransactionLog = ReturnType<typeof createTransactionLog>;

interface SentBet {
  transactionUuid: string;
  userId: number;
  outcome: 'ok' | 'cancelled' | 'refused';
}

interface Hub88Stats {
  bets: SentBet[];
  wins: { transactionUuid: string; userId: number; amountMinor: number; ok: boolean }[];
  /** Answers whose balance is not the player's running balance at that point. */
  wrongAnswers: string[];
  unansweredBalanceCalls: number;
  roundsDone: number;
  /** Hub88's side: what the simulator sent and how it was answered (the Transactions API). */
  listed: TransactionLog;
}

export interface Hub88AuditResult {
  /** An acknowledged bet or win with no ledger entry of its kind. */
  missing: string[];
  /** A key in the journal more than once. */
  duplicated: string[];
  /** An acknowledged bet that was rolled back anyway. */
  rolledBackAcknowledged: string[];
  /** A cancelled bet the ledger took and never rolled back. */
  cancelledKept: string[];
  /** A Hub88 entry nobody sent. */
  unexpected: string[];
}

export interface Hub88CrashFigures {
  backend: string;
  bets: number;
  cancelledBets: number;
  /** Cancelled bets the ledger had taken (their answer was lost), refunded by the rollback. */
  cancelledTaken: number;
  refusedBets: number;
  wins: number;
  unansweredBalanceCalls: number;
  kills: { roundsDone: number; restartMs: number }[];
  wrongAnswers: string[];
  audit: Hub88AuditResult;
  balances: number[];
  /** Transactions in Hub88's daily lists, fetched into the server's database for reconcile. */
  listed: number;
  reconcile: { code: number; output: string };
  durationMs: number;
}

const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** What a player's balance is after `rounds` completed rounds (minor units). */
export function balanceAfterRounds(rounds: number): number {
  let balance = FUNDS_MINOR;
  for (let i = 0; i < rounds; i++) {
    balance += HUB88_WINS_MINOR[i % HUB88_WINS_MINOR.length]! - HUB88_STAKE_MINOR;
  }
  return balance;
}

const silentLog = { info() {}, warn() {}, error() {} };

/** A funded player with a live launch of the battery's Hub88 game. */
async function hub88TrafficPlayer(database: Database, gameId: number, i: number) {
  const { userId } = await fundedPlayer(database, `Hub88Dayanikli${i}`);
  const session = await database.db
    .selectFrom('sessions')
    .select('id')
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  const token = await createLaunch(database.db, {
    userId,
    sessionId: session.id,
    gameId,
    studioCode: HUB88_STUDIO,
  });
  const launch: SimulatedLaunch = {
    user: hub88User(userId),
    token,
    gameCode: GAME_CODE,
    currency: CURRENCY,
  };
  return { userId, launch };
}

/** The simulator's side for one player: its transport (replaying, losing answers) and client. */
function simulatedHub88(
  base: string,
  launch: SimulatedLaunch,
  dropRate: number,
  transactions: TransactionLog,
) {
  const behaviour = createBehaviour();
  behaviour.set({ replay: true, dropRate, delayMs: 0 });
  const transport = createHub88Transport({
    walletUrl: () => `${base}/provider/hub88`,
    key: createPrivateKey(SIMULATOR_PRIVATE_KEY_PEM),
    launchOf: (token) => (token === launch.token ? launch : undefined),
    behaviour,
    transactions,
    timeoutMs: 5_000,
  });
  const client = createWalletClient({
    baseUrl: () => base,
    providerCode: HUB88_STUDIO,
    secret: 'unused: the Hub88 transport signs with its key',
    log: silentLog,
    transport,
    retryDelaysMs: [50, 150, 400],
    backgroundDelayMs: (attempt) => Math.min(100 * 2 ** attempt, 1_000),
  });
  return { transport, client };
}

/** The player's balance through /user/balance, asked until answered. */
async function askBalance(
  transport: ReturnType<typeof simulatedHub88>['transport'],
  launch: SimulatedLaunch,
  stats: Hub88Stats,
) {
  for (;;) {
    const result = await transport('balance', { token: launch.token, playerId: launch.user });
    if (result.kind === 'answered' && result.answer.status === 'OK') {
      return decimalToMinor(result.answer.balance);
    }
    stats.unansweredBalanceCalls++;
    await pause(50);
  }
}

/** Waits until the client's background queue (rollbacks, wins) is empty. */
async function drained(client: WalletClient) {
  const deadline = Date.now() + 120_000;
  while (client.queuedCount() > 0) {
    if (Date.now() > deadline) throw new Error('a queued Hub88 call was never answered');
    await pause(20);
  }
}

/** One player's rounds until `rounds` are complete; a cancelled bet's round is played again. */
async function playHub88Rounds(
  base: string,
  player: { userId: number; launch: SimulatedLaunch },
  options: Hub88CrashOptions,
  stats: Hub88Stats,
) {
  const { transport, client } = simulatedHub88(base, player.launch, options.dropRate, stats.listed);
  const at = (what: string) => `player ${player.userId} ${what}`;
  try {
    for (let done = 0; done < options.rounds;) {
      const expected = balanceAfterRounds(done);
      const balance = await askBalance(transport, player.launch, stats);
      if (balance !== expected) stats.wrongAnswers.push(at(`balance ${balance} ≠ ${expected}`));
      const round = {
        token: player.launch.token,
        playerId: player.launch.user,
        roundId: newRoundId(),
        gameId: GAME_CODE,
      };
      const bet = await client.bet(round, minorToDecimal(HUB88_STAKE_MINOR));
      stats.bets.push({
        transactionUuid: bet.kind === 'refused' ? '' : bet.transactionId,
        userId: player.userId,
        outcome: bet.kind === 'ok' ? 'ok' : bet.kind,
      });
      if (bet.kind === 'refused') throw new Error(at(`bet refused: ${bet.code}`));
      if (bet.kind === 'cancelled') {
        await drained(client); // its rollback answered before the next round
        continue;
      }
      const winMinor = HUB88_WINS_MINOR[done % HUB88_WINS_MINOR.length]!;
      const win = await client.win(round, minorToDecimal(winMinor), true);
      const answer =
        win.kind === 'pending' ? await win.settled : win.kind === 'ok' ? win.answer : null;
      const ok = answer?.status === 'OK';
      if (win.kind !== 'refused') {
        stats.wins.push({
          transactionUuid: win.transactionId,
          userId: player.userId,
          amountMinor: winMinor,
          ok,
        });
      }
      if (!answer || answer.status !== 'OK') throw new Error(at(`win refused`));
      const after = balanceAfterRounds(done + 1);
      if (decimalToMinor(answer.balance) !== after) {
        stats.wrongAnswers.push(at(`win answered ${answer.balance}, ${after} expected`));
      }
      done++;
      stats.roundsDone++;
    }
  } finally {
    client.close();
  }
}

/** Every transaction sent, against the journal's Hub88 entries. */
async function auditHub88(database: Database, stats: Hub88Stats) {
  const rows = await database.db
    .selectFrom('journal_entries')
    .select(['id', 'idempotency_key', 'kind', 'amount_minor', 'reverses_entry_id'])
    .where('idempotency_key', 'like', `game:${HUB88_STUDIO}:%`)
    .execute();
  const byKey = new Map<string, typeof rows>();
  for (const r of rows) byKey.set(r.idempotency_key, [...(byKey.get(r.idempotency_key) ?? []), r]);
  const reversed = new Set(rows.flatMap((r) => (r.reverses_entry_id ? [r.reverses_entry_id] : [])));
  const audit: Hub88AuditResult = {
    missing: [],
    duplicated: [...byKey].filter(([, list]) => list.length > 1).map(([key]) => key),
    rolledBackAcknowledged: [],
    cancelledKept: [],
    unexpected: [],
  };
  const sent = new Set<string>();
  let cancelledTaken = 0;
  for (const b of stats.bets) {
    const key = gameKey(HUB88_STUDIO, b.transactionUuid);
    sent.add(key);
    const entry = byKey.get(key)?.find((r) => r.kind === 'game_bet');
    if (b.outcome === 'ok') {
      if (!entry || Number(entry.amount_minor) !== HUB88_STAKE_MINOR) audit.missing.push(key);
      else if (reversed.has(entry.id)) audit.rolledBackAcknowledged.push(key);
    } else if (entry) {
      if (reversed.has(entry.id)) cancelledTaken++;
      else audit.cancelledKept.push(key);
    }
  }
  for (const w of stats.wins) {
    const key = gameKey(HUB88_STUDIO, w.transactionUuid);
    sent.add(key);
    const entry = byKey.get(key)?.find((r) => r.kind === 'game_win');
    if (w.ok && (!entry || Number(entry.amount_minor) !== w.amountMinor)) audit.missing.push(key);
  }
  // Rollbacks carry ids of their own: each must cancel a bet that was sent.
  const betIds = new Map(rows.filter((r) => r.kind === 'game_bet').map((r) => [r.id, r]));
  for (const r of rows) {
    if (r.kind === 'game_rollback') {
      const bet = r.reverses_entry_id ? betIds.get(r.reverses_entry_id) : undefined;
      if (bet && !sent.has(bet.idempotency_key)) audit.unexpected.push(r.idempotency_key);
    } else if (!sent.has(r.idempotency_key)) {
      audit.unexpected.push(r.idempotency_key);
    }
  }
  return { audit, cancelledTaken };
}

/**
 * Hub88's daily lists of the battery's days, fetched as the daily job fetches them, so that
 * `talih reconcile` compares every transaction Hub88 believes happened with the ledger.
 */
async function fetchListedDays(
  database: Database,
  log: TransactionLog,
  startedAt: number,
  lie: Lie | undefined,
) {
  const client = {
    transactions: async (body: Record<string, unknown>) =>
      log.list(body as { start_time: string; end_time: string }, lie),
  };
  const days = new Set([startedAt, Date.now()].map((t) => new Date(t).toISOString().slice(0, 10)));
  let listed = 0;
  for (const day of days) listed += (await fetchHub88Day(database.db, client, day)).listed;
  return listed;
}

export async function runHub88CrashBattery(
  backend: Backend,
  options: Hub88CrashOptions,
): Promise<Hub88CrashFigures> {
  const started = performance.now();
  const startedAt = Date.now();
  const serverBackend = await prepareServerBackend(backend);
  const server = new ChildServer(serverBackend.env, await freePort());
  const database = serverBackend.open();
  const stats: Hub88Stats = {
    bets: [],
    wins: [],
    wrongAnswers: [],
    unansweredBalanceCalls: 0,
    roundsDone: 0,
    listed: createTransactionLog(),
  };
  try {
    await server.start();
    const gameId = await insertHub88GameRow(database.db, GAME_CODE);
    const players = [];
    for (let i = 0; i < options.players; i++) {
      players.push(await hub88TrafficPlayer(database, gameId, i));
    }
    const failure: { error?: unknown } = {};
    const traffic = Promise.all(
      players.map((p) =>
        playHub88Rounds(server.base, p, options, stats).catch((e: unknown) => {
          failure.error ??= e;
        }),
      ),
    );
    const total = options.players * options.rounds;
    const kills: Hub88CrashFigures['kills'] = [];
    for (const share of options.killAt) {
      while (stats.roundsDone < share * total && !failure.error) await pause(2);
      if (failure.error) break;
      // A random moment inside the calls now in flight.
      await pause(Math.random() * 15);
      const roundsDone = stats.roundsDone;
      const killedAt = performance.now();
      await server.kill();
      await server.start();
      kills.push({ roundsDone, restartMs: performance.now() - killedAt });
    }
    await traffic;
    if (failure.error) throw failure.error;
    const { audit, cancelledTaken } = await auditHub88(database, stats);
    const balances = [];
    for (const p of players) balances.push(await playerCashMinor(database.db, p.userId));
    const listed = await fetchListedDays(database, stats.listed, startedAt, options.lie);
    await server.stop();
    return {
      backend: backend.name,
      bets: stats.bets.length,
      cancelledBets: stats.bets.filter((b) => b.outcome === 'cancelled').length,
      cancelledTaken,
      refusedBets: stats.bets.filter((b) => b.outcome === 'refused').length,
      wins: stats.wins.filter((w) => w.ok).length,
      unansweredBalanceCalls: stats.unansweredBalanceCalls,
      kills,
      wrongAnswers: stats.wrongAnswers,
      audit,
      balances,
      listed,
      reconcile: await server.cli(['reconcile']),
      durationMs: performance.now() - started,
    };
  } finally {
    await server.kill();
    await database.close();
    await serverBackend.dispose();
  }
}

/** The figures on a few lines, for a failing test's message. */
export function describeHub88Figures(f: Hub88CrashFigures): string {
  const ms = (n: number) => `${Math.round(n)} ms`;
  return [
    `Hub88 crash battery on ${f.backend}: ${f.bets} bets sent (${f.cancelledBets} cancelled by a rollback, ${f.cancelledTaken} of them taken before their answer was lost, ${f.refusedBets} refused), ${f.wins} wins acknowledged, ${f.unansweredBalanceCalls} /user/balance calls unanswered, ${f.kills.length} SIGKILLs, ${ms(f.durationMs)} in all`,
    ...f.kills.map(
      (k, i) =>
        `  kill ${i + 1} after ${k.roundsDone} rounds, listening again after ${ms(k.restartMs)}`,
    ),
    `  audit: ${Object.entries(f.audit)
      .map(([name, list]) => `${name} ${(list as string[]).length}`)
      .join(', ')}; answers with a wrong balance ${f.wrongAnswers.length}`,
    `  balances: ${f.balances.join(', ')}; Hub88's daily lists: ${f.listed} transactions; talih reconcile: exit ${f.reconcile.code}`,
    ...(f.reconcile.code === 0 ? [] : [f.reconcile.output]),
  ].join('\n');
}
