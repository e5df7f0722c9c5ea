// Outbound calls to a vendor's API, the same way for every adapter: a timeout per attempt (the
// client's own), retries only on a 5xx answer, a timeout or a lost connection (a 4xx is the
// vendor refusing: retrying changes nothing), exponential backoff with full jitter so retrying
// instances don't hammer the vendor in step, and one counter per call and outcome.
import { Counter, type Registry } from 'prom-client';

export interface CallPolicy {
  retries: number;
  /** First wait before a retry; doubles each time, and a random part of it is taken. */
  backoffMs: number;
  registry?: Registry;
  log?: { warn(obj: unknown, msg: string): void };
}

const COUNTER = 'talih_vendor_calls_total';

function counterOf(registry: Registry): Counter {
  const existing = registry.getSingleMetric(COUNTER);
  if (existing) return existing as Counter;
  return new Counter({
    name: COUNTER,
    help: "Calls to outside vendors' APIs by vendor, call and outcome (ok, refused, failed)",
    labelNames: ['vendor', 'call', 'outcome'],
    registers: [registry],
  });
}

/** The HTTP status an error carries (axios and fetch-style errors), or null. */
export function statusOf(err: unknown): number | null {
  const e = err as { response?: { status?: number }; status?: number } | null;
  const status = e?.response?.status ?? e?.status;
  return typeof status === 'number' ? status : null;
}

/** A 5xx, a timeout or a lost connection: worth another attempt. */
export function isRetryable(err: unknown): boolean {
  const status = statusOf(err);
  return status === null || status >= 500;
}

export async function callVendor<T>(
  vendor: string,
  call: string,
  policy: CallPolicy,
  run: () => Promise<T>,
): Promise<T> {
  const counter = policy.registry ? counterOf(policy.registry) : null;
  for (let attempt = 0; ; attempt++) {
    try {
      const result = await run();
      counter?.inc({ vendor, call, outcome: 'ok' });
      return result;
    } catch (err) {
      const retry = isRetryable(err) && attempt < policy.retries;
      counter?.inc({ vendor, call, outcome: isRetryable(err) ? 'failed' : 'refused' });
      policy.log?.warn(
        { vendor, call, attempt, status: statusOf(err), retry },
        'vendor call failed',
      );
      if (!retry) throw err;
      const ceiling = policy.backoffMs * 2 ** attempt;
      await new Promise((r) =>
        setTimeout(r, Math.round(ceiling / 2 + (Math.random() * ceiling) / 2)),
      );
    }
  }
}
