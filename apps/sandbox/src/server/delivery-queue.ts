// Wins and rollbacks the wallet has not answered yet. They must reach Talih eventually (a win is
// the player's money; a rollback refunds a bet that may have been taken), so each is re-sent
// with its SAME transactionId — Talih answers a replay with the first result — until answered.
// Held in memory, as the brief allows: a restart loses the queue, which is why every give-up
// point logs the full request for an operator to replay.
import type { ProviderAnswer, ProviderRequest } from '@talih/contracts/provider-wallet.ts';
import type { Transport } from './wallet-transport.ts';

export type QueuedAction = 'win' | 'rollback';

export interface WalletLog {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

interface Item {
  action: QueuedAction;
  request: ProviderRequest<QueuedAction>;
  /** Every try, foreground ones included (for the logs). */
  attempts: number;
  /** Background tries only: the backoff grows with these. */
  retries: number;
  nextAt: number;
  onAnswer: (answer: ProviderAnswer) => void;
}

export interface DeliveryQueueOptions {
  transport: Transport;
  log: WalletLog;
  /** Pause before background attempt n (0-based): grows from 1 s to a 60 s ceiling. */
  delayMs?: (attempt: number) => number;
  now?: () => number;
}

/** Items past this are still kept (dropping one loses money) but every addition is logged as an error. */
const QUEUE_WARN_SIZE = 10_000;

export function defaultBackgroundDelayMs(attempt: number): number {
  return Math.min(1000 * 2 ** Math.min(attempt, 6), 60_000);
}

export function createDeliveryQueue(options: DeliveryQueueOptions) {
  const delayMs = options.delayMs ?? defaultBackgroundDelayMs;
  const now = options.now ?? Date.now;
  const items = new Set<Item>();
  let timer: NodeJS.Timeout | null = null;
  let running = false;
  let closed = false;

  function schedule() {
    if (closed || running) return;
    if (timer) clearTimeout(timer);
    timer = null;
    let earliest = Infinity;
    for (const item of items) earliest = Math.min(earliest, item.nextAt);
    if (earliest === Infinity) return;
    timer = setTimeout(() => void runDue(), Math.max(0, earliest - now()));
    // A pending retry alone must not keep a finished process (or a test run) alive.
    timer.unref();
  }

  async function runDue() {
    timer = null;
    running = true;
    try {
      const due = [...items].filter((item) => item.nextAt <= now());
      for (const item of due) {
        if (closed) return;
        const result = await options.transport(item.action, item.request);
        item.attempts += 1;
        if (result.kind === 'answered') {
          items.delete(item);
          const logged = {
            action: item.action,
            request: redact(item.request),
            attempts: item.attempts,
          };
          if (result.answer.status === 'OK')
            options.log.info(logged, 'queued wallet call delivered');
          else
            options.log.error(
              { ...logged, code: result.answer.code },
              'queued wallet call refused',
            );
          item.onAnswer(result.answer);
        } else {
          item.retries += 1;
          item.nextAt = now() + delayMs(item.retries);
          options.log.warn(
            {
              action: item.action,
              transactionId: item.request.transactionId,
              attempts: item.attempts,
              reason: result.reason,
            },
            'queued wallet call still unanswered',
          );
        }
      }
    } finally {
      running = false;
      schedule();
    }
  }

  return {
    /** Keeps re-sending `request` in the background until the wallet answers it. */
    add(
      action: QueuedAction,
      request: ProviderRequest<QueuedAction>,
      onAnswer: (answer: ProviderAnswer) => void,
      attemptsSoFar: number,
    ) {
      const item: Item = {
        action,
        request,
        attempts: attemptsSoFar,
        retries: 0,
        nextAt: now() + delayMs(0),
        onAnswer,
      };
      items.add(item);
      const logged = { action, request: redact(request), queued: items.size };
      if (items.size > QUEUE_WARN_SIZE)
        options.log.error(logged, 'wallet delivery queue is very long');
      else options.log.warn(logged, 'wallet call unanswered; queued for background retry');
      schedule();
    },
    size(): number {
      return items.size;
    },
    /** Stops retrying; whatever is left is logged in full so it can be replayed by hand. */
    close() {
      closed = true;
      if (timer) clearTimeout(timer);
      timer = null;
      for (const item of items) {
        options.log.error(
          { action: item.action, request: redact(item.request), attempts: item.attempts },
          'wallet call never delivered (studio closing)',
        );
      }
    },
  };
}

export type DeliveryQueue = ReturnType<typeof createDeliveryQueue>;

/** The launch token is a bearer secret; logs keep everything else needed for a replay. */
function redact(request: ProviderRequest<QueuedAction>) {
  return { ...request, token: '[redacted]' };
}
