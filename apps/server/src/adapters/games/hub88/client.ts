// Talih's calls to Hub88's Games API (operator -> Hub88): signed with the operator's key over
// the raw body, a timeout per try, retries with backoff and full jitter on 5xx and timeouts
// only (adapters/retry.ts), and a duration metric per call and outcome. The game list and a
// game URL change nothing at Hub88, so a retry is always safe.
import type { KeyObject } from 'node:crypto';
import { Histogram, type Registry } from 'prom-client';
import { RetryableError, withRetries } from '../../retry.ts';
import { HUB88_SIGNATURE_HEADER } from './protocol.ts';
import { privateKeyOf, signHub88 } from './signature.ts';

export const HUB88_CALL_TIMEOUT_MS = 5000;

/** A refusal from Hub88 (4xx): sending it again would not help. */
export class Hub88CallRefused extends Error {
  readonly httpStatus: number;
  constructor(path: string, httpStatus: number, text: string) {
    super(`Hub88 refused ${path}: HTTP ${httpStatus} ${text.slice(0, 200)}`);
    this.httpStatus = httpStatus;
  }
}

export interface Hub88ClientOptions {
  /** Hub88's API base, read at call time (the simulator's is only known once Talih listens). */
  baseUrl: () => string;
  operatorId: number;
  privateKeyPem: string;
  registry?: Registry;
  timeoutMs?: number;
  retries?: number;
  baseDelayMs?: number;
}

/** A metric is registered once per registry (prom-client refuses a second); the entry goes with it. */
const histograms = new WeakMap<Registry, Histogram<'path' | 'outcome'>>();

function histogramOf(registry: Registry | undefined) {
  if (!registry) return undefined;
  let h = histograms.get(registry);
  if (!h) {
    h = new Histogram({
      name: 'talih_hub88_call_seconds',
      help: "Talih's calls to Hub88's API, by path and outcome (ok, refused, failed)",
      labelNames: ['path', 'outcome'],
      registers: [registry],
    });
    histograms.set(registry, h);
  }
  return h;
}

export function createHub88Client(o: Hub88ClientOptions) {
  const key: KeyObject = privateKeyOf(o.privateKeyPem);
  const histogram = histogramOf(o.registry);
  const timeoutMs = o.timeoutMs ?? HUB88_CALL_TIMEOUT_MS;

  async function once(path: string, raw: string): Promise<unknown> {
    let response: Response;
    try {
      response = await fetch(`${o.baseUrl().replace(/\/+$/, '')}${path}`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          [HUB88_SIGNATURE_HEADER]: signHub88(raw, key),
        },
        body: raw,
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      throw new RetryableError(error instanceof Error ? error.message : String(error));
    }
    const text = await response.text().catch(() => '');
    if (response.status >= 500) throw new RetryableError(`HTTP ${response.status}`);
    if (response.status >= 400) throw new Hub88CallRefused(path, response.status, text);
    try {
      return JSON.parse(text) as unknown;
    } catch {
      throw new RetryableError('the answer is not JSON');
    }
  }

  async function call(path: string, body: Record<string, unknown>): Promise<unknown> {
    const raw = JSON.stringify({ ...body, operator_id: o.operatorId });
    const end = histogram?.startTimer({ path });
    try {
      const answer = await withRetries(() => once(path, raw), {
        retries: o.retries ?? 2,
        baseDelayMs: o.baseDelayMs ?? 250,
      });
      end?.({ outcome: 'ok' });
      return answer;
    } catch (error) {
      end?.({ outcome: error instanceof Hub88CallRefused ? 'refused' : 'failed' });
      throw error;
    }
  }

  return {
    gameList: () => call('/operator/generic/v2/game/list', {}),
    gameUrl: (body: Record<string, unknown>) => call('/operator/generic/v2/game/url', body),
    // Freebets API (docs/hub88.md "Free bets"): the prepaids a game offers, and one reward.
    prepaids: (body: Record<string, unknown>) =>
      call('/operator/generic/v2/freebet/prepaids/list', body),
    rewardCreate: (body: Record<string, unknown>) =>
      call('/operator/generic/v2/freebet/rewards/create', body),
    // Transactions API (docs/hub88.md "Daily reconciliation"): a time range's transactions.
    transactions: (body: Record<string, unknown>) =>
      call('/operator/generic/v2/transactions/list', body),
  };
}

export type Hub88Client = ReturnType<typeof createHub88Client>;
