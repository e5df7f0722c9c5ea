// Payment webhook signatures: X-Signature is the hex HMAC-SHA256, keyed with the provider's
// secret, of "<X-Signature-Timestamp>.<raw body>", the timestamp in epoch seconds. A webhook
// signed more than WEBHOOK_FRESHNESS_MS away from now is refused, so a captured delivery
// cannot be replayed later; a provider re-signs each retry with the time it sends it.
import { createHmac, timingSafeEqual } from 'node:crypto';

export const WEBHOOK_SIGNATURE_HEADER = 'x-signature';
export const WEBHOOK_TIMESTAMP_HEADER = 'x-signature-timestamp';
export const WEBHOOK_FRESHNESS_MS = 5 * 60 * 1000;

export function signWebhook(rawBody: string, secret: string, timestampS: number): string {
  return createHmac('sha256', secret).update(`${timestampS}.${rawBody}`, 'utf8').digest('hex');
}

/** The headers a provider sends with `rawBody`, signed at `now`. */
export function webhookHeaders(
  rawBody: string,
  secret: string,
  now = Date.now(),
): Record<string, string> {
  const timestampS = Math.floor(now / 1000);
  return {
    [WEBHOOK_SIGNATURE_HEADER]: signWebhook(rawBody, secret, timestampS),
    [WEBHOOK_TIMESTAMP_HEADER]: String(timestampS),
  };
}

export type WebhookSignatureCheck = 'ok' | 'invalid' | 'stale';

export function checkWebhookSignature(
  rawBody: string,
  headers: Record<string, string | string[] | undefined>,
  secret: string,
  now = Date.now(),
): WebhookSignatureCheck {
  const given = headers[WEBHOOK_SIGNATURE_HEADER];
  const stamp = headers[WEBHOOK_TIMESTAMP_HEADER];
  if (typeof given !== 'string' || !/^[0-9a-fA-F]{64}$/.test(given)) return 'invalid';
  if (typeof stamp !== 'string' || !/^\d{1,12}$/.test(stamp)) return 'invalid';
  const expected = Buffer.from(signWebhook(rawBody, secret, Number(stamp)), 'hex');
  if (!timingSafeEqual(expected, Buffer.from(given, 'hex'))) return 'invalid';
  return Math.abs(now - Number(stamp) * 1000) <= WEBHOOK_FRESHNESS_MS ? 'ok' : 'stale';
}
