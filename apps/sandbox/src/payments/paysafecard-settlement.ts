// The paysafecard simulator's settlement book, served as the documented Settlement Report API
// (GET /v7/reports/settlement?from=&to=, Accept: text/csv): every transaction paysafecard
// settled, a captured payment (BusinessType I), a payout (P) or a refund (R, with the payment
// it refunds as OriginalTransactionID), each with its GrossAmount. Tests make it disagree.

export interface SettledTransaction {
  transactionId: string;
  customerId: string;
  currency: string;
  grossAmount: string;
  businessType: 'I' | 'P' | 'R';
  originalTransactionId: string;
  debitTimestamp: string;
}

const COLUMNS = [
  'MID',
  'TransactionID',
  'DebitNr',
  'ReportingCriteria',
  'MerchantClientID',
  'Currency',
  'GrossAmount',
  'FeeAmount',
  'PercentageOfTax',
  'DebitAmount',
  'ExchangeRate',
  'InvoiceNumber',
  'VoucherNumber',
  'DebitTimestamp',
  'InitialAmount',
  'DispositionAmount',
  'NetAmount',
  'CreationTimestamp',
  'ShopID',
  'ClientIpCountry',
  'CardOrigin',
  'BusinessType',
  'CustomerPscId',
  'OriginalTransactionID',
];

const q = (v: string) => `"${v.replace(/"/g, '""')}"`;

export function createPscSettlementBook(mid: string) {
  const rows: SettledTransaction[] = [];
  let tamper: ((rows: SettledTransaction[]) => SettledTransaction[]) | null = null;

  return {
    record(t: Omit<SettledTransaction, 'debitTimestamp'>, at = new Date()) {
      if (
        rows.some((r) => r.transactionId === t.transactionId && r.businessType === t.businessType)
      )
        return;
      rows.push({ ...t, debitTimestamp: at.toISOString().replace('T', ' ').replace('Z', '') });
    },
    /** The report from `from` to `to` (yyyy-mm-dd, both days whole), with its header line. */
    csv(from: string, to: string): string {
      const inRange = rows.filter((r) => {
        const day = r.debitTimestamp.slice(0, 10);
        return day >= from && day <= to;
      });
      const shown = tamper ? tamper(inRange.map((r) => ({ ...r }))) : inRange;
      const lines = shown.map((r) => {
        const values: Record<string, string> = {
          MID: mid,
          TransactionID: r.transactionId,
          DebitNr: '1',
          MerchantClientID: r.customerId,
          Currency: r.currency,
          GrossAmount: r.grossAmount,
          DebitTimestamp: r.debitTimestamp,
          CreationTimestamp: r.debitTimestamp,
          BusinessType: r.businessType,
          OriginalTransactionID: r.originalTransactionId,
        };
        return COLUMNS.map((c) => q(values[c] ?? '')).join(',');
      });
      return [COLUMNS.map(q).join(','), ...lines].join('\n') + '\n';
    },
    tamper(edit: ((rows: SettledTransaction[]) => SettledTransaction[]) | null) {
      tamper = edit;
    },
  };
}

export type PscSettlementBook = ReturnType<typeof createPscSettlementBook>;
