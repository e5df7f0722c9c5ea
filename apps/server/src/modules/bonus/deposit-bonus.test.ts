// Deposit bonuses through the HTTP API on both databases: the recharge page offers what the
// player qualifies for, an offer the player does not qualify for is refused at order creation,
// the signed webhook grants in the deposit's transaction (a replayed webhook grants once), and
// a welcome bonus is once per person (a shared device refuses it and alerts risk staff).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DepositOrder } from '@talih/contracts/payments.ts';
import { reconcile } from '../../testing/reconcile.ts';
import { playerBonusMinor, playerCashMinor } from '../../ledger/queries.ts';
import { backends, openTestApp, type TestApp } from '../../testing/backends.ts';
import { createBonusTemplate } from '../../testing/bonus.ts';
import { seedBankAccounts, sendWebhook, TEST_PAYMENT_SECRETS } from '../../testing/payments.ts';
import { createPlayer } from '../../testing/players.ts';
import { listAlerts } from '../risk/alerts.ts';

const EN = { 'accept-language': 'en' };

for (const backend of backends()) {
  describe(`deposit bonuses on ${backend.name}`, () => {
    let t: TestApp;
    let welcome: Awaited<ReturnType<typeof createBonusTemplate>>;
    let second: Awaited<ReturnType<typeof createBonusTemplate>>;
    beforeAll(async () => {
      t = await openTestApp(backend, { ...TEST_PAYMENT_SECRETS, PAYMENT_SANDBOX_AUTO: 'false' });
      await seedBankAccounts(t);
      // 100% up to 1,000.00 from 100.00; the second deposit 50% up to 500.00.
      welcome = await createBonusTemplate(t, {
        capMinor: 100_000,
        minDepositMinor: 10_000,
        maxBetMinor: 5_000,
      });
      second = await createBonusTemplate(t, {
        trigger: 'nth_deposit',
        depositNumber: 2,
        percent: 50,
        capMinor: 50_000,
        wageringMultiple: 20,
      });
    });
    afterAll(() => t.dispose());

    const db = () => t.database.db;
    const offersOf = async (token: string) => {
      const res = await t.call<{ bonusOffers: { id: number }[] }>(
        '/recharge/getChargeInfo',
        {},
        { token },
      );
      expect(res.state, res.msg).toBe('200');
      return res.resultData.bonusOffers.filter((o) =>
        [welcome.templateId, second.templateId].includes(o.id),
      );
    };
    const order = (token: string, amount: number, bonusId?: number) =>
      t.call<DepositOrder>(
        '/recharge/createRechargeOrder',
        { amount, method: 'havale', ...(bonusId ? { bonusId } : {}) },
        { token, ...EN },
      );
    const pay = (orderId: string, amount: string, eventId?: string) =>
      sendWebhook(t, 'havale', {
        orderId,
        status: 'paid',
        amount,
        ...(eventId ? { eventId } : {}),
      });
    const bonusesOf = (userId: number) =>
      db()
        .selectFrom('player_bonuses')
        .select(['template_id', 'status', 'granted_minor', 'deposit_minor', 'grant_key'])
        .where('user_id', '=', userId)
        .orderBy('id')
        .execute();

    it('offers the welcome bonus with its terms before the first deposit, the second after it', async () => {
      const p = await createPlayer(t);
      const before = await offersOf(p.token);
      expect(before).toHaveLength(1);
      expect(before[0]).toMatchObject({
        id: welcome.templateId,
        title: 'Test bonusu',
        percent: 100,
        maxBonus: 1000,
        wageringMultiplier: 10,
        minDeposit: 100,
      });
      expect(before[0]).toHaveProperty('rules.maxBetMinor', 5_000);
      const first = await order(p.token, 200);
      expect(first.state, first.msg).toBe('200');
      await pay(first.resultData.orderId, '200.00');
      expect((await offersOf(p.token)).map((o) => o.id)).toEqual([second.templateId]);
    });

    it('refuses an offer the player does not qualify for, saying why', async () => {
      const p = await createPlayer(t);
      const small = await order(p.token, 50, welcome.templateId);
      expect(small.msg).toBe('This bonus needs a deposit of at least ₺100.00.');
      const early = await order(p.token, 200, second.templateId);
      expect(early.msg).toBe('This bonus is for your deposit number 2 only.');
      const unknown = await order(p.token, 200, 999_999);
      expect(unknown.msg).toBe('This bonus offer is no longer available.');
      expect(
        await db()
          .selectFrom('deposit_orders')
          .select('id')
          .where('user_id', '=', p.userId)
          .execute(),
      ).toHaveLength(0);
    });

    it('a replayed webhook grants the chosen welcome bonus once, in the deposit transaction', async () => {
      const p = await createPlayer(t);
      const res = await order(p.token, 1500, welcome.templateId);
      expect(res.state, res.msg).toBe('200');
      const orderId = res.resultData.orderId;
      const eventId = `evt-bonus-${orderId}`;
      expect((await pay(orderId, '1500.00', eventId)).body.outcome).toBe('credited');
      expect((await pay(orderId, '1500.00', eventId)).body.outcome).toBe('duplicate');
      // Another event for the same order (a provider resending with a new id).
      expect((await pay(orderId, '1500.00')).body.outcome).toBe('already_settled');
      expect(await bonusesOf(p.userId)).toEqual([
        {
          template_id: welcome.templateId,
          status: 'active',
          granted_minor: 100_000,
          deposit_minor: 150_000,
          grant_key: `deposit:${orderId}:${welcome.templateId}`,
        },
      ]);
      expect(await playerCashMinor(db(), p.userId)).toBe(150_000);
      expect(await playerBonusMinor(db(), p.userId)).toBe(100_000);
      const marks = await db()
        .selectFrom('bonus_claim_marks')
        .select('mark')
        .where('user_id', '=', p.userId)
        .execute();
      expect(marks.map((m) => m.mark)).toEqual([`phone:${p.mobile}`]);

      // The second deposit with the 50% offer: 400.00 grants 200.00, pending behind the first.
      const next = await order(p.token, 400, second.templateId);
      expect(next.state, next.msg).toBe('200');
      await pay(next.resultData.orderId, '400.00');
      expect((await bonusesOf(p.userId)).map((b) => [b.status, b.granted_minor])).toEqual([
        ['active', 100_000],
        ['pending', 20_000],
      ]);
      const lines: string[] = [];
      const { violations } = await reconcile(t.database, (l) => lines.push(l));
      expect(violations, lines.join('\n')).toBe(0);
    });

    it('refuses a second welcome bonus for the same device: the deposit credits, risk is told', async () => {
      const a = await createPlayer(t);
      const b = await createPlayer(t);
      const device = `dev-shared-${a.userId}`;
      for (const userId of [a.userId, b.userId]) {
        await db()
          .insertInto('user_devices')
          .values({ user_id: userId, device_number: device, first_seen_at: 1, last_seen_at: 1 })
          .execute();
      }
      const first = await order(a.token, 200, welcome.templateId);
      await pay(first.resultData.orderId, '200.00');
      expect(await bonusesOf(a.userId)).toHaveLength(1);

      // b chose the offer before a's grant took the device: the order is taken, the grant not.
      expect((await offersOf(b.token)).map((o) => o.id)).toEqual([]);
      const refused = await order(b.token, 200, welcome.templateId);
      expect(refused.msg).toBe(
        'The welcome bonus is given once per person. It was already taken with this phone, bank account or device.',
      );
      await db().deleteFrom('user_devices').where('user_id', '=', b.userId).execute();
      const taken = await order(b.token, 200, welcome.templateId);
      expect(taken.state, taken.msg).toBe('200');
      await db()
        .insertInto('user_devices')
        .values({ user_id: b.userId, device_number: device, first_seen_at: 1, last_seen_at: 1 })
        .execute();
      expect((await pay(taken.resultData.orderId, '200.00')).body.outcome).toBe('credited');
      expect(await bonusesOf(b.userId)).toEqual([]);
      expect(await playerCashMinor(db(), b.userId)).toBe(20_000);
      const alerts = (await listAlerts(db(), { status: 'all', limit: 500 })).filter(
        (x) => x.userId === b.userId,
      );
      expect(alerts.map((x) => [x.kind, x.details.marks, x.details.heldBy])).toEqual([
        ['bonus_welcome_shared', [`device:${device}`], [a.userId]],
      ]);
    });
    it('two accounts of one device paying at once: one welcome bonus, the other deposit alone', async () => {
      const players = [await createPlayer(t), await createPlayer(t)];
      const device = `dev-race-${players[0]!.userId}`;
      const orders: string[] = [];
      for (const p of players) {
        const res = await order(p.token, 300, welcome.templateId);
        expect(res.state, res.msg).toBe('200');
        orders.push(res.resultData.orderId);
        await db()
          .insertInto('user_devices')
          .values({ user_id: p.userId, device_number: device, first_seen_at: 1, last_seen_at: 1 })
          .execute();
      }
      // Each webhook replayed five times, all at once.
      const answers = await Promise.all(
        orders.flatMap((orderId) =>
          Array.from({ length: 5 }, () => pay(orderId, '300.00', `evt-race-${orderId}`)),
        ),
      );
      expect(answers.filter((a) => a.body.outcome === 'credited')).toHaveLength(2);
      const granted = await db()
        .selectFrom('player_bonuses')
        .select(['user_id', 'granted_minor'])
        .where(
          'user_id',
          'in',
          players.map((p) => p.userId),
        )
        .execute();
      expect(granted.map((g) => g.granted_minor)).toEqual([30_000]);
      const holder = granted[0]!.user_id;
      const marks = await db()
        .selectFrom('bonus_claim_marks')
        .select(['user_id'])
        .where('mark', '=', `device:${device}`)
        .execute();
      expect(marks.map((m) => m.user_id)).toEqual([holder]);
      for (const p of players) expect(await playerCashMinor(db(), p.userId)).toBe(30_000);
      const lines: string[] = [];
      const { violations } = await reconcile(t.database, (l) => lines.push(l));
      expect(violations, lines.join('\n')).toBe(0);
    });
  });
}
