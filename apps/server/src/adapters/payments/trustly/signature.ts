// Trustly's JSON-RPC signatures (docs.trustly.com/api/authentication): the signature is the
// Base64 RSA-SHA1 signature of method + UUID + the serialisation of Data, where the
// serialisation concatenates every hash key with its value (keys sorted by their bytes,
// recursively), array values in their order, and scalars as their text (null as nothing).
// Our requests and our answers to notifications are signed with the operator's private key;
// Trustly's answers and notifications are verified with Trustly's public key.
import {
  createPrivateKey,
  createPublicKey,
  createSign,
  createVerify,
  type KeyObject,
} from 'node:crypto';

export type TrustlyValue =
  string | number | boolean | null | TrustlyValue[] | { [key: string]: TrustlyValue };

/** The documented serialisation of a Data object (the signature tester's "Serialised data"). */
export function serializeTrustlyData(value: TrustlyValue | undefined): string {
  if (value === null || value === undefined) return '';
  if (Array.isArray(value)) return value.map(serializeTrustlyData).join('');
  if (typeof value === 'object') {
    return Object.keys(value)
      .sort(asciiOrder)
      .map((key) => key + serializeTrustlyData(value[key]))
      .join('');
  }
  return String(value);
}

/** ASCIIbetical order (by UTF-16 code unit, which is byte order for ASCII keys). */
function asciiOrder(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** What is signed: method, UUID and the serialised data, concatenated. */
export function trustlyPlaintext(method: string, uuid: string, data: TrustlyValue): string {
  return `${method}${uuid}${serializeTrustlyData(data)}`;
}

export function signTrustly(
  privateKey: KeyObject,
  method: string,
  uuid: string,
  data: TrustlyValue,
): string {
  return createSign('RSA-SHA1')
    .update(trustlyPlaintext(method, uuid, data), 'utf8')
    .sign(privateKey, 'base64');
}

export function verifyTrustly(
  publicKey: KeyObject,
  method: string,
  uuid: string,
  data: TrustlyValue,
  signature: unknown,
): boolean {
  if (typeof signature !== 'string' || signature.length === 0 || signature.length > 2048) {
    return false;
  }
  try {
    return createVerify('RSA-SHA1')
      .update(trustlyPlaintext(method, uuid, data), 'utf8')
      .verify(publicKey, signature, 'base64');
  } catch {
    return false;
  }
}

/** Trustly's published TEST environment public key (docs.trustly.com/api/authentication). */
export const TRUSTLY_TEST_PUBLIC_KEY = `-----BEGIN PUBLIC KEY-----
MIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEAy7h/yX8DEA2m588SrWye
AC8rTMbErwHt2hoTiP9fte/iOo0FXIZSmNsNu422L+iJyvZQu19ebeL7XgB0UXqt
zA6KtXBMXIKwuMCZhbdeR8sb7OKbX2nlWM+e2Hmrr9CTfkZkFBeSC+iN9fAU6PoR
X0i5PWm0uZnaoWXcZnk5CxQCgnfYgsx7xsd8Au+mrqE8SHeT8zi/Inw0Xp6ba25G
YsZhHfIPD2rcZQOpWbmHRS4Jk4aGzSOBHbAZhKlP97PxoVfUcPI3iCA1+3jMs1l2
PYsHUbP60NMVwkGPjFOTv4m1a1wKsue0mhspDdvswZUeKE+POGOuewqTQJ+gIhXw
mQIDAQAB
-----END PUBLIC KEY-----`;

/** Trustly's published LIVE environment public key (same page). */
export const TRUSTLY_LIVE_PUBLIC_KEY = `-----BEGIN PUBLIC KEY-----
MIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEAoZhnqiELeoX3QNSg7jpU
kbLV4BU32LoSMuABAaPdxhpZaccFYud2z4QUlMq/j46vdVDpaCFaCZ+qNT5+tHbQ
BFgcrx82u7r+aMHvKy4FEczT5aev0NxRlQKHmNQygvp3hNkqeOw4nJy3PoD4cgCp
SlLTiPOBy2ZsWUHQpSVJdDUiLwAQfNV90jMqa3zq1nTfmTBmd6NR1XAjg5eS6SWr
to1nVS1b7XKGv7Cc1kt0RVd54tWqoCMDHwEiU0st66BCKdYk3r5woDZxGZUUjVdm
g9O2xpqRRDcdJGm8HIOVHGSNT9R7LMucH/PGwrfpdWmBDjy0BkuDlssuBgh731l2
cwIDAQAB
-----END PUBLIC KEY-----`;

/** TRUSTLY_PUBLIC_KEY: `test`, `live` (the published keys) or a PEM. */
export function trustlyPublicKeyOf(setting: string): KeyObject {
  const pem =
    setting === 'test'
      ? TRUSTLY_TEST_PUBLIC_KEY
      : setting === 'live'
        ? TRUSTLY_LIVE_PUBLIC_KEY
        : setting.replaceAll('\\n', '\n');
  return createPublicKey(pem);
}

/** TRUSTLY_PRIVATE_KEY: the operator's PEM (newlines may be written as \n in an env file). */
export function merchantPrivateKeyOf(pem: string): KeyObject {
  return createPrivateKey(pem.replaceAll('\\n', '\n'));
}
