// A template's rules checked as the editor checks them (contracts' bonusRulesProblems, with the
// deployment's jurisdiction pack), the first problem answered in the staff member's language
// and naming the field.
import { bonusRulesProblems, type RulesProblem } from '@talih/contracts/backoffice/bonus.ts';
import type { BonusRules } from '@talih/contracts/bonus.ts';
import type { Language } from '@talih/contracts/i18n.ts';
import { AppError } from '../../../http/errors.ts';
import { hasMessage, t } from '../../../http/i18n.ts';
import type { StaffContext } from '../../calls.ts';

/** "freeSpins.count" -> "Bedava dönüş › adet" with the labels the back-office locale names. */
function fieldName(lang: Language, field: string): string {
  return field
    .split('.')
    .map((part) => {
      const key = `backoffice.bonus.fields.${part}`;
      return hasMessage(lang, key) ? t(lang, key) : part;
    })
    .join(' › ');
}

export function problemMessage(lang: Language, p: RulesProblem): string {
  return t(lang, `backoffice.bonus.problems.${p.code}`, {
    field: fieldName(lang, p.field),
    limit: p.limit ?? '',
  });
}

/** The rules, parsed; refuses (nothing written) with the first problem's message. */
export function checkedRules(ctx: StaffContext, input: unknown): BonusRules {
  const pack = ctx.services.config.jurisdiction.bonus;
  const { rules, problems } = bonusRulesProblems(input, pack);
  const first = problems[0];
  if (first || !rules) {
    throw new AppError('backoffice.bonus.errors.invalidRules', {
      message: first ? problemMessage(ctx.lang, first) : '',
    });
  }
  return rules;
}

/**
 * Free spins are played at a studio: the game must be one Talih launches (active), else the
 * award could never be played. Checked when a version is written.
 */
export async function refuseUnknownSpinGame(ctx: StaffContext, rules: BonusRules) {
  if (!rules.freeSpins) return;
  const game = await ctx.services.db
    .selectFrom('games')
    .select('id')
    .where('id', '=', rules.freeSpins.gameId)
    .where('status', '=', 'active')
    .executeTakeFirst();
  if (!game) throw new AppError('backoffice.bonus.errors.spinGameNotFound');
}

/** The pack forbids bonuses: no template is made, approved, activated or granted. */
export function refuseWhenBonusesBanned(ctx: StaffContext) {
  if (!ctx.services.config.jurisdiction.bonus.allowed) {
    throw new AppError('backoffice.bonus.errors.notAllowed');
  }
}
