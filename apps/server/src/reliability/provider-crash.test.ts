// The crash battery through Trustly, on both databases: the real server (a child process, the
// live Trustly adapter) talks to a Trustly simulator in this process over HTTP, with its own
// keys. Twenty deposits are decided at the bank in waves while the server is killed with
// SIGKILL twice, so notifications die between their receipt and their commit; Trustly
// sends each one again until it is answered OK (after the restart, redeliver). Afterwards
// every deposit is credited exactly once, every balance is exact and reconcile is clean.
import { generateKeyPairSync, randomBytes } from 'node:crypto';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { createTrustlySimulator } from '@talih/sandbox/payments/trustly-simulator.ts';
import { reconcile } from '../testing/reconcile.ts';
import { backends } from '../testing/backends.ts';
import { balanceOf } from '../testing/ledger.ts';
import { euroPackFile } from '../testing/payments.ts';
import { ChildServer, freePort } from './child-server.ts';
import { prepareServerBackend } from './server-backend.ts';
import { fundedPlayer } from './wallet-traffic.ts';

const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));
const PLAYERS = 4;
const DEPOSITS_EACH = 5;
const KILLS = 2;

async function deliver(url: string, body: string) {
  try {
    const res = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body,
      signal: AbortSignal.timeout(5_000),
    });
    return { status: res.status, text: await res.text() };
  } catch {
    return { status: 0, text: '' };
  }
}

async function startSimulator() {
  const merchant = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const sim = createTrustlySimulator({
    username: 'crash-merchant',
    password: randomBytes(12).toString('hex'),
    merchantKey: merchant.publicKey,
    pageBase: '',
    delayMs: 0,
    deliver,
  });
  const app = Fastify();
  sim.register(app);
  const port = await freePort();
  await app.listen({ port, host: '127.0.0.1' });
  const env = {
    TRUSTLY_ADAPTER: 'live',
    TRUSTLY_API_URL: `http://127.0.0.1:${port}/sandbox/trustly/api/1`,
    TRUSTLY_USERNAME: sim.username,
    TRUSTLY_PASSWORD: sim.password,
    TRUSTLY_PRIVATE_KEY: merchant.privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
    TRUSTLY_PUBLIC_KEY: sim.publicKey.export({ type: 'spki', format: 'pem' }).toString(),
  };
  return { sim, env, close: () => app.close() };
}

async function createDeposit(base: string, token: string, amount: number): Promise<string> {
  const res = await fetch(`${base}/recharge/createRechargeOrder`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', token },
    body: JSON.stringify({ appId: 2020, amount, method: 'trustly' }),
  });
  const envelope = (await res.json()) as {
    state: string;
    msg: string;
    resultData: { orderId: string };
  };
  if (envelope.state !== '200') throw new Error(`deposit refused: ${envelope.msg}`);
  return envelope.resultData.orderId;
}

for (const backend of backends()) {
  describe(`Trustly notifications through SIGKILLs on ${backend.name}`, () => {
    it('credits each of 20 deposits exactly once, balances exact, reconcile clean', async () => {
      const sb = await prepareServerBackend(backend);
      const trustly = await startSimulator();
      const port = await freePort();
      const server = new ChildServer(
        {
          ...sb.env,
          ...trustly.env,
          JURISDICTION: euroPackFile('EUR'),
          PAYSAFECARD_ADAPTER: 'off',
          PAYMENT_NOTIFY_BASE_URL: `http://127.0.0.1:${port}`,
        },
        port,
      );
      const db = sb.open();
      try {
        await server.start();
        const orders: { orderNo: string; userId: number; amountMinor: number }[] = [];
        const start = new Map<number, number>();
        for (let i = 0; i < PLAYERS; i++) {
          const { userId, token } = await fundedPlayer(db, `Kesinti${i}`);
          start.set(userId, await balanceOf({ database: db }, userId));
          for (let d = 0; d < DEPOSITS_EACH; d++) {
            const amount = 50 + i * DEPOSITS_EACH + d;
            orders.push({
              orderNo: await createDeposit(server.base, token, amount),
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
        const credits = await db.db
          .selectFrom('journal_entries')
          .select(['idempotency_key'])
          .where('kind', '=', 'deposit_credit')
          .execute();
        const keys = credits.map((c) => c.idempotency_key);
        for (const o of orders)
          expect(keys.filter((k) => k === `deposit:${o.orderNo}`)).toHaveLength(1);
        const statuses = await db.db
          .selectFrom('deposit_orders')
          .select('status')
          .where('method', '=', 'trustly')
          .execute();
        expect(statuses.map((s) => s.status)).toEqual(Array(20).fill('confirmed'));
        for (const [userId, before] of start) {
          const deposited = orders
            .filter((o) => o.userId === userId)
            .reduce((s, o) => s + o.amountMinor, 0);
          expect(await balanceOf({ database: db }, userId)).toBe(before + deposited);
        }
        const lines: string[] = [];
        const { violations } = await reconcile(db, (l) => lines.push(l));
        expect(violations, lines.join('\n')).toBe(0);
      } finally {
        await server.stop().catch(() => {});
        await trustly.close();
        await db.close();
        await sb.dispose();
      }
    }, 420_000);
  });
}
