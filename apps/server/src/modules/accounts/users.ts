// Users (tourists and players) and the devices they use.
import { randomInt } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { UserInfo } from '@talih/contracts/accounts.ts';
import { maskIban } from '@talih/contracts/iban.ts';
import { minorToNumber } from '@talih/contracts/money.ts';
import type { DB } from '../../db/schema.ts';
import { playerCashMinor } from '../../ledger/queries.ts';
import { playerDebtMinor } from '../../ledger/debt.ts';
import { vipLevelOf } from '../engagement/vip/vip.ts';

export async function findOrCreateTourist(
  db: Kysely<DB>,
  input: { deviceNumber: string; adid?: string; gaid?: string; lang: string },
  /** Runs only when a new tourist is about to be created (a rate limit throws here). */
  beforeCreate: () => Promise<void> = async () => {},
  now = Date.now(),
): Promise<{ userId: number; created: boolean }> {
  const existing = await db
    .selectFrom('users')
    .select('id')
    .where('device_number', '=', input.deviceNumber)
    .where('role', '=', 'tourist')
    .orderBy('id')
    .executeTakeFirst();
  if (existing) return { userId: existing.id, created: false };
  await beforeCreate();

  const row = await db
    .insertInto('users')
    .values({
      role: 'tourist',
      device_number: input.deviceNumber,
      mobile: null,
      nickname: `Misafir${randomInt(1000, 10_000)}`,
      lang: input.lang,
      adid: input.adid ?? null,
      gaid: input.gaid ?? null,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { userId: row.id, created: true };
}

export async function recordDevice(
  db: Kysely<DB>,
  userId: number,
  deviceNumber: string,
  now = Date.now(),
) {
  await db
    .insertInto('user_devices')
    .values({ user_id: userId, device_number: deviceNumber, first_seen_at: now, last_seen_at: now })
    .onConflict((oc) => oc.columns(['user_id', 'device_number']).doUpdateSet({ last_seen_at: now }))
    .execute();
}

export async function isOldDevice(db: Kysely<DB>, deviceNumber: string): Promise<boolean> {
  const row = await db
    .selectFrom('user_devices')
    .innerJoin('users', 'users.id', 'user_devices.user_id')
    .select('users.id')
    .where('user_devices.device_number', '=', deviceNumber)
    .where('users.role', '=', 'player')
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

export async function loadUserInfo(db: Kysely<DB>, userId: number): Promise<UserInfo | null> {
  const [user, cashMinor, debtMinor, card, deposit, vip] = await Promise.all([
    db.selectFrom('users').selectAll().where('id', '=', userId).executeTakeFirst(),
    playerCashMinor(db, userId),
    playerDebtMinor(db, userId),
    db
      .selectFrom('bank_cards')
      .select(['holder_name', 'iban'])
      .where('user_id', '=', userId)
      .executeTakeFirst(),
    db
      .selectFrom('deposit_orders')
      .select('id')
      .where('user_id', '=', userId)
      .where('status', '=', 'confirmed')
      .limit(1)
      .executeTakeFirst(),
    vipLevelOf(db, userId),
  ]);
  if (!user) return null;
  const isOld = user.role === 'player';
  return {
    userid: user.id,
    id: user.id,
    role: user.role,
    nikeName: user.nickname,
    name: user.real_name ?? '',
    lang: user.lang,
    mobile: user.mobile ?? '',
    email: user.email ?? '',
    totalAssets: minorToNumber(cashMinor),
    debt: minorToNumber(debtMinor),
    vipLevel: user.role === 'player' ? vip.level : 0,
    vipUrl: '',
    withdrawPwdStatus: user.withdraw_password_hash ? 1 : 0,
    bankStatus: card ? 1 : 0,
    firstRecharge: deposit ? 1 : 0,
    newUserFlag: 0,
    agentType: 0,
    abMode: 0,
    accountIdentification: card?.holder_name ?? '',
    accountIfsc: '',
    accountNumber: card ? maskIban(card.iban) : '',
    accountPhone: '',
    uuId: user.invite_code ?? '',
    inviteUUID: user.invite_code ?? '',
    isOld,
  };
}
