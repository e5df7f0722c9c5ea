// paysafecard's REST API (its API Blueprint, Paysafecard-DEV/api-documentation
// paysafecardapien-apiary.apib) as the operator calls it: initiate a payment (the player is
// sent to its auth_url, the payment panel), retrieve a payment's details, capture an
// AUTHORIZED payment, and refund a captured one. The API key is the HTTP Basic user name,
// base64 encoded. Errors come as {code, message, number, param} with an HTTP status; each
// documented code maps to a message the player can read (playerMessageOf).
import {
  DEFAULT_RETRY,
  sendWithRetry,
  type CallObserver,
  type RetryPolicy,
  type Transport,
} from '../outbound.ts';

export type PaysafecardStatus =
  | 'INITIATED'
  | 'REDIRECTED'
  | 'AUTHORIZED'
  | 'SUCCESS'
  | 'CANCELED_MERCHANT'
  | 'CANCELED_CUSTOMER'
  | 'EXPIRED';

export interface PaysafecardPayment {
  id: string;
  amount: number;
  currency: string;
  status: PaysafecardStatus;
  authUrl: string | null;
  customerId: string | null;
}

export class PaysafecardError extends Error {
  readonly status: number;
  readonly code: string;
  readonly number: number | null;
  constructor(status: number, code: string, message: string, number: number | null) {
    super(`paysafecard ${status} ${code}: ${message}`);
    this.status = status;
    this.code = code;
    this.number = number;
  }
}

/** The documented error codes (by number where the code text is shared) -> the player's message. */
export function playerMessageOf(error: unknown): string {
  if (!(error instanceof PaysafecardError)) return 'errors.paysafecard.connection';
  switch (error.number ?? error.code) {
    case 10028:
    case 'invalid_request_parameter':
    case 3165:
    case 'INVALID_AMOUNT':
    case 3151:
    case 'INVALID_CURRENCY':
      return 'errors.paysafecard.invalidRequest';
    case 2001:
    case 'duplicate_transaction_id':
      return 'errors.paysafecard.duplicate';
    case 2017:
    case 'payment_invalid_state':
      return 'errors.paysafecard.invalidState';
    case 3007:
      return 'errors.paysafecard.expired';
    case 3167:
    case 'CUSTOMER_LIMIT_EXCEEDED':
    case 3170:
    case 'topup_limit_exceeded':
      return 'errors.paysafecard.limit';
    default:
      // general_technical_error (10007), invalid_api_key (10008), an inactive merchant (3001),
      // submerchant_not_found (3014), the customer id errors (3017, 3019) and anything else:
      // the documented "general technical error" for the player; the log has the code.
      return 'errors.paysafecard.connection';
  }
}

export interface PaysafecardSettings {
  apiUrl: string;
  apiKey: string;
  transport: Transport;
  retry?: RetryPolicy;
  observe?: CallObserver;
}

export function createPaysafecardClient(settings: PaysafecardSettings) {
  const observe = settings.observe ?? (() => {});
  const auth = `Basic ${Buffer.from(settings.apiKey).toString('base64')}`;

  async function request(
    call: string,
    method: 'GET' | 'POST',
    path: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ): Promise<Record<string, unknown>> {
    const answer = await sendWithRetry(
      settings.transport,
      {
        url: `${settings.apiUrl}${path}`,
        method,
        headers: { authorization: auth, 'content-type': 'application/json', ...headers },
        body: body === undefined ? undefined : JSON.stringify(body),
      },
      settings.retry ?? DEFAULT_RETRY,
      { provider: 'paysafecard', call, observe },
    );
    let json: Record<string, unknown>;
    try {
      json = answer.text ? (JSON.parse(answer.text) as Record<string, unknown>) : {};
    } catch {
      json = {};
    }
    if (answer.status >= 200 && answer.status < 300) return json;
    throw new PaysafecardError(
      answer.status,
      typeof json.code === 'string' ? json.code : answer.status === 0 ? 'timeout' : 'http_error',
      typeof json.message === 'string' ? json.message : `HTTP ${answer.status}`,
      typeof json.number === 'number' ? json.number : null,
    );
  }

  return {
    /** POST /payments; the order number is the Correlation-ID, part of the payment's id. */
    async initiate(input: {
      orderNo: string;
      amount: string;
      currency: string;
      customerId: string;
      successUrl: string;
      failureUrl: string;
      notificationUrl: string;
    }): Promise<PaysafecardPayment> {
      const json = await request(
        'initiate',
        'POST',
        '/payments',
        {
          type: 'PAYSAFECARD',
          amount: Number(input.amount),
          currency: input.currency,
          redirect: { success_url: input.successUrl, failure_url: input.failureUrl },
          notification_url: input.notificationUrl,
          customer: { id: input.customerId },
        },
        { 'Correlation-ID': input.orderNo },
      );
      return paymentOf(json);
    },
    async retrieve(id: string): Promise<PaysafecardPayment> {
      return paymentOf(await request('retrieve', 'GET', `/payments/${encodeURIComponent(id)}`));
    },
    async capture(id: string): Promise<PaysafecardPayment> {
      return paymentOf(
        await request('capture', 'POST', `/payments/${encodeURIComponent(id)}/capture`, {}),
      );
    },
    /** A refund validated and captured in one call (capture: true). */
    async refund(input: {
      paymentId: string;
      amount: string;
      currency: string;
      customerId: string;
      email: string;
    }): Promise<{ id: string; status: string }> {
      const json = await request(
        'refund',
        'POST',
        `/payments/${encodeURIComponent(input.paymentId)}/refunds`,
        {
          type: 'PAYSAFECARD',
          capture: true,
          amount: Number(input.amount),
          currency: input.currency,
          customer: { id: input.customerId, email: input.email },
        },
      );
      return { id: String(json.id ?? ''), status: String(json.status ?? '') };
    },
    /**
     * POST /payouts with capture false: paysafecard checks the customer's account and details
     * (no money moves); the order number is the Correlation-ID, part of the payout's id.
     */
    async validatePayout(input: PayoutValidation): Promise<PaysafecardPayout> {
      const json = await request(
        'payout_validate',
        'POST',
        '/payouts',
        {
          type: 'PAYSAFECARD',
          capture: false,
          amount: Number(input.amount),
          currency: input.currency,
          customer: {
            id: input.customerId,
            email: input.email,
            first_name: input.firstName,
            last_name: input.lastName,
            date_of_birth: input.dateOfBirth,
          },
          comment: 'Winnings Pay Out',
        },
        { 'Correlation-ID': input.orderNo },
      );
      return payoutOf(json);
    },
    /** POST /payouts/{id}/capture: a validated payout is made (SUCCESS). */
    async capturePayout(id: string): Promise<PaysafecardPayout> {
      return payoutOf(
        await request('payout_capture', 'POST', `/payouts/${encodeURIComponent(id)}/capture`, {}),
      );
    },
    /**
     * The Settlement Report API (GET /v7/reports/settlement, Accept: text/csv): every
     * transaction paysafecard settled from `from` to `to` (yyyy-mm-dd), payments, payouts and
     * refunds, with the header line.
     */
    async settlementReport(c: { from: string; to: string }): Promise<string> {
      const query = new URLSearchParams({ from: c.from, to: c.to, include_header: 'true' });
      for (const type of ['PAYMENT', 'PAYOUT', 'REFUND']) query.append('transaction_type', type);
      const answer = await sendWithRetry(
        settings.transport,
        {
          url: `${reportsUrlOf(settings.apiUrl)}/settlement?${query.toString()}`,
          method: 'GET',
          headers: { authorization: auth, 'content-type': 'application/json', accept: 'text/csv' },
        },
        settings.retry ?? DEFAULT_RETRY,
        { provider: 'paysafecard', call: 'settlement_report', observe },
      );
      if (answer.status !== 200) {
        throw new PaysafecardError(answer.status, 'report_failed', `HTTP ${answer.status}`, null);
      }
      return answer.text;
    },
    async retrievePayout(id: string): Promise<PaysafecardPayout> {
      return payoutOf(
        await request('payout_retrieve', 'GET', `/payouts/${encodeURIComponent(id)}`),
      );
    },
  };
}

/**
 * The Settlement Report API's base beside the payments API: https://api.paysafecard.com/v1 ->
 * https://api.paysafecard.com/v7/reports (its documented host and major version).
 */
export function reportsUrlOf(apiUrl: string): string {
  return `${apiUrl.replace(/\/v1\/?$/, '')}/v7/reports`;
}

export interface PayoutValidation {
  orderNo: string;
  amount: string;
  currency: string;
  customerId: string;
  email: string;
  firstName: string;
  lastName: string;
  /** yyyy-mm-dd */
  dateOfBirth: string;
}

export interface PaysafecardPayout {
  id: string;
  /** VALIDATION_SUCCESSFUL, then SUCCESS once captured. */
  status: string;
  amount: number;
  currency: string;
}

/**
 * The documented payout errors paysafecard will answer the same way again (the customer's
 * account, details or limits): the payout cannot be made, the money goes back to the player.
 */
export const FINAL_PAYOUT_ERRORS = [
  3162, 3164, 3165, 3167, 3168, 3170, 3171, 3193, 3194, 3195, 3197, 3198, 3199,
];

/**
 * Each documented payout error ("Group Payout Error Codes") -> the player's message: the
 * account (not found, inactive, registration incomplete, linked to another customer), its
 * holder's details, its limits, a duplicate, the amount, a block, and paysafecard or the
 * merchant unable to pay out now. Anything else is the payment errors' mapping.
 */
export const PAYOUT_MESSAGES: Record<number, string> = {
  3162: 'errors.paysafecard.payoutAccount',
  3193: 'errors.paysafecard.payoutInactive',
  3168: 'errors.paysafecard.payoutIncomplete',
  3197: 'errors.paysafecard.payoutOtherAccount',
  3198: 'errors.paysafecard.payoutOtherAccount',
  3195: 'errors.paysafecard.payoutDetails',
  3194: 'errors.paysafecard.payoutYearlyLimit',
  3167: 'errors.paysafecard.payoutBalanceLimit',
  3170: 'errors.paysafecard.limit',
  3164: 'errors.paysafecard.payoutDuplicate',
  3165: 'errors.paysafecard.payoutAmount',
  3171: 'errors.paysafecard.payoutAmount',
  3199: 'errors.paysafecard.payoutBlocked',
  3150: 'errors.paysafecard.payoutUnavailable',
  3161: 'errors.paysafecard.payoutUnavailable',
  3166: 'errors.paysafecard.payoutUnavailable',
  3169: 'errors.paysafecard.payoutUnavailable',
};

/** A payout error -> the player's message (the account, its details, its limits). */
export function payoutMessageOf(error: unknown): string {
  if (!(error instanceof PaysafecardError)) return 'errors.paysafecard.connection';
  return PAYOUT_MESSAGES[error.number ?? 0] ?? playerMessageOf(error);
}

/**
 * The player's message for a payout paysafecard refused at capture, from the reason kept on
 * the withdrawal ("paysafecard: customer_details_mismatched (3195)"); null for another reason.
 */
export function payoutReasonKey(reason: string | null): string | null {
  const m = /^paysafecard: [\w ]+ \((\d+)\)$/.exec(reason ?? '');
  return m ? (PAYOUT_MESSAGES[Number(m[1])] ?? null) : null;
}

function payoutOf(json: Record<string, unknown>): PaysafecardPayout {
  if (typeof json.id !== 'string' || typeof json.status !== 'string') {
    throw new PaysafecardError(502, 'bad_answer', 'a payout without id or status', null);
  }
  return {
    id: json.id,
    status: json.status,
    amount: typeof json.amount === 'number' ? json.amount : Number(json.amount),
    currency: String(json.currency ?? ''),
  };
}

export type PaysafecardClient = ReturnType<typeof createPaysafecardClient>;

function paymentOf(json: Record<string, unknown>): PaysafecardPayment {
  const redirect = (json.redirect ?? {}) as { auth_url?: unknown };
  const customer = (json.customer ?? {}) as { id?: unknown };
  if (typeof json.id !== 'string' || typeof json.status !== 'string') {
    throw new PaysafecardError(502, 'bad_answer', 'a payment without id or status', null);
  }
  return {
    id: json.id,
    amount: typeof json.amount === 'number' ? json.amount : Number(json.amount),
    currency: String(json.currency ?? ''),
    status: json.status as PaysafecardStatus,
    authUrl: typeof redirect.auth_url === 'string' ? redirect.auth_url : null,
    customerId: typeof customer.id === 'string' ? customer.id : null,
  };
}
