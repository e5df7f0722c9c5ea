// paysafecard's Settlement Report API CSV read into settlement lines: a payment (BusinessType
// I) in, a payout (P) or a refund (R) out, each by its GrossAmount. The REST API's ids carry
// our order number as their Correlation-ID (pay_<MID>_<order>_<CUR>, out_...); a refund's own
// id does not, so its order is its OriginalTransactionID's.
import { csvRecords, signedMinor } from './csv.ts';
import type { ReportLine } from './store.ts';

const COLUMNS = [
  'transactionid',
  'currency',
  'grossamount',
  'businesstype',
  'originaltransactionid',
];

/** pay_1000000007_D2612068K3Q9MXA_EUR -> D2612068K3Q9MXA (null for another shape). */
export function orderOfTransaction(id: string): string | null {
  const m = /^(?:pay|out)_[^_]+_(.+)_[A-Z]{3}$/.exec(id.trim());
  return m ? m[1]!.slice(0, 64) : null;
}

export function paysafecardReportLines(csv: string): ReportLine[] {
  const lines: ReportLine[] = [];
  for (const [i, r] of csvRecords(csv).entries()) {
    const missing = COLUMNS.filter((c) => !(c in r));
    if (missing.length > 0) throw new Error(`paysafecard report without ${missing.join(', ')}`);
    const gross = signedMinor(r.grossamount!);
    if (gross === null) throw new Error(`paysafecard report line ${i + 2}: ${r.grossamount}`);
    const type = r.businesstype!.trim();
    const id = r.transactionid!.trim();
    lines.push({
      lineNo: i + 1,
      orderNo: orderOfTransaction(type === 'R' ? r.originaltransactionid! : id),
      providerOrder: id.slice(0, 128) || null,
      orderType: { I: 'PAYMENT', P: 'PAYOUT', R: 'REFUND' }[type] ?? type.slice(0, 32),
      amountMinor: type === 'I' ? gross : -gross,
      currency: r.currency!.trim().slice(0, 3),
      raw: JSON.stringify(r),
    });
  }
  return lines;
}
