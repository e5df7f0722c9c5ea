// The wallet hot path's per-instance memos never outlive what they stand for: the
// launch-token cache still refuses a bet once the login session is revoked, and the "no active
// bonus" memo lets the first bet after a grant take the bonus, on this instance at once and on
// a second instance sharing the database and Redis once the bus has told it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { logout } from '@talih/contracts/accounts.ts';
import { buildApp, type TalihApp } from '../../app.ts';
import { openCache, type Cache } from '../../cache/cache.ts';
import type { Database } from '../../db/database.ts';
import { anotherPool, backends, type TestApp } from '../../testing/backends.ts';
import { createBonusTemplate, grantTestBonus } from '../../testing/bonus.ts';
import { answer } from '../../testing/calls.ts';
import { expectReconciled } from '../../testing/ledger.ts';
import {
  betBody as bet,
  openWalletTestApp,
  studioClient,
  txId,
  walletPlayer,
} from '../../testing/players.ts';
import { setBlocks } from '../../backoffice/areas/players/actions.ts';

for (const backend of backends()) {
  describe(`wallet hot-path memos on ${backend.name}`, () => {
    let t: TestApp;
    let studio: ReturnType<typeof studioClient>;
    beforeAll(async () => {
      t = await openWalletTestApp(backend);
      studio = studioClient(t);
    });
    afterAll(() => t.dispose());

    it('refuses the next bet of a cached launch once staff block betting', async () => {
      const p = await walletPlayer(t, 100_00);
      expect((await studio('bet', bet(p, '1.00'))).status).toBe('OK');
      await setBlocks(
        t.database.db,
        { userId: p.userId, block: ['bet'], unblock: [], reason: 'test' },
        'staff',
      );
      expect(await studio('bet', bet(p, '1.00'))).toEqual({
        status: 'ERROR',
        code: 'LIMIT_EXCEEDED',
      });
    });

    it('lets the first bet after a grant take the bonus the memo had not seen', async () => {
      const memo = t.app.talih.services.noBonus!;
      const template = await createBonusTemplate(t);
      const p = await walletPlayer(t, 10_00);
      expect(await studio('bet', bet(p, '1.00'))).toMatchObject({ status: 'OK', balance: '9.00' });
      expect(memo.knowsNone(p.userId)).toBe(true);
      await grantTestBonus(t, template, p.userId, 50_00, `memo-${p.userId}`);
      expect(memo.knowsNone(p.userId)).toBe(false);
      // 9.00 cash, then 11.00 of the bonus: without the bonus this stake is refused.
      const b = bet(p, '20.00');
      expect(await studio('bet', b)).toMatchObject({ status: 'OK', balance: '39.00' });
      // The round holds bonus money: its win is split, and shown with the bonus.
      expect(
        await studio('win', { ...b, transactionId: txId(), amount: '10.00', roundClosed: true }),
      ).toMatchObject({ status: 'OK', balance: '49.00' });
      await expectReconciled(t);
    });
  });
}

const shared = backends().find((b) => b.databaseUrl && b.redisUrl);
describe.runIf(shared)('wallet hot-path memos across two instances sharing Redis', () => {
  let t: TestApp;
  let second: { database: Database; cache: Cache; app: TalihApp };
  let studioA: ReturnType<typeof studioClient>;
  let studioB: ReturnType<typeof studioClient>;
  beforeAll(async () => {
    t = await openWalletTestApp(shared!);
    // Its own database pool and its own Redis connections: only the bus links the two.
    const database = anotherPool(shared!.databaseUrl, t.database);
    const cache = openCache(shared!.redisUrl, t.cachePrefix);
    const app = await buildApp({ config: t.config, database, cache, migrate: false });
    await app.ready();
    second = { database, cache, app };
    studioA = studioClient(t);
    studioB = studioClient({ ...t, app });
  });
  afterAll(async () => {
    await second.app.close();
    await second.database.close();
    await second.cache.close();
    await t.dispose();
  });

  it('refuses a bet on the other instance at once after a logout on this one', async () => {
    const p = await walletPlayer(t, 100_00);
    const b = bet(p, '5.00');
    expect((await studioB('bet', b)).status).toBe('OK');
    expect((await answer(t, logout, {}, { session: p.token })).state).toBe('200');
    // No waiting for a message: the session is read in the bet's own transaction.
    expect((await studioB('bet', bet(p, '1.00'))).code).toBe('TOKEN_EXPIRED');
    expect((await studioA('bet', bet(p, '1.00'))).code).toBe('TOKEN_EXPIRED');
    expect(
      await studioB('win', { ...b, transactionId: txId(), amount: '1.00', roundClosed: true }),
    ).toMatchObject({ status: 'OK', balance: '96.00' });
  });

  it('tells the other instance of a grant: its next bet takes the bonus', async () => {
    const memoB = second.app.talih.services.noBonus!;
    const template = await createBonusTemplate(t);
    const p = await walletPlayer(t, 10_00);
    expect((await studioB('bet', bet(p, '1.00'))).status).toBe('OK');
    expect(memoB.knowsNone(p.userId)).toBe(true);
    await grantTestBonus(t, template, p.userId, 50_00, `memo2-${p.userId}`);
    await until(() => !memoB.knowsNone(p.userId));
    expect(await studioB('bet', bet(p, '20.00'))).toMatchObject({
      status: 'OK',
      balance: '39.00',
    });
    await expectReconciled(t);
  });
});

async function until(done: () => boolean, timeoutMs = 5_000) {
  const start = Date.now();
  while (!done()) {
    if (Date.now() - start > timeoutMs) throw new Error('the bus never told the other instance');
    await new Promise((r) => setTimeout(r, 10));
  }
}
