// X-Signature: hex HMAC-SHA256 of the exact raw body, keyed with the provider's secret.
import { createHmac, timingSafeEqual } from 'node:crypto';

export function signBody(rawBody: string, secret: string): string {
  return createHmac('sha256', secret).update(rawBody, 'utf8').digest('hex');
}

export function signatureMatches(rawBody: string, given: unknown, secret: string): boolean {
  if (typeof given !== 'string' || !/^[0-9a-fA-F]{64}$/.test(given)) return false;
  const expected = Buffer.from(signBody(rawBody, secret), 'hex');
  return timingSafeEqual(expected, Buffer.from(given, 'hex'));
}
