// RFC 6238 TOTP (30-second steps, 6 digits, HMAC-SHA1: what every authenticator app reads from
// an otpauth:// QR code) and RFC 4648 base32 for the secret, through the maintained `otpauth`
// library. What stays ours is the one-use rule: a code's step is stored, and a step at or before
// it is refused, which the library's validate() does not track.
import { timingSafeEqual } from 'node:crypto';
import { HOTP, Secret, TOTP } from 'otpauth';

const STEP_SECONDS = 30;
const DIGITS = 6;
const ALGORITHM = 'SHA1';

export function base32Encode(bytes: Buffer): string {
  return Secret.fromHex(bytes.toString('hex')).base32;
}

export function base32Decode(text: string): Buffer {
  return Buffer.from(Secret.fromBase32(text.replace(/=+$/, '').toUpperCase()).bytes);
}

/** A new 160-bit secret in base32 (RFC 4226's recommended length). */
export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

export function timeStep(now = Date.now()): number {
  return Math.floor(now / 1000 / STEP_SECONDS);
}

/** The code for one time step (RFC 4226 HOTP with the step as the counter). */
export function totpAt(secret: string, step: number): string {
  return HOTP.generate({
    secret: Secret.fromBase32(secret),
    algorithm: ALGORITHM,
    digits: DIGITS,
    counter: step,
  });
}

/**
 * The step a code matches, allowing one step of clock drift either way, or null. A step at or
 * before `usedStep` is refused: a code works once.
 */
export function matchTotp(
  secret: string,
  code: string,
  usedStep: number,
  now = Date.now(),
): number | null {
  const current = timeStep(now);
  for (const step of [current - 1, current, current + 1]) {
    if (step <= usedStep) continue;
    const expected = Buffer.from(totpAt(secret, step));
    const given = Buffer.from(code.padEnd(DIGITS).slice(0, DIGITS));
    if (timingSafeEqual(expected, given)) return step;
  }
  return null;
}

export function otpauthUri(issuer: string, account: string, secret: string): string {
  return new TOTP({
    issuer,
    label: account,
    secret: Secret.fromBase32(secret),
    algorithm: ALGORITHM,
    digits: DIGITS,
    period: STEP_SECONDS,
  }).toString();
}
