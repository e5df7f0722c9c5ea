// Outbound calls to payment providers: a timeout on every attempt, retries (../retry.ts:
// exponential backoff, full jitter) only where the call may be repeated safely (a timeout, a network
// error or a 5xx: the provider's idempotency — Trustly's MessageID, paysafecard's payment id —
// makes a repeat harmless), never on a 4xx, and a metric per call by provider, call and result.
import { Counter, Histogram, type Registry } from 'prom-client';
import { RetryableError, withRetries } from '../retry.ts';

export interface HttpRequest {
  url: string;
  method: 'GET' | 'POST';
  headers: Record<string, string>;
  body?: string;
}

export interface HttpAnswer {
  status: number;
  text: string;
}

/** Sends one request; answers status 0 when it never got an answer. */
export type Transport = (request: HttpRequest, timeoutMs: number) => Promise<HttpAnswer>;

export const fetchTransport: Transport = async (request, timeoutMs) => {
  try {
    const res = await fetch(request.url, {
      method: request.method,
      headers: request.headers,
      body: request.body,
      signal: AbortSignal.timeout(timeoutMs),
    });
    return { status: res.status, text: await res.text() };
  } catch {
    return { status: 0, text: '' };
  }
};

export interface RetryPolicy {
  timeoutMs: number;
  /** Further attempts after the first. */
  retries: number;
  /** First wait's ceiling; doubles per attempt (full jitter: a random wait below it). */
  backoffMs: number;
}

export const DEFAULT_RETRY: RetryPolicy = { timeoutMs: 10_000, retries: 3, backoffMs: 250 };

export type CallObserver = (
  provider: string,
  call: string,
  result: string,
  seconds: number,
) => void;

/** A metric is registered once per registry (prom-client refuses a second); the entry goes with it. */
const observers = new WeakMap<Registry, CallObserver>();

/** One counter and one histogram per metrics registry, labelled by provider, call and result. */
export function providerCallMetrics(registry: Registry | undefined): CallObserver {
  if (!registry) return () => {};
  const known = observers.get(registry);
  if (known) return known;
  const labelNames = ['provider', 'call', 'result'];
  const calls = new Counter({
    name: 'talih_payment_provider_calls_total',
    help: 'Calls to payment providers, by provider, call and result (ok, http_4xx, retry, ...)',
    labelNames,
    registers: [registry],
  });
  const seconds = new Histogram({
    name: 'talih_payment_provider_call_seconds',
    help: 'Duration of each attempt of a call to a payment provider',
    labelNames: ['provider', 'call'],
    buckets: [0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const observe: CallObserver = (provider, call, result, s) => {
    calls.inc({ provider, call, result });
    seconds.observe({ provider, call }, s);
  };
  observers.set(registry, observe);
  return observe;
}

/**
 * Sends the request until it gets an answer that is not a 5xx, or the attempts run out
 * (../retry.ts: exponential backoff, full jitter); answers the last answer (status 0: none
 * came).
 */
export async function sendWithRetry(
  transport: Transport,
  request: HttpRequest,
  policy: RetryPolicy,
  label: { provider: string; call: string; observe: CallObserver },
): Promise<HttpAnswer> {
  let last: HttpAnswer = { status: 0, text: '' };
  try {
    return await withRetries(
      async () => {
        const started = performance.now();
        last = await transport(request, policy.timeoutMs);
        const retryable = last.status === 0 || last.status >= 500;
        const result =
          last.status === 0 ? 'timeout' : last.status < 400 ? 'ok' : `http_${last.status}`;
        label.observe(label.provider, label.call, result, (performance.now() - started) / 1000);
        if (retryable) throw new RetryableError(`${label.provider} ${label.call}: ${result}`);
        return last;
      },
      { retries: policy.retries, baseDelayMs: policy.backoffMs },
    );
  } catch (error) {
    if (error instanceof RetryableError) return last;
    throw error;
  }
}
