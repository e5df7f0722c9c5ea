// KVKK / GDPR data rights. Export: everything held on the player as one JSON document.
// Erasure: the profile is anonymised (name, phone, e-mail, IBANs, device ids, addresses of
// logins) and the account closed; the ledger and the orders' amounts stay, as the law on
// financial records requires. Refused while money is on the account or on its way, so
// nothing is left that only the erased player could claim.
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { AppError } from '../../http/errors.ts';
import { playerCashMinor } from '../../ledger/queries.ts';
import { recordEvent } from './events.ts';

const ROWS_MAX = 5000;
const ERASED = 'ERASED';

export async function exportData(db: Kysely<DB>, userId: number, now: number) {
  const user = await db
    .selectFrom('users')
    .selectAll()
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
  const { password_hash: _p, withdraw_password_hash: _w, ...profile } = user;
  const byUser = <T extends keyof DB>(table: T) =>
    db
      .selectFrom(table as 'sessions')
      .selectAll()
      .where('user_id', '=', userId)
      .orderBy('id')
      .limit(ROWS_MAX)
      .execute();
  const sessions = (await byUser('sessions')).map(({ token_hash: _t, ...s }) => s);
  return {
    exportedAt: new Date(now).toISOString(),
    profile,
    devices: await db
      .selectFrom('user_devices')
      .selectAll()
      .where('user_id', '=', userId)
      .execute(),
    sessions,
    logins: await byUser('login_logs'),
    transactions: await byUser('journal_entries'),
    deposits: await byUser('deposit_orders'),
    withdrawals: await byUser('withdrawals'),
    bankCards: await byUser('bank_cards'),
    gameRounds: await byUser('game_rounds'),
    sportBets: await byUser('sport_bets'),
    mails: await byUser('mails'),
    supportMessages: await byUser('support_messages'),
    limits: await byUser('player_limits'),
    exclusions: await byUser('player_exclusions'),
    playSessions: await byUser('play_sessions'),
    protectionEvents: await byUser('protection_events'),
    selfTests: await byUser('self_tests'),
  };
}

async function refuseWithMoney(db: Kysely<DB>, userId: number) {
  if ((await playerCashMinor(db, userId)) !== 0)
    throw new AppError('errors.protection.eraseBalance');
  const open = await db
    .selectFrom('withdrawals')
    .select('id')
    .where('user_id', '=', userId)
    .where('status', 'in', ['pending', 'approved', 'payout_failed'])
    .executeTakeFirst();
  const bet = await db
    .selectFrom('sport_bets')
    .select('id')
    .where('user_id', '=', userId)
    .where('status', '=', 'open')
    .executeTakeFirst();
  if (open || bet) throw new AppError('errors.protection.eraseBalance');
}

export async function eraseData(db: Kysely<DB>, userId: number, now: number) {
  await refuseWithMoney(db, userId);
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('users')
      .set({
        mobile: null,
        nickname: `Silindi${userId}`,
        email: null,
        real_name: null,
        device_number: null,
        adid: null,
        gaid: null,
        password_hash: null,
        withdraw_password_hash: null,
        updated_at: now,
      })
      .where('id', '=', userId)
      .execute();
    await trx.deleteFrom('user_devices').where('user_id', '=', userId).execute();
    await trx.deleteFrom('bank_cards').where('user_id', '=', userId).execute();
    await trx.deleteFrom('self_tests').where('user_id', '=', userId).execute();
    await trx
      .updateTable('withdrawals')
      .set({ holder_name: ERASED, iban: ERASED })
      .where('user_id', '=', userId)
      .execute();
    await trx
      .updateTable('login_logs')
      .set({ mobile: null, device_number: null, ip: null, user_agent: null })
      .where('user_id', '=', userId)
      .execute();
    await trx
      .updateTable('sessions')
      .set({ revoked_at: now, ip: null, user_agent: null })
      .where('user_id', '=', userId)
      .execute();
    await trx
      .insertInto('player_protection')
      .values({ user_id: userId, reality_minutes: null, erased_at: now, updated_at: now })
      .onConflict((oc) => oc.column('user_id').doUpdateSet({ erased_at: now, updated_at: now }))
      .execute();
    await recordEvent(trx, { userId, action: 'erased', actor: 'player', at: now, detail: {} });
  });
}
