// A staff member grants a template's bonus to a player, with a reason. Above
// FOUR_EYES_BONUS_GRANT_MINOR the grant waits for a second staff member holding bonus.grant;
// either way the grant key is `staff:<the asking request's id>`, so a retried request (or an
// approval run twice) grants once.
import type { BonusRules } from '@talih/contracts/bonus.ts';
import { minorToNumber } from '@talih/contracts/money.ts';
import { AppError } from '../../../http/errors.ts';
import { parseRules } from '../../../modules/bonus/rules.ts';
import { activeExclusion } from '../../../modules/protection/exclusions.ts';
import { requestOrRun } from '../../approvals.ts';
import type { StaffContext } from '../../calls.ts';
import { staffGrant } from './grant-port.ts';
import { refuseWhenBonusesBanned } from './validate.ts';

export const GRANT_APPROVAL_KIND = 'bonus.grant';
/** Kinds whose grant is bonus money now; free spins and free bets are not built yet. */
const MONEY_KINDS = new Set(['deposit_match', 'fixed', 'cashback']);

export interface GrantPayload {
  userId: number;
  templateId: number;
  versionId: number;
  code: string;
  amountMinor: number;
  reason: string;
  /** The id of the request that asked: the grant key. */
  requestRef: string;
}

async function activeTemplate(ctx: StaffContext, code: string) {
  const t = await ctx.services.db
    .selectFrom('bonus_templates as t')
    .innerJoin('bonus_template_versions as v', 'v.id', 't.current_version_id')
    .select(['t.id', 't.code', 't.status', 'v.id as version_id', 'v.rules'])
    .where('t.code', '=', code)
    .executeTakeFirst();
  if (!t || t.status !== 'active') throw new AppError('backoffice.bonus.errors.templateNotActive');
  return { ...t, rules: parseRules(t.rules) };
}

/** What staff may grant: the template's fixed amount or the one typed, never above its cap. */
function amountOf(rules: BonusRules, typed: number | null): number {
  if (!MONEY_KINDS.has(rules.kind)) throw new AppError('backoffice.bonus.errors.kindNotGrantable');
  const amount = typed ?? (rules.kind === 'fixed' ? rules.fixedMinor : null);
  if (amount === null || amount <= 0) throw new AppError('backoffice.bonus.errors.amountNeeded');
  if (rules.capMinor !== null && amount > rules.capMinor) {
    throw new AppError('backoffice.bonus.errors.overCap', {
      capMoney: minorToNumber(rules.capMinor),
    });
  }
  return amount;
}

async function refuseIneligible(ctx: StaffContext, userId: number) {
  refuseWhenBonusesBanned(ctx);
  const user = await ctx.services.db
    .selectFrom('users')
    .select('id')
    .where('id', '=', userId)
    .executeTakeFirst();
  if (!user) throw new AppError('backoffice.bonus.errors.playerNotFound');
  if (await activeExclusion(ctx.services.db, userId, Date.now())) {
    throw new AppError('backoffice.bonus.errors.excluded');
  }
}

export async function requestGrant(
  ctx: StaffContext,
  input: { userId: number; templateCode: string; amountMinor: number | null; reason: string },
) {
  await refuseIneligible(ctx, input.userId);
  const t = await activeTemplate(ctx, input.templateCode);
  const amountMinor = amountOf(t.rules, input.amountMinor);
  const payload: GrantPayload = {
    userId: input.userId,
    templateId: Number(t.id),
    versionId: Number(t.version_id),
    code: t.code,
    amountMinor,
    reason: input.reason,
    requestRef: ctx.requestId,
  };
  const outcome = await requestOrRun(ctx, {
    kind: GRANT_APPROVAL_KIND,
    objectType: 'player',
    objectId: input.userId,
    amountMinor,
    payload,
    reason: input.reason,
  });
  if (outcome.status === 'pending')
    return { status: 'pending' as const, approvalId: outcome.approvalId };
  return { status: 'done' as const, ...(outcome.result as { bonusId: number; replayed: boolean }) };
}

/** Runs the grant (at once, or as the approver): checked again, since time may have passed. */
export async function executeGrant(ctx: StaffContext, p: GrantPayload) {
  await refuseIneligible(ctx, p.userId);
  const t = await activeTemplate(ctx, p.code);
  // The version asked for, even if a newer one was approved meanwhile: the approver saw it.
  const version = await ctx.services.db
    .selectFrom('bonus_template_versions')
    .select(['id', 'rules', 'title'])
    .where('id', '=', p.versionId)
    .where('template_id', '=', t.id)
    .where('approved_at', 'is not', null)
    .executeTakeFirst();
  if (!version) throw new AppError('backoffice.bonus.errors.templateNotActive');
  const template = {
    templateId: p.templateId,
    code: p.code,
    versionId: p.versionId,
    rules: parseRules(version.rules),
    title: JSON.parse(version.title) as { tk: string; en: string },
  };
  const pack = ctx.services.config.jurisdiction.bonus;
  const result = await ctx.services.ledger.transact('bonus_grant', async (tx) => {
    const granted = await staffGrant(tx, pack, {
      userId: p.userId,
      template,
      grantKey: `staff:${p.requestRef}`,
      amountMinor: p.amountMinor,
      grantedBy: ctx.staff.name,
    });
    if (!granted.replayed) {
      await ctx.audit(
        {
          action: 'bonus.granted',
          objectType: 'player',
          objectId: p.userId,
          after: { bonusId: granted.bonusId, template: p.code, amountMinor: p.amountMinor },
          reason: p.reason,
        },
        tx.trx,
      );
    }
    return granted;
  });
  if (result.replayed) ctx.unchanged();
  return result;
}
