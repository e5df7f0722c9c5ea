// Hub88's wallet calls translated to the provider wallet's own actions (docs/hub88.md "Wallet
// rules"): one money path (../service.ts and the ledger), a second protocol at the edge. This
// file decides units, users, games and statuses; the service decides money. It runs the
// module's service, so it is part of the module, not an adapter; Hub88's protocol, signature
// and client stay in adapters/games/hub88.
import { decimalToMinor, minorToDecimal } from '@talih/contracts/money.ts';
import type { ProviderAnswer } from '@talih/contracts/provider-wallet.ts';
import { gameKey } from '../../../ledger/game-movements.ts';
import { LedgerError } from '../../../ledger/errors.ts';
import { playableMinor } from '../../bonus/wallet-balance.ts';
import { findLaunch } from '../launches.ts';
import * as walletActions from '../service.ts';
import { WalletRefusal } from '../service.ts';
import type { Services } from '../../../services.ts';
import {
  hub88ToMinor,
  hub88User,
  minorToHub88,
  userIdOf,
  type Hub88Answer,
  type Hub88Request,
  type Hub88Status,
  HUB88_STUDIO,
  jurisdictionOf,
} from '../../../adapters/games/hub88/protocol.ts';
import { Hub88Refusal } from '../../../adapters/games/hub88/refusal.ts';
import { freeBet, freeBetOf, freeRollback, freeWin, type PlayFreeRound } from './free-bets.ts';

type Deps = Services;

function userOf(user: string): number {
  const userId = userIdOf(user);
  if (userId === null) throw new Hub88Refusal('RS_ERROR_INVALID_TOKEN');
  return userId;
}

/** The stake or win in minor units: the deployment's currency only, whole minor units only. */
function minorOf(deps: Deps, body: { currency: string; amount: number }): string {
  if (body.currency !== deps.config.jurisdiction.currency) {
    throw new Hub88Refusal('RS_ERROR_WRONG_CURRENCY');
  }
  const minor = hub88ToMinor(body.amount);
  // A sub-cent amount can't be held by a two-decimal wallet; rounding it would move money
  // nobody sent, so it is refused as a value of the wrong kind.
  if (minor === null) throw new Hub88Refusal('RS_ERROR_WRONG_TYPES');
  return minorToDecimal(minor);
}

function ok(deps: Deps, user: string, requestUuid: string, answer: ProviderAnswer): Hub88Answer {
  if (answer.status !== 'OK') throw new Error('an OK answer was expected');
  return {
    user,
    status: 'RS_OK',
    request_uuid: requestUuid,
    currency: deps.config.jurisdiction.currency,
    balance: minorToHub88(decimalToMinor(answer.balance)),
  };
}

export async function userBalance(
  deps: Deps,
  body: Hub88Request<'user/balance'>,
): Promise<Hub88Answer> {
  const userId = userOf(body.user);
  if (body.token !== undefined) {
    const launch = await findLaunch(deps.db, HUB88_STUDIO, body.token);
    if (!launch || launch.userId !== userId) throw new Hub88Refusal('RS_ERROR_INVALID_TOKEN');
  }
  return {
    user: body.user,
    status: 'RS_OK',
    request_uuid: body.request_uuid,
    currency: deps.config.jurisdiction.currency,
    balance: minorToHub88(await playableMinor(deps.db, userId)),
  };
}

const isoDate = (ms: number) => new Date(ms).toISOString().slice(0, 10);

export async function userInfo(deps: Deps, body: Hub88Request<'user/info'>): Promise<Hub88Answer> {
  const userId = userOf(body.user);
  const row = await deps.db
    .selectFrom('users as u')
    .leftJoin('kyc_profiles as k', 'k.user_id', 'u.id')
    .select(['u.registered_at', 'u.created_at', 'k.birth_date', 'k.country'])
    .where('u.id', '=', userId)
    .where('u.role', '=', 'player')
    .executeTakeFirst();
  if (!row) throw new Hub88Refusal('RS_ERROR_INVALID_TOKEN');
  const pack = deps.config.jurisdiction;
  const country = row.country ?? pack.countries?.[0];
  return {
    user: body.user,
    status: 'RS_OK',
    request_uuid: body.request_uuid,
    ...(country ? { country } : {}),
    jurisdiction: jurisdictionOf(pack),
    ...(row.birth_date ? { birth_date: row.birth_date } : {}),
    registration_date: isoDate(row.registered_at ?? row.created_at),
  };
}

export async function bet(deps: Deps, body: Hub88Request<'transaction/bet'>) {
  const userId = userOf(body.user);
  const amount = minorOf(deps, body);
  if (body.is_free === true) return freeBet(deps, body, userId, freeRoundOf(deps, body, userId));
  const answer = await walletActions.bet(deps, HUB88_STUDIO, {
    token: body.token,
    playerId: String(userId),
    transactionId: body.transaction_uuid,
    roundId: body.round,
    gameId: body.game_code,
    amount,
    ...(body.round_closed !== undefined ? { roundClosed: body.round_closed } : {}),
  });
  return ok(deps, body.user, body.request_uuid, answer);
}

/** One round of a free-spins award through the provider wallet (modules/bonus/free-spins). */
function freeRoundOf(
  deps: Deps,
  body: Hub88Request<'transaction/bet' | 'transaction/win'>,
  userId: number,
): PlayFreeRound {
  return async (awardId, transactionUuid, amount) => {
    const answer = await walletActions.win(deps, HUB88_STUDIO, {
      token: body.token,
      playerId: String(userId),
      transactionId: transactionUuid,
      roundId: body.round,
      gameId: body.game_code,
      amount,
      freeRoundsAwardId: String(awardId),
    });
    return ok(deps, body.user, body.request_uuid, answer);
  };
}

/** The bet a win or rollback names, by its ledger key; null when Talih never took it. */
async function betOf(deps: Deps, transactionUuid: string) {
  const row = await deps.db
    .selectFrom('journal_entries')
    .select(['kind', 'user_id'])
    .where('idempotency_key', '=', gameKey(HUB88_STUDIO, transactionUuid))
    .executeTakeFirst();
  return row?.kind === 'game_bet' ? row : null;
}

export async function win(deps: Deps, body: Hub88Request<'transaction/win'>) {
  const userId = userOf(body.user);
  const amount = minorOf(deps, body);
  if (body.is_free === true) {
    return freeWin(deps, body, userId, amount, freeRoundOf(deps, body, userId));
  }
  const reference = await betOf(deps, body.reference_transaction_uuid);
  if (!reference || reference.user_id !== userId) {
    throw new Hub88Refusal('RS_ERROR_TRANSACTION_DOES_NOT_EXIST');
  }
  const answer = await walletActions.win(deps, HUB88_STUDIO, {
    token: body.token,
    playerId: String(userId),
    transactionId: body.transaction_uuid,
    roundId: body.round,
    gameId: body.game_code,
    amount,
    ...(body.round_closed !== undefined ? { roundClosed: body.round_closed } : {}),
  });
  return ok(deps, body.user, body.request_uuid, answer);
}

export async function rollback(deps: Deps, body: Hub88Request<'transaction/rollback'>) {
  const userId = userOf(body.user);
  const free = await freeBetOf(deps.db, body.reference_transaction_uuid);
  if (free) return freeRollback(deps, body, free, userId);
  const reference = await betOf(deps, body.reference_transaction_uuid);
  const answer = await walletActions.rollback(deps, HUB88_STUDIO, {
    token: body.token,
    playerId: String(userId),
    transactionId: body.transaction_uuid,
    referenceTransactionId: body.reference_transaction_uuid,
  });
  // A rollback of a bet never taken is still recorded (a late bet is then refused), and Hub88
  // is told there was nothing to cancel.
  if (!reference) throw new Hub88Refusal('RS_ERROR_TRANSACTION_DOES_NOT_EXIST');
  return ok(deps, body.user, body.request_uuid, answer);
}

/** The status of a refusal from here, the service or the ledger; null: not a refusal. */
export function statusOf(error: unknown, action: string): Hub88Status | null {
  if (error instanceof Hub88Refusal) return error.status;
  if (error instanceof WalletRefusal) {
    switch (error.reason) {
      case 'unknown_token':
        return 'RS_ERROR_INVALID_TOKEN';
      case 'wrong_game':
        return 'RS_ERROR_INVALID_GAME';
      case 'player_blocked':
        return 'RS_ERROR_USER_DISABLED';
      case 'no_round':
        return 'RS_ERROR_TRANSACTION_DOES_NOT_EXIST';
      case 'round_settled':
        return action === 'transaction/win'
          ? 'RS_ERROR_TRANSACTION_DOES_NOT_EXIST'
          : 'RS_ERROR_UNKNOWN';
      case undefined:
        break;
    }
    switch (error.code) {
      case 'TOKEN_EXPIRED':
        return 'RS_ERROR_TOKEN_EXPIRED';
      case 'UNKNOWN_PLAYER':
        return 'RS_ERROR_INVALID_TOKEN';
      case 'INSUFFICIENT_FUNDS':
        return 'RS_ERROR_NOT_ENOUGH_MONEY';
      case 'DUPLICATE_MISMATCH':
        return 'RS_ERROR_DUPLICATE_TRANSACTION';
      case 'LIMIT_EXCEEDED':
        return 'RS_ERROR_LIMIT_REACHED';
      default:
        return 'RS_ERROR_UNKNOWN';
    }
  }
  if (error instanceof LedgerError) {
    switch (error.code) {
      case 'INSUFFICIENT_FUNDS':
        return 'RS_ERROR_NOT_ENOUGH_MONEY';
      case 'DUPLICATE_MISMATCH':
        return 'RS_ERROR_DUPLICATE_TRANSACTION';
      case 'PLAYER_EXCLUDED':
        return 'RS_ERROR_USER_DISABLED';
      case 'LIMIT_EXCEEDED':
      case 'SESSION_LIMIT':
        return 'RS_ERROR_LIMIT_REACHED';
      case 'WRONG_OWNER':
        return 'RS_ERROR_TRANSACTION_DOES_NOT_EXIST';
      default:
        return 'RS_ERROR_UNKNOWN';
    }
  }
  return null;
}

/** A refusal's answer: with the player's balance wherever the player is known. */
export async function refusalAnswer(
  deps: Deps,
  status: Hub88Status,
  body: { user?: unknown; request_uuid?: unknown },
): Promise<Hub88Answer> {
  const answer: Hub88Answer = { status };
  if (typeof body.user === 'string') answer.user = body.user;
  if (typeof body.request_uuid === 'string') answer.request_uuid = body.request_uuid;
  const userId = typeof body.user === 'string' ? userIdOf(body.user) : null;
  if (userId !== null && status !== 'RS_ERROR_INVALID_SIGNATURE') {
    const exists = await deps.db
      .selectFrom('users')
      .select('id')
      .where('id', '=', userId)
      .executeTakeFirst();
    if (exists) {
      answer.currency = deps.config.jurisdiction.currency;
      answer.balance = minorToHub88(await playableMinor(deps.db, userId));
    }
  }
  return answer;
}

export { hub88User };
