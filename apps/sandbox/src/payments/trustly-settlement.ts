// The Trustly simulator's settlement book: what Trustly settled on the merchant's account,
// served as the documented ViewAutomaticSettlementDetailsCSV report (API version 1.2: one
// header line, then datestamp, accountname, currency, amount, total, orderid, ordertype,
// messageid, username, fxpaymentamount, fxpaymentcurrency, settlementbankwithdrawalid,
// externalreference). A credited deposit is a Deposit line with its fee line after it, a
// payout an AccountPayout line (negative); a reversed deposit (debit) is a negative line of its
// Deposit order. Tests make the report disagree with the merchant's books (tamper).

export interface SettlementRow {
  datestamp: string;
  accountname: string;
  currency: string;
  amount: string;
  orderid: string;
  ordertype: string;
  messageid: string;
}

const HEADER =
  'datestamp,accountname,currency,amount,total,orderid,ordertype,messageid,username,fxpaymentamount,fxpaymentcurrency,settlementbankwithdrawalid,externalreference';
const FEE = '0.50';

/** "2026-12-06 10:15:02.123000+00", the report's UTC timestamp. */
function datestamp(at: Date): string {
  return `${at.toISOString().replace('T', ' ').replace('Z', '')}000+00`;
}

function quoted(value: string): string {
  return /[\s,"]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}

export function createSettlementBook(username: string) {
  let rows: SettlementRow[] = [];
  const seen = new Set<string>();
  let tamper: ((rows: SettlementRow[]) => SettlementRow[]) | null = null;

  return {
    /** A money movement Trustly made, once per notification id. */
    record(
      notificationId: string,
      movement: Omit<SettlementRow, 'datestamp' | 'accountname'>,
      at = new Date(),
    ) {
      if (seen.has(notificationId)) return;
      seen.add(notificationId);
      const row = { ...movement, datestamp: datestamp(at), accountname: 'MERCHANT_BALANCE' };
      rows.push(row);
      if (movement.ordertype === 'Deposit' && !movement.amount.startsWith('-')) {
        rows.push({
          ...row,
          accountname: 'TRANSACTION_FEE_BANK_DEPOSIT',
          ordertype: 'Deposit Fee',
          amount: `-${FEE}`,
        });
      }
    },
    /** The report of one UTC day (YYYY-MM-DD) in one currency. */
    csv(day: string, currency: string): string {
      const ofDay = rows.filter((r) => r.datestamp.startsWith(day) && r.currency === currency);
      const shown = tamper ? tamper(ofDay.map((r) => ({ ...r }))) : ofDay;
      const total = shown.reduce((sum, r) => sum + Math.round(Number(r.amount) * 100), 0);
      const totalText = (total / 100).toFixed(2);
      const lines = shown.map((r) =>
        [
          r.datestamp,
          r.accountname,
          r.currency,
          r.amount,
          totalText,
          r.orderid,
          r.ordertype,
          r.messageid,
          username,
          '',
          '',
          '',
          '',
        ]
          .map(quoted)
          .join(','),
      );
      return [HEADER, ...lines].join('\n') + '\n';
    },
    /** Makes the next reports disagree (a line dropped, added or changed); null restores. */
    tamper(edit: ((rows: SettlementRow[]) => SettlementRow[]) | null) {
      tamper = edit;
    },
    clear() {
      rows = [];
      seen.clear();
    },
  };
}

export type SettlementBook = ReturnType<typeof createSettlementBook>;
