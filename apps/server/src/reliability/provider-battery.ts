// What the crash batteries through the payment providers share: the real server (a child
// process, the live Trustly and paysafecard adapters) in a euro pack, and the providers'
// simulators in the test process, serving their documented APIs over HTTP with their own keys
// and sending their notifications to the server, as Trustly and paysafecard do.
import { generateKeyPairSync, randomBytes } from 'node:crypto';
import Fastify from 'fastify';
import {
  createPaysafecardSimulator,
  PAYSAFECARD_SIMULATOR_API,
  type PaysafecardSimulator,
} from '@talih/sandbox/payments/paysafecard-simulator.ts';
import {
  createTrustlySimulator,
  type TrustlySimulator,
} from '@talih/sandbox/payments/trustly-simulator.ts';
import type { Database } from '../db/database.ts';
import type { DepositMethod } from '../db/schema.ts';
import type { Backend } from '../testing/backends.ts';
import { balanceOf } from '../testing/ledger.ts';
import { euroPackFile } from '../testing/payments.ts';
import { reconcile } from '../testing/reconcile.ts';
import { ChildServer, freePort } from './child-server.ts';
import { prepareServerBackend, type ServerBackend } from './server-backend.ts';

export const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** A POST as a provider sends it: the HTTP status and text, status 0 when nothing came back. */
async function post(url: string, body: string, contentType: string) {
  try {
    const res = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': contentType },
      body,
      signal: AbortSignal.timeout(5_000),
    });
    return { status: res.status, text: await res.text() };
  } catch {
    return { status: 0, text: '' };
  }
}

/** A simulator's routes on a loopback port of their own. */
async function listen(register: (app: ReturnType<typeof Fastify>) => void) {
  const app = Fastify();
  register(app);
  const port = await freePort();
  await app.listen({ port, host: '127.0.0.1' });
  return { url: `http://127.0.0.1:${port}`, close: () => app.close() };
}

export interface Simulated<S> {
  sim: S;
  /** The child server's settings for the live adapter against this simulator. */
  env: Record<string, string>;
  close(): Promise<void>;
}

export async function startTrustlySimulator(): Promise<Simulated<TrustlySimulator>> {
  const merchant = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const sim = createTrustlySimulator({
    username: 'crash-merchant',
    password: randomBytes(12).toString('hex'),
    merchantKey: merchant.publicKey,
    pageBase: '',
    delayMs: 0,
    deliver: (url, body) => post(url, body, 'application/json'),
  });
  const served = await listen((app) => sim.register(app));
  return {
    sim,
    env: {
      TRUSTLY_ADAPTER: 'live',
      TRUSTLY_API_URL: `${served.url}/sandbox/trustly/api/1`,
      TRUSTLY_USERNAME: sim.username,
      TRUSTLY_PASSWORD: sim.password,
      TRUSTLY_PRIVATE_KEY: merchant.privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
      TRUSTLY_PUBLIC_KEY: sim.publicKey.export({ type: 'spki', format: 'pem' }).toString(),
    },
    close: async () => {
      sim.close();
      await served.close();
    },
  };
}

/**
 * paysafecard resubmits an unanswered notification "at a regular interval", up to 5 times:
 * here a minute apart, and the battery calls retryNow() once the server is back (the minute
 * passed), so a retry never lands on a server that is still down.
 */
export async function startPaysafecardSimulator(): Promise<Simulated<PaysafecardSimulator>> {
  const sim = createPaysafecardSimulator({
    apiKey: `psc_crash_${randomBytes(12).toString('hex')}`,
    pageBase: '',
    retryIntervalMs: 60_000,
    deliver: async (url, body, contentType) => (await post(url, body, contentType)).status,
  });
  const served = await listen((app) => sim.register(app));
  return {
    sim,
    env: {
      PAYSAFECARD_ADAPTER: 'live',
      PAYSAFECARD_API_URL: `${served.url}${PAYSAFECARD_SIMULATOR_API}`,
      PAYSAFECARD_API_KEY: sim.apiKey,
    },
    close: async () => {
      sim.close();
      await served.close();
    },
  };
}

export interface ProviderServer {
  server: ChildServer;
  /** The test's own connection beside the server. */
  db: Database;
  backend: ServerBackend;
  dispose(): Promise<void>;
}

/** A fresh database and the real server on it in a euro pack, with the providers' settings. */
export async function startProviderServer(
  backend: Backend,
  env: Record<string, string>,
): Promise<ProviderServer> {
  const sb = await prepareServerBackend(backend);
  const port = await freePort();
  const server = new ChildServer(
    {
      ...sb.env,
      JURISDICTION: euroPackFile('EUR'),
      TRUSTLY_ADAPTER: 'off',
      PAYSAFECARD_ADAPTER: 'off',
      PAYMENT_NOTIFY_BASE_URL: `http://127.0.0.1:${port}`,
      // The providers' retries come seconds apart here (minutes in production): a server
      // shedding load on a busy test machine would use them up, so it sheds none.
      UNDER_PRESSURE_MAX_EVENT_LOOP_DELAY_MS: '0',
      ...env,
    },
    port,
  );
  const db = sb.open();
  await server.start();
  return {
    server,
    db,
    backend: sb,
    async dispose() {
      await server.stop().catch(() => {});
      await db.close();
      await sb.dispose();
    },
  };
}

/** A deposit order through the player API; answers its order number. */
export async function createDeposit(
  base: string,
  token: string,
  amount: number,
  method: 'trustly' | 'paysafecard',
): Promise<string> {
  const res = await fetch(`${base}/recharge/createRechargeOrder`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', token },
    body: JSON.stringify({ appId: 2020, amount, method }),
  });
  const envelope = (await res.json()) as {
    state: string;
    msg: string;
    resultData: { orderId: string };
  };
  if (envelope.state !== '200') throw new Error(`deposit refused: ${envelope.msg}`);
  return envelope.resultData.orderId;
}

/** How many times each order's deposit credit is in the journal. */
export async function creditsByOrder(db: Database, orderNos: string[]) {
  const rows = await db.db
    .selectFrom('journal_entries')
    .select('idempotency_key')
    .where('kind', '=', 'deposit_credit')
    .execute();
  const keys = rows.map((r) => r.idempotency_key);
  return orderNos.map((o) => keys.filter((k) => k === `deposit:${o}`).length);
}

/** The states of every deposit order of one method. */
export async function orderStatuses(db: Database, method: DepositMethod) {
  const rows = await db.db
    .selectFrom('deposit_orders')
    .select('status')
    .where('method', '=', method)
    .execute();
  return rows.map((r) => r.status);
}

/** What the orders deposited, summed by player (minor units), to compare with balanceChanges. */
export function depositedByPlayer(orders: { userId: number; amountMinor: number }[]) {
  const out = new Map<number, number>();
  for (const o of orders) out.set(o.userId, (out.get(o.userId) ?? 0) + o.amountMinor);
  return out;
}

/** Each player's balance less what it was at the start (minor units), by user id. */
export async function balanceChanges(db: Database, start: Map<number, number>) {
  const out = new Map<number, number>();
  for (const [userId, before] of start) {
    out.set(userId, (await balanceOf({ database: db }, userId)) - before);
  }
  return out;
}

/** Reconcile's violations and its report's lines. */
export async function reconciled(db: Database) {
  const lines: string[] = [];
  const { violations } = await reconcile(db, (l) => lines.push(l));
  return { violations, report: lines.join('\n') };
}
