// Free spins through the provider wallet on both databases: a free_spins template
// awards rounds (once per grant key) that a job tells the studio of; each free round's win,
// carrying freeRoundsAwardId, is paid from promotion expense as cash, or summed into one bonus
// with the template's wagering when the last round is played; every foreign, unknown, used-up
// or expired award is refused; reconcile sees a corrupted award.
import type { FreeRoundsAward } from '@talih/contracts/provider-wallet.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FreeRoundsStudio } from '../../../adapters/games/free-rounds.ts';
import { reconcile } from '../../../testing/reconcile.ts';
import { backends, type TestApp } from '../../../testing/backends.ts';
import { createBonusTemplate } from '../../../testing/bonus.ts';
import {
  betBody,
  launchReal,
  openWalletTestApp,
  studioClient,
  txId,
  walletPlayer,
} from '../../../testing/players.ts';
import { grantFromTemplate } from '../triggers/grant.ts';
import { deliverFreeSpinAwards } from './delivery.ts';
import { expireFreeSpinAwards } from './expiry.ts';

for (const backend of backends()) {
  describe(`free spins on ${backend.name}`, () => {
    let t: TestApp;
    let studio: ReturnType<typeof studioClient>;
    beforeAll(async () => {
      t = await openWalletTestApp(backend);
      studio = studioClient(t);
    });
    afterAll(() => t.dispose());

    type Player = Awaited<ReturnType<typeof walletPlayer>>;

    async function spinsTemplate(winsAs: 'cash' | 'bonus') {
      const tpl = await createBonusTemplate(t, {
        kind: 'free_spins',
        trigger: 'promotion_join',
        promotionId: 1,
        wageringMultiple: 5,
        expiryDays: 7,
        freeSpins: { gameId: 1, count: 3, spinValueMinor: 20, winsAs },
      });
      return { ...tpl, code: 'SPINS', title: { tk: 'Bedava dönüş', en: 'Free spins' } };
    }

    async function award(userId: number, winsAs: 'cash' | 'bonus', key = txId()) {
      const template = await spinsTemplate(winsAs);
      const outcome = await t.app.talih.services.ledger.transact('bonus_grant', (tx) =>
        grantFromTemplate(tx, t.config.jurisdiction.bonus, { userId, template, grantKey: key }),
      );
      if (!('awarded' in outcome)) throw new Error(`not awarded: ${JSON.stringify(outcome)}`);
      return String(outcome.awarded.awardId);
    }

    const freeWin = (p: Player, awardId: string, amount: string, transactionId = txId()) =>
      studio('win', { ...betBody(p, amount), transactionId, freeRoundsAwardId: awardId });

    const awardRow = (id: string) =>
      t.database.db
        .selectFrom('free_spin_awards')
        .selectAll()
        .where('id', '=', Number(id))
        .executeTakeFirstOrThrow();

    async function reconcileLines() {
      const lines: string[] = [];
      const { violations } = await reconcile(t.database, (l) => lines.push(l));
      return { violations, lines };
    }

    it('awards once per grant key, and the job tells the studio once', async () => {
      const p = await walletPlayer(t, 10_00);
      const template = await spinsTemplate('cash');
      const grant = () =>
        t.app.talih.services.ledger.transact('bonus_grant', (tx) =>
          grantFromTemplate(tx, t.config.jurisdiction.bonus, {
            userId: p.userId,
            template,
            grantKey: `promo:${p.userId}`,
          }),
        );
      const first = await grant();
      const again = await grant();
      if (!('awarded' in first) || !('awarded' in again)) throw new Error('not awarded');
      expect(again.awarded).toEqual({ awardId: first.awarded.awardId, replayed: true });
      expect(first.awarded.replayed).toBe(false);
      const row = await awardRow(String(first.awarded.awardId));
      expect(row.status).toBe('pending');
      expect(Number(row.spins_total)).toBe(3);
      expect(Number(row.spin_value_minor)).toBe(20);
      expect(row.wins_as).toBe('cash');
      // No money moves for an award: the balance is what was credited.
      expect((await studio('balance', { token: p.launch, playerId: p.playerId })).balance).toBe(
        '10.00',
      );

      const sent: FreeRoundsAward[] = [];
      const fake: FreeRoundsStudio = {
        award: (a) => {
          if (a.playerId === p.playerId) sent.push(a);
          return Promise.resolve(true);
        },
      };
      await deliverFreeSpinAwards(t.app.talih.services, new Map([['sandbox', fake]]));
      await deliverFreeSpinAwards(t.app.talih.services, new Map([['sandbox', fake]]));
      expect(sent).toEqual([
        {
          awardId: String(first.awarded.awardId),
          playerId: p.playerId,
          gameId: 'slot',
          count: 3,
          spinValue: '0.20',
          currency: 'TRY',
          expiresAt: Number(row.expires_at),
        },
      ]);
      expect((await awardRow(String(first.awarded.awardId))).status).toBe('active');
    });

    it('pays cash wins at once, counts each round once, and refuses a fourth', async () => {
      const p = await walletPlayer(t, 10_00);
      const id = await award(p.userId, 'cash');
      const firstTx = txId();
      expect(await freeWin(p, id, '1.50', firstTx)).toMatchObject({
        status: 'OK',
        balance: '11.50',
      });
      // A replay answers again and moves nothing; another body for the id is refused.
      expect((await freeWin(p, id, '1.50', firstTx)).balance).toBe('11.50');
      expect((await freeWin(p, id, '9.00', firstTx)).code).toBe('DUPLICATE_MISMATCH');
      expect((await freeWin(p, id, '0.00')).balance).toBe('11.50');
      expect((await freeWin(p, id, '2.00')).balance).toBe('13.50');
      expect(await freeWin(p, id, '1.00')).toEqual({ status: 'ERROR', code: 'BAD_REQUEST' });
      const row = await awardRow(id);
      expect([row.status, Number(row.spins_used), Number(row.wins_minor)]).toEqual([
        'finished',
        3,
        350,
      ]);
      expect(row.bonus_id).toBeNull();
      expect((await reconcileLines()).violations).toBe(0);
    });

    it('sums bonus wins into one bonus with 5x wagering when the last round is played', async () => {
      const p = await walletPlayer(t, 10_00);
      const id = await award(p.userId, 'bonus');
      expect((await freeWin(p, id, '1.00')).balance).toBe('10.00');
      expect((await freeWin(p, id, '0.50')).balance).toBe('10.00');
      // The last round: 1.50 of bonus money, active at once (the player had none).
      expect((await freeWin(p, id, '0.00')).balance).toBe('11.50');
      const row = await awardRow(id);
      expect([row.status, Number(row.wins_minor)]).toEqual(['finished', 150]);
      const bonus = await t.database.db
        .selectFrom('player_bonuses')
        .selectAll()
        .where('id', '=', Number(row.bonus_id))
        .executeTakeFirstOrThrow();
      expect(Number(bonus.user_id)).toBe(p.userId);
      expect(bonus.status).toBe('active');
      expect(Number(bonus.granted_minor)).toBe(150);
      expect(Number(bonus.wagering_required_minor)).toBe(750);
      expect((await reconcileLines()).violations).toBe(0);
    });

    it('counts rounds under parallel wins: 6 at once on 3 rounds pay exactly 3', async () => {
      const p = await walletPlayer(t, 10_00);
      const id = await award(p.userId, 'cash');
      const answers = await Promise.all(Array.from({ length: 6 }, () => freeWin(p, id, '1.00')));
      expect(answers.filter((a) => a.status === 'OK')).toHaveLength(3);
      expect(answers.filter((a) => a.code === 'BAD_REQUEST')).toHaveLength(3);
      const row = await awardRow(id);
      expect([row.status, Number(row.spins_used), Number(row.wins_minor)]).toEqual([
        'finished',
        3,
        300,
      ]);
      expect((await studio('balance', { token: p.launch, playerId: p.playerId })).balance).toBe(
        '13.00',
      );
    });

    it('refuses unknown, foreign, other-game, expired and over-cap rounds', async () => {
      const p = await walletPlayer(t, 10_00);
      const other = await walletPlayer(t, 10_00);
      const id = await award(p.userId, 'cash');
      const bad = { status: 'ERROR', code: 'BAD_REQUEST' };
      expect(await freeWin(p, '987654321', '1.00')).toEqual(bad);
      expect(await freeWin(p, 'abc', '1.00')).toEqual(bad);
      expect(await freeWin(other, id, '1.00')).toEqual(bad);
      const mines = await t.database.db
        .selectFrom('games')
        .select('id')
        .where('studio_game', '=', 'mines')
        .executeTakeFirstOrThrow();
      const minesLaunch = await launchReal(t, p.token, Number(mines.id));
      expect(await freeWin({ ...p, launch: minesLaunch }, id, '1.00')).toEqual(bad);
      // 0.20 × 10,000 (WALLET_WIN_MAX_MULTIPLE) is the most one free round may win.
      expect((await freeWin(p, id, '2000.01')).code).toBe('LIMIT_EXCEEDED');
      expect((await freeWin(p, id, '2000.00')).balance).toBe('2010.00');
      await t.database.db
        .updateTable('free_spin_awards')
        .set({ expires_at: Date.now() - 1 })
        .where('id', '=', Number(id))
        .execute();
      expect(await freeWin(p, id, '1.00')).toEqual(bad);
      const row = await awardRow(id);
      expect([Number(row.spins_used), Number(row.wins_minor)]).toEqual([1, 200_000]);
      expect((await studio('balance', { token: p.launch, playerId: p.playerId })).balance).toBe(
        '2010.00',
      );
    });

    it('lists the player’s own free spins with rounds left on /bonus/freeSpins', async () => {
      const p = await walletPlayer(t, 10_00);
      const other = await walletPlayer(t, 10_00);
      const id = await award(p.userId, 'cash');
      await freeWin(p, id, '1.50');
      const row = await awardRow(id);
      const mine = await t.call<{ list: unknown[] }>('/bonus/freeSpins', {}, { token: p.token });
      expect(mine.state).toBe('200');
      expect(mine.resultData.list).toEqual([
        {
          id: Number(id),
          title: 'Test bonusu',
          gameId: 1,
          gameName: expect.any(String),
          spinsTotal: 3,
          spinsLeft: 2,
          spinValueMinor: 20,
          winsMinor: 150,
          winsAs: 'cash',
          wageringMultiple: 5,
          expiresAt: Number(row.expires_at),
        },
      ]);
      const theirs = await t.call<{ list: unknown[] }>(
        '/bonus/freeSpins',
        {},
        { token: other.token },
      );
      expect(theirs.resultData.list).toEqual([]);
      await freeWin(p, id, '0.00');
      await freeWin(p, id, '0.00');
      const after = await t.call<{ list: unknown[] }>('/bonus/freeSpins', {}, { token: p.token });
      expect(after.resultData.list).toEqual([]);
    });

    it('expires unplayed rounds; the bonus wins of the played ones still become the bonus', async () => {
      const p = await walletPlayer(t, 10_00);
      const id = await award(p.userId, 'bonus');
      await freeWin(p, id, '1.00');
      await freeWin(p, id, '0.50');
      await t.database.db
        .updateTable('free_spin_awards')
        .set({ expires_at: Date.now() - 1 })
        .where('id', '=', Number(id))
        .execute();
      await expireFreeSpinAwards(t.app.talih.services);
      expect(await expireFreeSpinAwards(t.app.talih.services)).toEqual({ expired: 0 });
      const row = await awardRow(id);
      expect([row.status, Number(row.spins_used), Number(row.wins_minor)]).toEqual([
        'expired',
        2,
        150,
      ]);
      const bonus = await t.database.db
        .selectFrom('player_bonuses')
        .select(['granted_minor', 'wagering_required_minor', 'status'])
        .where('id', '=', Number(row.bonus_id))
        .executeTakeFirstOrThrow();
      expect([Number(bonus.granted_minor), Number(bonus.wagering_required_minor)]).toEqual([
        150, 750,
      ]);
      expect((await studio('balance', { token: p.launch, playerId: p.playerId })).balance).toBe(
        '11.50',
      );
      expect(await freeWin(p, id, '1.00')).toEqual({ status: 'ERROR', code: 'BAD_REQUEST' });
      expect((await reconcileLines()).violations).toBe(0);
    });

    it('a free spins promo code awards the rounds once and answers them', async () => {
      const p = await walletPlayer(t, 10_00);
      const code = `SPIN-${p.userId}`;
      await createBonusTemplate(t, {
        kind: 'free_spins',
        trigger: 'promo_code',
        promoCode: code,
        wageringMultiple: 5,
        expiryDays: 7,
        freeSpins: { gameId: 1, count: 10, spinValueMinor: 50, winsAs: 'bonus' },
      });
      const first = await t.call<{ bonus: unknown; freeSpins: Record<string, unknown> }>(
        '/bonus/redeemCode',
        { code },
        { token: p.token },
      );
      expect(first.state).toBe('200');
      expect(first.resultData.bonus).toBeNull();
      expect(first.resultData.freeSpins).toMatchObject({
        gameId: 1,
        spinsTotal: 10,
        spinsLeft: 10,
        spinValueMinor: 50,
        winsAs: 'bonus',
        wageringMultiple: 5,
      });
      const again = await t.call('/bonus/redeemCode', { code }, { token: p.token });
      expect(again.state).toBe('500');
      const rows = await t.database.db
        .selectFrom('free_spin_awards')
        .select('id')
        .where('user_id', '=', p.userId)
        .execute();
      expect(rows).toHaveLength(1);
    });

    it('reconcile names an award whose wins disagree with its rounds or its bonus', async () => {
      const p = await walletPlayer(t, 10_00);
      const cash = await award(p.userId, 'cash');
      await freeWin(p, cash, '1.00');
      const q = await walletPlayer(t, 10_00);
      const bonus = await award(q.userId, 'bonus');
      for (const amount of ['1.00', '0.00', '0.00']) await freeWin(q, bonus, amount);
      expect((await reconcileLines()).violations).toBe(0);
      const bonusId = (await awardRow(bonus)).bonus_id;

      await t.database.db
        .updateTable('free_spin_awards')
        .set({ wins_minor: 101 })
        .where('id', '=', Number(cash))
        .execute();
      await t.database.db
        .updateTable('free_spin_awards')
        .set({ bonus_id: null })
        .where('id', '=', Number(bonus))
        .execute();
      const { violations, lines } = await reconcileLines();
      expect(violations).toBe(3);
      expect(lines).toContain(`     - award ${cash} says 101 won, its rounds sum to 100`);
      expect(lines).toContain(`     - award ${cash} (cash) has 100 paid as cash, expected 101`);
      expect(lines).toContain(`     - award ${bonus} won 100, its bonus grants nothing`);
      // Put back, so the shared database reconciles for the other tests.
      await t.database.db
        .updateTable('free_spin_awards')
        .set({ wins_minor: 100 })
        .where('id', '=', Number(cash))
        .execute();
      await t.database.db
        .updateTable('free_spin_awards')
        .set({ bonus_id: bonusId })
        .where('id', '=', Number(bonus))
        .execute();
      expect((await reconcileLines()).violations).toBe(0);
    });
  });
}
