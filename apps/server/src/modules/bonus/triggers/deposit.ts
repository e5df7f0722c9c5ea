// Deposit bonuses (first_deposit / nth_deposit): the player picks an offer when creating the
// order (checked then, with a message saying why not), and the bonus is granted when the order
// is confirmed, in the deposit credit's transaction, checked again (another order may have
// confirmed first), keyed by the order so a replayed webhook grants once.
import type { Kysely, Transaction } from 'kysely';
import type { BonusRules } from '@talih/contracts/bonus.ts';
import { minorToNumber } from '@talih/contracts/money.ts';
import type { DB } from '../../../db/schema.ts';
import { AppError } from '../../../http/errors.ts';
import type { TxState } from '../../../ledger/post.ts';
import { bonusBarred, welcomeTaken } from '../eligibility.ts';
import { grantableTemplate, type BonusPack, type GrantableTemplate } from '../templates.ts';
import { grantFromTemplate, type GrantOutcome } from './grant.ts';

type Db = Kysely<DB> | Transaction<DB>;

export const DEPOSIT_TRIGGERS = ['first_deposit', 'nth_deposit'] as const;

/** Which deposit a template pays on: 1 for a welcome bonus. */
export function depositNumberOf(rules: BonusRules): number {
  return rules.trigger === 'first_deposit' ? 1 : (rules.depositNumber ?? 2);
}

export async function confirmedDeposits(db: Db, userId: number): Promise<number> {
  const row = await db
    .selectFrom('deposit_orders')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('user_id', '=', userId)
    .where('status', '=', 'confirmed')
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export interface BonusProblem {
  key: string;
  params?: Record<string, string | number>;
}

/**
 * Why this player cannot take this deposit template with their next deposit (of `amountMinor`,
 * when known), or null when they can.
 */
export async function depositBonusProblem(
  db: Db,
  userId: number,
  template: GrantableTemplate,
  amountMinor: number | null,
  now: number,
): Promise<BonusProblem | null> {
  const { rules } = template;
  if (!(DEPOSIT_TRIGGERS as readonly string[]).includes(rules.trigger)) {
    return { key: 'errors.payments.bonusUnavailable' };
  }
  if (await bonusBarred(db, userId, now)) return { key: 'errors.bonus.barred' };
  const number = depositNumberOf(rules);
  if ((await confirmedDeposits(db, userId)) + 1 !== number) {
    return number === 1
      ? { key: 'errors.bonus.firstDepositOnly' }
      : { key: 'errors.bonus.depositNumber', params: { n: number } };
  }
  if (amountMinor !== null && amountMinor < rules.minDepositMinor) {
    return {
      key: 'errors.bonus.depositTooSmall',
      params: { minMoney: minorToNumber(rules.minDepositMinor) },
    };
  }
  if (number === 1 && (await welcomeTaken(db, userId))) return { key: 'errors.bonus.welcomeTaken' };
  return null;
}

/** At order creation: refuses a chosen offer the player does not qualify for. */
export async function checkDepositBonusChoice(
  db: Db,
  pack: BonusPack,
  c: { userId: number; templateId: number; amountMinor: number; now: number },
) {
  const template = await grantableTemplate(db, pack, c.templateId);
  if (!template) throw new AppError('errors.payments.bonusUnavailable');
  const problem = await depositBonusProblem(db, c.userId, template, c.amountMinor, c.now);
  if (problem) throw new AppError(problem.key, problem.params);
}

/**
 * On confirm, inside the deposit credit's transaction (the order is already confirmed in it):
 * grants the order's chosen template when the player still qualifies. Null: nothing chosen.
 */
export async function grantDepositBonus(
  tx: TxState,
  pack: BonusPack,
  order: {
    order_no: string;
    user_id: number;
    amount_minor: number;
    bonus_template_id: number | null;
  },
): Promise<GrantOutcome | null> {
  if (order.bonus_template_id === null) return null;
  const template = await grantableTemplate(tx.trx, pack, Number(order.bonus_template_id));
  if (!template) return { refused: 'not_allowed' };
  const { rules } = template;
  if (!(DEPOSIT_TRIGGERS as readonly string[]).includes(rules.trigger)) {
    return { refused: 'not_allowed' };
  }
  // This order is confirmed in this transaction, so it is counted.
  if ((await confirmedDeposits(tx.trx, order.user_id)) !== depositNumberOf(rules)) {
    return { refused: 'not_allowed' };
  }
  return grantFromTemplate(tx, pack, {
    userId: order.user_id,
    template,
    grantKey: `deposit:${order.order_no}:${template.templateId}`,
    depositMinor: order.amount_minor,
    grantedBy: null,
  });
}
