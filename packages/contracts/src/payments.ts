// Calls of the payments area: deposits (havale/EFT, USDT, card), the player's orders, bank
// cards and withdrawals. Amounts are TRY numbers with two decimals, as totalAssets.
import { z } from 'zod';
import { bonusForfeitQuote, bonusRules } from './bonus.ts';
import { defineCall } from './call.ts';
import { withdrawPasswordField } from './account-fields.ts';
import { paged } from './games.ts';
import { HOLDER_NAME_LENGTH_MAX } from './limits.ts';
import { ibanProblem, normaliseIban } from './iban.ts';

export const DEPOSIT_METHODS = ['havale', 'crypto', 'card', 'trustly', 'paysafecard'] as const;
export type DepositMethod = (typeof DEPOSIT_METHODS)[number];

export const DEPOSIT_STATUSES = ['pending', 'confirmed', 'rejected', 'failed', 'expired'] as const;
export type DepositStatus = (typeof DEPOSIT_STATUSES)[number];

/**
 * pending: held, waiting for review; approved: posted, payout under way; paid: sent;
 * payout_failed: the payout provider refused it (the operator retries or voids it);
 * voided: a failed payout returned to the player's cash.
 */
export const WITHDRAW_STATUSES = [
  'pending',
  'approved',
  'paid',
  'rejected',
  'cancelled',
  'payout_failed',
  'voided',
] as const;
export type WithdrawStatus = (typeof WITHDRAW_STATUSES)[number];

/** A TRY amount from a form: positive, at most two decimals. */
export const amountField = z
  .number('base.EnterAmount')
  .positive('base.EnterAmount')
  .max(10_000_000, 'base.AmountTooLarge')
  .refine((v) => Math.abs(Math.round(v * 100) - v * 100) < 1e-6, 'base.AmountDecimals');

export const orderIdField = z
  .string()
  .trim()
  .regex(/^[DW][0-9A-Z]{6,30}$/);

export const ibanField = z
  .string('base.EnterIban')
  .max(40, 'base.IbanFormat')
  .transform(normaliseIban)
  .superRefine((v, ctx) => {
    const problem = ibanProblem(v);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });

export const holderNameField = z
  .string('base.EnterHolderName')
  .trim()
  .min(1, 'base.EnterHolderName')
  .min(3, 'base.HolderNameRule')
  .max(HOLDER_NAME_LENGTH_MAX, 'base.HolderNameRule')
  .refine((v) => /^[\p{L} .'-]+$/u.test(v) && /\p{L}.*\s+.*\p{L}/u.test(v), 'base.HolderNameRule');

const money = z.number().describe('TRY, two decimals.');

export const depositMethodInfo = z.object({
  code: z.enum(DEPOSIT_METHODS),
  minAmount: money,
  maxAmount: money,
  enabled: z.boolean(),
  /** How long an order of this method waits, in ms. */
  validityMs: z.number().int(),
  /** What the player pays on top (the operator carries providers' fees: 0 for every method). */
  feePercent: z.number().optional(),
  /** How long the money takes to reach the balance: instant, or hours of a bank transfer. */
  arrival: z.enum(['instant', 'minutes', 'hours']).optional(),
});

export const bonusOffer = z.object({
  /** The bonus template's id: pass it as createRechargeOrder's bonusId to take the offer. */
  id: z.number().int(),
  title: z.string(),
  percent: z.number(),
  maxBonus: money,
  wageringMultiplier: z.number(),
  /** The smallest deposit the offer takes. */
  minDeposit: money.optional(),
  /** The full terms, for the page to explain in plain words. */
  rules: bonusRules.optional(),
});

export const getChargeInfo = defineCall({
  path: '/recharge/getChargeInfo',
  auth: 'player',
  tag: 'payments',
  summary:
    'Deposit methods with their limits, quick amounts and the bonus offers a deposit may take ' +
    '(empty until the promotions engine offers some).',
  body: {},
  result: z.object({
    currency: z
      .string()
      .describe("ISO 4217 code of the deployment's currency (its jurisdiction pack's)."),
    methods: z.array(depositMethodInfo),
    quickAmounts: z.array(money),
    bonusOffers: z.array(bonusOffer),
    balance: money,
  }),
});

export const operatorBankAccount = z.object({
  id: z.number().int(),
  bankCode: z.string(),
  bankName: z.string(),
  holder: z.string(),
  iban: z.string(),
});
export type OperatorBankAccount = z.infer<typeof operatorBankAccount>;

export const randomBankAccounts = defineCall({
  path: '/recharge/randomBankAccounts',
  auth: 'player',
  tag: 'payments',
  summary: "One of the operator's bank accounts to send a havale/EFT to.",
  body: {},
  result: operatorBankAccount,
});

/** A deposit order as its page shows it; the method's own fields are null for the others. */
export const depositOrder = z.object({
  type: z.literal('deposit'),
  orderId: z.string(),
  method: z.enum(DEPOSIT_METHODS),
  amount: money,
  status: z.enum(DEPOSIT_STATUSES),
  reference: z.string().describe('Havale: write it in the transfer description.'),
  bankAccount: operatorBankAccount.nullable(),
  coin: z
    .object({
      currency: z.literal('USDT'),
      network: z.string(),
      address: z.string(),
      coinAmount: z.string().describe('The exact amount to send, six decimals.'),
      rate: z.string().describe("The deployment's currency per USDT."),
    })
    .nullable(),
  payUrl: z.string().nullable().describe('Card: the hosted payment page.'),
  failReason: z.string().nullable(),
  createTime: z.number().int(),
  updateTime: z.number().int(),
  expiresAt: z.number().int(),
  confirmedAt: z.number().int().nullable(),
});
export type DepositOrder = z.infer<typeof depositOrder>;

export const createRechargeOrder = defineCall({
  path: '/recharge/createRechargeOrder',
  auth: 'player',
  tag: 'payments',
  summary:
    'Creates a havale/EFT, card, Trustly or paysafecard deposit order. Havale answers the ' +
    'account and the reference to write in the transfer; the others answer the provider page.',
  body: {
    amount: amountField,
    method: z.enum(['havale', 'card', 'trustly', 'paysafecard']).default('havale'),
    bankAccountId: z.number().int().positive().optional(),
    bonusId: z.number().int().positive().optional(),
  },
  result: depositOrder,
});

export const createCoinOrder = defineCall({
  path: '/recharge/createCoinOrder',
  auth: 'player',
  tag: 'payments',
  summary: 'Creates a USDT deposit: an address, the network and the exact amount, with a deadline.',
  body: { amount: amountField },
  result: depositOrder,
});

export const getCoinOrderDetail = defineCall({
  path: '/recharge/getCoinOrderDetail',
  auth: 'player',
  tag: 'payments',
  summary: "A USDT deposit order of the calling player; another player's answers as not found.",
  body: { orderId: orderIdField },
  result: depositOrder,
});

export const withdrawOrder = z.object({
  type: z.literal('withdraw'),
  orderId: z.string(),
  amount: money,
  status: z.enum(WITHDRAW_STATUSES),
  bankName: z.string(),
  holderName: z.string(),
  iban: z.string().describe('Masked: only the last four digits.'),
  failReason: z.string().nullable(),
  /**
   * The player's message (an i18n key) for a provider's refusal in failReason, where there is
   * one (paysafecard's documented payout errors).
   */
  failReasonKey: z.string().nullable().optional(),
  /** Paid to a paysafecard account: its e-mail, masked ("d***@example.com"). */
  paysafecardAccount: z.string().nullable().optional(),
  createTime: z.number().int(),
  updateTime: z.number().int(),
  canCancel: z.boolean(),
});
export type WithdrawOrder = z.infer<typeof withdrawOrder>;

export const orderRecord = z.discriminatedUnion('type', [depositOrder, withdrawOrder]);
export type OrderRecord = z.infer<typeof orderRecord>;

export const rechargeRecord = defineCall({
  path: '/recharge/record',
  auth: 'player',
  tag: 'payments',
  summary: "The calling player's deposit and withdrawal orders, newest first, with their states.",
  body: {
    type: z.enum(['all', 'deposit', 'withdraw']).default('all'),
    // Deep pages of a merged list cost a scan each: 100 pages of 50 is the whole history a
    // screen can reach.
    page: z.number().int().min(1).max(100).default(1),
    pageSize: z.number().int().min(1).max(50).default(20),
  },
  result: paged(orderRecord),
});

export const orderRecordDetail = defineCall({
  path: '/recharge/orderRecordDetail',
  auth: 'player',
  tag: 'payments',
  summary:
    "One order of the calling player (deposit D… or withdrawal W…); another player's answers as not found.",
  body: { orderId: orderIdField },
  result: orderRecord,
});

export const bankCard = z.object({
  holderName: z.string(),
  bankCode: z.string(),
  bankName: z.string(),
  iban: z.string().describe('Masked: only the last four digits.'),
  updateTime: z.number().int(),
});
export type BankCard = z.infer<typeof bankCard>;

export const getBankCard = defineCall({
  path: '/user/bank',
  auth: 'player',
  tag: 'payments',
  summary: "The calling player's bank card (withdrawals go to it), or null when none is bound.",
  body: {},
  result: bankCard.nullable(),
});

export const saveBankCard = defineCall({
  path: '/user/bank/save',
  auth: 'player',
  tag: 'payments',
  summary:
    'Binds or changes the bank card: holder name, IBAN (TR + 24 digits, mod-97 checked; the ' +
    'bank is read from it). Needs the withdrawal password.',
  body: {
    holderName: holderNameField,
    iban: ibanField,
    withdrawPassword: withdrawPasswordField,
  },
  result: bankCard,
});

export const getMangirPayBankList = defineCall({
  path: '/withdraw/getMangirPayBankList',
  auth: 'player',
  tag: 'payments',
  summary: 'The banks the payout provider can pay into.',
  body: {},
  result: z.array(z.object({ code: z.string(), name: z.string() })),
});

export const withdrawInfo = z.object({
  balance: money,
  minAmount: money,
  maxAmount: money,
  dailyMaxAmount: money,
  dailyMaxCount: z.number().int(),
  dailyUsedAmount: money,
  dailyUsedCount: z.number().int(),
  /**
   * The active bonus's wagering still to play (0 when none). It does not block a withdrawal:
   * withdrawing before it is done forfeits the bonus (bonusForfeit).
   */
  wageringLeft: money,
  hasBankCard: z.boolean(),
  hasWithdrawPassword: z.boolean(),
  phoneRequired: z.boolean(),
  phoneVerified: z.boolean(),
  bankCard: bankCard.nullable(),
  /**
   * A withdrawal now would forfeit this bonus money: the page shows it and the
   * request must carry acceptBonusForfeit. Null or absent: nothing to forfeit.
   */
  bonusForfeit: bonusForfeitQuote.nullable().optional(),
  /**
   * Where a withdrawal goes instead of the bank card: the bank account the player last
   * deposited from with Trustly, where the pack offers Trustly. Absent: the bank card.
   */
  payoutAccount: z
    .object({ provider: z.literal('trustly'), bankName: z.string(), account: z.string() })
    .nullable()
    .optional(),
  /**
   * Where the pack offers paysafecard payouts: the name and date of birth (yyyy-mm-dd) of the
   * player's verified profile that paysafecard matches against the account's holder (null
   * until verified), and in the sandbox the simulator's page for opening a paysafecard account
   * (null in production). Absent or null: not offered.
   */
  paysafecardPayout: z
    .object({
      holderName: z.string().nullable(),
      dateOfBirth: z.string().nullable(),
      sandboxAccountUrl: z.string().nullable(),
    })
    .nullable()
    .optional(),
});

export const getWithdrawInfo = defineCall({
  path: '/withdraw/getWithdrawInfo',
  auth: 'player',
  tag: 'payments',
  summary: 'What a withdrawal needs and allows now: balance, limits, what is used today, the card.',
  body: {},
  result: withdrawInfo,
});

/**
 * The client's id of one withdrawal request (one per submit; the same on a retry): a replay
 * answers the first withdrawal and creates nothing; the same id with another amount is refused.
 */
export const withdrawRequestIdField = z
  .string()
  .regex(/^[A-Za-z0-9_-]{8,64}$/, '8 to 64 letters, digits, _ or -')
  .describe('Client request id: a retry with it answers the first withdrawal.');

export const createWithdraw = defineCall({
  path: '/withdraw/create',
  auth: 'player',
  tag: 'payments',
  summary:
    'Asks for a withdrawal to the bound bank card. The amount is held at once (it leaves the ' +
    'balance); the operator approves (it is paid out) or rejects (it comes back).',
  body: {
    amount: amountField,
    withdrawPassword: withdrawPasswordField,
    requestId: withdrawRequestIdField.optional(),
    /** The player saw getWithdrawInfo's bonusForfeit and agreed to give that bonus up. */
    acceptBonusForfeit: z.boolean().optional(),
    /**
     * bank: to the bound bank card; trustly: to the bank account the player last deposited
     * from with Trustly; paysafecard: to the player's paysafecard account (paysafecardEmail),
     * validated with paysafecard before it is held. Default: trustly where the pack offers it
     * and such an account exists.
     */
    method: z.enum(['bank', 'trustly', 'paysafecard']).optional(),
    /** The e-mail the player's paysafecard account is registered with (method paysafecard). */
    paysafecardEmail: z.string().max(254).optional(),
  },
  result: withdrawOrder,
});

export const cancelWithdraw = defineCall({
  path: '/withdraw/cancel',
  auth: 'player',
  tag: 'payments',
  summary: 'Cancels a withdrawal still waiting for review; the held amount comes back.',
  body: { orderId: orderIdField },
  result: withdrawOrder,
});
