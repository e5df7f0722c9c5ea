// The demo bonus templates: a welcome bonus on the first deposit, a second-deposit
// bonus and a promo code, each with one version approved by a second demo staff member
// (four-eyes), so the recharge page offers real deposit bonuses and TALIH50 redeems.
import type { Transaction } from 'kysely';
import { bonusRules, type BonusRulesInput } from '@talih/contracts/bonus.ts';
import type { DB } from '../db/schema.ts';

interface DemoTemplate {
  code: string;
  title: { tk: string; en: string };
  rules: BonusRulesInput;
}

/** Amounts are minor units of the deployment's currency (₺ in sandbox). */
const TEMPLATES: DemoTemplate[] = [
  {
    code: 'WELCOME-100',
    title: { tk: 'Hoş geldin bonusu', en: 'Welcome bonus' },
    rules: {
      kind: 'deposit_match',
      trigger: 'first_deposit',
      percent: 100,
      capMinor: 100_000,
      minDepositMinor: 10_000,
      wageringMultiple: 10,
      wageringBase: 'bonus',
      maxBetMinor: 5_000,
      expiryDays: 7,
      maxConversionMinor: 500_000,
    },
  },
  {
    code: 'SECOND-50',
    title: { tk: 'İkinci yatırım bonusu', en: 'Second deposit bonus' },
    rules: {
      kind: 'deposit_match',
      trigger: 'nth_deposit',
      depositNumber: 2,
      percent: 50,
      capMinor: 50_000,
      minDepositMinor: 10_000,
      wageringMultiple: 10,
      maxBetMinor: 5_000,
      expiryDays: 7,
      maxConversionMinor: 250_000,
    },
  },
  {
    code: 'PROMO-TALIH50',
    title: { tk: 'TALIH50 kod bonusu', en: 'TALIH50 code bonus' },
    rules: {
      kind: 'fixed',
      trigger: 'promo_code',
      promoCode: 'TALIH50',
      fixedMinor: 5_000,
      wageringMultiple: 5,
      maxBetMinor: 5_000,
      expiryDays: 7,
      maxConversionMinor: 50_000,
    },
  },
];

/** Written by one demo staff member, approved by another (DEMO_STAFF names). */
const CREATED_BY = 'admin';
const APPROVED_BY = 'finance';

export async function insertBonusTemplates(trx: Transaction<DB>, now: number): Promise<string> {
  for (const t of TEMPLATES) {
    const rules = bonusRules.parse(t.rules);
    const template = await trx
      .insertInto('bonus_templates')
      .values({
        code: t.code,
        kind: rules.kind,
        trigger: rules.trigger,
        status: 'active',
        current_version_id: null,
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const version = await trx
      .insertInto('bonus_template_versions')
      .values({
        template_id: template.id,
        version: 1,
        rules: JSON.stringify(rules),
        title: JSON.stringify(t.title),
        created_by: CREATED_BY,
        approved_by: APPROVED_BY,
        approved_at: now,
        created_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .updateTable('bonus_templates')
      .set({ current_version_id: version.id })
      .where('id', '=', template.id)
      .execute();
  }
  return `bonus templates: ${TEMPLATES.length}`;
}
