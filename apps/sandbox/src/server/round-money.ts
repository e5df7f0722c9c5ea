// A round's money, whichever mode the session plays in: real sessions move the player's money
// through Talih's wallet, demo sessions move play money held in the session and never call
// the wallet.
import { decimalToMinor, minorToDecimal } from '@talih/contracts/money.ts';
import type { ProviderErrorCode } from '@talih/contracts/provider-wallet.ts';
import type { WalletLog } from './delivery-queue.ts';
import { StudioError, type StudioErrorCode } from './errors.ts';
import type { Session } from './sessions.ts';
import type { RoundRef, WalletClient } from './wallet-client.ts';

export interface MoneyDeps {
  wallet: WalletClient;
  log: WalletLog;
}

/** paid: in the balance now; pending: queued, the wallet will get it; failed: refused, logged. */
export type WinStatus = 'paid' | 'pending' | 'failed';

const PLAYER_CODES: Partial<Record<ProviderErrorCode, StudioErrorCode>> = {
  TOKEN_EXPIRED: 'TOKEN_EXPIRED',
  INSUFFICIENT_FUNDS: 'INSUFFICIENT_FUNDS',
  UNKNOWN_PLAYER: 'UNKNOWN_PLAYER',
  LIMIT_EXCEEDED: 'LIMIT_EXCEEDED',
};

/** The player-facing code of a wallet refusal; the rest are our bugs or config, shown generically. */
export function studioCodeOf(code: ProviderErrorCode): StudioErrorCode {
  return PLAYER_CODES[code] ?? 'WALLET_ERROR';
}

function roundRef(session: Session, roundId: string): RoundRef {
  return { token: session.token, playerId: session.playerId, roundId, gameId: session.game };
}

function noteBalance(session: Session, balance: string | undefined) {
  if (balance !== undefined) session.balanceMinor = decimalToMinor(balance);
}

/** Takes the stake, or throws the reason it was not taken (the round must not be played). */
export async function placeBet(
  deps: MoneyDeps,
  session: Session,
  roundId: string,
  betMinor: number,
): Promise<void> {
  if (session.mode === 'demo') {
    if (session.balanceMinor < betMinor) {
      throw new StudioError('INSUFFICIENT_FUNDS', {}, session.balanceMinor);
    }
    session.balanceMinor -= betMinor;
    return;
  }
  const result = await deps.wallet.bet(roundRef(session, roundId), minorToDecimal(betMinor));
  if (result.kind === 'ok') {
    noteBalance(session, result.answer.balance);
    return;
  }
  if (result.kind === 'cancelled') throw new StudioError('ROUND_CANCELLED');
  noteBalance(session, result.balance);
  const code = studioCodeOf(result.code);
  if (code === 'WALLET_ERROR') {
    deps.log.error(
      { roundId, code: result.code },
      'bet refused for a reason the player cannot fix',
    );
  }
  throw new StudioError(code, {}, session.balanceMinor);
}

/** Pays the round's result (0 too: it closes the round at Talih). Never throws for the wallet. */
export async function payWin(
  deps: MoneyDeps,
  session: Session,
  roundId: string,
  winMinor: number,
  /** A free round: the award it plays (./free-rounds.ts). */
  freeRoundsAwardId?: string,
): Promise<WinStatus> {
  if (session.mode === 'demo') {
    session.balanceMinor += winMinor;
    return 'paid';
  }
  const result = await deps.wallet.win(
    roundRef(session, roundId),
    minorToDecimal(winMinor),
    true,
    freeRoundsAwardId,
  );
  if (result.kind === 'ok') {
    noteBalance(session, result.answer.balance);
    return 'paid';
  }
  if (result.kind === 'refused') {
    noteBalance(session, result.balance);
    return 'failed';
  }
  // A 0.00 result still closes the round at Talih, but there is no money to show as pending.
  const counted = winMinor > 0;
  if (counted) session.pendingWins += 1;
  void result.settled.then((answer) => {
    if (counted) session.pendingWins -= 1;
    // Talih's balance right after crediting the win: newer than anything the session holds.
    if (answer.status === 'OK' || answer.balance !== undefined)
      noteBalance(session, answer.balance);
  });
  return 'pending';
}

/** Real mode: asks the wallet; demo: the play money. */
export async function refreshBalance(deps: MoneyDeps, session: Session): Promise<void> {
  if (session.mode === 'demo') return;
  const result = await deps.wallet.balance(session.token, session.playerId);
  if (result === null) throw new StudioError('WALLET_UNAVAILABLE');
  if (result.kind === 'ok') {
    noteBalance(session, result.answer.balance);
    return;
  }
  noteBalance(session, result.balance);
  throw new StudioError(studioCodeOf(result.code), {}, session.balanceMinor);
}
