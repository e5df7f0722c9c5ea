// The providers' daily settlement reports against the ledger, on both databases: Trustly's is
// fetched from the simulator with the documented ViewAutomaticSettlementDetailsCSV call
// (paysafecard's with its Settlement Report API),
// stored, and matched order by order by `talih reconcile`. A clean day has no violation; a
// report that leaves a line out, adds one, or says another amount is one violation each,
// naming the order; importing the day again replaces its lines.
import { describe, expect, it } from 'vitest';
import { createWithdraw } from '@talih/contracts/payments.ts';
import { reconcile } from '../../../testing/reconcile.ts';
import { backends } from '../../../testing/backends.ts';
import { answer } from '../../../testing/calls.ts';
import { expectReconciled } from '../../../testing/ledger.ts';
import { WITHDRAW_PASSWORD, withdrawingPlayer } from '../../../testing/payments.ts';
import { useProviderApp } from '../../../testing/provider-payments.ts';
import { payoutProviderOf } from '../payout-provider.ts';
import { trustlyOf } from '../trustly/provider.ts';
import { newRefundNo, startRefund } from '../refunds.ts';
import { approveWithdrawal } from '../withdrawals.ts';
import { parseCsv, signedMinor } from './csv.ts';
import { importSettlement, yesterdayUtc } from './job.ts';
import { orderOfTransaction, paysafecardReportLines } from './paysafecard-report.ts';
import { trustlyReportLines } from './trustly-report.ts';

// The example in Trustly's API client tests (a Deposit, its fee, a Refund and its fee).
const DOCUMENTED_CSV = [
  'datestamp,accountname,currency,amount,total,orderid,ordertype,messageid,username,fxpaymentamount,fxpaymentcurrency,settlementbankwithdrawalid,extraref',
  '"2018-11-16 12:52:22.293626+00",SUSPENSE_ACCOUNT_CLIENT_FUNDS_FINLAND_OKOY,EUR,100.00,145.00,1288208729,Deposit,9567705,merchant1,,,1434179572,',
  '"2018-11-16 12:52:22.293626+00",TRANSACTION_FEE_BANK_DEPOSIT,EUR,-1.00,145.00,1288208729,"Deposit Fee",9567705,merchant1,,,1434179572,',
  '"2018-11-16 12:53:21.019497+00",BANK_WITHDRAWAL_QUEUED,EUR,-100.00,145.00,1288208729,Refund,"Refund 2018-11-16 13:53:21.019497+01 9567705",merchant1,,,1434179572,',
].join('\n');

describe('Trustly settlement report reading', () => {
  it('reads the documented CSV: quoted fields, fee lines left out, signed amounts', () => {
    expect(parseCsv('a,"b,c",d\n"e ""f""",,g\n')).toEqual([
      ['a', 'b,c', 'd'],
      ['e "f"', '', 'g'],
    ]);
    expect(signedMinor('-1.00')).toBe(-100);
    expect(signedMinor('948.01')).toBe(94801);
    expect(signedMinor('1,00')).toBe(null);
    const lines = trustlyReportLines(DOCUMENTED_CSV);
    expect(lines.map((l) => [l.lineNo, l.orderType, l.amountMinor, l.orderNo])).toEqual([
      [1, 'Deposit', 10000, '9567705'],
      [3, 'Refund', -10000, 'Refund 2018-11-16 13:53:21.019497+01 9567705'],
    ]);
    expect(() => trustlyReportLines('datestamp,amount\n1,2\n')).toThrow(
      'Trustly report without currency, orderid, ordertype, messageid',
    );
  });

  it('imports yesterday (UTC) by default', () => {
    expect(yesterdayUtc(Date.parse('2026-12-06T00:30:00Z'))).toBe('2026-12-05');
  });
});

for (const backend of backends()) {
  describe(`Trustly settlement reconciliation on ${backend.name}`, () => {
    const f = useProviderApp(backend, { PAYSAFECARD_ADAPTER: 'off' });
    const today = () => new Date().toISOString().slice(0, 10);
    const importToday = () =>
      importSettlement(
        f.t.app.talih.services,
        'trustly',
        trustlyOf(f.t.app).settlementReport,
        today(),
      );
    const violations = async () => {
      const lines: string[] = [];
      const { violations: n } = await reconcile(f.t.database, (l) => lines.push(l));
      return { n, text: lines.filter((l) => l.includes('settlement trustly')).join('\n') };
    };

    /** Two deposits (€50, €150) and a €100 payout Trustly confirmed. */
    async function aDay() {
      const sim = f.trustlySim();
      const p = await withdrawingPlayer(f.t, 0, false);
      const small = await f.deposit(p.token, 'trustly', 50);
      const big = await f.deposit(p.token, 'trustly', 150);
      sim.decide(small.ref, 'credit');
      sim.decide(big.ref, 'credit');
      await sim.idle();
      const w = await answer(
        f.t,
        createWithdraw,
        { amount: 100, withdrawPassword: WITHDRAW_PASSWORD },
        { session: p.token },
      );
      expect(w.state, w.msg).toBe('200');
      sim.setPayoutScript('confirm');
      const services = f.t.app.talih.services;
      await approveWithdrawal(services, payoutProviderOf(services), {
        orderNo: w.resultData.orderId,
        actor: 'finance',
      });
      await sim.idle();
      expect((await f.withdrawalRow(w.resultData.orderId)).status).toBe('paid');
      return { small: small.row.order_no, big: big.row.order_no, payout: w.resultData.orderId };
    }

    it('a clean day: every line has its movement, every movement its line', async () => {
      const day = await aDay();
      const stored = await importToday();
      expect(stored).toMatchObject({ lines: 3, replaced: false });
      const lines = await f
        .db()
        .selectFrom('settlement_lines')
        .select(['order_no', 'order_type', 'amount_minor'])
        .where('report_id', '=', stored.reportId)
        .orderBy('line_no')
        .execute();
      expect(lines.map((l) => [l.order_no, l.order_type, Number(l.amount_minor)])).toEqual([
        [day.small, 'Deposit', 5000],
        [day.big, 'Deposit', 15000],
        [day.payout, 'AccountPayout', -10000],
      ]);
      await expectReconciled(f.t);
    });

    it('a report that disagrees: each line missing, extra or of another amount names its order', async () => {
      const day = await aDay();
      const sim = f.trustlySim();
      sim.settlement.tamper((rows) => [
        ...rows
          .filter((r) => r.messageid !== day.small)
          .map((r) =>
            r.messageid === day.big && r.ordertype === 'Deposit' ? { ...r, amount: '149.00' } : r,
          ),
        { ...rows[0]!, messageid: '9999999999', orderid: '1234567890', amount: '20.00' },
      ]);
      expect(await importToday()).toMatchObject({ replaced: true });
      const found = await violations();
      expect(found.n).toBe(3);
      const d = today();
      expect(found.text.split('\n').sort()).toEqual(
        [
          `     - settlement trustly ${d}: order ${day.small} moved 50.00 in the ledger and has no line in the report`,
          `     - settlement trustly ${d}: order ${day.big} is 149.00 in the report, 150.00 in the ledger`,
          `     - settlement trustly ${d}: order 9999999999 has a line of 20.00 and no movement in the ledger`,
        ].sort(),
      );
      // Trustly sends the corrected report: imported again, the day is clean.
      sim.settlement.tamper(null);
      expect(await importToday()).toMatchObject({ replaced: true });
      await expectReconciled(f.t);
    });
  });
}

// The response example of paysafecard's Settlement Report API Blueprint, verbatim.
const PSC_DOCUMENTED_CSV = [
  '"MID","TransactionID","DebitNr","ReportingCriteria","MerchantClientID","Currency","GrossAmount","FeeAmount","PercentageOfTax","DebitAmount","ExchangeRate","InvoiceNumber","VoucherNumber","DebitTimestamp","InitialAmount","DispositionAmount","NetAmount","CreationTimestamp","ShopID","ClientIpCountry","CardOrigin","BusinessType","CustomerPscId","OriginalTransactionID"',
  '"1000613392","ref_1000613392_g4AkEi3ZBuG4AHpKeIhRyKoRs2j9CiD3_EUR","","","cXTLq3xJEtPGlGtASumFKeUt38UfrmDB","EUR","9.99","","","","","","","2017-05-16 13:54:57.751","","","","","","","AT","R","164585866073",""',
].join('\n');

describe('paysafecard settlement report reading', () => {
  it('reads the documented CSV: a refund out, its order from the original payment', () => {
    const [line] = paysafecardReportLines(PSC_DOCUMENTED_CSV);
    expect(line).toMatchObject({ orderType: 'REFUND', amountMinor: -999, orderNo: null });
    expect(orderOfTransaction('pay_1000000007_D26120612345678_EUR')).toBe('D26120612345678');
    expect(orderOfTransaction('out_1000000007_W26120612345678_GBP')).toBe('W26120612345678');
    expect(orderOfTransaction('ref_1000000007_abc_EUR')).toBe(null);
  });
});

for (const backend of backends()) {
  describe(`paysafecard settlement reconciliation on ${backend.name}`, () => {
    const f = useProviderApp(backend, { TRUSTLY_ADAPTER: 'off' });
    const today = () => new Date().toISOString().slice(0, 10);
    const importToday = () =>
      importSettlement(
        f.t.app.talih.services,
        'paysafecard',
        f.paysafecard().settlementReport,
        today(),
      );

    it('payments in, a refund out: clean, then one violation when an amount disagrees', async () => {
      const psc = f.paysafecard();
      const p = await withdrawingPlayer(f.t, 0, false);
      const kept = await f.deposit(p.token, 'paysafecard', 50);
      const refunded = await f.deposit(p.token, 'paysafecard', 80);
      psc.simulator!.authorize(kept.ref);
      psc.simulator!.authorize(refunded.ref);
      await psc.simulator!.idle();
      const made = await startRefund(f.t.app.talih.services, {
        refundNo: newRefundNo(),
        orderNo: refunded.row.order_no,
        amountMinor: 8000,
        email: 'p@psc.example',
        reason: 'refund',
        requestedBy: 'finance-a',
        approvedBy: 'finance-b',
      });
      expect(made.status).toBe('refunded');
      const stored = await importToday();
      expect(stored.lines).toBe(3);
      await expectReconciled(f.t);
      psc.simulator!.settlement.tamper((rows) =>
        rows.map((r) => (r.transactionId === kept.ref ? { ...r, grossAmount: '45.00' } : r)),
      );
      await importToday();
      const lines: string[] = [];
      const { violations } = await reconcile(f.t.database, (l) => lines.push(l));
      expect(violations).toBe(1);
      expect(lines.filter((l) => l.includes('settlement paysafecard'))).toEqual([
        `     - settlement paysafecard ${today()}: order ${kept.row.order_no} is 45.00 in the report, 50.00 in the ledger`,
      ]);
      psc.simulator!.settlement.tamper(null);
      await importToday();
      await expectReconciled(f.t);
    });
  });
}
