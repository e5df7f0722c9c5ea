// Order numbers, references and how order rows read to the player.
import { randomInt } from 'node:crypto';
import type { Selectable } from 'kysely';
import type { DepositOrder, WithdrawOrder } from '@talih/contracts/payments.ts';
import { maskIban } from '@talih/contracts/iban.ts';
import { TIMEZONE } from '@talih/contracts/limits.ts';
import { minorToNumber } from '@talih/contracts/money.ts';
import { payoutReasonKey } from '../../adapters/payments/paysafecard/client.ts';
import type {
  DepositOrdersTable,
  PaymentBankAccountsTable,
  WithdrawalsTable,
} from '../../db/schema.ts';

/** "deniz.yildiz@psc.example" -> "d***z@psc.example". */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 1) return '***';
  const name = email.slice(0, at);
  return `${name[0]}***${name.length > 2 ? name.at(-1) : ''}${email.slice(at)}`;
}

/** Methods whose player pays on the provider's own page (the order's payUrl). */
const PAGE_METHODS = new Set(['card', 'trustly', 'paysafecard']);

// No 0/O, 1/I: a reference is read aloud and typed into a bank's form.
const ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';

function randomCode(length: number): string {
  let out = '';
  for (let i = 0; i < length; i++) out += ALPHABET[randomInt(ALPHABET.length)];
  return out;
}

/** "D261123" + 8 random characters: sortable by day, unguessable. W for withdrawals. */
export function newOrderNo(prefix: 'D' | 'W', now = Date.now()): string {
  const d = new Date(now);
  const ymd = `${String(d.getUTCFullYear()).slice(2)}${String(d.getUTCMonth() + 1).padStart(2, '0')}${String(d.getUTCDate()).padStart(2, '0')}`;
  return `${prefix}${ymd}${randomCode(8)}`;
}

/** What the player writes in the havale description, e.g. "TLH7K3Q9MX". */
export function newReference(): string {
  return `TLH${randomCode(7)}`;
}

/** The Istanbul calendar day of a moment, "2026-11-23": daily limits count by it. */
export function istanbulDay(now = Date.now()): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: TIMEZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
}

export function depositView(
  row: Selectable<DepositOrdersTable>,
  account: Selectable<PaymentBankAccountsTable> | null,
): DepositOrder {
  return {
    type: 'deposit',
    orderId: row.order_no,
    method: row.method,
    amount: minorToNumber(row.amount_minor),
    status: row.status,
    reference: row.reference,
    bankAccount: account
      ? {
          id: account.id,
          bankCode: account.bank_code,
          bankName: account.bank_name,
          holder: account.holder,
          iban: account.iban,
        }
      : null,
    coin:
      row.method === 'crypto' && row.coin_address && row.coin_amount
        ? {
            currency: 'USDT',
            network: row.coin_network ?? 'TRC20',
            address: row.coin_address,
            coinAmount: row.coin_amount,
            rate: row.coin_rate ?? '',
          }
        : null,
    payUrl: PAGE_METHODS.has(row.method) && row.status === 'pending' ? row.pay_url : null,
    failReason: row.fail_reason,
    createTime: row.created_at,
    updateTime: row.updated_at,
    expiresAt: row.expires_at,
    confirmedAt: row.confirmed_at,
  };
}

export function withdrawView(row: Selectable<WithdrawalsTable>): WithdrawOrder {
  return {
    type: 'withdraw',
    orderId: row.order_no,
    amount: minorToNumber(row.amount_minor),
    status: row.status,
    bankName: row.bank_name,
    holderName: row.holder_name,
    iban: row.provider === 'paysafecard' ? '' : maskIban(row.iban),
    failReason: row.fail_reason,
    // A paysafecard payout names its account, and its refusal's message for the player.
    ...(row.provider === 'paysafecard'
      ? {
          failReasonKey: payoutReasonKey(row.fail_reason),
          paysafecardAccount: maskEmail(row.payout_account ?? row.iban),
        }
      : {}),
    createTime: row.created_at,
    updateTime: row.updated_at,
    canCancel: row.status === 'pending',
  };
}
