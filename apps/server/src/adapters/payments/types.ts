// Payment providers as the app sees them. Each deposit method is one provider (a bank
// transfer collector, a USDT gateway, a card PSP) that confirms orders with signed webhooks at
// POST /payments/v1/<code>/webhook; the payout provider pays withdrawals to bank accounts.
// The sandbox implementations (./sandbox.ts) behave like real ones; live ones implement these.

export const DEPOSIT_PROVIDER_CODES = ['havale', 'crypto', 'card'] as const;
export type DepositProviderCode = (typeof DEPOSIT_PROVIDER_CODES)[number];

/** The payout provider's code (the seed's "MangirPay"); its clearing account pays withdrawals. */
export const PAYOUT_PROVIDER_CODE = 'mangirpay';

export const WEBHOOK_PATH_PREFIX = '/payments/v1';
export const WEBHOOK_SIGNATURE_HEADER = 'x-signature';

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
}

export interface DepositInstructions {
  providerRef: string;
  /** Card: the hosted payment page. */
  payUrl?: string;
  /** Crypto: where to send, and on which network. */
  address?: string;
  network?: string;
}

export interface DepositProvider {
  readonly code: DepositProviderCode;
  readonly kind: 'sandbox' | 'live';
  start(order: DepositStart): Promise<DepositInstructions>;
}

export interface PayoutRequest {
  orderNo: string;
  amountMinor: number;
  holderName: string;
  iban: string;
  bankCode: string;
}

/**
 * sent: the provider paid it; failed: the provider refused it; manual: no provider pays, so the
 * withdrawal waits (approved) until finance transfers it by bank and marks it paid with the
 * bank's reference.
 */
export type PayoutResult =
  | { status: 'sent'; payoutRef: string }
  | { status: 'failed'; reason: string }
  | { status: 'manual' };

export interface PayoutProvider {
  readonly code: string;
  readonly kind: 'sandbox' | 'live' | 'manual';
  banks(): Promise<{ code: string; name: string }[]>;
  /** Idempotent by orderNo: asking again for the same order answers the first payout. */
  payout(request: PayoutRequest): Promise<PayoutResult>;
}

export interface PaymentAdapters {
  deposit: Record<DepositProviderCode, DepositProvider>;
  payout: PayoutProvider;
  /** Stops pending sandbox deliveries (on shutdown). */
  close(): void;
}
