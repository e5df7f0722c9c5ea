// The PGSI self-test: the standard bands at their edges, and a result kept only with the
// player's consent (recorded with its time), listed only to its owner, deleted on request and
// with an erased account, exported with the player's data.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  deleteSelfTests,
  eraseMyData,
  exportMyData,
  getSelfTests,
  pgsiBand,
  pgsiScore,
  saveSelfTest,
} from '@talih/contracts/protection.ts';
import { backends, openTestApp, type TestApp } from '../../testing/backends.ts';
import { answer, call } from '../../testing/calls.ts';
import { createPlayer } from '../../testing/players.ts';

describe('PGSI bands', () => {
  it('reads 0 as no problem, 1-2 low, 3-7 moderate and 8-27 problem gambling', () => {
    const bands = [0, 1, 2, 3, 7, 8, 27].map((s) => [s, pgsiBand(s)]);
    expect(bands).toEqual([
      [0, 'non_problem'],
      [1, 'low_risk'],
      [2, 'low_risk'],
      [3, 'moderate_risk'],
      [7, 'moderate_risk'],
      [8, 'problem'],
      [27, 'problem'],
    ]);
  });

  it('adds the nine answers', () => {
    expect(pgsiScore([3, 3, 3, 3, 3, 3, 3, 3, 3])).toBe(27);
    expect(pgsiScore([0, 1, 0, 2, 0, 0, 1, 0, 0])).toBe(4);
  });
});

for (const backend of backends()) {
  describe(`kept self-test results on ${backend.name}`, () => {
    let t: TestApp;
    const clock = 1_800_000_000_000;
    beforeAll(async () => {
      t = await openTestApp(backend, {}, { now: () => clock });
    });
    afterAll(() => t.dispose());

    it('refuses to keep a result without consent or with a wrong answer', async () => {
      const p = await createPlayer(t);
      const noConsent = await t.call(
        saveSelfTest.path,
        { answers: [0, 0, 0, 0, 0, 0, 0, 0, 0] },
        { token: p.token },
      );
      expect(noConsent.state).toBe('500');
      expect(noConsent.msg).toBe('Saklama onayı geçersiz.');
      const eight = await t.call(
        saveSelfTest.path,
        { answers: [0, 0, 0, 0, 0, 0, 0, 0], consent: true },
        { token: p.token },
      );
      expect(eight.state).toBe('500');
      expect(eight.msg).toBe('Yanıtlar tam 9 tane olmalıdır.');
      const four = await t.call(
        saveSelfTest.path,
        { answers: [0, 0, 0, 0, 4, 0, 0, 0, 0], consent: true },
        { token: p.token },
      );
      expect(four.state).toBe('500');
      expect(await t.database.db.selectFrom('self_tests').select('id').execute()).toEqual([]);
    });

    it('keeps a consented result with its band and consent time, for its owner only', async () => {
      const p = await createPlayer(t);
      const other = await createPlayer(t);
      const kept = await call(
        t,
        saveSelfTest,
        { answers: [1, 1, 0, 2, 1, 0, 1, 1, 1], consent: true },
        { session: p.token },
      );
      expect(kept).toMatchObject({ score: 8, band: 'problem', consentedAt: 1_800_000_000_000 });
      const row = await t.database.db
        .selectFrom('self_tests')
        .select(['user_id', 'answers', 'score', 'band', 'consented_at'])
        .where('id', '=', kept.id)
        .executeTakeFirstOrThrow();
      expect({
        ...row,
        user_id: Number(row.user_id),
        consented_at: Number(row.consented_at),
      }).toEqual({
        user_id: p.userId,
        answers: '110210111',
        score: 8,
        band: 'problem',
        consented_at: 1_800_000_000_000,
      });
      await call(
        t,
        saveSelfTest,
        { answers: [0, 0, 1, 0, 0, 0, 0, 0, 1], consent: true },
        { session: p.token },
      );

      const mine = await call(t, getSelfTests, {}, { session: p.token });
      expect(mine.items.map((i) => [i.score, i.band])).toEqual([
        [2, 'low_risk'],
        [8, 'problem'],
      ]);
      expect((await call(t, getSelfTests, {}, { session: other.token })).items).toEqual([]);
      const exported = await call(t, exportMyData, {}, { session: p.token });
      expect((exported.selfTests as unknown[]).length).toBe(2);

      // Another player's delete leaves them; the owner's takes both.
      expect(await call(t, deleteSelfTests, {}, { session: other.token })).toEqual({ deleted: 0 });
      expect(await call(t, deleteSelfTests, {}, { session: p.token })).toEqual({ deleted: 2 });
      expect((await call(t, getSelfTests, {}, { session: p.token })).items).toEqual([]);
    });

    it('goes with an erased account', async () => {
      const p = await createPlayer(t);
      await call(
        t,
        saveSelfTest,
        { answers: [0, 0, 0, 0, 0, 0, 0, 0, 0], consent: true },
        {
          session: p.token,
        },
      );
      expect(await call(t, eraseMyData, { confirm: 'ERASE' }, { session: p.token })).toEqual({
        erased: true,
      });
      const left = await t.database.db
        .selectFrom('self_tests')
        .select('id')
        .where('user_id', '=', p.userId)
        .execute();
      expect(left).toEqual([]);
    });

    it('answers 401 to a visitor', async () => {
      const res = await answer(t, getSelfTests);
      expect(res.state).toBe('401');
    });
  });
}
