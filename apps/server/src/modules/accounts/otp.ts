// One-time codes sent by SMS: 6 digits, live 5 minutes, 5 wrong tries kill the code, a code
// works once, and a resend supersedes the old one. Consumption is a conditional UPDATE checked
// by row count, so 20 parallel submissions of the right code succeed exactly once. Codes are
// kept only as an HMAC keyed with a key derived from SECRETS_KEY: a 6-digit code under a plain
// hash falls to a million tries, so without the key a copy of the table gives nothing away.
import { randomInt } from 'node:crypto';
import { deriveKey, keyedHash } from '../../crypto/secret-box.ts';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import type { SmsAdapter } from '../../adapters/sms/sms.ts';

export const OTP_TTL_MS = 5 * 60 * 1000;
export const OTP_ATTEMPTS_MAX = 5;
export const OTP_DIGITS = 6;

/** The key OTP hashes are made with, from the server's SECRETS_KEY. */
export const otpKey = (secretsKey: Buffer) => deriveKey(secretsKey, 'otp-codes');

const hashCode = (key: Buffer, phone: string, code: string) => keyedHash(`${phone}:${code}`, key);

export async function issueOtp(
  db: Kysely<DB>,
  key: Buffer,
  sms: SmsAdapter,
  phone: string,
  messageFor: (code: string) => string,
  now = Date.now(),
): Promise<void> {
  const code = String(randomInt(0, 10 ** OTP_DIGITS)).padStart(OTP_DIGITS, '0');
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('otp_codes')
      .set({ superseded_at: now })
      .where('phone', '=', phone)
      .where('consumed_at', 'is', null)
      .where('superseded_at', 'is', null)
      .execute();
    await trx
      .insertInto('otp_codes')
      .values({
        phone,
        code_hash: hashCode(key, phone, code),
        created_at: now,
        expires_at: now + OTP_TTL_MS,
        consumed_at: null,
        superseded_at: null,
      })
      .execute();
  });
  await sms.send({ phone, body: messageFor(code), code });
}

export type OtpCheck = 'ok' | 'wrong' | 'expired';

/** Checks and, when right, consumes the phone's live code. */
export async function consumeOtp(
  db: Kysely<DB>,
  key: Buffer,
  phone: string,
  code: string,
  now = Date.now(),
): Promise<OtpCheck> {
  const live = await db
    .selectFrom('otp_codes')
    .select(['id', 'code_hash', 'expires_at', 'attempts'])
    .where('phone', '=', phone)
    .where('consumed_at', 'is', null)
    .where('superseded_at', 'is', null)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  if (!live || live.expires_at <= now || live.attempts >= OTP_ATTEMPTS_MAX) return 'expired';
  if (live.code_hash !== hashCode(key, phone, code)) {
    await db
      .updateTable('otp_codes')
      .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
      .where('id', '=', live.id)
      .where('attempts', '<', OTP_ATTEMPTS_MAX)
      .execute();
    return 'wrong';
  }
  const consumed = await db
    .updateTable('otp_codes')
    .set({ consumed_at: now })
    .where('id', '=', live.id)
    .where('consumed_at', 'is', null)
    .where('superseded_at', 'is', null)
    .where('attempts', '<', OTP_ATTEMPTS_MAX)
    .executeTakeFirst();
  return consumed.numUpdatedRows === 1n ? 'ok' : 'expired';
}
