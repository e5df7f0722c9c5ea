// X-Hub88-Signature: RSA-SHA256 (PKCS#1 v1.5) over the exact raw body, base64. Hub88 signs its
// wallet calls with its private key and the operator checks them with Hub88's public key; the
// operator signs its own calls to Hub88 with its private key.
import { createPrivateKey, createPublicKey, sign, verify, type KeyObject } from 'node:crypto';

/** A PEM from a setting: real newlines, or `\n` escapes as one-line environment files hold. */
export function pemOf(setting: string): string {
  return setting.includes('\\n') ? setting.replaceAll('\\n', '\n') : setting;
}

export function publicKeyOf(pem: string): KeyObject {
  return createPublicKey(pemOf(pem));
}

export function privateKeyOf(pem: string): KeyObject {
  return createPrivateKey(pemOf(pem));
}

export function signHub88(rawBody: string, key: KeyObject): string {
  return sign('sha256', Buffer.from(rawBody, 'utf8'), key).toString('base64');
}

const BASE64 = /^[A-Za-z0-9+/]+={0,2}$/;

export function hub88SignatureMatches(rawBody: string, given: unknown, key: KeyObject): boolean {
  if (typeof given !== 'string' || given.length > 2048 || !BASE64.test(given)) return false;
  try {
    return verify('sha256', Buffer.from(rawBody, 'utf8'), key, Buffer.from(given, 'base64'));
  } catch {
    return false;
  }
}
