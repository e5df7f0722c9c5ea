// Secrets at rest under SECRETS_KEY (32 bytes from the environment): AES-256-GCM for values
// the server must read back (payment webhook secrets), keyed hashes for values it only checks
// (OTP codes). Each use gets its own key derived from the master, so one purpose's output
// never works for another.
import { createCipheriv, createDecipheriv, createHmac, randomBytes } from 'node:crypto';

const VERSION = 'v1';
const IV_BYTES = 12;

/** A 32-byte key for one purpose, derived from the master key. */
export function deriveKey(master: Buffer, purpose: string): Buffer {
  return createHmac('sha256', master).update(`talih:${purpose}`).digest();
}

/** "v1:<iv>:<tag>:<ciphertext>", base64url parts; a fresh random IV every time. */
export function sealSecret(plain: string, key: Buffer): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  const parts = [iv, cipher.getAuthTag(), body].map((b) => b.toString('base64url'));
  return [VERSION, ...parts].join(':');
}

export function isSealed(value: string): boolean {
  return value.startsWith(`${VERSION}:`);
}

/** The plain value; throws when the key is wrong or the value was altered. */
export function openSecret(sealed: string, key: Buffer): string {
  const [version, iv, tag, body] = sealed.split(':');
  if (version !== VERSION || !iv || !tag || body === undefined) {
    throw new Error('not a sealed secret');
  }
  const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  const plain = Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]);
  return plain.toString('utf8');
}

/** A keyed hash (hex HMAC-SHA256): without the key, a 6-digit code cannot be tried offline. */
export function keyedHash(value: string, key: Buffer): string {
  return createHmac('sha256', key).update(value).digest('hex');
}
