// Tourists (docs/seed-spec.md S1.4, S4.1, S7.37, S7.46): a device gets one tourist account, resumed
// on every visit; a device once used by a registered player is an "old user".
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends, loginTourist, openTestApp, type TestApp } from '../../testing/backends.ts';
import { recordDevice } from './users.ts';
import { LOGIN_VALIDITY_MS } from '@talih/contracts/limits.ts';
import { answer } from '../../testing/calls.ts';
import { getUserInfo as getUserInfoCall, touristLogin } from '@talih/contracts/accounts.ts';

for (const backend of backends()) {
  describe(`tourists on ${backend.name}`, () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await openTestApp(backend);
    });
    afterAll(async () => {
      await t?.dispose();
    });

    it('creates a tourist for a new device and resumes it on the next visit', async () => {
      const first = await answer(t, touristLogin, {
        deviceNumber: 'device-aaaa-0001',
        adid: 'ad-1',
      });
      expect(first.state).toBe('200');
      expect(first.resultData.role).toBe('tourist');
      expect(first.resultData.nikeName).toMatch(/^Misafir\d{4}$/);
      expect(first.resultData.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      const again = await answer(t, touristLogin, {
        deviceNumber: 'device-aaaa-0001',
      });
      expect(again.resultData.userid).toBe(first.resultData.userid);
      expect(again.resultData.token).not.toBe(first.resultData.token);
      const other = await loginTourist(t, 'device-bbbb-0002');
      expect(other.userId).not.toBe(first.resultData.userid);
    });

    it('stores only a hash of the token', async () => {
      const { token, userId } = await loginTourist(t);
      const rows = await t.database.db
        .selectFrom('sessions')
        .select('token_hash')
        .where('user_id', '=', userId)
        .execute();
      expect(rows).toHaveLength(1);
      expect(rows[0]!.token_hash).toMatch(/^[0-9a-f]{64}$/);
      expect(rows[0]!.token_hash).not.toContain(token);
    });

    it('issues sessions valid for exactly 7 days (docs/seed-spec.md S9.2)', async () => {
      const { userId } = await loginTourist(t);
      const session = await t.database.db
        .selectFrom('sessions')
        .select(['created_at', 'expires_at'])
        .where('user_id', '=', userId)
        .executeTakeFirstOrThrow();
      expect(session.expires_at - session.created_at).toBe(LOGIN_VALIDITY_MS);
      expect(LOGIN_VALIDITY_MS).toBe(7 * 24 * 60 * 60 * 1000);
    });

    it('answers user info with balance 0 until the wallet exists', async () => {
      const { token, userId } = await loginTourist(t);
      const info = await answer(t, getUserInfoCall, {}, { session: token });
      expect(info.resultData).toMatchObject({
        userid: userId,
        id: userId,
        role: 'tourist',
        totalAssets: 0,
        mobile: '',
        isOld: false,
      });
    });

    it('knows a device used by a registered player as an old user', async () => {
      expect(
        (await t.call('/user/checkOldUser', { deviceNumber: 'device-old-0001' })).resultData,
      ).toBe(false);
      // A tourist on the device does not make it old.
      await loginTourist(t, 'device-old-0001');
      expect(
        (await t.call('/user/checkOldUser', { deviceNumber: 'device-old-0001' })).resultData,
      ).toBe(false);
      const now = Date.now();
      const player = await t.database.db
        .insertInto('users')
        .values({
          role: 'player',
          device_number: null,
          mobile: '905551112233',
          nickname: 'Oyuncu',
          lang: 'tk',
          adid: null,
          gaid: null,
          created_at: now,
          updated_at: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await recordDevice(t.database.db, player.id, 'device-old-0001');
      expect(
        (await t.call('/user/checkOldUser', { deviceNumber: 'device-old-0001' })).resultData,
      ).toBe(true);
    });

    it('stores tracking events and never fails the caller for them', async () => {
      const { token, userId } = await loginTourist(t);
      const res = await t.call('/tracking/uploadTrack', { eventType: 2, eventId: 3 }, { token });
      expect(res).toEqual({ state: '200', msg: '', success: true, resultData: null });
      const anonymous = await t.call('/tracking/uploadTrack', {
        eventType: 2,
        eventId: 2,
        deviceNumber: 'dev-x',
      });
      expect(anonymous.state).toBe('200');
      const rows = await t.database.db
        .selectFrom('track_events')
        .selectAll()
        .orderBy('id')
        .execute();
      expect(rows.map((r) => [r.user_id, r.event_type, r.event_id])).toEqual([
        [userId, 2, 3],
        [null, 2, 2],
      ]);
    });

    it('limits how many tourists one IP can create', async () => {
      const limited = await openTestApp(backend);
      try {
        const answers = [];
        for (let i = 0; i < 62; i++) {
          answers.push(
            (await limited.call('/sso/v2/login', { deviceNumber: `flood-device-${i}` })).state,
          );
        }
        expect(answers.filter((s) => s === '200')).toHaveLength(60);
        expect(answers.slice(60)).toEqual(['500', '500']);
        // Resuming an existing tourist is never limited.
        expect(
          (await limited.call('/sso/v2/login', { deviceNumber: 'flood-device-1' })).state,
        ).toBe('200');
      } finally {
        await limited.dispose();
      }
    });
  });
}
