// The studio's wallet calls, spoken as Hub88 speaks to an operator: the simulator stands where
// Hub88 stands, so a game launched through it reaches Talih's Hub88 wallet (signed with the
// simulator's own key, amounts ×100000, RS_* statuses) and never Talih's own provider API.
import { randomUUID, sign, type KeyObject } from 'node:crypto';
import type {
  ProviderAction,
  ProviderAnswer,
  ProviderErrorCode,
  ProviderRequest,
} from '@talih/contracts/provider-wallet.ts';
import type { SendResult, Transport } from '../server/wallet-transport.ts';
import type { Behaviour } from './behaviour.ts';
import type { createTransactionLog } from './transactions.ts';

/** What the operator told the simulator at /game/url, by the token it passed. */
export interface SimulatedLaunch {
  user: string;
  token: string;
  gameCode: string;
  currency: string;
}

export interface Hub88TransportOptions {
  /** Talih's wallet base, read at call time, e.g. http://127.0.0.1:3000/provider/hub88. */
  walletUrl: () => string;
  key: KeyObject;
  launchOf: (token: string) => SimulatedLaunch | undefined;
  behaviour: Behaviour;
  /** Where each bet, win and rollback sent is listed (the Transactions API). */
  transactions?: ReturnType<typeof createTransactionLog>;
  timeoutMs?: number;
}

const UNITS = 100_000;

const toUnits = (amount: string) => Math.round(Number(amount) * 100) * 1000;
const toAmount = (units: number) => (units / UNITS).toFixed(2);

const CODES: Record<string, ProviderErrorCode> = {
  RS_ERROR_INVALID_SIGNATURE: 'INVALID_SIGNATURE',
  RS_ERROR_INVALID_TOKEN: 'TOKEN_EXPIRED',
  RS_ERROR_TOKEN_EXPIRED: 'TOKEN_EXPIRED',
  RS_ERROR_NOT_ENOUGH_MONEY: 'INSUFFICIENT_FUNDS',
  RS_ERROR_DUPLICATE_TRANSACTION: 'DUPLICATE_MISMATCH',
  RS_ERROR_LIMIT_REACHED: 'LIMIT_EXCEEDED',
  RS_ERROR_USER_DISABLED: 'LIMIT_EXCEEDED',
};

interface Hub88Reply {
  status: string;
  balance?: number;
  currency?: string;
}

const TYPES: Record<string, 'bet' | 'win' | 'rollback'> = {
  'transaction/bet': 'bet',
  'transaction/win': 'win',
  'transaction/rollback': 'rollback',
};

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export type Hub88Transport = Transport & {
  /** One signed call to the operator's wallet, listed if it moves money (free bets use it). */
  send(path: string, body: object): Promise<{ status: string; balance?: number } | null>;
};

export function createHub88Transport(o: Hub88TransportOptions): Hub88Transport {
  const timeoutMs = o.timeoutMs ?? 3000;
  /** The bet a round's win refers to (Hub88's reference_transaction_uuid). */
  const betOfRound = new Map<string, string>();

  /** The round of a bet this transport sent (a rollback names it, as Hub88's do). */
  const roundOfBet = (bet: string) => {
    for (const [round, sent] of betOfRound) if (sent === bet) return { round };
    return {};
  };

  async function post(path: string, body: object): Promise<SendResult | Hub88Reply> {
    const raw = JSON.stringify(body);
    const signature = sign('sha256', Buffer.from(raw), o.key).toString('base64');
    const send = () =>
      fetch(`${o.walletUrl().replace(/\/+$/, '')}/${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-hub88-signature': signature },
        body: raw,
        signal: AbortSignal.timeout(timeoutMs),
      });
    try {
      if (o.behaviour.delayMs > 0) await sleep(o.behaviour.delayMs);
      const response = await send();
      const reply = (await response.json()) as Hub88Reply;
      // Listed as the wallet answered, even when the answer is then lost on the way: Hub88
      // learns the outcome by its retry or rollback, and its list shows where that ended.
      listSent(path, body, reply);
      // Hub88 retries what it never heard back; a replay sends the same bytes again.
      if (o.behaviour.replay) await (await send()).text();
      if (o.behaviour.drop())
        return { kind: 'unanswered', reason: 'answer dropped by the simulator' };
      return reply;
    } catch (error) {
      // Hub88 lists what it sent whether or not an answer came: with none, as declined until
      // its rollback (for a bet) or a retry (for a win) is answered.
      listSent(path, body, { status: 'NO_ANSWER' });
      return { kind: 'unanswered', reason: error instanceof Error ? error.message : String(error) };
    }
  }

  function answerOf(reply: Hub88Reply, currency: string, extra: object = {}): SendResult {
    const balance = reply.balance === undefined ? undefined : toAmount(reply.balance);
    if (reply.status === 'RS_OK' && balance !== undefined) {
      return { kind: 'answered', answer: { status: 'OK', balance, currency, ...extra } };
    }
    const answer: ProviderAnswer = { status: 'ERROR', code: CODES[reply.status] ?? 'BAD_REQUEST' };
    if (balance !== undefined) answer.balance = balance;
    return { kind: 'answered', answer };
  }

  const call = async (
    path: string,
    body: object,
    currency: string,
    extra: object = {},
  ): Promise<SendResult> => {
    const reply = await post(path, { ...body, request_uuid: randomUUID() });
    return 'kind' in reply ? reply : answerOf(reply, currency, extra);
  };

  /** A money call as the Transactions API lists it. */
  function listSent(path: string, body: object, reply: Hub88Reply) {
    const type = TYPES[path];
    if (!type || !o.transactions) return;
    const b = body as Record<string, unknown>;
    o.transactions.record(
      {
        transaction_uuid: String(b.transaction_uuid),
        type,
        user: String(b.user),
        round: String(b.round ?? ''),
        game_code: String(b.game_code),
        currency: String(b.currency ?? ''),
        amount: Number(b.amount ?? 0),
        reference_transaction_uuid:
          typeof b.reference_transaction_uuid === 'string' ? b.reference_transaction_uuid : null,
        is_free: b.is_free === true,
        reward_uuid: typeof b.reward_uuid === 'string' ? b.reward_uuid : null,
      },
      reply.status === 'RS_OK',
    );
  }

  const transport = (async <A extends ProviderAction>(action: A, request: ProviderRequest<A>) => {
    const req = request as Record<string, unknown> & { token: string };
    const launch = o.launchOf(req.token);
    if (!launch) {
      return { kind: 'answered', answer: { status: 'ERROR', code: 'TOKEN_EXPIRED' } } as SendResult;
    }
    const common = { user: launch.user, token: launch.token, game_code: launch.gameCode };
    switch (action) {
      case 'authenticate':
        return call('user/balance', common, launch.currency, {
          playerId: launch.user,
          nickname: launch.user,
        });
      case 'balance':
        return call('user/balance', common, launch.currency);
      case 'bet': {
        betOfRound.set(String(req.roundId), String(req.transactionId));
        return call(
          'transaction/bet',
          {
            ...common,
            transaction_uuid: req.transactionId,
            supplier_transaction_id: req.transactionId,
            round: req.roundId,
            round_closed: req.roundClosed === true,
            currency: launch.currency,
            amount: toUnits(String(req.amount)),
            is_free: false,
          },
          launch.currency,
        );
      }
      case 'win': {
        const reference = betOfRound.get(String(req.roundId));
        if (!reference) {
          return {
            kind: 'answered',
            answer: { status: 'ERROR', code: 'BAD_REQUEST' },
          } as SendResult;
        }
        return call(
          'transaction/win',
          {
            ...common,
            transaction_uuid: req.transactionId,
            supplier_transaction_id: req.transactionId,
            reference_transaction_uuid: reference,
            round: req.roundId,
            round_closed: req.roundClosed !== false,
            currency: launch.currency,
            amount: toUnits(String(req.amount)),
            is_free: false,
          },
          launch.currency,
        );
      }
      case 'rollback':
        return call(
          'transaction/rollback',
          {
            ...common,
            transaction_uuid: req.transactionId,
            reference_transaction_uuid: req.referenceTransactionId,
            ...roundOfBet(String(req.referenceTransactionId)),
            round_closed: true,
          },
          launch.currency,
        );
    }
    return { kind: 'answered', answer: { status: 'ERROR', code: 'BAD_REQUEST' } } as SendResult;
  }) as Transport;
  const send = async (path: string, body: object) => {
    const reply = await post(path, { ...body, request_uuid: randomUUID() });
    return 'kind' in reply ? null : reply;
  };
  return Object.assign(transport, { send });
}
