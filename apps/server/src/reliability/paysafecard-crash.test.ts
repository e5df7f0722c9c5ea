// The crash battery through paysafecard, on both databases: the real server (a child process,
// the live paysafecard adapter) takes twenty payments at paysafecard's simulator, which runs in
// this process with its own API key. The players pay in two waves; each payment's notification
// (only a trigger: the server retrieves the payment, captures it and credits the order) is cut
// by a SIGKILL while the server handles it, between its receipt and its commit. paysafecard
// resubmits an unanswered notification at a regular interval, up to 5 times (its API
// Blueprint, "Payment notification"); the retries due come once the server is back.
// Afterwards each payment is captured once, each order credited once, every balance is exact
// and reconcile is clean.
import { describe, expect, it } from 'vitest';
import type { PaysafecardSimulator } from '@talih/sandbox/payments/paysafecard-simulator.ts';
import type { Database } from '../db/database.ts';
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
  startPaysafecardSimulator,
  startProviderServer,
} from './provider-battery.ts';
import { fundedPlayer } from './wallet-traffic.ts';

const PLAYERS = 4;
const PAYMENTS_EACH = 5;
const KILLS = 2;

interface Order {
  orderNo: string;
  paymentId: string;
  userId: number;
  amountMinor: number;
}

/** Where the wave's payments stood when the server died. */
async function atKill(db: Database, sim: PaysafecardSimulator, wave: Order[]) {
  const rows = await db.db
    .selectFrom('deposit_orders')
    .select(['order_no', 'status'])
    .where(
      'order_no',
      'in',
      wave.map((o) => o.orderNo),
    )
    .execute();
  const confirmed = new Set(rows.filter((r) => r.status === 'confirmed').map((r) => r.order_no));
  const count = (pick: (o: Order) => boolean) => wave.filter(pick).length;
  return {
    notCaptured: count((o) => sim.statusOf(o.paymentId) === 'AUTHORIZED'),
    capturedNotCredited: count(
      (o) => sim.statusOf(o.paymentId) === 'SUCCESS' && !confirmed.has(o.orderNo),
    ),
    credited: confirmed.size,
  };
}

/** Waits (10 s at most) until paysafecard has captured `n` of the wave's payments. */
async function capturedAtLeast(sim: PaysafecardSimulator, wave: Order[], n: number) {
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    if (wave.filter((o) => sim.statusOf(o.paymentId) === 'SUCCESS').length >= n) return;
    await pause(2);
  }
}

/** The retries due come now, again and again, until every notification is done. */
async function retriesDone(sim: PaysafecardSimulator) {
  let idle = false;
  const done = sim.idle().then(() => (idle = true));
  for (let round = 0; round < 120 && !idle; round++) {
    sim.retryNow();
    await Promise.race([done, pause(500)]);
  }
  return idle;
}

for (const backend of backends()) {
  describe(`paysafecard notifications through SIGKILLs on ${backend.name}`, () => {
    it('captures and credits each of 20 payments exactly once, balances exact, reconcile clean', async () => {
      const psc = await startPaysafecardSimulator();
      const { server, db, dispose } = await startProviderServer(backend, psc.env);
      try {
        const orders: Order[] = [];
        const start = new Map<number, number>();
        for (let i = 0; i < PLAYERS; i++) {
          const { userId, token } = await fundedPlayer(db, `Kupon${i}`);
          start.set(userId, await balanceOf({ database: db }, userId));
          for (let d = 0; d < PAYMENTS_EACH; d++) {
            const amount = 50 + i * PAYMENTS_EACH + d;
            const orderNo = await createDeposit(server.base, token, amount, 'paysafecard');
            const row = await db.db
              .selectFrom('deposit_orders')
              .select('provider_ref')
              .where('order_no', '=', orderNo)
              .executeTakeFirstOrThrow();
            orders.push({
              orderNo,
              paymentId: row.provider_ref!,
              userId,
              amountMinor: amount * 100,
            });
          }
        }
        // The players pay in waves; each wave's notifications are cut by a SIGKILL.
        const kills: Awaited<ReturnType<typeof atKill>>[] = [];
        const size = Math.ceil(orders.length / KILLS);
        for (let k = 0; k < KILLS; k++) {
          const wave = orders.slice(k * size, (k + 1) * size);
          for (const o of wave) expect(psc.sim.authorize(o.paymentId)).toBe(true);
          // Once the server has captured two of them, the others are on their way.
          await capturedAtLeast(psc.sim, wave, 2);
          await pause(Math.random() * 20);
          await server.kill();
          kills.push(await atKill(db, psc.sim, wave));
          await server.start();
          psc.sim.retryNow();
        }
        expect(await retriesDone(psc.sim)).toBe(true);
        const attempts = orders.map((o) =>
          psc.sim.notifications().filter((n) => n.paymentId === o.paymentId),
        );
        console.log(
          `paysafecard crash battery on ${backend.name}: at each kill (not captured, captured but not credited, credited) ${kills
            .map((k) => `${k.notCaptured}/${k.capturedNotCredited}/${k.credited}`)
            .join(
              ', ',
            )}; notification attempts ${attempts.reduce((n, a) => n + a.length, 0)} for 20 payments`,
        );
        // Each notification was answered 200 in the end, within paysafecard's 5 retries.
        expect(attempts.map((a) => a.at(-1)?.status)).toEqual(Array(20).fill(200));
        expect(attempts.filter((a) => a.length > 6)).toEqual([]);
        expect(orders.map((o) => psc.sim.statusOf(o.paymentId))).toEqual(Array(20).fill('SUCCESS'));
        expect(
          await creditsByOrder(
            db,
            orders.map((o) => o.orderNo),
          ),
        ).toEqual(Array(20).fill(1));
        expect(await orderStatuses(db, 'paysafecard')).toEqual(Array(20).fill('confirmed'));
        expect(await balanceChanges(db, start)).toEqual(depositedByPlayer(orders));
        const { violations, report } = await reconciled(db);
        expect(violations, report).toBe(0);
      } finally {
        await dispose();
        await psc.close();
      }
    }, 420_000);
  });
}
