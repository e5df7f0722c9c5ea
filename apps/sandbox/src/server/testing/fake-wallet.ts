// A stand-in for Talih's provider wallet API for the studio's tests: a real HTTP server on an
// ephemeral port that checks signatures, keeps one player's balance with idempotent
// transactions, records every call, and can be told to stall, fail or refuse any of them.
import { createHmac, timingSafeEqual } from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import { decimalToMinor, minorToDecimal } from '@talih/contracts/money.ts';
import type {
  ProviderAction,
  ProviderAnswer,
  ProviderErrorCode,
} from '@talih/contracts/provider-wallet.ts';

export const FAKE_SECRET = 'fake-wallet-secret';
export const FAKE_TOKEN = 'launch-token-1';
export const FAKE_PLAYER = 'player-42';

export interface RecordedCall {
  action: ProviderAction;
  body: Record<string, unknown>;
  rawBody: string;
  signature: string;
  signatureValid: boolean;
}

/** What to do with a call: answer normally, refuse with a code, answer 500, or never answer. */
export type Behaviour =
  'normal' | 'hang' | 'http500' | { code: ProviderErrorCode } | { delayMs: number };

export interface FakeWallet {
  baseUrl: string;
  calls: RecordedCall[];
  balanceMinor: number;
  /** Decides each call's fate; `nth` counts calls of that action from 1. */
  behave: (action: ProviderAction, body: Record<string, unknown>, nth: number) => Behaviour;
  close(): Promise<void>;
}

export async function startFakeWallet(initialBalanceMinor = 50_000): Promise<FakeWallet> {
  const app: FastifyInstance = Fastify({ logger: false, forceCloseConnections: true });
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_req, body, done) => {
    done(null, body);
  });
  const seen = new Map<string, ProviderAnswer>();
  const rolledBack = new Set<string>();
  const counts = new Map<ProviderAction, number>();
  const hanging = new Set<() => void>();

  const wallet: FakeWallet = {
    baseUrl: '',
    calls: [],
    balanceMinor: initialBalanceMinor,
    behave: () => 'normal',
    async close() {
      for (const release of hanging) release();
      await app.close();
    },
  };

  const ok = (transactionId?: string): ProviderAnswer => ({
    status: 'OK',
    balance: minorToDecimal(wallet.balanceMinor),
    currency: 'TRY',
    ...(transactionId ? { transactionId: `talih-${transactionId}` } : {}),
  });

  function apply(action: ProviderAction, body: Record<string, unknown>): ProviderAnswer {
    if (body.token !== FAKE_TOKEN && action !== 'win' && action !== 'rollback') {
      return { status: 'ERROR', code: 'TOKEN_EXPIRED' };
    }
    if (action === 'authenticate') {
      return { ...ok(), playerId: FAKE_PLAYER, nickname: 'Ayşe' } as ProviderAnswer;
    }
    if (body.playerId !== FAKE_PLAYER) return { status: 'ERROR', code: 'UNKNOWN_PLAYER' };
    if (action === 'balance') return ok();
    const transactionId = String(body.transactionId);
    const replay = seen.get(transactionId);
    if (replay) return replay;
    let answer: ProviderAnswer;
    if (action === 'bet') {
      const amount = decimalToMinor(String(body.amount));
      if (rolledBack.has(transactionId)) answer = { status: 'ERROR', code: 'BAD_REQUEST' };
      else if (amount > wallet.balanceMinor) {
        answer = {
          status: 'ERROR',
          code: 'INSUFFICIENT_FUNDS',
          balance: minorToDecimal(wallet.balanceMinor),
        };
      } else {
        wallet.balanceMinor -= amount;
        answer = ok(transactionId);
      }
    } else if (action === 'win') {
      wallet.balanceMinor += decimalToMinor(String(body.amount));
      answer = ok(transactionId);
    } else {
      const reference = String(body.referenceTransactionId);
      const bet = wallet.calls.find(
        (call) => call.action === 'bet' && call.body.transactionId === reference,
      );
      const betAnswer = seen.get(reference);
      if (bet && betAnswer?.status === 'OK') {
        wallet.balanceMinor += decimalToMinor(String(bet.body.amount));
      }
      rolledBack.add(reference);
      answer = ok(transactionId);
    }
    seen.set(transactionId, answer);
    return answer;
  }

  app.post<{ Params: { provider: string; action: ProviderAction } }>(
    '/provider/v1/:provider/:action',
    async (req, reply) => {
      const rawBody = String(req.body);
      const signature = String(req.headers['x-signature'] ?? '');
      const expected = createHmac('sha256', FAKE_SECRET).update(rawBody).digest('hex');
      const signatureValid =
        signature.length === expected.length &&
        timingSafeEqual(Buffer.from(signature), Buffer.from(expected));
      const body = JSON.parse(rawBody) as Record<string, unknown>;
      const action = req.params.action;
      wallet.calls.push({ action, body, rawBody, signature, signatureValid });
      const nth = (counts.get(action) ?? 0) + 1;
      counts.set(action, nth);
      if (!signatureValid) return { status: 'ERROR', code: 'INVALID_SIGNATURE' };
      const behaviour = wallet.behave(action, body, nth);
      if (behaviour === 'hang') {
        // Apply the movement anyway, as a slow wallet would, but never answer in time.
        apply(action, body);
        await new Promise<void>((resolve) => {
          hanging.add(resolve);
          setTimeout(resolve, 10_000).unref();
        });
        return reply.code(504).send('');
      }
      if (behaviour === 'http500') return reply.code(500).send({ message: 'boom' });
      if (typeof behaviour === 'object' && 'delayMs' in behaviour) {
        await new Promise((resolve) => setTimeout(resolve, behaviour.delayMs));
        return apply(action, body);
      }
      if (behaviour !== 'normal') return { status: 'ERROR', code: behaviour.code };
      return apply(action, body);
    },
  );

  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  wallet.baseUrl = address;
  return wallet;
}
