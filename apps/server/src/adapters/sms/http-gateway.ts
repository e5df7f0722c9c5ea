// The generic HTTP SMS gateway adapter (SMS_ADAPTER=http): production's way to send codes.
//
// Protocol (what a gateway, or the proxy in front of a carrier's API, must speak):
//
//   POST <SMS_GATEWAY_URL>
//   content-type: application/json
//   idempotency-key: <id>                  same value on every retry of one message
//   x-talih-timestamp: <unix epoch ms>     when this attempt was signed
//   x-talih-signature: sha256=<hex>        HMAC-SHA256 with SMS_GATEWAY_SECRET over
//                                          "<timestamp>.<raw body>"
//   {"id":"<id>","to":"<phone>","from":"<SMS_GATEWAY_SENDER>","text":"<message>"}
//
//   2xx: accepted (the body is ignored). 4xx: refused for good (bad number, bad signature),
//   never retried. 5xx, a network error or no answer within SMS_GATEWAY_TIMEOUT_MS: retried
//   up to SMS_GATEWAY_RETRIES more times, waiting 250 ms, 500 ms, 1 s... between attempts.
//   The gateway should refuse a timestamp more than 5 minutes off its clock and send a message
//   once per idempotency key, since a timed-out attempt may still have been delivered.
import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import { AppError } from '../../http/errors.ts';
import { RetryableError, withRetries } from '../retry.ts';
import type { SmsAdapter } from './sms.ts';

export const SMS_TIMESTAMP_HEADER = 'x-talih-timestamp';
export const SMS_SIGNATURE_HEADER = 'x-talih-signature';
export const SMS_IDEMPOTENCY_HEADER = 'idempotency-key';

export interface HttpSmsOptions {
  url: string;
  secret: string;
  sender: string;
  timeoutMs: number;
  retries: number;
  /** First wait between attempts; doubles each time (tests shorten it). */
  backoffMs?: number;
  log?: { warn(obj: unknown, msg: string): void };
}

export function signSmsRequest(secret: string, timestamp: string, rawBody: string): string {
  return `sha256=${createHmac('sha256', secret).update(`${timestamp}.${rawBody}`).digest('hex')}`;
}

/** The gateway's side of the check (the test stub uses it; a gateway would do the same). */
export function smsSignatureMatches(
  secret: string,
  timestamp: string,
  rawBody: string,
  signature: string,
): boolean {
  const want = Buffer.from(signSmsRequest(secret, timestamp, rawBody));
  const got = Buffer.from(signature);
  return want.length === got.length && timingSafeEqual(want, got);
}

type Attempt = 'sent' | 'refused' | 'retry';

async function attemptOnce(options: HttpSmsOptions, id: string, raw: string): Promise<Attempt> {
  const timestamp = String(Date.now());
  try {
    const res = await fetch(options.url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        [SMS_IDEMPOTENCY_HEADER]: id,
        [SMS_TIMESTAMP_HEADER]: timestamp,
        [SMS_SIGNATURE_HEADER]: signSmsRequest(options.secret, timestamp, raw),
      },
      body: raw,
      signal: AbortSignal.timeout(options.timeoutMs),
    });
    await res.body?.cancel();
    if (res.ok) return 'sent';
    options.log?.warn({ smsId: id, status: res.status }, 'sms gateway answered an error');
    return res.status >= 500 ? 'retry' : 'refused';
  } catch (err) {
    // A timeout or a network error: the gateway may or may not have it; the key makes a retry safe.
    options.log?.warn({ smsId: id, err: (err as Error).name }, 'sms gateway unreachable');
    return 'retry';
  }
}

export function httpSms(options: HttpSmsOptions): SmsAdapter {
  const backoffMs = options.backoffMs ?? 250;
  return {
    kind: 'live',
    async send({ phone, body }) {
      const id = randomUUID();
      // The code is in the text only: never in a log line.
      const raw = JSON.stringify({ id, to: phone, from: options.sender, text: body });
      try {
        await withRetries(
          async () => {
            const outcome = await attemptOnce(options, id, raw);
            if (outcome === 'retry') throw new RetryableError();
            if (outcome === 'refused') throw new AppError('accounts.smsFailed');
          },
          { retries: options.retries, baseDelayMs: backoffMs },
        );
      } catch {
        throw new AppError('accounts.smsFailed');
      }
    },
  };
}
