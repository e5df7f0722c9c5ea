// Retries of a call to an outside system (SMS gateway, payment provider, aggregator): only what
// the call marks as worth another try (a 5xx, a timeout, a lost connection), with exponential
// backoff and full jitter (exponential-backoff's), so many instances retrying after the same
// outage spread out instead of arriving together at every doubling.
import { backOff } from 'exponential-backoff';

/** Thrown by an attempt that may succeed if sent again. */
export class RetryableError extends Error {
  constructor(message = 'retryable') {
    super(message);
    this.name = 'RetryableError';
  }
}

export interface RetryOptions {
  /** Tries after the first one. */
  retries: number;
  /** The first pause's upper bound; each next one doubles, each pause drawn from 0 to it. */
  baseDelayMs: number;
  maxDelayMs?: number;
}

/** Runs `attempt` until it succeeds, throws a non-retryable error, or the retries run out. */
export function withRetries<T>(attempt: () => Promise<T>, options: RetryOptions): Promise<T> {
  return backOff(attempt, {
    numOfAttempts: options.retries + 1,
    startingDelay: options.baseDelayMs,
    maxDelay: options.maxDelayMs ?? 30_000,
    jitter: 'full',
    retry: (error) => error instanceof RetryableError,
  });
}
