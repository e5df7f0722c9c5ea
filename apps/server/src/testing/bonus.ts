// Bonus templates for tests: a template with one approved version, ready to grant.
import { bonusRules, type BonusRulesInput } from '@talih/contracts/bonus.ts';
import type { TestApp } from './backends.ts';
import { grantBonus } from '../modules/bonus/lifecycle.ts';

let seq = 0;

/** A 100% deposit match up to 500.00, 10x the bonus, 7 days: override what a test needs. */
export async function createBonusTemplate(t: TestApp, overrides: Partial<BonusRulesInput> = {}) {
  const rules = bonusRules.parse({
    kind: 'deposit_match',
    trigger: 'first_deposit',
    percent: 100,
    capMinor: 50_000,
    wageringMultiple: 10,
    expiryDays: 7,
    ...overrides,
  });
  const db = t.database.db;
  const now = Date.now();
  const template = await db
    .insertInto('bonus_templates')
    .values({
      code: `TEST-${++seq}-${now % 100_000}`,
      kind: rules.kind,
      trigger: rules.trigger,
      status: 'active',
      current_version_id: null,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const version = await db
    .insertInto('bonus_template_versions')
    .values({
      template_id: template.id,
      version: 1,
      rules: JSON.stringify(rules),
      title: JSON.stringify({ tk: 'Test bonusu', en: 'Test bonus' }),
      created_by: 'test',
      approved_by: 'test2',
      approved_at: now,
      created_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .updateTable('bonus_templates')
    .set({ current_version_id: version.id })
    .where('id', '=', template.id)
    .execute();
  return { templateId: template.id, versionId: version.id, rules };
}

/** Grants a bonus of `amountMinor` under the template, keyed `test:<key>`. */
export async function grantTestBonus(
  t: TestApp,
  template: Awaited<ReturnType<typeof createBonusTemplate>>,
  userId: number,
  amountMinor: number,
  key: string,
  depositMinor = 0,
) {
  return t.app.talih.services.ledger.transact('bonus_grant', (tx) =>
    grantBonus(tx, {
      userId,
      templateId: template.templateId,
      versionId: template.versionId,
      rules: template.rules,
      grantKey: `test:${key}`,
      amountMinor,
      depositMinor,
    }),
  );
}
