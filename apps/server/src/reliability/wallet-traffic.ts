// Wallet traffic for the reliability tests: funded players with a live launch of the slot, and
// one loop per player playing bet/win rounds through a retrying studio client. Every movement
// sent is remembered with the answer it finally got, for the ledger audit afterwards.
import { randomBytes } from 'node:crypto';
import { decimalToMinor, minorToDecimal } from '@talih/contracts/money.ts';
import type { Database } from '../db/database.ts';
import { createLedger } from '../ledger/ledger.ts';
import { operatorAdjustment } from '../ledger/game-movements.ts';
import { createSession } from '../sessions/sessions.ts';
import { insertPlayer } from '../testing/players.ts';
import { postUntilAnswered, retryingStudio, type RetryStats } from './retrying-client.ts';

export const FUNDS_MINOR = 10_000_000;
const STAKE_MINOR = 100;

export interface TrafficPlayer {
  userId: number;
  playerId: string;
  launch: string;
}

export interface Movement {
  action: 'bet' | 'win';
  transactionId: string;
  userId: number;
  amountMinor: number;
  /** Attempts the client needed; more than one means an answer was lost on the way. */
  attempts: number;
  /** When (epoch ms) the first attempt got no answer. */
  firstFailureAt?: number;
  /** The answer that finally came: Talih's entry id and the balance after it. */
  answer?: { status: string; entryId?: string; balanceMinor?: number; code?: string };
}

export interface TrafficStats extends RetryStats {
  sent: number;
  acknowledged: number;
  refused: number;
  movements: Movement[];
}

export const newStats = (): TrafficStats => ({
  sent: 0,
  acknowledged: 0,
  refused: 0,
  retried: 0,
  movements: [],
});

/**
 * A player straight into the database with a login session, credited through the ledger in
 * the deployment's currency (the sandbox's unless told).
 */
export async function fundedPlayer(database: Database, nickname: string, currency?: string) {
  const ledger = createLedger({ db: database.db, currency });
  const mobile = `90557${String(randomBytes(4).readUInt32BE() % 10_000_000).padStart(7, '0')}`;
  const userId = await insertPlayer(database.db, mobile, nickname);
  const { token } = await createSession(database.db, userId, {});
  await ledger.transact('test_credit', (tx) =>
    operatorAdjustment(tx, {
      direction: 'credit',
      userId,
      amountMinor: FUNDS_MINOR,
      reason: 'reliability test funds',
      key: `reliability-${userId}`,
      actor: 'test',
    }),
  );
  return { userId, token };
}

/** Funded players with a live launch of the slot (over HTTP). */
export async function preparePlayers(database: Database, base: string, count: number) {
  const players: TrafficPlayer[] = [];
  for (let i = 0; i < count; i++) {
    const { userId, token } = await fundedPlayer(database, `Dayanikli${i}`);
    const stats = { retried: 0 };
    const { answer } = await postUntilAnswered<{ resultData: { gameUrl: string } }>(
      `${base}/labelGame/getGameUrlByGame`,
      JSON.stringify({ gameId: 1, isReal: 1 }),
      { token },
      stats,
    );
    const launch = new URL(answer.resultData.gameUrl, base).searchParams.get('token');
    if (!launch) throw new Error('no launch token in the game URL');
    players.push({ userId, playerId: String(userId), launch });
  }
  return players;
}

/** Sends one movement until it is answered, and records it. */
export async function sendMovement(
  studio: ReturnType<typeof retryingStudio>,
  stats: TrafficStats,
  player: TrafficPlayer,
  movement: { action: 'bet' | 'win'; roundId: string; amountMinor: number; roundClosed?: true },
): Promise<Movement> {
  const record: Movement = {
    action: movement.action,
    transactionId: `${movement.action}-${movement.roundId}`,
    userId: player.userId,
    amountMinor: movement.amountMinor,
    attempts: 0,
  };
  stats.movements.push(record);
  stats.sent++;
  const { answer, attempts, firstFailureAt } = await studio(movement.action, {
    token: player.launch,
    playerId: player.playerId,
    transactionId: record.transactionId,
    roundId: movement.roundId,
    gameId: 'slot',
    amount: minorToDecimal(movement.amountMinor),
    ...(movement.roundClosed ? { roundClosed: true } : {}),
  });
  record.attempts = attempts;
  record.firstFailureAt = firstFailureAt;
  record.answer =
    answer.status === 'OK'
      ? {
          status: 'OK',
          entryId: answer.transactionId,
          balanceMinor: decimalToMinor(answer.balance),
        }
      : { status: 'ERROR', code: answer.code };
  if (answer.status === 'OK') stats.acknowledged++;
  else stats.refused++;
  return record;
}

/** One player's rounds (a bet, then a closing win of 0–3 stakes) until told to stop. */
export async function playRounds(
  base: string,
  secret: string,
  player: TrafficPlayer,
  stats: TrafficStats,
  stopped: () => boolean,
) {
  const studio = retryingStudio(base, secret, stats);
  while (!stopped()) {
    const roundId = randomBytes(8).toString('hex');
    const bet = await sendMovement(studio, stats, player, {
      action: 'bet',
      roundId,
      amountMinor: STAKE_MINOR,
    });
    if (bet.answer?.status !== 'OK') continue;
    await sendMovement(studio, stats, player, {
      action: 'win',
      roundId,
      amountMinor: 1 + Math.floor(Math.random() * 3 * STAKE_MINOR),
      roundClosed: true,
    });
  }
}
