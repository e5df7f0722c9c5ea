// The SMS gateway seen by the app, chosen by SMS_ADAPTER. The sandbox adapter (the default
// outside production) keeps every message in sms_outbox instead of sending it, for
// /sms/getTest; http is the signed HTTP gateway (./http-gateway.ts); off sends nothing.
import type { Kysely } from 'kysely';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.ts';
import type { DB } from '../../db/schema.ts';
import { AppError } from '../../http/errors.ts';
import { httpSms } from './http-gateway.ts';

export interface SmsMessage {
  phone: string;
  body: string;
  /** The one-time code the body carries, kept by the sandbox for /sms/getTest. */
  code?: string;
}

export interface SmsAdapter {
  readonly kind: 'sandbox' | 'live' | 'off';
  send(message: SmsMessage): Promise<void>;
}

export function sandboxSms(db: Kysely<DB>): SmsAdapter {
  return {
    kind: 'sandbox',
    async send({ phone, body, code }) {
      await db
        .insertInto('sms_outbox')
        .values({ phone, body, code: code ?? null, created_at: Date.now() })
        .execute();
    },
  };
}

/** No gateway configured: sending a code is refused with a translated error. */
export const offSms: SmsAdapter = {
  kind: 'off',
  send() {
    return Promise.reject(new AppError('accounts.smsOff'));
  },
};

export function smsAdapterFor(config: Config, db: Kysely<DB>, log: FastifyBaseLogger): SmsAdapter {
  if (config.SMS_ADAPTER === 'sandbox') return sandboxSms(db);
  if (config.SMS_ADAPTER === 'off') return offSms;
  return httpSms({
    url: config.SMS_GATEWAY_URL,
    secret: config.SMS_GATEWAY_SECRET,
    sender: config.SMS_GATEWAY_SENDER,
    timeoutMs: config.SMS_GATEWAY_TIMEOUT_MS,
    retries: config.SMS_GATEWAY_RETRIES,
    log,
  });
}

export async function newestSandboxCode(db: Kysely<DB>, phone: string): Promise<string | null> {
  const row = await db
    .selectFrom('sms_outbox')
    .select('code')
    .where('phone', '=', phone)
    .where('code', 'is not', null)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row?.code ?? null;
}
