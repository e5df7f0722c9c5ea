// The crash battery through payouts: players who deposited with Trustly (so Trustly knows
// their bank account) and hold a paysafecard account ask for withdrawals to both; a finance
// staff member approves them at the back-office in two waves, and the server is killed with
// SIGKILL inside each wave, while it pays: between the approval's commit, the provider's call
// (Trustly's AccountPayout, paysafecard's retrieve and capture) and the recorded answer.
// Trustly confirms some payouts and denies others (payoutfailed, then the returning credit),
// sending each notification until it is answered OK; paysafecard refuses the capture of some.
// Staff approve again a withdrawal still pending after a restart; the server's payout sweeper
// sends again what a kill left unanswered. Afterwards each withdrawal is paid once or returned
// once, and the ledger says so.
import { WITHDRAW_PASSWORD } from '../testing/payments.ts';
import type { Database } from '../db/database.ts';
import { hashPassword } from '../modules/accounts/passwords.ts';
import type { Backend } from '../testing/backends.ts';
import { markVerified } from '../testing/kyc.ts';
import { balanceOf } from '../testing/ledger.ts';
import { signInStaff } from './child-staff.ts';
import { freePort } from './child-server.ts';
import {
  createDeposit,
  pause,
  reconciled,
  startPaysafecardSimulator,
  startProviderServer,
  startTrustlySimulator,
} from './provider-battery.ts';
import { fundedPlayer } from './wallet-traffic.ts';

export const TRUSTLY_DENIAL = 'Trustly: Format of the account number specified is not correct';
export const PSC_REFUSAL = 'paysafecard: customer_yearly_payout_limit_reached (3194)';
/** The Trustly deposit each player makes first (minor units). */
export const DEPOSIT_MINOR = 5000;

interface Withdrawal {
  orderNo: string;
  userId: number;
  provider: 'trustly' | 'paysafecard';
  amountMinor: number;
  /** What the provider does with it. */
  fails: boolean;
  payoutRef: string | null;
}

export interface PayoutFigures {
  withdrawals: Withdrawal[];
  /** The wave's withdrawals at each kill: still pending, approved with the payout not made
   * at the provider, approved with it made, paid, voided. */
  kills: { pending: number; unsent: number; sent: number; paid: number; voided: number }[];
  /** Approvals staff sent again because the first call got no answer and it was still pending. */
  approvedAgain: number;
  /** Answers to staff other than done: the withdrawal and the message. */
  refusals: { orderNo: string; msg: string }[];
  final: { orderNo: string; status: string; failReason: string | null }[];
  /** Trustly's AccountPayouts per withdrawal, paysafecard's payout states. */
  trustlyPayouts: number[];
  pscStates: (string | undefined)[];
  /** Each withdrawal's journal entries by phase: hold, post, payout-void. */
  entries: string[];
  /** Each player's cash change, and what is left on their pending accounts. */
  cashChanges: number[];
  expectedCashChanges: number[];
  pendingLeft: number[];
  reconcile: { violations: number; report: string };
}

async function preparePayee(db: Database, i: number) {
  const { userId, token } = await fundedPlayer(db, `Odeme${i}`, 'EUR');
  await db.db
    .updateTable('users')
    .set({ withdraw_password_hash: await hashPassword(WITHDRAW_PASSWORD) })
    .where('id', '=', userId)
    .execute();
  await markVerified({ database: db }, userId, {
    fullName: 'Ayşe Nur Demir',
    birthDate: '1990-04-23',
  });
  return { userId, token, email: `payee${i}.${userId}@psc.example` };
}

async function withdraw(base: string, token: string, body: object) {
  const res = await fetch(`${base}/withdraw/create`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', token },
    body: JSON.stringify({ withdrawPassword: WITHDRAW_PASSWORD, ...body }),
  });
  const answer = (await res.json()) as {
    state: string;
    msg: string;
    resultData: { orderId: string };
  };
  if (answer.state !== '200') throw new Error(`withdrawal refused: ${answer.msg}`);
  return answer.resultData.orderId;
}

const rowsOf = (db: Database, orderNos: string[]) =>
  db.db
    .selectFrom('withdrawals')
    .select(['order_no', 'status', 'fail_reason', 'payout_ref', 'user_id'])
    .where('order_no', 'in', orderNos)
    .orderBy('id')
    .execute();

export async function runPayoutBattery(
  backend: Backend,
  options: { players: number; eachProvider: number; kills: number },
): Promise<PayoutFigures> {
  const trustly = await startTrustlySimulator();
  const psc = await startPaysafecardSimulator();
  const boPort = await freePort();
  const ps = await startProviderServer(backend, {
    ...trustly.env,
    ...psc.env,
    BACKOFFICE_PORT: String(boPort),
    STAFF_LOGIN_IP_MAX: '1000',
    // The payout sweeper runs every second on this (the only) instance.
    SCHEDULED_WORK: 'on',
    SCHEDULER_FIRST_RUN_DELAY_MS: '0',
    PAYOUT_SWEEP_MS: '1000',
    RECONCILE_INTERVAL_MINUTES: '0',
  });
  const { server, db } = ps;
  const desk = psc.sim.payouts;
  try {
    const staff = await signInStaff(db, `http://127.0.0.1:${boPort}`, 'finance');
    const withdrawals: Withdrawal[] = [];
    const start = new Map<number, number>();
    for (let i = 0; i < options.players; i++) {
      const p = await preparePayee(db, i);
      desk.registerAccount(p.email, {
        firstName: 'Ayşe Nur',
        lastName: 'Demir',
        dateOfBirth: '1990-04-23',
      });
      start.set(p.userId, await balanceOf({ database: db }, p.userId));
      const deposit = await createDeposit(server.base, p.token, DEPOSIT_MINOR / 100, 'trustly');
      trustly.sim.decide(trustly.sim.orderOfMessage(deposit)!, 'credit');
      await trustly.sim.idle();
      for (let k = 0; k < options.eachProvider; k++) {
        for (const provider of ['trustly', 'paysafecard'] as const) {
          const amountMinor = (100 + i * 10 + k) * 100;
          const orderNo = await withdraw(server.base, p.token, {
            amount: amountMinor / 100,
            method: provider,
            ...(provider === 'paysafecard' ? { paysafecardEmail: p.email } : {}),
          });
          withdrawals.push({
            orderNo,
            userId: p.userId,
            provider,
            amountMinor,
            fails: (i + k) % 3 === 1,
            payoutRef: null,
          });
        }
      }
    }
    for (const row of await rowsOf(
      db,
      withdrawals.map((w) => w.orderNo),
    )) {
      const w = withdrawals.find((x) => x.orderNo === row.order_no)!;
      w.payoutRef = row.payout_ref;
      if (!w.fails) continue;
      if (w.provider === 'trustly') trustly.sim.setPayoutScript('denied', w.orderNo);
      else desk.refuseCapturesOf(row.payout_ref!, 'customer_yearly_payout_limit_reached');
    }
    const figures = await storm(db, server, staff, withdrawals, options.kills, (w) =>
      w.provider === 'trustly'
        ? trustly.sim.payoutMessages().includes(w.orderNo)
        : desk.statusOf(w.payoutRef!) === 'SUCCESS',
    );
    // Trustly sends each notification until answered; the sweeper sends what a kill left.
    const deadline = Date.now() + 90_000;
    for (;;) {
      await trustly.sim.idle();
      if (trustly.sim.undelivered() > 0) await trustly.sim.redeliver();
      const rows = await rowsOf(
        db,
        withdrawals.map((w) => w.orderNo),
      );
      const open = rows.filter((r) => r.status !== 'paid' && r.status !== 'voided');
      if ((open.length === 0 && trustly.sim.undelivered() === 0) || Date.now() > deadline) break;
      await pause(250);
    }
    const final = (
      await rowsOf(
        db,
        withdrawals.map((w) => w.orderNo),
      )
    ).map((r) => ({
      orderNo: r.order_no,
      status: r.status,
      failReason: r.fail_reason,
    }));
    const journal = await db.db
      .selectFrom('journal_entries')
      .select('idempotency_key')
      .where('idempotency_key', 'like', 'withdraw:%')
      .execute();
    const keys = journal.map((j) => j.idempotency_key);
    const players = [...start.keys()];
    const cashChanges: number[] = [];
    const expectedCashChanges: number[] = [];
    const pendingLeft: number[] = [];
    for (const userId of players) {
      cashChanges.push((await balanceOf({ database: db }, userId)) - start.get(userId)!);
      const paidOut = withdrawals
        .filter((w) => w.userId === userId && !w.fails)
        .reduce((s, w) => s + w.amountMinor, 0);
      expectedCashChanges.push(DEPOSIT_MINOR - paidOut);
      pendingLeft.push(await balanceOf({ database: db }, userId, 'withdrawal_pending'));
    }
    return {
      ...figures,
      withdrawals,
      final,
      trustlyPayouts: withdrawals
        .filter((w) => w.provider === 'trustly')
        .map((w) => trustly.sim.payoutMessages().filter((m) => m === w.orderNo).length),
      pscStates: withdrawals
        .filter((w) => w.provider === 'paysafecard')
        .map((w) => desk.statusOf(w.payoutRef!)),
      entries: withdrawals.map((w) =>
        ['hold', 'post', 'payout-void']
          .map((phase) => keys.filter((k) => k === `withdraw:${w.orderNo}:${phase}`).length)
          .join('/'),
      ),
      cashChanges,
      expectedCashChanges,
      pendingLeft,
      reconcile: await reconciled(db),
    };
  } finally {
    await ps.dispose();
    await trustly.close();
    await psc.close();
  }
}

type Staff = Awaited<ReturnType<typeof signInStaff>>;

/** The approvals in waves, each wave cut by a SIGKILL once two of its approvals committed. */
async function storm(
  db: Database,
  server: Awaited<ReturnType<typeof startProviderServer>>['server'],
  staff: Staff,
  withdrawals: Withdrawal[],
  kills: number,
  madeAtProvider: (w: Withdrawal) => boolean,
) {
  const figures = {
    kills: [] as PayoutFigures['kills'],
    approvedAgain: 0,
    refusals: [] as PayoutFigures['refusals'],
  };
  const size = Math.ceil(withdrawals.length / kills);
  for (let k = 0; k < kills; k++) {
    const wave = withdrawals.slice(k * size, (k + 1) * size);
    const orderNos = wave.map((w) => w.orderNo);
    const unanswered: string[] = [];
    const calls = Promise.all(
      wave.map(async (w) => {
        try {
          const answer = await staff('/payments/withdrawals/approve', {
            orderNo: w.orderNo,
            reason: '',
          });
          if (answer.state !== '200')
            figures.refusals.push({ orderNo: w.orderNo, msg: answer.msg });
        } catch {
          unanswered.push(w.orderNo);
        }
      }),
    );
    // Once two approvals committed, the others are somewhere on their way.
    const until = Date.now() + 10_000;
    while (Date.now() < until) {
      const rows = await rowsOf(db, orderNos);
      if (rows.filter((r) => r.status !== 'pending').length >= 2) break;
      await pause(2);
    }
    await pause(Math.random() * 20);
    await server.kill();
    await calls;
    const rows = await rowsOf(db, orderNos);
    const at = (w: Withdrawal) => rows.find((r) => r.order_no === w.orderNo)!.status;
    figures.kills.push({
      pending: wave.filter((w) => at(w) === 'pending').length,
      unsent: wave.filter((w) => at(w) === 'approved' && !madeAtProvider(w)).length,
      sent: wave.filter((w) => at(w) === 'approved' && madeAtProvider(w)).length,
      paid: wave.filter((w) => at(w) === 'paid').length,
      voided: wave.filter((w) => at(w) === 'voided').length,
    });
    await server.start();
    // Staff see which of the calls that got no answer are still pending, and approve again.
    for (const orderNo of unanswered) {
      const row = (await rowsOf(db, [orderNo]))[0]!;
      if (row.status !== 'pending') continue;
      figures.approvedAgain++;
      const answer = await staff('/payments/withdrawals/approve', { orderNo, reason: '' });
      if (answer.state !== '200') figures.refusals.push({ orderNo, msg: answer.msg });
    }
  }
  return figures;
}
