// Engagement rewards on both databases: mail (own mail only, claimed once), daily sign-in
// (once per Istanbul day, streaks), prize wheels (spins earned by deposits, turnover and
// invites; paid once), VIP levels, and reconcile staying clean after all of it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends, loginTourist, openTestApp, type TestApp } from '../../testing/backends.ts';
import { createPlayer, insertPlayer } from '../../testing/players.ts';
import { confirmedDeposit, wager } from '../../testing/social.ts';
import { sendMail } from './mail/mail.ts';
import { setSignInDays } from './sign-in/sign-in.ts';
import { setWheelSegments } from './wheel/wheel.ts';
import { rebateRateBpsOf, vipLevelOf, withdrawDailyMaxMinorOf } from './vip/vip.ts';
import { answer, call } from '../../testing/calls.ts';
import {
  getSignInConfig as getSignInConfigCall,
  getSignInRecord as getSignInRecordCall,
  getSignInUpdate as getSignInUpdateCall,
  getVipInfo as getVipInfoCall,
  mailList,
  mailRead,
  mailReceive,
  wheelList,
  wheelSpin,
} from '@talih/contracts/engagement.ts';
import { getUserInfo as getUserInfoCall } from '@talih/contracts/accounts.ts';
import { balanceOf, expectReconciled } from '../../testing/ledger.ts';

const PARALLEL = 50;

for (const backend of backends()) {
  describe(`engagement rewards on ${backend.name}`, () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await openTestApp(backend);
    });
    afterAll(() => t.dispose());

    const as = (token: string) => ({ token });
    const cash = (userId: number) => balanceOf(t, userId);
    const clean = async () => {
      await expectReconciled(t);
    };
    const mailTo = (userId: number, amountMinor: number, title = 'Hoş geldiniz') =>
      sendMail(t.database.db, {
        to: userId,
        title,
        content: 'Talih ailesine hoş geldiniz.',
        amountMinor,
        sentBy: 'test',
      });
    const firstMail = async (token: string) => await call(t, mailList, {}, { session: token });

    describe('mail', () => {
      it('lists, reads and claims a prize once, crediting the balance', async () => {
        const p = await createPlayer(t);
        await mailTo(p.userId, 1250);
        await mailTo(p.userId, 0, 'Duyuru');
        const list = await firstMail(p.token);
        expect(list.unread).toBe(2);
        const [plain, prize] = list.list;
        expect(plain?.title).toBe('Duyuru');
        expect(plain?.attaches).toBe('');
        expect(prize).toMatchObject({ isRead: 0, attachesStatus: 0, amount: 12.5 });
        expect(JSON.parse(prize!.attaches)).toEqual({ amount: 12.5 });

        const read = await answer(t, mailRead, { mailId: plain!.id }, { session: p.token });
        expect(read.resultData.isRead).toBe(1);
        expect((await firstMail(p.token)).unread).toBe(1);

        const noPrize = await t.call('/mail/receive', { mailId: plain!.id }, as(p.token));
        expect(noPrize.state).toBe('500');

        const got = await answer(t, mailReceive, { mailId: prize!.id }, { session: p.token });
        expect(got.state, got.msg).toBe('200');
        expect(got.resultData).toMatchObject({ amount: 12.5, totalAssets: 12.5 });
        expect(got.resultData.mail).toMatchObject({ attachesStatus: 1, isRead: 1 });
        const again = await t.call('/mail/receive', { mailId: prize!.id }, as(p.token));
        expect(again.state).toBe('500');
        expect(await cash(p.userId)).toBe(1250);
        await clean();
      });

      it("answers another player's mail as not found, for reading and claiming", async () => {
        const owner = await createPlayer(t);
        const other = await createPlayer(t);
        await mailTo(owner.userId, 500);
        const mail = (await firstMail(owner.token)).list[0]!;
        const read = await t.call('/mail/read', { mailId: mail.id }, as(other.token));
        const claim = await t.call('/mail/receive', { mailId: mail.id }, as(other.token));
        const missing = await t.call('/mail/read', { mailId: 99_999_999 }, as(other.token));
        expect(read.state).toBe('500');
        expect(claim.state).toBe('500');
        expect(read.msg).toBe(missing.msg);
        expect(claim.msg).toBe(missing.msg);
        expect((await firstMail(other.token)).list).toHaveLength(0);
        expect(await cash(other.userId)).toBe(0);
        expect((await firstMail(owner.token)).list[0]).toMatchObject({
          isRead: 0,
          attachesStatus: 0,
        });
      });

      it(`pays one attachment once when ${PARALLEL} claims race`, async () => {
        const p = await createPlayer(t);
        await mailTo(p.userId, 777);
        const mail = (await firstMail(p.token)).list[0]!;
        const answers = await Promise.all(
          Array.from({ length: PARALLEL }, () =>
            t.call('/mail/receive', { mailId: mail.id }, as(p.token)),
          ),
        );
        expect(answers.filter((a) => a.state === '200')).toHaveLength(1);
        expect(answers.filter((a) => a.state !== '200').every((a) => a.state === '500')).toBe(true);
        expect(await cash(p.userId)).toBe(777);
        await clean();
      });

      it('sends to every registered player existing at send time, not to tourists', async () => {
        const before = await t.database.db
          .selectFrom('users')
          .select((eb) => eb.fn.countAll<string | number>().as('n'))
          .where('role', '=', 'player')
          .executeTakeFirstOrThrow();
        const sent = await sendMail(t.database.db, {
          to: 'all',
          title: 'Bakım',
          content: 'Gece 03:00’te kısa bir bakım yapılacak.',
          amountMinor: 0,
          sentBy: 'test',
        });
        expect(sent.count).toBe(Number(before.n));
        const late = await createPlayer(t);
        expect((await firstMail(late.token)).list).toHaveLength(0);
        await expect(mailTo(99_999_999, 100)).rejects.toThrow(RangeError);
      });
    });

    describe('daily sign-in', () => {
      it('publishes the calendar and claims today once, answering the streak', async () => {
        const config = await answer(t, getSignInConfigCall);
        expect(config.resultData.days).toHaveLength(7);
        expect(config.resultData.timezone).toBe('Europe/Istanbul');
        const p = await createPlayer(t);
        const before = await answer(
          t,
          getSignInRecordCall,
          { userId: p.userId },
          { session: p.token },
        );
        expect(before.resultData).toMatchObject({ picksNew: 0, bsignInToday: false, nextDay: 1 });
        const claim = await answer(t, getSignInUpdateCall, {}, { session: p.token });
        expect(claim.state, claim.msg).toBe('200');
        expect(claim.resultData).toMatchObject({
          day: 1,
          amount: config.resultData.days[0]!.amount,
        });
        expect(claim.resultData.state).toMatchObject({ picksNew: 1, bsignInToday: true });
        const again = await t.call('/signInRecord/getSignInUpdate', {}, as(p.token));
        expect(again.state).toBe('500');
        expect(await cash(p.userId)).toBe(Math.round(config.resultData.days[0]!.amount * 100));
        await clean();
      });

      it("answers another player's record as not found", async () => {
        const p = await createPlayer(t);
        const other = await createPlayer(t);
        const res = await t.call(
          '/signInRecord/getSignInRecord',
          { userId: other.userId },
          as(p.token),
        );
        expect(res.state).toBe('500');
      });

      it('continues a streak from yesterday and restarts after a missed day', async () => {
        const p = await createPlayer(t);
        const today = (await call(t, getSignInRecordCall, {}, { session: p.token })).today;
        const d = (n: number) => {
          const x = new Date(`${today}T12:00:00Z`);
          x.setUTCDate(x.getUTCDate() - n);
          return x.toISOString().slice(0, 10);
        };
        const row = (date: string, streak_day: number) => ({
          user_id: p.userId,
          date,
          streak_day,
          amount_minor: 0,
          created_at: Date.now(),
        });
        // Yesterday was day 3 of a streak: today pays day 4. (Rows without entries are
        // removed again below, so reconcile stays honest.)
        await t.database.db
          .insertInto('sign_in_records')
          .values(row(d(1), 3))
          .execute();
        const s1 = await answer(t, getSignInRecordCall, {}, { session: p.token });
        expect(s1.resultData).toMatchObject({ picksNew: 3, nextDay: 4 });
        await t.database.db.deleteFrom('sign_in_records').where('user_id', '=', p.userId).execute();
        await t.database.db
          .insertInto('sign_in_records')
          .values(row(d(2), 3))
          .execute();
        const s2 = await answer(t, getSignInRecordCall, {}, { session: p.token });
        expect(s2.resultData).toMatchObject({ picksNew: 0, nextDay: 1 });
        await t.database.db.deleteFrom('sign_in_records').where('user_id', '=', p.userId).execute();
        await t.database.db
          .insertInto('sign_in_records')
          .values(row(d(1), 7))
          .execute();
        const s3 = await answer(t, getSignInRecordCall, {}, { session: p.token });
        expect(s3.resultData).toMatchObject({ picksNew: 0, nextDay: 1 });
        await t.database.db.deleteFrom('sign_in_records').where('user_id', '=', p.userId).execute();
      });

      it(`pays one day once when ${PARALLEL} claims race`, async () => {
        const p = await createPlayer(t);
        const answers = await Promise.all(
          Array.from({ length: PARALLEL }, () =>
            t.call('/signInRecord/getSignInUpdate', {}, as(p.token)),
          ),
        );
        expect(answers.filter((a) => a.state === '200')).toHaveLength(1);
        const rows = await t.database.db
          .selectFrom('sign_in_records')
          .selectAll()
          .where('user_id', '=', p.userId)
          .execute();
        expect(rows).toHaveLength(1);
        expect(await cash(p.userId)).toBe(rows[0]!.amount_minor);
        await clean();
      });

      it('lets the operator change the calendar', async () => {
        await setSignInDays(t.database.db, [100, 200, 300]);
        const config = await answer(t, getSignInConfigCall);
        expect(config.resultData.days).toHaveLength(3);
        await expect(setSignInDays(t.database.db, [100, 0])).rejects.toThrow(RangeError);
        await setSignInDays(t.database.db, [100, 200, 300, 500, 800, 1000, 2000]);
      });
    });

    describe('prize wheels', () => {
      const wheels = async (token: string) =>
        (await call(t, wheelList, {}, { session: token })).wheels;

      it('publishes every wheel with probabilities that add up to 1 and no spins to start', async () => {
        const p = await createPlayer(t);
        const list = await wheels(p.token);
        expect(list.map((w) => w.code)).toEqual([
          'primary',
          'intermediate',
          'senior',
          'super',
          'vip',
        ]);
        for (const w of list) {
          expect(w.segments.reduce((s, x) => s + x.probability, 0)).toBeCloseTo(1, 9);
          expect(w.spinsLeft).toBe(0);
        }
        expect(list.find((w) => w.code === 'vip')?.locked).toBe(true);
        const spin = await t.call('/wheel/spin', { wheelCode: 'primary' }, as(p.token));
        expect(spin.state).toBe('500');
        const locked = await t.call('/wheel/spin', { wheelCode: 'vip' }, as(p.token));
        expect(locked.state).toBe('500');
      });

      it('shows a guest (tourist) the wheels and their odds with no spins; spinning needs a player', async () => {
        const guest = await loginTourist(t);
        const list = await wheels(guest.token);
        expect(list.map((w) => w.code)).toEqual([
          'primary',
          'intermediate',
          'senior',
          'super',
          'vip',
        ]);
        expect(list.every((w) => w.spinsLeft === 0)).toBe(true);
        expect((await t.call('/wheel/list', {})).state).toBe('401');
        const spin = await t.call('/wheel/spin', { wheelCode: 'primary' }, as(guest.token));
        expect(spin.state).toBe('401');
      });

      it('earns spins from a deposit and from an invited player, and pays the drawn prize', async () => {
        const p = await createPlayer(t);
        await confirmedDeposit(t, p.userId, 100_00);
        // A deposit earns its spin once wagered.
        await wager(t, p.userId, 100_00);
        const friend = await insertPlayer(t.database.db, `90553${Date.now() % 1e7}`, 'Arkadaş');
        await t.database.db
          .updateTable('users')
          .set({ inviter_id: p.userId })
          .where('id', '=', friend)
          .execute();
        const primary = (await wheels(p.token)).find((w) => w.code === 'primary')!;
        expect(primary.earned).toEqual({ deposits: 1, turnover: 0, invites: 1 });
        expect(primary.spinsLeft).toBe(2);
        const before = await cash(p.userId);
        const spin = await answer(t, wheelSpin, { wheelCode: 'primary' }, { session: p.token });
        expect(spin.state, spin.msg).toBe('200');
        expect(spin.resultData.amount).toBe(primary.segments[spin.resultData.segmentIndex]!.amount);
        expect(spin.resultData.spinsLeft).toBe(1);
        expect(await cash(p.userId)).toBe(before + Math.round(spin.resultData.amount * 100));
        expect(spin.resultData.totalAssets * 100).toBeCloseTo(await cash(p.userId));
        await clean();
      });

      it(`pays one earned spin once when ${PARALLEL} spins race`, async () => {
        // Every segment pays, so exactly one prize entry must appear.
        await setWheelSegments(t.database.db, 'primary', [
          [100, 1],
          [200, 1],
          [300, 1],
        ]);
        const p = await createPlayer(t);
        await confirmedDeposit(t, p.userId, 100_00);
        await wager(t, p.userId, 100_00);
        const before = await cash(p.userId);
        const answers = await Promise.all(
          Array.from({ length: PARALLEL }, () =>
            answer(t, wheelSpin, { wheelCode: 'primary' }, { session: p.token }),
          ),
        );
        const won = answers.filter((a) => a.state === '200');
        expect(won).toHaveLength(1);
        expect(await cash(p.userId)).toBe(before + Math.round(won[0]!.resultData.amount * 100));
        const spins = await t.database.db
          .selectFrom('wheel_spins')
          .selectAll()
          .where('user_id', '=', p.userId)
          .execute();
        expect(spins).toHaveLength(1);
        await clean();
      });
    });

    describe('rate limits', () => {
      it('refuses prize claims past the per-minute limit of a player, not of others', async () => {
        const p = await createPlayer(t);
        const other = await createPlayer(t);
        // 201 claims: whatever minute boundary they straddle, one window sees more than 100.
        const answers: { state: string; msg: string }[] = [];
        for (let i = 0; i < 201; i++) {
          answers.push(await t.call('/wheel/spin', { wheelCode: 'primary' }, as(p.token)));
        }
        const fresh = await t.call('/wheel/spin', { wheelCode: 'primary' }, as(other.token));
        expect(answers[0]?.msg).toBe(fresh.msg);
        expect(fresh.msg).not.toMatch(/Çok fazla deneme/);
        expect(answers.some((a) => a.state === '500' && /Çok fazla deneme/.test(a.msg))).toBe(true);
      });
    });

    describe('VIP', () => {
      it('starts at level 0 and reaches level 1 by deposits, with its benefits', async () => {
        const p = await createPlayer(t);
        const info0 = await answer(t, getVipInfoCall, {}, { session: p.token });
        expect(info0.resultData.vipLevel).toBe(0);
        expect(info0.resultData.next).toMatchObject({ level: 1, progress: 0 });
        await confirmedDeposit(t, p.userId, 2000_00);
        // Deposits count once wagered.
        await wager(t, p.userId, 2000_00);
        const info1 = await answer(t, getVipInfoCall, {}, { session: p.token });
        expect(info1.resultData).toMatchObject({ vipLevel: 1, deposits: 2000 });
        expect((await vipLevelOf(t.database.db, p.userId)).level).toBe(1);
        expect(await rebateRateBpsOf(t.database.db, p.userId)).toBe(30);
        expect(await withdrawDailyMaxMinorOf(t.database.db, p.userId)).toBe(15_000_000);
        const user = await answer(t, getUserInfoCall, {}, { session: p.token });
        expect(user.resultData.vipLevel).toBe(1);
      });
    });
  });
}
