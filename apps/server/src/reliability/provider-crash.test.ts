// The crash battery through Trustly, on both databases: the real server (a child process, the
// live Trustly adapter) talks to a Trustly simulator in this process over HTTP, with its own
// keys. Twenty deposits are decided at the bank in waves while the server is killed with
// SIGKILL twice, so notifications die between their receipt and their commit; Trustly
// sends each one again until it is answered OK (after the restart, redeliver). Afterwards
// every deposit is credited exactly once, every balance is exact and reconcile is clean.
import { describe, expect, it } from 'vitest';
import { backends } from '../testing/backends.ts';
import { balanceOf } from '../testing/ledger.ts';
import {
  balanceChanges,
  depositedByPlayer,
  orderStatuses,
  createDeposit,
  creditsByOrder,
  pause,
  reconciled,
  startProviderServer,
  startTrustlySimulator,
} from './provider-battery.ts';
import { fundedPlayer } from './wallet-traffic.ts';

const PLAYERS = 4;
const DEPOSITS_EACH = 5;
const KILLS = 2;

for (const backend of backends()) {
  describe(`Trustly notifications through SIGKILLs on ${backend.name}`, () => {
    it('credits each of 20 deposits exactly once, balances exact, reconcile clean', async () => {
      const trustly = await startTrustlySimulator();
      const { server, db, dispose } = await startProviderServer(backend, trustly.env);
      try {
        const orders: { orderNo: string; userId: number; amountMinor: number }[] = [];
        const start = new Map<number, number>();
        for (let i = 0; i < PLAYERS; i++) {
          const { userId, token } = await fundedPlayer(db, `Kesinti${i}`);
          start.set(userId, await balanceOf({ database: db }, userId));
          for (let d = 0; d < DEPOSITS_EACH; d++) {
            const amount = 50 + i * DEPOSITS_EACH + d;
            orders.push({
              orderNo: await createDeposit(server.base, token, amount, 'trustly'),
              userId,
              amountMinor: amount * 100,
            });
          }
        }
        // Waves of bank decisions, each cut by a SIGKILL while its notifications are handled.
        const inFlightAtKill: number[] = [];
        const wave = Math.ceil(orders.length / KILLS);
        for (let k = 0; k < KILLS; k++) {
          for (const o of orders.slice(k * wave, (k + 1) * wave)) {
            expect(trustly.sim.decide(trustly.sim.orderOfMessage(o.orderNo)!, 'credit')).toBe(true);
          }
          await pause(30 + Math.random() * 150);
          inFlightAtKill.push(trustly.sim.sent().filter((s) => !s.answered).length);
          await server.kill();
          await server.start();
        }
        await trustly.sim.idle();
        for (let round = 0; round < 5 && trustly.sim.undelivered() > 0; round++) {
          await trustly.sim.redeliver();
        }
        console.log(`notifications unanswered at each kill: ${inFlightAtKill.join(', ')}`);
        expect(trustly.sim.undelivered()).toBe(0);
        expect(
          await creditsByOrder(
            db,
            orders.map((o) => o.orderNo),
          ),
        ).toEqual(Array(20).fill(1));
        expect(await orderStatuses(db, 'trustly')).toEqual(Array(20).fill('confirmed'));
        expect(await balanceChanges(db, start)).toEqual(depositedByPlayer(orders));
        const { violations, report } = await reconciled(db);
        expect(violations, report).toBe(0);
      } finally {
        await dispose();
        await trustly.close();
      }
    }, 420_000);
  });
}
