// A player's bonuses as staff see them (status, progress, money, the template and version), and
// a staff cancel with a reason: the active bonus's money goes back to promotion expense in the
// same ledger transaction as its audit row, and the next waiting bonus starts.
import type { Kysely } from 'kysely';
import type { StaffBonusRow } from '@talih/contracts/backoffice/bonus.ts';
import type { BonusStatus } from '@talih/contracts/bonus.ts';
import type { DB } from '../../../db/schema.ts';
import { AppError } from '../../../http/errors.ts';
import { playerBonusMinor } from '../../../ledger/queries.ts';
import { finishBonus } from '../../../modules/bonus/lifecycle.ts';
import type { StaffContext } from '../../calls.ts';

function baseQuery(db: Kysely<DB>) {
  return db
    .selectFrom('player_bonuses as b')
    .innerJoin('bonus_templates as t', 't.id', 'b.template_id')
    .innerJoin('bonus_template_versions as v', 'v.id', 'b.version_id');
}

async function rowsOf(db: Kysely<DB>, rows: Awaited<ReturnType<typeof select>>) {
  const active = rows.find((r) => r.status === 'active');
  const balance = active ? await playerBonusMinor(db, Number(active.user_id)) : 0;
  return rows.map((r): StaffBonusRow => ({
    id: Number(r.id),
    userId: Number(r.user_id),
    templateId: Number(r.template_id),
    templateCode: r.code,
    title: JSON.parse(r.title) as StaffBonusRow['title'],
    version: r.version,
    kind: r.kind,
    status: r.status,
    grantedMinor: Number(r.granted_minor),
    depositMinor: Number(r.deposit_minor),
    wageringRequiredMinor: Number(r.wagering_required_minor),
    wageredMinor: Number(r.wagered_minor),
    // Net of what a resettlement took back (modules/bonus/lifecycle.ts takeBackConversion).
    convertedMinor: Number(r.converted_minor) - Number(r.taken_back_minor),
    forfeitedMinor: Number(r.forfeited_minor),
    balanceMinor: r.status === 'active' ? Number(balance) : 0,
    grantKey: r.grant_key,
    grantedBy: r.granted_by,
    cancelledBy: r.cancelled_by,
    finishReason: r.finish_reason,
    grantedAt: Number(r.created_at),
    activatedAt: r.activated_at === null ? null : Number(r.activated_at),
    expiresAt: r.expires_at === null ? null : Number(r.expires_at),
    finishedAt: r.finished_at === null ? null : Number(r.finished_at),
  }));
}

function select(q: ReturnType<typeof baseQuery>) {
  return q
    .selectAll('b')
    .select(['t.code', 't.kind', 'v.title', 'v.version'])
    .orderBy('b.id', 'desc')
    .execute();
}

export async function listPlayerBonuses(
  db: Kysely<DB>,
  input: { userId: number; status: BonusStatus | null; page: number; pageSize: number },
) {
  let q = baseQuery(db).where('b.user_id', '=', input.userId);
  if (input.status) q = q.where('b.status', '=', input.status);
  const [count, rows] = await Promise.all([
    q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst(),
    select(q.limit(input.pageSize).offset((input.page - 1) * input.pageSize)),
  ]);
  return { rows: await rowsOf(db, rows), total: Number(count?.n ?? 0), page: input.page };
}

async function bonusRow(db: Kysely<DB>, bonusId: number) {
  const [row] = await rowsOf(db, await select(baseQuery(db).where('b.id', '=', bonusId)));
  if (!row) throw new AppError('backoffice.bonus.errors.bonusNotFound');
  return row;
}

export async function cancelBonus(ctx: StaffContext, input: { bonusId: number; reason: string }) {
  const { db } = ctx.services;
  const before = await bonusRow(db, input.bonusId);
  if (before.status !== 'active' && before.status !== 'pending') {
    throw new AppError('backoffice.bonus.errors.bonusEnded');
  }
  await ctx.services.ledger.transact('bonus_cancel', async (tx) => {
    const money = await finishBonus(tx, {
      bonusId: input.bonusId,
      outcome: 'cancelled',
      reason: input.reason,
      actor: ctx.staff.name,
    });
    if (!money) throw new AppError('backoffice.bonus.errors.bonusEnded');
    await ctx.audit(
      {
        action: 'bonus.cancelled',
        objectType: 'player',
        objectId: before.userId,
        before: { bonusId: before.id, status: before.status, balanceMinor: before.balanceMinor },
        after: { bonusId: before.id, status: 'cancelled', ...money },
        reason: input.reason,
      },
      tx.trx,
    );
  });
  return bonusRow(db, input.bonusId);
}
