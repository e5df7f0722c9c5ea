// The provider wallet's actions (docs/design.md "Provider wallet API"): the studio authenticates a
// launch token, reads the balance, and places bets, wins and rollbacks. Money moves only
// through the ledger; the round record is kept in the same transaction.
import { GAME_BET_MINOR_MAX } from '@talih/contracts/limits.ts';
import { decimalToMinor, minorToDecimal } from '@talih/contracts/money.ts';
import type {
  ProviderAction,
  ProviderAnswer,
  ProviderErrorCode,
  ProviderOk,
  ProviderRequest,
} from '@talih/contracts/provider-wallet.ts';
import { sql, type Kysely } from 'kysely';
import type { DB, GameRoundStatus } from '../../db/schema.ts';
import { LedgerError, RaceLost } from '../../ledger/errors.ts';
import {
  betRolledBackFirst,
  gameBet,
  gameBlockedKey,
  gameKey,
  gameRollback,
  gameWin,
} from '../../ledger/game-movements.ts';
import { findEntry, type PostedEntry, type TxState } from '../../ledger/post.ts';
import { playerBonusMinor } from '../../ledger/queries.ts';
import { playableAfter, playableMinor } from '../bonus/wallet-balance.ts';
import { settleAfter } from '../bonus/wallet-settle.ts';
import { planBonusStake, recordBonusStake, stakeMovement } from '../bonus/wallet-stake.ts';
import { planBonusWin, winMovement } from '../bonus/wallet-win.ts';
import { reverseWagering } from '../bonus/wagering.ts';
import { FreeRoundRefused, playFreeRound } from '../bonus/free-spins/wallet.ts';
import type { Services } from '../../services.ts';
import { raiseAlert, RISK_ALERT_KINDS } from '../risk/alerts.ts';
import { betLookup, findLaunch, type Launch } from './launches.ts';
import {
  newRoundInsert,
  preparedLockRound,
  preparedRoundByRef,
  preparedNewRound,
  preparedRoundWin,
  preparedWinLookup,
} from './round-sql.ts';
import { writersAreSerial } from '../../ledger/lock.ts';
import {
  gameLimitsAnswer,
  gameRulesFor,
  paceRefusal,
  stakeRefusal,
  type GameRules,
} from '../../jurisdiction/game-limits.ts';

type Deps = Pick<Services, 'db' | 'ledger'> &
  Partial<Pick<Services, 'noBonus' | 'launches'>> & {
    config: Pick<Services['config'], 'WALLET_WIN_MAX' | 'WALLET_WIN_MAX_MULTIPLE' | 'jurisdiction'>;
  };

/**
 * When the player's newest round of a game began. By id, not by created_at: game_rounds_user
 * (user_id, id) is read backwards and stops at the first round of this game, where ordering by
 * created_at read and sorted every round the player ever played, on every new round under a
 * pack with a pace rule. The same player's stakes are serialised by their cash row, so the
 * newest id is the newest round.
 */
export function previousRoundQuery(db: Kysely<DB>, userId: number, gameId: number) {
  return db
    .selectFrom('game_rounds')
    .select('created_at')
    .where('user_id', '=', userId)
    .where('game_id', '=', gameId)
    .orderBy('id', 'desc')
    .limit(1);
}

/**
 * The pack's slot rules (game-limits.ts): the round's stake at most the cap, and a new round no
 * sooner than the minimum round time after the player's previous round of this game.
 */
async function refuseAgainstJurisdiction(
  tx: TxState,
  rules: GameRules,
  launch: Launch,
  round: { bet_minor: number } | undefined,
  amountMinor: number,
) {
  const stake = stakeRefusal(rules, (round?.bet_minor ?? 0) + amountMinor);
  if (stake) throw new WalletRefusal('LIMIT_EXCEEDED', stake);
  if (round || rules.roundMinMs === null) return;
  const previous = await previousRoundQuery(
    tx.trx,
    launch.userId,
    launch.gameId,
  ).executeTakeFirst();
  const pace = paceRefusal(rules, previous?.created_at ?? null, tx.now);
  if (pace) throw new WalletRefusal('LIMIT_EXCEEDED', pace);
}

/**
 * Why a refusal happened, finer than its code: a second protocol at the edge (Hub88's RS_*
 * statuses) tells apart what this API answers with one code.
 */
export type RefusalReason =
  'unknown_token' | 'wrong_game' | 'player_blocked' | 'no_round' | 'round_settled';

/** A refusal the studio sees as {status: 'ERROR', code}. */
export class WalletRefusal extends Error {
  readonly code: ProviderErrorCode;
  readonly balanceMinor: number | undefined;
  readonly reason: RefusalReason | undefined;

  constructor(
    code: ProviderErrorCode,
    message: string,
    balanceMinor?: number,
    reason?: RefusalReason,
  ) {
    super(message);
    this.code = code;
    this.balanceMinor = balanceMinor;
    this.reason = reason;
  }
}

const okAnswer = (
  deps: Deps,
  balanceMinor: number,
  extra: Partial<ProviderOk> = {},
): ProviderOk => ({
  status: 'OK',
  balance: minorToDecimal(balanceMinor),
  currency: deps.config.jurisdiction.currency,
  ...extra,
});

const rulesOf = (deps: Deps, launch: Launch) =>
  gameRulesFor(deps.config.jurisdiction, launch.isSlot);

/**
 * The launch a studio call names, from this instance's launch cache when it keeps one: its
 * `live` may then be stale, so a bet reads its standing (betLookup), and authenticate reads
 * fresh.
 */
async function launchFor(
  deps: Deps,
  provider: string,
  token: string,
  playerId?: string,
  fresh = false,
) {
  const launch =
    deps.launches && !fresh
      ? await deps.launches.get(deps.db, provider, token)
      : await findLaunch(deps.db, provider, token);
  if (!launch)
    throw new WalletRefusal('TOKEN_EXPIRED', 'unknown launch token', undefined, 'unknown_token');
  if (playerId !== undefined && playerId !== String(launch.userId)) {
    throw new WalletRefusal('UNKNOWN_PLAYER', 'the player does not own this launch token');
  }
  return launch;
}

function requireLive(launch: Launch) {
  if (!launch.live) throw new WalletRefusal('TOKEN_EXPIRED', 'the launch token has expired');
}

function amountOf(text: string): number {
  try {
    return decimalToMinor(text);
  } catch {
    throw new WalletRefusal('BAD_REQUEST', 'bad amount');
  }
}

export async function authenticate(
  deps: Deps,
  provider: string,
  req: ProviderRequest<'authenticate'>,
): Promise<ProviderAnswer> {
  const launch = await launchFor(deps, provider, req.token, undefined, true);
  requireLive(launch);
  return okAnswer(deps, await playableMinor(deps.db, launch.userId), {
    playerId: String(launch.userId),
    nickname: launch.nickname,
    gameLimits: gameLimitsAnswer(rulesOf(deps, launch)),
  });
}

export async function balance(
  deps: Deps,
  provider: string,
  req: ProviderRequest<'balance'>,
): Promise<ProviderAnswer> {
  const launch = await launchFor(deps, provider, req.token, req.playerId);
  return okAnswer(deps, await playableMinor(deps.db, launch.userId));
}

export async function bet(
  deps: Deps,
  provider: string,
  req: ProviderRequest<'bet'>,
): Promise<ProviderAnswer> {
  const launch = await launchFor(deps, provider, req.token, req.playerId);
  const amountMinor = amountOf(req.amount);
  const request = withoutToken(req, 'bet');
  const key = gameKey(provider, req.transactionId);
  const move = movement(launch, provider, req, amountMinor, request);
  const blockedKey = gameBlockedKey(provider, launch.userId, req.transactionId);
  const posted = await deps.ledger.transact('game_bet', async (tx) => {
    // The bet's key, the tombstone of a rollback that came first and the launch's standing, in
    // one read; the wall clock, as findLaunch reads it (tx.now may be a test's moved clock).
    // On PostgreSQL its round too, held (a statement there is a round trip).
    const serial = writersAreSerial(tx.trx);
    const ref = { provider, roundRef: req.roundId };
    const looked = await betLookup(
      tx.trx,
      launch,
      [key, blockedKey],
      Date.now(),
      serial ? undefined : ref,
    );
    const { found, standing } = looked;
    return oncePerKey(tx, key, found, move, gameBet, async () => {
      if (!standing.live) {
        throw new WalletRefusal('TOKEN_EXPIRED', 'the launch token has expired');
      }
      if (req.gameId !== launch.studioGame) {
        throw new WalletRefusal(
          'BAD_REQUEST',
          'the game is not the launched one',
          undefined,
          'wrong_game',
        );
      }
      if (amountMinor <= 0) throw new WalletRefusal('BAD_REQUEST', 'a bet must be more than zero');
      if (amountMinor > GAME_BET_MINOR_MAX) {
        throw new WalletRefusal('LIMIT_EXCEEDED', 'the stake is above the limit');
      }
      // Seen again by gameBet once the stake holds the cash row (a rollback racing this bet).
      if (found.length > 0) throw betRolledBackFirst(req.transactionId);
      // Staff blocked this player's betting (back-office): an open launch bets no more.
      if (standing.betBlocked) {
        throw new WalletRefusal(
          'LIMIT_EXCEEDED',
          'staff blocked this player from betting',
          undefined,
          'player_blocked',
        );
      }
      const round =
        looked.round === undefined
          ? await lockRound(tx, provider, req.roundId)
          : (looked.round ?? undefined);
      if (round && (round.user_id !== launch.userId || round.status !== 'open')) {
        throw new WalletRefusal('BAD_REQUEST', 'the round is closed or belongs to another player');
      }
      await refuseAgainstJurisdiction(tx, rulesOf(deps, launch), launch, round, amountMinor);
      // With an active bonus: its maximum bet, and cash first, then bonus (modules/bonus).
      const plan = await planBonusStake(tx, launch, amountMinor, round, deps.noBonus);
      // The round first, so that without a bonus the stake's statement is the transaction's
      // last and may carry its COMMIT (ledger/post.ts lastInTransaction). The round's row is
      // already held (the lookup's lock) or new; a refused stake rolls it back with the rest.
      await writeBetRound(tx, { provider, req, launch, amountMinor, round, plan });
      const entry = await gameBet(tx, {
        ...stakeMovement(move, plan),
        keyChecked: true,
        blockedKeyChecked: true,
        lastInTransaction: plan === null,
      });
      if (plan) {
        const stake = { userId: launch.userId, stakeKey: key, stakeMinor: amountMinor };
        await recordBonusStake(tx, plan, stake);
        return settleAfter(tx, launch.userId, entry);
      }
      return entry;
    });
  });
  return okAnswer(deps, playableAfter(posted), { transactionId: String(posted.entryId) });
}

/** The bet's round: its stake added to the round held, or a new round. */
async function writeBetRound(
  tx: TxState,
  b: {
    provider: string;
    req: ProviderRequest<'bet'>;
    launch: Launch;
    amountMinor: number;
    round: { id: number } | undefined;
    plan: Awaited<ReturnType<typeof planBonusStake>>;
  },
) {
  const { amountMinor, plan } = b;
  const status: GameRoundStatus = b.req.roundClosed ? 'closed' : 'open';
  if (b.round) {
    await tx.trx
      .updateTable('game_rounds')
      .set((eb) => ({
        bet_minor: eb('bet_minor', '+', amountMinor),
        status,
        updated_at: tx.now,
        ...(plan && {
          bonus_bet_minor: eb('bonus_bet_minor', '+', plan.bonusMinor),
          bonus_id: plan.roundBonusId,
        }),
      }))
      .where('id', '=', b.round.id)
      .execute();
    return;
  }
  const round = {
    ...{ provider: b.provider, roundRef: b.req.roundId, userId: b.launch.userId },
    ...{ gameId: b.launch.gameId, betMinor: amountMinor, status, now: tx.now },
  };
  await (plan
    ? newRoundInsert(tx.trx, round, {
        bonusBetMinor: plan.bonusMinor,
        bonusId: plan.roundBonusId,
      }).execute()
    : tx.trx.executeQuery(preparedNewRound(tx.trx, round)));
}

export async function win(
  deps: Deps,
  provider: string,
  req: ProviderRequest<'win'>,
): Promise<ProviderAnswer> {
  // Accepted on an expired launch token: the round was opened while it was live.
  const launch = await launchFor(deps, provider, req.token, req.playerId);
  const amountMinor = amountOf(req.amount);
  if (req.freeRoundsAwardId !== undefined) {
    return freeRoundWin(deps, provider, launch, req.freeRoundsAwardId, req, amountMinor);
  }
  const request = withoutToken(req, 'win');
  const key = gameKey(provider, req.transactionId);
  const move = movement(launch, provider, req, amountMinor, request);
  const posted = await deps.ledger
    .transact('game_win', async (tx) => {
      const looked = await winLookup(tx, provider, key, req.roundId);
      return oncePerKey(tx, key, looked.found, move, gameWin, async () => {
        const round =
          looked.round === undefined ? await lockRound(tx, provider, req.roundId) : looked.round;
        if (!round || round.user_id !== launch.userId) {
          throw new WalletRefusal(
            'BAD_REQUEST',
            'no bet was placed in this round',
            undefined,
            'no_round',
          );
        }
        if (round.status !== 'open') {
          throw new WalletRefusal(
            'BAD_REQUEST',
            `the round is ${round.status}`,
            undefined,
            'round_settled',
          );
        }
        refuseWinAboveCap(deps.config, round, amountMinor);
        // The round's bonus share of the win (modules/bonus/wallet-win.ts).
        const split = await planBonusWin(tx, launch.userId, round, amountMinor, deps.noBonus);
        // The round first, so that without a bonus the win's statement is the transaction's
        // last and may carry its COMMIT (ledger/post.ts lastInTransaction); the round's row is
        // held since the lookup.
        const status = req.roundClosed ? 'closed' : 'open';
        const roundWin = { roundId: round.id, winMinor: amountMinor, status, now: tx.now } as const;
        await tx.trx.executeQuery(preparedRoundWin(tx.trx, roundWin));
        const lastInTransaction = round.bonus_id === null;
        const movement = { ...winMovement(move, split), keyChecked: true, lastInTransaction };
        const entry = await gameWin(tx, movement);
        return lastInTransaction ? entry : settleAfter(tx, launch.userId, entry);
      });
    })
    .catch(async (error: unknown) => {
      if (error instanceof WinAboveCap) await alertWinAboveCap(deps, provider, req, launch, error);
      throw error;
    });
  return okAnswer(deps, playableAfter(posted), { transactionId: String(posted.entryId) });
}

/** A free round's result: no bet, one round of the award (modules/bonus/free-spins). */
async function freeRoundWin(
  deps: Deps,
  provider: string,
  launch: Launch,
  awardId: string,
  req: ProviderRequest<'win'>,
  amountMinor: number,
): Promise<ProviderAnswer> {
  const winCap = {
    absoluteMinor: decimalToMinor(deps.config.WALLET_WIN_MAX),
    multiple: deps.config.WALLET_WIN_MAX_MULTIPLE,
  };
  const winId = await deps.ledger
    .transact('free_spin_win', (tx) =>
      playFreeRound(tx, {
        provider,
        transactionId: req.transactionId,
        awardId,
        userId: launch.userId,
        gameId: launch.gameId,
        amountMinor,
        winCap,
      }),
    )
    .catch((error: unknown) => {
      if (error instanceof FreeRoundRefused) throw new WalletRefusal(error.code, error.message);
      throw error;
    });
  return okAnswer(deps, await playableMinor(deps.db, launch.userId), {
    transactionId: `fs-${winId}`,
  });
}

/** A win the cap refuses: the studio sees LIMIT_EXCEEDED, staff see an alert. */
class WinAboveCap extends WalletRefusal {
  readonly details: Record<string, unknown>;

  constructor(details: Record<string, unknown>) {
    super('LIMIT_EXCEEDED', 'the round would win more than the configured maximum');
    this.details = details;
  }
}

/**
 * The most a round may win in total: WALLET_WIN_MAX, and WALLET_WIN_MAX_MULTIPLE times what is
 * staked in it (after rollbacks). A 9,999,999,999.99 win on a 1.00 bet is a studio fault or an
 * attack, never a payout.
 */
function refuseWinAboveCap(
  config: Deps['config'],
  round: { bet_minor: number; win_minor: number },
  amountMinor: number,
) {
  const absoluteMinor = decimalToMinor(config.WALLET_WIN_MAX);
  const multipleMinor = round.bet_minor * config.WALLET_WIN_MAX_MULTIPLE;
  const totalMinor = round.win_minor + amountMinor;
  if (totalMinor > absoluteMinor || totalMinor > multipleMinor) {
    throw new WinAboveCap({
      stake: minorToDecimal(round.bet_minor),
      winBefore: minorToDecimal(round.win_minor),
      win: minorToDecimal(amountMinor),
      capAbsolute: config.WALLET_WIN_MAX,
      capMultiple: config.WALLET_WIN_MAX_MULTIPLE,
    });
  }
}

async function alertWinAboveCap(
  deps: Deps,
  provider: string,
  req: ProviderRequest<'win'>,
  launch: Launch,
  refusal: WinAboveCap,
) {
  await raiseAlert(deps.db, {
    kind: RISK_ALERT_KINDS.winCap,
    userId: launch.userId,
    details: {
      provider,
      transactionId: req.transactionId,
      roundId: req.roundId,
      gameId: launch.gameId,
      ...refusal.details,
    },
    // A studio retrying the refused win raises one alert.
    dedupeKey: `win_cap:${provider}:${req.transactionId}`,
  });
}

/**
 * A studio transaction happens once per transaction id: a replay answers the first result
 * whatever happened to the round since; otherwise `fresh` checks, moves and records. `found`
 * are the entries the caller looked up in this transaction: the movement's key among them is a
 * replay. A refusal decided on a view that a concurrent twin made stale (it closed the round or
 * spent the money) is not the answer: run again, and replay the twin.
 */
async function oncePerKey(
  tx: TxState,
  key: string,
  found: { idempotency_key: string }[],
  move: ReturnType<typeof movement>,
  replay: typeof gameBet,
  fresh: () => Promise<PostedEntry>,
): Promise<PostedEntry> {
  if (found.some((e) => e.idempotency_key === key)) return replay(tx, move);
  try {
    return await fresh();
  } catch (error) {
    const refusal =
      error instanceof WalletRefusal ||
      (error instanceof LedgerError &&
        (error.code === 'INSUFFICIENT_FUNDS' || error.code === 'LIMIT_EXCEEDED'));
    if (refusal && (await findEntry(tx.trx, key))) {
      throw new RaceLost(`${key} committed by a concurrent replay`);
    }
    throw error;
  }
}

export async function rollback(
  deps: Deps,
  provider: string,
  req: ProviderRequest<'rollback'>,
): Promise<ProviderAnswer> {
  const launch = await launchFor(deps, provider, req.token, req.playerId);
  const result = await deps.ledger.transact('game_rollback', async (tx) => {
    const done = await gameRollback(tx, {
      provider,
      transactionId: req.transactionId,
      referenceTransactionId: req.referenceTransactionId,
      userId: launch.userId,
      request: withoutToken(req, 'rollback'),
      detail: { launchId: launch.launchId },
      beforeRefund: (bet) => refuseSettledRound(tx, provider, bet),
    });
    const roundId = done.bet?.detail.roundId;
    const bonusPart = done.bonusRefundedMinor + done.bonusForfeitedMinor;
    if (done.refundedMinor > 0 && typeof roundId === 'string') {
      // Relative to the row as it is now (locked by refuseSettledRound), never a stale copy.
      const refunded = done.refundedMinor;
      await tx.trx
        .updateTable('game_rounds')
        .set((eb) => ({
          bet_minor: eb('bet_minor', '-', refunded),
          status: sql<GameRoundStatus>`case when ${eb.ref('bet_minor')} - ${refunded} = 0 and ${eb.ref('win_minor')} = 0 then 'cancelled' else ${eb.ref('status')} end`,
          updated_at: tx.now,
          ...(bonusPart > 0 && { bonus_bet_minor: eb('bonus_bet_minor', '-', bonusPart) }),
        }))
        .where('studio_code', '=', provider)
        .where('round_ref', '=', roundId)
        .execute();
    }
    const bonusId = done.bet?.detail.bonusId;
    let entry = done.entry;
    if (done.refundedMinor > 0 && typeof bonusId === 'number') {
      await reverseWagering(tx, bonusId, gameKey(provider, req.referenceTransactionId));
      entry = await settleAfter(tx, launch.userId, entry);
    }
    return { entry, bonusMinor: await playerBonusMinor(tx.trx, launch.userId) };
  });
  const { entry } = result;
  return okAnswer(deps, (entry.playerBalanceMinor ?? 0) + result.bonusMinor, {
    transactionId: String(entry.entryId),
  });
}

/**
 * A bet is cancelled only while its round is undecided: once the round is closed or has paid
 * a win, refunding the stake would pay the player twice (bet 10, win 50, rollback: +10).
 * The studio gets BAD_REQUEST and the round stays as it is.
 */
async function refuseSettledRound(tx: TxState, provider: string, bet: PostedEntry) {
  const roundId = bet.detail.roundId;
  if (typeof roundId !== 'string') return;
  const round = await lockRound(tx, provider, roundId);
  if (round && (round.status === 'closed' || round.win_minor > 0)) {
    throw new WalletRefusal(
      'BAD_REQUEST',
      'the round is settled; its bets cannot be rolled back',
      undefined,
      'round_settled',
    );
  }
}

function movement(
  launch: Launch,
  provider: string,
  req: ProviderRequest<'bet' | 'win'>,
  amountMinor: number,
  request: unknown,
) {
  return {
    provider,
    transactionId: req.transactionId,
    userId: launch.userId,
    amountMinor,
    request,
    detail: {
      roundId: req.roundId,
      gameId: launch.gameId,
      launchId: launch.launchId,
      // Reconcile tells from it that no stake was refunded after the round was decided.
      ...(req.roundClosed ? { roundClosed: true } : {}),
    },
  };
}

function withoutToken<A extends ProviderAction>(req: ProviderRequest<A>, action: A) {
  const { token: _token, ...rest } = req;
  return { action, ...rest };
}

/**
 * A win's key look-up, and on PostgreSQL its round too, held, in the same round trip
 * (./round-sql.ts winLookupQuery). On SQLite, where a statement is no round trip, the round is
 * read only when the win is not a replay; `round` undefined: not read yet.
 */
async function winLookup(tx: TxState, provider: string, key: string, roundRef: string) {
  if (writersAreSerial(tx.trx)) {
    const own = await findEntry(tx.trx, key);
    return { found: own ? [own] : [], round: undefined };
  }
  const { rows } = await tx.trx.executeQuery(
    preparedWinLookup(tx.trx, { provider, roundRef, key }),
  );
  const row = rows[0];
  if (!row) throw new Error('the win look-up answered no row');
  // null: no such round (its lock read found none), which the win refuses as before.
  return { found: row.entry ? [row.entry] : [], round: row.round ?? null };
}

/** Reads a round and holds it (./round-sql.ts lockRoundQuery; a plain read on SQLite). */
async function lockRound(tx: TxState, provider: string, roundRef: string) {
  const ref = { provider, roundRef };
  const { rows } = await tx.trx.executeQuery(
    writersAreSerial(tx.trx) ? preparedRoundByRef(tx.trx, ref) : preparedLockRound(tx.trx, ref),
  );
  return rows[0];
}

const PROTECTION_CODES = new Set<string>(['LIMIT_EXCEEDED', 'PLAYER_EXCLUDED', 'SESSION_LIMIT']);

/** Maps the ledger's refusals to the wallet's codes, with the balance where it helps. */
export async function refusalFor(
  deps: Deps,
  error: unknown,
  userId: number | null,
): Promise<ProviderAnswer | null> {
  if (error instanceof WalletRefusal) {
    return { status: 'ERROR', code: error.code };
  }
  if (error instanceof LedgerError && PROTECTION_CODES.has(error.code)) {
    // Player protection refused the stake (limit, exclusion, session time): the studio shows it.
    const answer: ProviderAnswer = {
      status: 'ERROR',
      code: 'LIMIT_EXCEEDED',
      message: error.message,
    };
    if (error.remainingMinor !== undefined) answer.remaining = minorToDecimal(error.remainingMinor);
    if (userId !== null) answer.balance = minorToDecimal(await playableMinor(deps.db, userId));
    return answer;
  }
  if (error instanceof LedgerError) {
    const code: ProviderErrorCode =
      error.code === 'INSUFFICIENT_FUNDS'
        ? 'INSUFFICIENT_FUNDS'
        : error.code === 'DUPLICATE_MISMATCH'
          ? 'DUPLICATE_MISMATCH'
          : 'BAD_REQUEST';
    const answer: ProviderAnswer = { status: 'ERROR', code };
    if (userId !== null) answer.balance = minorToDecimal(await playableMinor(deps.db, userId));
    return answer;
  }
  return null;
}
