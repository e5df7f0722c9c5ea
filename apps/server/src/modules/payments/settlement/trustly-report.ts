// Trustly's settlement report (ViewAutomaticSettlementDetailsCSV, API version 1.2) read into
// settlement lines: each money line of an order, signed as Trustly writes it (a deposit in,
// a payout or refund out), with our order number from its messageid. Fee lines ("Deposit
// Fee", "Refund Fee", ...) are Trustly's charges, not the player's money: left out.
import { csvRecords, signedMinor } from './csv.ts';
import type { ReportLine } from './store.ts';

export const TRUSTLY_REPORT_COLUMNS = [
  'datestamp',
  'currency',
  'amount',
  'orderid',
  'ordertype',
  'messageid',
];

export function trustlyReportLines(csv: string): ReportLine[] {
  const records = csvRecords(csv);
  const lines: ReportLine[] = [];
  for (const [i, r] of records.entries()) {
    const missing = TRUSTLY_REPORT_COLUMNS.filter((c) => !(c in r));
    if (missing.length > 0) throw new Error(`Trustly report without ${missing.join(', ')}`);
    if (/fee$/i.test(r.ordertype!.trim())) continue;
    const amountMinor = signedMinor(r.amount!);
    if (amountMinor === null) throw new Error(`Trustly report line ${i + 2}: amount ${r.amount}`);
    lines.push({
      lineNo: i + 1,
      orderNo: r.messageid!.trim().slice(0, 64) || null,
      providerOrder: r.orderid!.trim().slice(0, 128) || null,
      orderType: r.ordertype!.trim().slice(0, 32),
      amountMinor,
      currency: r.currency!.trim().slice(0, 3),
      raw: JSON.stringify(r),
    });
  }
  return lines;
}
