// /bonus/mine on both databases: the caller's balances, the active bonus with the money left
// in it, the waiting ones, a page of finished ones with what they converted or forfeited, the
// title in the reader's language, and nothing of another player's.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PlayerBonusView } from '@talih/contracts/bonus.ts';
import { backends, openTestApp, type TestApp } from '../../testing/backends.ts';
import { createBonusTemplate, grantTestBonus } from '../../testing/bonus.ts';
import { createPlayer } from '../../testing/players.ts';
import { finishBonus } from './lifecycle.ts';
import { titleIn } from './player-routes.ts';

interface Mine {
  cashMinor: number;
  bonusMinor: number;
  active: PlayerBonusView | null;
  pending: PlayerBonusView[];
  history: PlayerBonusView[];
  historyTotal: number;
}

describe('titleIn', () => {
  it('answers the language asked, English for Chinese, and falls back to the other one', () => {
    const both = JSON.stringify({ tk: 'Hoş geldin bonusu', en: 'Welcome bonus' });
    expect(titleIn(both, 'tk')).toBe('Hoş geldin bonusu');
    expect(titleIn(both, 'en')).toBe('Welcome bonus');
    expect(titleIn(both, 'zh-CN')).toBe('Welcome bonus');
    expect(titleIn(JSON.stringify({ tk: 'Yalnız Türkçe', en: '' }), 'en')).toBe('Yalnız Türkçe');
    expect(titleIn('not json', 'tk')).toBe('');
  });
});

for (const backend of backends()) {
  describe(`/bonus/mine on ${backend.name}`, () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await openTestApp(backend);
    });
    afterAll(() => t.dispose());

    const mine = async (token: string, body: object = {}, lang = 'tr') => {
      const res = await t.call<Mine>('/bonus/mine', body, { token, 'accept-language': lang });
      expect(res.state, res.msg).toBe('200');
      return res.resultData;
    };
    const finish = (bonusId: number, outcome: 'completed' | 'cancelled') =>
      t.app.talih.services.ledger.transact('bonus_finish', (tx) =>
        finishBonus(tx, { bonusId, outcome, reason: 'test', actor: 'admin' }),
      );

    it("shows the caller's active, pending and finished bonuses, paged", async () => {
      const template = await createBonusTemplate(t, { maxConversionMinor: 30_000 });
      const p = await createPlayer(t, 12_300);
      const other = await createPlayer(t);
      const key = (k: string) => `${k}-${p.userId}`;
      const first = await grantTestBonus(t, template, p.userId, 40_000, key('a'), 40_000);
      const second = await grantTestBonus(t, template, p.userId, 20_000, key('b'), 20_000);
      const third = await grantTestBonus(t, template, p.userId, 5_000, key('c'));
      const fourth = await grantTestBonus(t, template, p.userId, 7_000, key('d'));
      await grantTestBonus(t, template, other.userId, 99_000, `o-${other.userId}`);
      // first completes (300.00 converts, 100.00 forfeits), second starts; fourth is cancelled.
      await finish(first.bonusId, 'completed');
      await finish(fourth.bonusId, 'cancelled');

      const all = await mine(p.token);
      expect(all.cashMinor).toBe(12_300 + 30_000);
      expect(all.bonusMinor).toBe(20_000);
      expect(all.active).toMatchObject({
        id: second.bonusId,
        status: 'active',
        title: 'Test bonusu',
        kind: 'deposit_match',
        grantedMinor: 20_000,
        balanceMinor: 20_000,
        wageringRequiredMinor: 200_000,
        wageredMinor: 0,
        finishedAt: null,
      });
      expect(all.active?.expiresAt).toBe((all.active?.activatedAt ?? 0) + 7 * 86_400_000);
      expect(all.active?.rules).toMatchObject({ percent: 100, wageringMultiple: 10 });
      expect(all.pending.map((b) => [b.id, b.status, b.balanceMinor])).toEqual([
        [third.bonusId, 'pending', 0],
      ]);
      expect(all.historyTotal).toBe(2);
      const byId = new Map(all.history.map((b) => [b.id, b]));
      expect(byId.get(first.bonusId)).toMatchObject({
        status: 'completed',
        convertedMinor: 30_000,
        forfeitedMinor: 10_000,
        balanceMinor: 0,
      });
      expect(byId.get(fourth.bonusId)).toMatchObject({
        status: 'cancelled',
        convertedMinor: 0,
        forfeitedMinor: 0,
      });

      const pageTwo = await mine(p.token, { page: 2, pageSize: 1 }, 'en');
      expect(pageTwo.history).toHaveLength(1);
      expect(pageTwo.historyTotal).toBe(2);
      expect(pageTwo.history[0]?.title).toBe('Test bonus');
      expect(
        new Set([pageTwo.history[0]?.id, (await mine(p.token, { pageSize: 1 })).history[0]?.id]),
      ).toEqual(new Set([first.bonusId, fourth.bonusId]));

      // The other player sees only their own bonus.
      const theirs = await mine(other.token);
      expect(theirs.active?.grantedMinor).toBe(99_000);
      expect(theirs.pending).toEqual([]);
      expect(theirs.history).toEqual([]);
      expect(theirs.cashMinor).toBe(0);
    });

    it('answers a player without bonuses with zeros, and refuses a caller without a session', async () => {
      const p = await createPlayer(t);
      expect(await mine(p.token)).toEqual({
        cashMinor: 0,
        bonusMinor: 0,
        active: null,
        pending: [],
        history: [],
        historyTotal: 0,
      });
      const anonymous = await t.call('/bonus/mine', {});
      expect(anonymous.state).toBe('401');
      const tooBig = await t.call('/bonus/mine', { pageSize: 51 }, { token: p.token });
      expect(tooBig.state).not.toBe('200');
    });
  });
}
