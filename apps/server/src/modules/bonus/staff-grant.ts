// A staff member grants a bonus by hand (the back-office calls this): any active template with
// an approved version, the amount the rules give or one staff choose (up to the template's
// cap), under the same eligibility as any grant — pack, exclusions — except the once-per-person
// welcome marks, which staff decide on. The audit row is written in the grant's transaction.
import { randomUUID } from 'node:crypto';
import type { Transaction } from 'kysely';
import { minorToNumber } from '@talih/contracts/money.ts';
import { writeAudit } from '../../audit/audit.ts';
import type { DB } from '../../db/schema.ts';
import { AppError } from '../../http/errors.ts';
import type { Services } from '../../services.ts';
import { grantableTemplate } from './templates.ts';
import { grantFromTemplate, REFUSAL_KEYS } from './triggers/grant.ts';

export interface StaffGrant {
  userId: number;
  templateId: number;
  /** Omitted: the template's own amount (its fixed amount). */
  amountMinor?: number;
  /** The staff member's name (recorded as granted_by `staff:<actor>`). */
  actor: string;
  reason: string;
  /** The caller's idempotency key (e.g. the request id): the same key grants once. */
  requestKey?: string;
  /**
   * Runs in the grant's transaction (the back-office's staff audit row); absent: an audit row
   * `bonus.staff_grant` is written here.
   */
  audit?: (trx: Transaction<DB>, granted: { bonusId: number; replayed: boolean }) => Promise<void>;
}

export async function staffGrantBonus(
  services: Pick<Services, 'db' | 'ledger' | 'config'>,
  g: StaffGrant,
): Promise<{ bonusId: number; replayed: boolean }> {
  const pack = services.config.jurisdiction.bonus;
  const template = await grantableTemplate(services.db, pack, g.templateId);
  if (!template) throw new AppError('errors.bonus.templateUnavailable');
  const cap = template.rules.capMinor;
  if (g.amountMinor !== undefined && cap !== null && g.amountMinor > cap) {
    throw new AppError('errors.bonus.aboveCap', { maxMoney: minorToNumber(cap) });
  }
  const user = await services.db
    .selectFrom('users')
    .select('role')
    .where('id', '=', g.userId)
    .executeTakeFirst();
  if (user?.role !== 'player') throw new AppError('errors.bonus.unavailable');
  return services.ledger.transact('bonus_grant', async (tx) => {
    const outcome = await grantFromTemplate(tx, pack, {
      userId: g.userId,
      template,
      grantKey: `staff:${g.requestKey ?? randomUUID()}`,
      amountMinor: g.amountMinor,
      grantedBy: `staff:${g.actor}`,
      skipWelcomeMarks: true,
    });
    if ('refused' in outcome) throw new AppError(REFUSAL_KEYS[outcome.refused]);
    if (g.audit) {
      await g.audit(tx.trx, outcome.granted);
    } else if (!outcome.granted.replayed) {
      await writeAudit(
        tx.trx,
        {
          actorType: 'staff',
          actorId: g.actor,
          action: 'bonus.staff_grant',
          subject: `bonus:${outcome.granted.bonusId}`,
          detail: { userId: g.userId, templateId: g.templateId, reason: g.reason },
        },
        tx.now,
      );
    }
    return outcome.granted;
  });
}
