// The background queue of unanswered wins and rollbacks: same request every time, backoff
// counted from its own retries (not the foreground tries before it), delivered exactly once.
import { describe, expect, it } from 'vitest';
import { createDeliveryQueue } from './delivery-queue.ts';
import type { SendResult, Transport } from './wallet-transport.ts';

const silentLog = { info() {}, warn() {}, error() {} };
const win = {
  token: 't',
  playerId: 'p',
  transactionId: 'sbx-tx-1',
  roundId: 'sbx-rd-1',
  gameId: 'slot',
  amount: '5.00',
  roundClosed: true,
};

describe('delivery queue', () => {
  it('re-sends the same request with a backoff that starts at its first retry', async () => {
    const sent: unknown[] = [];
    let calls = 0;
    const transport = (async (_action: string, request: unknown): Promise<SendResult> => {
      sent.push(request);
      calls += 1;
      return calls < 3
        ? { kind: 'unanswered', reason: 'HTTP 500' }
        : { kind: 'answered', answer: { status: 'OK', balance: '105.00', currency: 'TRY' } };
    }) as Transport;
    const delays: number[] = [];
    const queue = createDeliveryQueue({
      transport,
      log: silentLog,
      delayMs: (retry) => {
        delays.push(retry);
        return 5;
      },
    });
    const answer = await new Promise((resolve) => queue.add('win', win, resolve, 4));
    expect(answer).toMatchObject({ status: 'OK', balance: '105.00' });
    expect(delays).toEqual([0, 1, 2]);
    expect(sent).toEqual([win, win, win]);
    expect(queue.size()).toBe(0);
    queue.close();
  });

  it('stops on close and keeps nothing running', async () => {
    const transport = (async (): Promise<SendResult> => ({
      kind: 'unanswered',
      reason: 'down',
    })) as Transport;
    const errors: string[] = [];
    const queue = createDeliveryQueue({
      transport,
      log: { ...silentLog, error: (_obj, msg) => errors.push(msg) },
      delayMs: () => 60_000,
    });
    queue.add('win', win, () => {}, 1);
    queue.close();
    expect(errors).toEqual(['wallet call never delivered (studio closing)']);
  });
});
