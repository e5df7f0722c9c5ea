// Trustly's JSON-RPC API (version 1.1) as the operator calls it: Deposit (the order and the URL
// of Trustly's page) and AccountPayout (money to an account Trustly reported in an `account`
// notification). Every request carries the processing account's username and password in
// Data, a fresh UUID and our signature; every answer's signature is verified with Trustly's
// public key and its UUID must be ours, or the answer is not believed. MessageID is our order
// number, so a retried request is the same order at Trustly.
import { randomUUID, type KeyObject } from 'node:crypto';
import {
  DEFAULT_RETRY,
  sendWithRetry,
  type CallObserver,
  type RetryPolicy,
  type Transport,
} from '../outbound.ts';
import { signTrustly, verifyTrustly, type TrustlyValue } from './signature.ts';

export interface TrustlySettings {
  apiUrl: string;
  username: string;
  password: string;
  merchantKey: KeyObject;
  trustlyKey: KeyObject;
  transport: Transport;
  retry?: RetryPolicy;
  observe?: CallObserver;
}

/** A refusal Trustly signed (its JSON-RPC error code and message), or an answer not believed. */
export class TrustlyError extends Error {
  readonly code: number | string;
  constructor(code: number | string, message: string) {
    super(`Trustly ${code}: ${message}`);
    this.code = code;
  }
}

type Data = { [key: string]: TrustlyValue };

export interface DepositCall {
  notificationUrl: string;
  endUserId: string;
  messageId: string;
  amount: string;
  currency: string;
  locale: string;
  country: string;
  successUrl: string;
  failUrl: string;
  firstname?: string;
  lastname?: string;
  email?: string;
}

export interface AccountPayoutCall {
  notificationUrl: string;
  accountId: string;
  endUserId: string;
  messageId: string;
  amount: string;
  currency: string;
  shopperStatement: string;
}

export function createTrustlyClient(settings: TrustlySettings) {
  const observe = settings.observe ?? (() => {});
  async function call(method: string, data: Data): Promise<Data> {
    const uuid = randomUUID();
    const signed = { ...data, Username: settings.username, Password: settings.password };
    const body = JSON.stringify({
      method,
      params: {
        Signature: signTrustly(settings.merchantKey, method, uuid, signed),
        UUID: uuid,
        Data: signed,
      },
      version: '1.1',
    });
    const answer = await sendWithRetry(
      settings.transport,
      {
        url: settings.apiUrl,
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body,
      },
      settings.retry ?? DEFAULT_RETRY,
      { provider: 'trustly', call: method, observe },
    );
    if (answer.status === 0) throw new TrustlyError('TIMEOUT', `no answer to ${method}`);
    let json: unknown;
    try {
      json = JSON.parse(answer.text);
    } catch {
      throw new TrustlyError(`HTTP_${answer.status}`, `an answer to ${method} that is not JSON`);
    }
    return readAnswer(settings.trustlyKey, method, uuid, json);
  }

  return {
    async deposit(c: DepositCall): Promise<{ orderId: string; url: string }> {
      const attributes: Data = {
        Locale: c.locale,
        Country: c.country,
        Currency: c.currency,
        Amount: c.amount,
        SuccessURL: c.successUrl,
        FailURL: c.failUrl,
        ...(c.firstname ? { Firstname: c.firstname } : {}),
        ...(c.lastname ? { Lastname: c.lastname } : {}),
        ...(c.email ? { Email: c.email } : {}),
      };
      const data = await call('Deposit', {
        NotificationURL: c.notificationUrl,
        EndUserID: c.endUserId,
        MessageID: c.messageId,
        Attributes: attributes,
      });
      if (typeof data.orderid !== 'string' || typeof data.url !== 'string') {
        throw new TrustlyError('BAD_ANSWER', 'Deposit answered without orderid and url');
      }
      return { orderId: data.orderid, url: data.url };
    },
    async accountPayout(c: AccountPayoutCall): Promise<{ orderId: string; accepted: boolean }> {
      const data = await call('AccountPayout', {
        NotificationURL: c.notificationUrl,
        AccountID: c.accountId,
        EndUserID: c.endUserId,
        MessageID: c.messageId,
        Amount: c.amount,
        Currency: c.currency,
        Attributes: { ShopperStatement: c.shopperStatement },
      });
      if (typeof data.orderid !== 'string') {
        throw new TrustlyError('BAD_ANSWER', 'AccountPayout answered without an orderid');
      }
      return { orderId: data.orderid, accepted: String(data.result) === '1' };
    },
    /**
     * Refund (docs: "Make a full or partial refund back to your customer's bank account"): the
     * OrderID of the deposit, the amount with two decimals, its currency; result "1" when
     * Trustly accepted it (the refund's own pending, debit or cancel notifications follow, on
     * the deposit's order, flagged refund "1"). ExternalReference (our refund number) reaches
     * the settlement report.
     */
    async refund(c: {
      orderId: string;
      amount: string;
      currency: string;
      externalReference: string;
    }): Promise<{ orderId: string; accepted: boolean }> {
      const data = await call('Refund', {
        OrderID: c.orderId,
        Amount: c.amount,
        Currency: c.currency,
        Attributes: { ExternalReference: c.externalReference },
      });
      return { orderId: text(data.orderid), accepted: String(data.result) === '1' };
    },
    /**
     * ViewAutomaticSettlementDetailsCSV (API version 1.2): the day's settlement report, the CSV
     * text Trustly answers in view_automatic_settlement_details.
     */
    async settlementReport(c: { currency: string; day: string }): Promise<string> {
      const data = await call('ViewAutomaticSettlementDetailsCSV', {
        Currency: c.currency,
        SettlementDate: c.day,
        Attributes: { APIVersion: '1.2' },
      });
      if (typeof data.view_automatic_settlement_details !== 'string') {
        throw new TrustlyError('BAD_ANSWER', 'the settlement report answered without its CSV');
      }
      return data.view_automatic_settlement_details;
    },
  };
}

const text = (v: TrustlyValue | undefined) =>
  typeof v === 'string' || typeof v === 'number' ? String(v) : '';

export type TrustlyClient = ReturnType<typeof createTrustlyClient>;

interface Signed {
  signature?: unknown;
  uuid?: unknown;
  method?: unknown;
  data?: unknown;
}

/** The answer's data once its signature and UUID check out; a signed error is thrown. */
function readAnswer(key: KeyObject, method: string, uuid: string, json: unknown): Data {
  const root = (json ?? {}) as {
    result?: Signed;
    error?: { code?: unknown; message?: unknown; error?: Signed };
  };
  const signed = root.result ?? root.error?.error;
  if (!signed || typeof signed.data !== 'object' || signed.data === null) {
    throw new TrustlyError('BAD_ANSWER', `an answer to ${method} without signed data`);
  }
  const data = signed.data as Data;
  if (
    signed.uuid !== uuid ||
    signed.method !== method ||
    !verifyTrustly(key, method, uuid, data, signed.signature)
  ) {
    throw new TrustlyError(
      'BAD_SIGNATURE',
      `an answer to ${method} whose signature does not verify`,
    );
  }
  if (root.result) return data;
  throw new TrustlyError(
    typeof data.code === 'number' || typeof data.code === 'string' ? data.code : 'ERROR',
    typeof data.message === 'string' ? data.message : 'refused',
  );
}
