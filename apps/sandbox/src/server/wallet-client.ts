// The studio's side of the provider wallet API, with a real studio's rules for silence:
// - a bet nobody answered may or may not have been taken, so it is cancelled with a rollback
//   (new transactionId, referenceTransactionId = the bet) that is re-sent until answered, and
//   the player is told the round was cancelled;
// - a win nobody answered is re-sent with the SAME transactionId a few times, then handed to
//   the background queue until it lands; meanwhile the player sees it as pending.
import type {
  ProviderAnswer,
  ProviderErrorCode,
  ProviderOk,
  ProviderRequest,
} from '@talih/contracts/provider-wallet.ts';
import { createDeliveryQueue, type QueuedAction, type WalletLog } from './delivery-queue.ts';
import { newTransactionId } from './ids.ts';
import {
  createTransport,
  type SendResult,
  type Transport,
  type TransportOptions,
} from './wallet-transport.ts';

export interface WalletClientOptions extends TransportOptions {
  log: WalletLog;
  /** Pauses between the foreground re-sends of a win (so their count + 1 tries). */
  retryDelaysMs?: readonly number[];
  /** Pause before background attempt n. */
  backgroundDelayMs?: (attempt: number) => number;
  now?: () => number;
  /** Another protocol's transport (the Hub88 simulator's); default: Talih's provider wallet API. */
  transport?: Transport;
}

export const DEFAULT_RETRY_DELAYS_MS = [200, 600, 1500] as const;

export type Refusal = { kind: 'refused'; code: ProviderErrorCode; balance: string | undefined };

export type ReadResult = { kind: 'ok'; answer: ProviderOk } | Refusal;

export type BetResult =
  | { kind: 'ok'; answer: ProviderOk; transactionId: string }
  | Refusal
  /** Unanswered bet: rolled back (or its rollback is queued). The round did not happen. */
  | { kind: 'cancelled'; transactionId: string; rollbackDelivered: boolean };

export type WinResult =
  | { kind: 'ok'; answer: ProviderOk; transactionId: string }
  | Refusal
  /** Unanswered after the foreground tries: queued; `settled` resolves when Talih answers. */
  | { kind: 'pending'; transactionId: string; settled: Promise<ProviderAnswer> };

/** Everything the studio's wallet calls carry about the round. */
export interface RoundRef {
  token: string;
  playerId: string;
  roundId: string;
  gameId: string;
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

function refusal(answer: ProviderAnswer & { status: 'ERROR' }): Refusal {
  return { kind: 'refused', code: answer.code, balance: answer.balance };
}

export function createWalletClient(options: WalletClientOptions) {
  const transport = options.transport ?? createTransport(options);
  const retryDelaysMs = options.retryDelaysMs ?? DEFAULT_RETRY_DELAYS_MS;
  const queue = createDeliveryQueue({
    transport,
    log: options.log,
    ...(options.backgroundDelayMs ? { delayMs: options.backgroundDelayMs } : {}),
    ...(options.now ? { now: options.now } : {}),
  });

  /** Sends `request` unchanged until answered or the foreground tries run out. */
  async function sendWithRetries(
    action: QueuedAction,
    request: ProviderRequest<QueuedAction>,
    delaysMs: readonly number[],
  ): Promise<{ result: SendResult; attempts: number }> {
    let result = await transport(action, request);
    let attempts = 1;
    for (const delay of delaysMs) {
      if (result.kind === 'answered') break;
      options.log.warn(
        { action, transactionId: request.transactionId, attempts, reason: result.reason },
        'wallet call unanswered; retrying with the same transactionId',
      );
      await sleep(delay);
      result = await transport(action, request);
      attempts += 1;
    }
    return { result, attempts };
  }

  /** Delivers `request` now if the wallet answers in time, else in the background. */
  async function deliver(
    action: QueuedAction,
    request: ProviderRequest<QueuedAction>,
    delaysMs: readonly number[],
  ) {
    const { result, attempts } = await sendWithRetries(action, request, delaysMs);
    if (result.kind === 'answered') return { answered: true as const, answer: result.answer };
    let settle!: (answer: ProviderAnswer) => void;
    const settled = new Promise<ProviderAnswer>((resolve) => (settle = resolve));
    queue.add(action, request, settle, attempts);
    return { answered: false as const, settled };
  }

  return {
    /** null: unanswered (nothing moved, so nothing to undo). */
    async authenticate(token: string): Promise<ReadResult | null> {
      const result = await transport('authenticate', { token });
      if (result.kind === 'unanswered') {
        options.log.warn({ reason: result.reason }, 'wallet authenticate unanswered');
        return null;
      }
      return result.answer.status === 'OK'
        ? { kind: 'ok', answer: result.answer }
        : refusal(result.answer);
    },

    async balance(token: string, playerId: string): Promise<ReadResult | null> {
      const result = await transport('balance', { token, playerId });
      if (result.kind === 'unanswered') return null;
      return result.answer.status === 'OK'
        ? { kind: 'ok', answer: result.answer }
        : refusal(result.answer);
    },

    async bet(round: RoundRef, amount: string): Promise<BetResult> {
      const transactionId = newTransactionId();
      const result = await transport('bet', { ...round, transactionId, amount });
      if (result.kind === 'answered') {
        return result.answer.status === 'OK'
          ? { kind: 'ok', answer: result.answer, transactionId }
          : refusal(result.answer);
      }
      options.log.warn(
        { transactionId, roundId: round.roundId, reason: result.reason },
        'bet unanswered; rolling it back',
      );
      // One try while the player waits (they already waited out the bet's timeout); if that is
      // unanswered too the background queue keeps at it and the player hears "cancelled" now.
      const rollback = await deliver(
        'rollback',
        {
          token: round.token,
          playerId: round.playerId,
          transactionId: newTransactionId(),
          referenceTransactionId: transactionId,
        },
        [],
      );
      if (rollback.answered && rollback.answer.status === 'ERROR') {
        options.log.error(
          { transactionId, roundId: round.roundId, code: rollback.answer.code },
          'rollback of an unanswered bet was refused',
        );
      }
      return { kind: 'cancelled', transactionId, rollbackDelivered: rollback.answered };
    },

    async win(
      round: RoundRef,
      amount: string,
      roundClosed = true,
      /** A free round's result: the award it plays (no bet preceded it). */
      freeRoundsAwardId?: string,
    ): Promise<WinResult> {
      const transactionId = newTransactionId();
      const award = freeRoundsAwardId === undefined ? {} : { freeRoundsAwardId };
      const delivery = await deliver(
        'win',
        { ...round, transactionId, amount, roundClosed, ...award },
        retryDelaysMs,
      );
      if (!delivery.answered) return { kind: 'pending', transactionId, settled: delivery.settled };
      const { answer } = delivery;
      if (answer.status === 'OK') return { kind: 'ok', answer, transactionId };
      options.log.error(
        { transactionId, roundId: round.roundId, amount, code: answer.code },
        'win refused by the wallet',
      );
      return refusal(answer);
    },

    /** Wins and rollbacks still waiting for an answer. */
    queuedCount(): number {
      return queue.size();
    },

    close(): void {
      queue.close();
    },
  };
}

export type WalletClient = ReturnType<typeof createWalletClient>;
