// The paysafecard simulator's payouts, from the API Blueprint's "Payout API Calls": POST
// /payouts validates (capture false: VALIDATION_SUCCESSFUL, no money moves) or conducts
// (capture true) a payout to a paysafecard account found by its e-mail, whose holder's first
// name, last name and date of birth must match; POST /payouts/{id}/capture makes a validated
// one (SUCCESS); GET /payouts/{id} retrieves it. The payout's id is out_<MID>_<Correlation-ID>_
// <currency>. The capture checks the account again: one closed or whose holder's details changed
// since the validation is refused (3162, 3195). Accounts come from the sandbox's "my
// paysafecard" page (./paysafecard-account-page.ts) or from tests, which also script
// refusals, technical errors and lost answers.

export interface PayoutAccount {
  firstName: string;
  lastName: string;
  dateOfBirth: string;
}

export interface SimPayout {
  id: string;
  amount: number;
  currency: string;
  customerId: string;
  email: string;
  status: 'VALIDATION_SUCCESSFUL' | 'SUCCESS';
  /** The holder's details the payout was validated with. */
  holder: PayoutAccount;
  created: number;
  updated: number;
}

/**
 * The documented payout errors ("Group Payout Error Codes": code, number; all HTTP 400). The
 * simulator answers the first five by itself; tests script the others (refuseNextCapture,
 * refuseNextValidation).
 */
export const PAYOUT_ERRORS = {
  mypsc_account_not_found: 3162,
  customer_details_mismatched: 3195,
  duplicate_payout_request: 3164,
  customer_yearly_payout_limit_reached: 3194,
  missing_parameter: 3150,
  customer_balance_exceeded: 3167,
  topup_limit_exceeded: 3170,
  max_amount_of_payout_merchants_reached: 3198,
  max_payout_merchant_clients_assigned: 3197,
  kyc_invalid_for_payout_customer: 3168,
  merchant_not_allowed_for_payout: 3161,
  invalid_amount: 3165,
  merchant_limit_reached: 3166,
  payout_id_collision: 3169,
  payout_amount_below_minimum: 3171,
  customer_inactive: 3193,
  payout_blocked: 3199,
} as const;
export type PayoutErrorCode = keyof typeof PAYOUT_ERRORS;

type Answer = { status: number; body: unknown };

const refusal = (code: PayoutErrorCode): Answer => ({
  status: 400,
  body: { code, message: code.replace(/_/g, ' '), number: PAYOUT_ERRORS[code] },
});
const TECHNICAL: Answer = {
  status: 500,
  body: { code: 'general_technical_error', message: 'General technical error.', number: 10007 },
};
const INVALID_STATE: Answer = {
  status: 400,
  body: {
    code: 'payment_invalid_state',
    message: 'The payout is in an invalid state.',
    number: 2017,
  },
};

const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();
const matches = (account: PayoutAccount, holder: PayoutAccount) =>
  same(account.firstName, holder.firstName) &&
  same(account.lastName, holder.lastName) &&
  account.dateOfBirth === holder.dateOfBirth;

export function createPayoutDesk(mid: string, onPaid: (payout: SimPayout) => void = () => {}) {
  const payouts = new Map<string, SimPayout>();
  const accounts = new Map<string, PayoutAccount>();
  let refuseCapture: PayoutErrorCode | null = null;
  /** Payouts whose every capture is refused with this error (a test's, by payout id). */
  const refusedPayouts = new Map<string, PayoutErrorCode>();
  let refuseValidation: PayoutErrorCode | null = null;
  let technicalCaptures = 0;
  let lostCaptureAnswers = 0;

  const view = (p: SimPayout): Answer['body'] => ({
    object: 'payout',
    id: p.id,
    created: p.created,
    updated: p.updated,
    currency: p.currency,
    amount: p.amount,
    customer: { id: p.customerId, email: p.email },
    customer_currency: p.currency,
    customer_amount: p.amount,
    status: p.status,
  });

  function validate(body: Record<string, unknown>, correlationId: string | undefined): Answer {
    const customer = (body.customer ?? {}) as Record<string, unknown>;
    const text = (v: unknown) => (typeof v === 'string' ? v : '');
    if (body.type !== 'PAYSAFECARD' || typeof body.amount !== 'number' || !text(customer.id)) {
      return refusal('missing_parameter');
    }
    if (refuseValidation) {
      const code = refuseValidation;
      refuseValidation = null;
      return refusal(code);
    }
    const account = accounts.get(text(customer.email).trim().toLowerCase());
    if (!account) return refusal('mypsc_account_not_found');
    const holder: PayoutAccount = {
      firstName: text(customer.first_name),
      lastName: text(customer.last_name),
      dateOfBirth: text(customer.date_of_birth),
    };
    if (!matches(account, holder)) return refusal('customer_details_mismatched');
    const id = `out_${mid}_${correlationId ?? String(Date.now())}_${text(body.currency)}`;
    if (payouts.has(id)) return refusal('duplicate_payout_request');
    const now = Date.now();
    const p: SimPayout = {
      id,
      amount: body.amount,
      currency: text(body.currency),
      customerId: text(customer.id),
      email: text(customer.email),
      status: body.capture === true ? 'SUCCESS' : 'VALIDATION_SUCCESSFUL',
      holder,
      created: now,
      updated: now,
    };
    payouts.set(id, p);
    if (p.status === 'SUCCESS') onPaid(p);
    return { status: 201, body: view(p) };
  }

  function capture(id: string): Answer {
    const p = payouts.get(id);
    if (!p) return { status: 404, body: { code: 'not_found', message: 'Not found.', number: 404 } };
    if (technicalCaptures > 0) {
      technicalCaptures--;
      return TECHNICAL;
    }
    if (refuseCapture) {
      const code = refuseCapture;
      refuseCapture = null;
      return refusal(code);
    }
    const refused = refusedPayouts.get(id);
    if (refused) return refusal(refused);
    if (p.status !== 'VALIDATION_SUCCESSFUL') return INVALID_STATE;
    // The account is checked again: closed, or its holder's details changed since.
    const account = accounts.get(p.email.trim().toLowerCase());
    if (!account) return refusal('mypsc_account_not_found');
    if (!matches(account, p.holder)) return refusal('customer_details_mismatched');
    p.status = 'SUCCESS';
    p.updated = Date.now();
    onPaid(p);
    if (lostCaptureAnswers > 0) {
      lostCaptureAnswers--;
      return TECHNICAL;
    }
    return { status: 200, body: view(p) };
  }

  function retrieve(id: string): Answer {
    const p = payouts.get(id);
    return p
      ? { status: 200, body: view(p) }
      : { status: 404, body: { code: 'not_found', message: 'Not found.', number: 404 } };
  }

  return {
    validate,
    capture,
    retrieve,
    /** A paysafecard account payouts can reach (tests; the e-mail is its identifier). */
    registerAccount(email: string, holder: PayoutAccount) {
      accounts.set(email.trim().toLowerCase(), { ...holder });
    },
    /** The account registered with this e-mail, if any. */
    accountOf(email: string): PayoutAccount | undefined {
      const found = accounts.get(email.trim().toLowerCase());
      return found ? { ...found } : undefined;
    },
    /** The holder changes their details; false when no account has this e-mail. */
    updateAccount(email: string, holder: PayoutAccount): boolean {
      const key = email.trim().toLowerCase();
      if (!accounts.has(key)) return false;
      accounts.set(key, { ...holder });
      return true;
    },
    /** The next validation is refused with this documented error. */
    refuseNextValidation(code: PayoutErrorCode) {
      refuseValidation = code;
    },
    /** The next capture is refused with this documented error. */
    refuseNextCapture(code: PayoutErrorCode) {
      refuseCapture = code;
    },
    /** Every capture of this payout is refused with this documented error. */
    refuseCapturesOf(id: string, code: PayoutErrorCode) {
      refusedPayouts.set(id, code);
    },
    /** The next n captures fail with a technical error before anything is paid. */
    failCaptures(n: number) {
      technicalCaptures = n;
    },
    /** The next n captures are made, but their answers are a technical error. */
    loseCaptureAnswers(n: number) {
      lostCaptureAnswers = n;
    },
    statusOf: (id: string) => payouts.get(id)?.status,
  };
}
