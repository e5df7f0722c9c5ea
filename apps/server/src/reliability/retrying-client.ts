// A client that behaves like a careful game studio: a request whose answer never arrived
// (connection refused, reset, closed before the answer, timed out) is sent again with the same
// body, so the same transaction id, until an answer comes back.
import type { ProviderAnswer } from '@talih/contracts/provider-wallet.ts';
import { signBody } from '../crypto/body-signature.ts';

const ATTEMPT_TIMEOUT_MS = 10_000;
const GIVE_UP_AFTER_MS = 60_000;

export interface RetryStats {
  /** Requests sent again after an attempt got no answer. */
  retried: number;
}

const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** One POST; throws when no HTTP answer arrives. */
export async function postOnce(url: string, raw: string, headers: Record<string, string>) {
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: raw,
    signal: AbortSignal.timeout(ATTEMPT_TIMEOUT_MS),
  });
  const text = await res.text();
  return { status: res.status, text };
}

/**
 * POSTs until an HTTP 200 answer arrives: a lost connection or a 5xx (a server still starting
 * or shutting down) is retried with a short random pause. Answers the parsed body, how many
 * attempts it took, and when the first attempt failed.
 */
export async function postUntilAnswered<T>(
  url: string,
  raw: string,
  headers: Record<string, string>,
  stats: RetryStats,
): Promise<{ answer: T; attempts: number; firstFailureAt?: number }> {
  const deadline = Date.now() + GIVE_UP_AFTER_MS;
  let firstFailureAt: number | undefined;
  for (let attempt = 1; ; attempt++) {
    let failure: unknown;
    try {
      const { status, text } = await postOnce(url, raw, headers);
      if (status === 200)
        return { answer: JSON.parse(text) as T, attempts: attempt, firstFailureAt };
      failure = new Error(`HTTP ${status}: ${text.slice(0, 200)}`);
    } catch (error) {
      failure = error;
    }
    firstFailureAt ??= Date.now();
    if (Date.now() > deadline) throw new Error(`no answer from ${url}`, { cause: failure });
    stats.retried++;
    await pause(20 + Math.random() * 80);
  }
}

/** The provider wallet seen by a studio that retries: signed calls, answers parsed. */
export function retryingStudio(base: string, secret: string, stats: RetryStats) {
  return (action: string, body: object) => {
    const raw = JSON.stringify(body);
    return postUntilAnswered<ProviderAnswer & Record<string, unknown>>(
      `${base}/provider/v1/sandbox/${action}`,
      raw,
      { 'x-signature': signBody(raw, secret) },
      stats,
    );
  };
}
