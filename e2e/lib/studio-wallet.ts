// Plays a round the way a game studio does: the launch token from a game URL, then signed
// calls to Talih's provider wallet API (POST /provider/v1/sandbox/{authenticate|bet|win}).
// Used to give a player real rounds (history, biggest wins) without the studio's page.
import { createHmac, randomUUID } from 'node:crypto';
import { BASE_URL } from './browser.ts';

/** The sandbox studio's development secret (.env.example); the e2e server runs with it. */
const SECRET = process.env.PROVIDER_SECRET_SANDBOX ?? 'talih-sandbox-dev-secret-change-me';

interface WalletAnswer {
  status: 'OK' | 'ERROR';
  balance?: string;
  code?: string;
  playerId?: string;
}

export async function walletCall(action: string, body: object): Promise<WalletAnswer> {
  const raw = JSON.stringify(body);
  const signature = createHmac('sha256', SECRET).update(raw).digest('hex');
  const res = await fetch(`${BASE_URL}/provider/v1/sandbox/${action}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Signature': signature },
    body: raw,
  });
  return (await res.json()) as WalletAnswer;
}

/** The launch token and studio game of a launch URL like /studio/play.html?game=slot&token=... */
export function launchOf(gameUrl: string): { token: string; studioGame: string } {
  const url = new URL(gameUrl, BASE_URL);
  const token = url.searchParams.get('token');
  const studioGame = url.searchParams.get('game');
  if (!token || !studioGame) throw new Error(`not a real-money launch URL: ${gameUrl}`);
  return { token, studioGame };
}

export interface OpenRound {
  /** A bet; `closed` ends the round with it (a loss). Answers the balance after it. */
  bet(amount: string, closed?: boolean): Promise<string>;
  /** A win that closes the round. Answers the balance after it. */
  win(amount: string): Promise<string>;
}

/** Authenticates the launch token and starts a round, as the studio's server does. */
export async function startRound(gameUrl: string): Promise<OpenRound> {
  const { token, studioGame } = launchOf(gameUrl);
  const auth = await walletCall('authenticate', { token });
  if (auth.status !== 'OK' || !auth.playerId) throw new Error(`authenticate: ${auth.code}`);
  const common = { token, playerId: auth.playerId, roundId: randomUUID(), gameId: studioGame };
  const move = async (action: 'bet' | 'win', amount: string, roundClosed: boolean) => {
    const answer = await walletCall(action, {
      ...common,
      transactionId: randomUUID(),
      amount,
      roundClosed,
    });
    if (answer.status !== 'OK') throw new Error(`${action}: ${answer.code}`);
    return answer.balance ?? '';
  };
  return {
    bet: (amount, closed = false) => move('bet', amount, closed),
    win: (amount) => move('win', amount, true),
  };
}

/** One closed round: a bet and (when `win` is not "0.00") a win. Answers the final balance. */
export async function playRound(gameUrl: string, bet: string, win: string): Promise<string> {
  const round = await startRound(gameUrl);
  const afterBet = await round.bet(bet, win === '0.00');
  return win === '0.00' ? afterBet : round.win(win);
}
