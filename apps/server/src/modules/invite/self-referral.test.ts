// Self-referral over the real registration flow, on both databases: a friend registered with
// the inviter's code from the inviter's own device, IP or bank account stays registered with
// their inviter, but the referral is recorded void (with why, in the audit log) and earns the
// inviter nothing: no wheel spin, no pdd progress, no rebate. A friend on their own device,
// IP and bank account still counts.
import { randomBytes } from 'node:crypto';
import type { WheelView } from '@talih/contracts/engagement.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends, openTestApp, type TestApp } from '../../testing/backends.ts';
import { GOOD_IBAN, WITHDRAW_PASSWORD } from '../../testing/payments.ts';
import { confirmedDeposit, wager } from '../../testing/social.ts';
import { hashPassword } from '../accounts/passwords.ts';
import { istanbulDayOf } from './days.ts';
import { computeRebates } from './rebates.ts';

let phoneSeq = 0;
const newPhone = () =>
  `5${String(Date.now() % 1e6).padStart(6, '0')}${String(phoneSeq++ % 1000).padStart(3, '0')}`;
const newDevice = () => `dev-${randomBytes(6).toString('hex')}`;

type Envelope<T> = { state: string; msg: string; resultData: T };

for (const backend of backends()) {
  describe(`self-referral on ${backend.name}`, () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await openTestApp(backend, { SMS_IP_HOURLY_MAX: '500', SMS_IP_DAILY_MAX: '1000' });
    });
    afterAll(() => t.dispose());

    async function callFrom<T>(ip: string, url: string, body: object, token?: string) {
      const res = await t.app.inject({
        method: 'POST',
        url,
        remoteAddress: ip,
        headers: { 'content-type': 'application/json', ...(token ? { token } : {}) },
        payload: JSON.stringify(body),
      });
      return res.json() as Envelope<T>;
    }

    /** The register form's calls, from one IP and device: tourist, OTP, register. */
    async function register(ip: string, deviceNumber: string, inviteCode?: string) {
      const tourist = await callFrom<{ token: string }>(ip, '/sso/v2/login', { deviceNumber });
      const tel = newPhone();
      expect((await callFrom(ip, '/sms/send', { tel })).state).toBe('200');
      const code = await callFrom<string>(ip, '/sms/getTest', { tel });
      const res = await callFrom<{ token: string; userid: number; inviteUUID: string }>(
        ip,
        '/sso/register',
        {
          deviceNumber,
          mobile: tel,
          password: 'Talih2024ok',
          verificationCode: code.resultData,
          ageConfirmed: true,
          termsAccepted: true,
          ...(inviteCode ? { inviteCode } : {}),
        },
        tourist.resultData.token,
      );
      expect(res.state, res.msg).toBe('200');
      return { token: res.resultData.token, userId: res.resultData.userid, ip };
    }

    async function inviter(ip: string, device = newDevice()) {
      const p = await register(ip, device);
      const info = await callFrom<{ inviteUUID: string }>(ip, '/user/getUserInfo', {}, p.token);
      return { ...p, device, code: info.resultData.inviteUUID };
    }

    const userRow = (userId: number) =>
      t.database.db
        .selectFrom('users')
        .select(['inviter_id', 'referral_void_reason'])
        .where('id', '=', userId)
        .executeTakeFirstOrThrow();
    const inviteSpins = async (p: { token: string; ip: string }) =>
      (
        await callFrom<{ wheels: WheelView[] }>(p.ip, '/wheel/list', {}, p.token)
      ).resultData.wheels.find((w) => w.code === 'primary')!.earned.invites;
    const pddProgress = async (p: { token: string; ip: string }) =>
      (
        await callFrom<{ prize: { progress: number } }>(
          p.ip,
          '/pddPrizeConfig/getPrize',
          {},
          p.token,
        )
      ).resultData.prize.progress;
    const audited = (userId: number) =>
      t.database.db
        .selectFrom('audit_log')
        .select(['action', 'detail'])
        .where('subject', '=', `user:${userId}`)
        .where('action', '=', 'invite.referral_void')
        .execute();

    it('three friends from the inviter’s own IP earn no spin, no pdd progress and no rebate', async () => {
      const host = await inviter('10.1.0.1');
      expect(await pddProgress(host)).toBe(0);
      const friends = [];
      for (let i = 0; i < 3; i++) friends.push(await register('10.1.0.1', newDevice(), host.code));
      for (const f of friends) {
        // Still registered with their inviter, but void, and why is on record.
        expect(await userRow(f.userId)).toEqual({
          inviter_id: host.userId,
          referral_void_reason: 'same_ip',
        });
        const rows = await audited(f.userId);
        expect(rows).toHaveLength(1);
        expect(JSON.parse(rows[0]!.detail)).toEqual({ inviterId: host.userId, reason: 'same_ip' });
        await confirmedDeposit(t, f.userId, 100_00);
        await wager(t, f.userId, 100_00);
      }
      expect(await inviteSpins(host)).toBe(0);
      expect(await pddProgress(host)).toBe(0);
      const claim = await callFrom(host.ip, '/getWithdrawPrize', {}, host.token);
      expect(claim.state).toBe('500');
      const day = istanbulDayOf(Date.now());
      // Computed once the day is over (rebates refuse a day still running).
      await computeRebates(t.database.db, day, Date.now() + 86_400_000);
      const rebates = await t.database.db
        .selectFrom('rebate_days')
        .selectAll()
        .where('user_id', '=', host.userId)
        .execute();
      expect(rebates).toEqual([]);
    });

    it('a friend registered on the inviter’s device, from another IP, does not count', async () => {
      const host = await inviter('10.2.0.1');
      const friend = await register('10.2.0.2', host.device, host.code);
      expect((await userRow(friend.userId)).referral_void_reason).toBe('same_device');
      expect(await inviteSpins(host)).toBe(0);
    });

    it('a friend on their own device and IP counts, until they bind the inviter’s bank account', async () => {
      const host = await inviter('10.3.0.1');
      expect(await pddProgress(host)).toBe(0);
      const friend = await register('10.3.0.2', newDevice(), host.code);
      expect(await userRow(friend.userId)).toEqual({
        inviter_id: host.userId,
        referral_void_reason: null,
      });
      await confirmedDeposit(t, friend.userId, 100_00);
      expect(await inviteSpins(host)).toBe(1);
      expect(await pddProgress(host)).toBe(1);

      const hash = await hashPassword(WITHDRAW_PASSWORD);
      for (const p of [host, friend]) {
        await t.database.db
          .updateTable('users')
          .set({ withdraw_password_hash: hash })
          .where('id', '=', p.userId)
          .execute();
        const saved = await callFrom(
          p.ip,
          '/user/bank/save',
          { holderName: 'Deniz Yıldız', iban: GOOD_IBAN, withdrawPassword: WITHDRAW_PASSWORD },
          p.token,
        );
        expect(saved.state, saved.msg).toBe('200');
      }
      expect((await userRow(friend.userId)).referral_void_reason).toBe('same_bank_account');
      expect(await inviteSpins(host)).toBe(0);
      expect(await pddProgress(host)).toBe(0);
    });

    it('catches the inviter binding the account their friend bound first', async () => {
      const host = await inviter('10.4.0.1');
      const friend = await register('10.4.0.2', newDevice(), host.code);
      const hash = await hashPassword(WITHDRAW_PASSWORD);
      for (const p of [friend, host]) {
        await t.database.db
          .updateTable('users')
          .set({ withdraw_password_hash: hash })
          .where('id', '=', p.userId)
          .execute();
        const saved = await callFrom(
          p.ip,
          '/user/bank/save',
          { holderName: 'Deniz Yıldız', iban: GOOD_IBAN, withdrawPassword: WITHDRAW_PASSWORD },
          p.token,
        );
        expect(saved.state, saved.msg).toBe('200');
      }
      expect((await userRow(friend.userId)).referral_void_reason).toBe('same_bank_account');
    });
  });
}
