// The players area's rules on both databases, below the staff calls: search, the 360 view's
// balances and ledger lines, and blocks that the player's own calls obey (each refused in the
// player's language), the withdrawal password reset, force logout and manual adjustments.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../../modules/accounts/passwords.ts';
import { backends, openTestApp, type TestApp } from '../../../testing/backends.ts';
import { betBody, createPlayer, launchReal, studioClient } from '../../../testing/players.ts';
import {
  GOOD_IBAN,
  TEST_PAYMENT_SECRETS,
  seedBankAccounts,
  WITHDRAW_PASSWORD,
  withdrawingPlayer,
} from '../../../testing/payments.ts';
import { seedDemoData } from '../../../seed/demo.ts';
import { addNote, adjustPlayer, forceLogout, resetWithdrawPassword, setBlocks } from './actions.ts';
import { playerActivity } from './activity.ts';
import { ledgerEntries, playerProfile } from './profile.ts';
import { searchPlayers } from './search.ts';
import { expectReconciled } from '../../../testing/ledger.ts';

const search = { page: 1, pageSize: 20, sort: 'id' as const, dir: 'asc' as const };

for (const backend of backends()) {
  describe(`back-office players service on ${backend.name}`, () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await openTestApp(backend, { ...TEST_PAYMENT_SECRETS, PAYMENT_SANDBOX_AUTO: 'false' });
      await seedDemoData(t.app.talih.services);
      await seedBankAccounts(t);
    });
    afterAll(() => t.dispose());
    const services = () => t.app.talih.services;

    it('finds a player by id, phone, nickname (any case), real name and IBAN', async () => {
      const p = await withdrawingPlayer(t, 5000);
      await t.database.db
        .updateTable('users')
        .set({ nickname: 'GeceKuşu77', real_name: 'Ayşe Kaptan' })
        .where('id', '=', p.userId)
        .execute();
      const ids = async (query: string) =>
        (await searchPlayers(t.database.db, { ...search, query })).list.map((r) => r.userId);
      expect(await ids(String(p.userId))).toContain(p.userId);
      expect(await ids(p.mobile.slice(-7))).toEqual([p.userId]);
      expect(await ids('gecekuşu')).toEqual([p.userId]);
      expect(await ids('KAPTAN')).toEqual([p.userId]);
      expect(await ids(GOOD_IBAN.slice(0, 20))).toContain(p.userId);
      expect(await ids('no-such-player-zz')).toEqual([]);
      const row = (await searchPlayers(t.database.db, { ...search, query: 'GeceKuşu77' })).list[0]!;
      expect(row).toMatchObject({ cashMinor: 5000, realName: 'Ayşe Kaptan', blocks: [] });
    });

    it('pages and sorts the search on the server', async () => {
      for (let i = 0; i < 3; i++) await createPlayer(t);
      const all = await searchPlayers(t.database.db, { ...search, query: '', pageSize: 100 });
      const page2 = await searchPlayers(t.database.db, {
        ...search,
        query: '',
        page: 2,
        pageSize: 2,
        dir: 'desc',
      });
      expect(page2.total).toBe(all.total);
      const desc = [...all.list].map((r) => r.userId).sort((a, b) => b - a);
      expect(page2.list.map((r) => r.userId)).toEqual(desc.slice(2, 4));
    });

    it('shows balances with the ledger lines behind them, and a debt of 0 without a debt account', async () => {
      const p = await withdrawingPlayer(t, 20000);
      const res = await t.call(
        '/withdraw/create',
        { amount: 100, withdrawPassword: WITHDRAW_PASSWORD },
        { token: p.token },
      );
      expect(res.state).toBe('200');
      const profile = await playerProfile(t.database.db, p.userId);
      expect(profile).toMatchObject({
        cashMinor: 10000,
        bonusMinor: 0,
        pendingWithdrawalMinor: 10000,
        debtMinor: 0,
        vipLevel: 0,
        hasWithdrawPassword: true,
        bankCard: { iban: GOOD_IBAN },
      });
      const cash = await ledgerEntries(t.database.db, p.userId, 'player_cash', {
        page: 1,
        pageSize: 10,
      });
      expect(cash.total).toBe(2);
      expect(cash.list.map((l) => [l.amountMinor, l.balanceAfterMinor])).toEqual([
        [-10000, 10000],
        [20000, 20000],
      ]);
      const pending = await ledgerEntries(t.database.db, p.userId, 'withdrawal_pending', {
        page: 1,
        pageSize: 10,
      });
      expect(pending.list.map((l) => l.amountMinor)).toEqual([10000]);
      expect(
        (await ledgerEntries(t.database.db, p.userId, 'player_debt', { page: 1, pageSize: 10 }))
          .total,
      ).toBe(0);
      const withdrawals = await playerActivity(t.database.db, p.userId, 'withdrawals', {
        page: 1,
        pageSize: 10,
      });
      expect(withdrawals.rows).toHaveLength(1);
      expect(withdrawals.rows[0]).toMatchObject({ amountMinor: 10000, status: 'pending' });
    });

    it('a deposit block refuses a deposit in the player language, and lifting it lets it through', async () => {
      const p = await createPlayer(t);
      const deposit = (lang?: string) =>
        t.call(
          '/recharge/createRechargeOrder',
          { method: 'havale', amount: 100, ...(lang ? { lang } : {}) },
          { token: p.token },
        );
      const changed = await setBlocks(
        t.database.db,
        { userId: p.userId, block: ['deposit'], unblock: [], reason: 'chargeback risk' },
        'finans.ayse',
      );
      expect(changed).toEqual({ before: { blocks: [] }, after: { blocks: ['deposit'] } });
      expect((await deposit()).msg).toBe(
        'Hesabınızda para yatırma işlemleri durduruldu. Ayrıntılar için Müşteri Hizmetleri ile iletişime geçin.',
      );
      expect((await deposit('en')).msg).toBe(
        'Deposits are paused on your account. Please contact customer service for details.',
      );
      await setBlocks(
        t.database.db,
        { userId: p.userId, block: [], unblock: ['deposit'], reason: 'cleared' },
        'finans.ayse',
      );
      expect((await deposit()).state).toBe('200');
    });

    it('a withdraw block refuses a withdrawal and holds nothing', async () => {
      const p = await withdrawingPlayer(t, 10000);
      await setBlocks(
        t.database.db,
        { userId: p.userId, block: ['withdraw'], unblock: [], reason: 'KYC' },
        'risk.can',
      );
      const res = await t.call(
        '/withdraw/create',
        { amount: 100, withdrawPassword: WITHDRAW_PASSWORD },
        { token: p.token },
      );
      expect(res.msg).toBe(
        'Hesabınızda para çekme işlemleri durduruldu. Ayrıntılar için Müşteri Hizmetleri ile iletişime geçin.',
      );
      expect((await playerProfile(t.database.db, p.userId)).cashMinor).toBe(10000);
    });

    it('a bet block refuses a real-money launch and the studio bet of an open launch', async () => {
      const p = await createPlayer(t, 10000);
      const launch = await launchReal(t, p.token);
      await setBlocks(
        t.database.db,
        { userId: p.userId, block: ['bet'], unblock: [], reason: 'problem gambling' },
        'risk.can',
      );
      const res = await t.call(
        '/labelGame/getGameUrlByGame',
        { gameId: 1, isReal: 1 },
        { token: p.token },
      );
      expect(res.msg).toBe(
        'Hesabınızda bahis ve oyun işlemleri durduruldu. Ayrıntılar için Müşteri Hizmetleri ile iletişime geçin.',
      );
      const studio = studioClient(t);
      const answer = await studio('bet', betBody({ launch, playerId: String(p.userId) }, '1.00'));
      expect(answer).toMatchObject({ status: 'ERROR', code: 'LIMIT_EXCEEDED' });
      expect((await playerProfile(t.database.db, p.userId)).cashMinor).toBe(10000);
    });

    it('a login block ends the sessions and refuses the next login', async () => {
      const p = await createPlayer(t);
      await t.database.db
        .updateTable('users')
        .set({ password_hash: await hashPassword('Gizli-Sifre-42') })
        .where('id', '=', p.userId)
        .execute();
      const login = () => t.call('/sso/loginNew', { mobile: p.mobile, password: 'Gizli-Sifre-42' });
      expect((await login()).state).toBe('200');
      await setBlocks(
        t.database.db,
        { userId: p.userId, block: ['login'], unblock: [], reason: 'account takeover' },
        'risk.can',
      );
      expect((await login()).msg).toBe(
        'Hesabınıza giriş durduruldu. Ayrıntılar için Müşteri Hizmetleri ile iletişime geçin.',
      );
      expect((await t.call('/user/getUserInfo', {}, { token: p.token })).state).not.toBe('200');
    });

    it('resets the withdrawal password, forces a logout and keeps notes', async () => {
      const p = await withdrawingPlayer(t, 0, false);
      expect(await resetWithdrawPassword(t.database.db, p.userId)).toEqual({
        before: { hasWithdrawPassword: true },
        after: { hasWithdrawPassword: false },
      });
      expect((await playerProfile(t.database.db, p.userId)).hasWithdrawPassword).toBe(false);
      expect(await forceLogout(t.database.db, p.userId)).toEqual({
        before: { liveSessions: 1 },
        after: { liveSessions: 0 },
      });
      expect((await t.call('/user/getUserInfo', {}, { token: p.token })).state).not.toBe('200');
      await addNote(t.database.db, p.userId, 'Aradı, çekim sordu.', 'destek.mert');
      const notes = await playerActivity(t.database.db, p.userId, 'notes', {
        page: 1,
        pageSize: 10,
      });
      expect(notes.rows).toMatchObject([{ staffName: 'destek.mert', body: 'Aradı, çekim sordu.' }]);
    });

    it('adjusts through the ledger once per key, refuses a debit beyond the balance, and reconciles', async () => {
      const p = await createPlayer(t, 1000);
      const payload = {
        userId: p.userId,
        direction: 'credit' as const,
        amountMinor: 2550,
        reason: 'goodwill',
        key: `k-${p.userId}`,
      };
      const first = await adjustPlayer(services(), payload, 'finans.ayse');
      expect(first).toMatchObject({
        replayed: false,
        before: { cashMinor: 1000 },
        after: { cashMinor: 3550 },
      });
      expect((await adjustPlayer(services(), payload, 'finans.ayse')).replayed).toBe(true);
      await expect(
        adjustPlayer(
          services(),
          { ...payload, direction: 'debit', amountMinor: 999_999, key: `k2-${p.userId}` },
          'finans.ayse',
        ),
      ).rejects.toThrow('errors.boPlayers.insufficient');
      expect((await playerProfile(t.database.db, p.userId)).cashMinor).toBe(3550);
      await expectReconciled(t);
    });
  });
}
