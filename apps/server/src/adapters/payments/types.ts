// Payment providers as the app sees them. Each deposit method is one provider (a bank
// transfer collector, a USDT gateway, a card PSP) that confirms orders with signed webhooks at
// POST /payments/v1/<code>/webhook; the payout provider pays withdrawals to bank accounts.
// The sandbox implementations (./sandbox.ts) behave like real ones; live ones implement these.

export const DEPOSIT_PROVIDER_CODES = ['havale', 'crypto', 'card'] as const;
export type DepositProviderCode = (typeof DEPOSIT_PROVIDER_CODES)[number];

/** The payout provider's code (the seed's "MangirPay"); its clearing account pays withdrawals. */
export const PAYOUT_PROVIDER_CODE = 'mangirpay';

export const WEBHOOK_PATH_PREFIX = '/payments/v1';

/** What every provider's webhook carries (amounts as decimal strings, like the wallet API). */
export interface WebhookEvent {
  eventId: string;
  orderId: string;
  status: 'paid' | 'failed' | 'expired';
  /** TRY, "100.00". */
  amount: string;
  /** USDT paid, six decimals (crypto only). */
  coinAmount?: string;
  providerRef: string;
  sentAt: number;
}

export interface DepositStart {
  orderNo: string;
  amountMinor: number;
  reference: string;
  coinAmount: string | null;
  expiresAt: number;
  /** The player (Trustly's EndUserID, paysafecard's customer id are derived from it). */
  userId?: number;
  /** The deployment's currency (the pack's), ISO 4217. */
  currency?: string;
  lang?: 'tk' | 'en' | 'zh-CN';
}

export interface DepositInstructions {
  providerRef: string;
  /** Card, Trustly, paysafecard: the provider's page the player pays on. */
  payUrl?: string;
  /** Crypto: where to send, and on which network. */
  address?: string;
  network?: string;
}

export interface DepositProvider {
  readonly code: DepositProviderCode | 'trustly' | 'paysafecard';
  readonly kind: 'sandbox' | 'live';
  start(order: DepositStart): Promise<DepositInstructions>;
}

export interface PayoutRequest {
  orderNo: string;
  amountMinor: number;
  holderName: string;
  iban: string;
  bankCode: string;
  /** The withdrawal's provider (its clearing account): the bank payout's, or trustly. */
  provider?: string;
  /** The provider's own account id to pay to (Trustly's AccountID, a paysafecard e-mail). */
  account?: string | null;
  userId?: number;
  /** The provider's id of the payout made when it was asked for (paysafecard's validation). */
  payoutRef?: string | null;
}

/**
 * sent: the provider paid it; failed: the provider refused it; manual: no provider pays, so the
 * withdrawal waits (approved) until finance transfers it by bank and marks it paid with the
 * bank's reference.
 */
export type PayoutResult =
  | { status: 'sent'; payoutRef: string }
  /** Accepted by a provider that reports the outcome later (Trustly's notifications). */
  | { status: 'accepted'; payoutRef: string | null }
  | { status: 'failed'; reason: string }
  /** The provider will never pay it (the account or its limits): the money goes back. */
  | { status: 'refused'; reason: string }
  | { status: 'manual' };

export interface PayoutProvider {
  readonly code: string;
  readonly kind: 'sandbox' | 'live' | 'manual';
  banks(): Promise<{ code: string; name: string }[]>;
  /** Idempotent by orderNo: asking again for the same order answers the first payout. */
  payout(request: PayoutRequest): Promise<PayoutResult>;
}

export interface PaymentAdapters {
  deposit: Partial<Record<DepositProviderCode | 'trustly' | 'paysafecard', DepositProvider>>;
  payout: PayoutProvider;
  /** Stops pending sandbox deliveries (on shutdown). */
  close(): void;
}
