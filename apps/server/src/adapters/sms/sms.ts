// The SMS gateway seen by the app. The sandbox adapter (the default) keeps every message in
// sms_outbox instead of sending it; a real gateway implements the same interface.
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';

export interface SmsMessage {
  phone: string;
  body: string;
  /** The one-time code the body carries, kept by the sandbox for /sms/getTest. */
  code?: string;
}

export interface SmsAdapter {
  readonly kind: 'sandbox' | 'live';
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
