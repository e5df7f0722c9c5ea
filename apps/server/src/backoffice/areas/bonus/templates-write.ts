// Writing bonus templates. A change is a new version (an approved version is never edited);
// every version pays money, so it is used only after a second staff member, never its author
// nor the one who submitted it, approves it (four-eyes, kind bonus.version.approve).
import type { Transaction } from 'kysely';
import type { BonusRules } from '@talih/contracts/bonus.ts';
import type { DB } from '../../../db/schema.ts';
import { AppError } from '../../../http/errors.ts';
import { parseRules } from '../../../modules/bonus/rules.ts';
import { requestOrRun } from '../../approvals.ts';
import type { StaffContext } from '../../calls.ts';
import { getTemplate, templateRowOf, VERSION_OBJECT } from './templates-read.ts';
import { checkedRules, refuseUnknownSpinGame, refuseWhenBonusesBanned } from './validate.ts';

export const VERSION_APPROVAL_KIND = 'bonus.version.approve';

interface Draft {
  title: { tk: string; en: string };
  rules: unknown;
  reason: string;
}

async function insertVersion(
  trx: Transaction<DB>,
  ctx: StaffContext,
  templateId: number,
  draft: { title: Draft['title']; rules: BonusRules },
) {
  const last = await trx
    .selectFrom('bonus_template_versions')
    .select((eb) => eb.fn.max('version').as('v'))
    .where('template_id', '=', templateId)
    .executeTakeFirst();
  const version = Number(last?.v ?? 0) + 1;
  const row = await trx
    .insertInto('bonus_template_versions')
    .values({
      template_id: templateId,
      version,
      rules: JSON.stringify(draft.rules),
      title: JSON.stringify(draft.title),
      created_by: ctx.staff.name,
      approved_by: null,
      approved_at: null,
      created_at: Date.now(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { versionId: Number(row.id), version };
}

export async function createTemplate(ctx: StaffContext, input: Draft & { code: string }) {
  refuseWhenBonusesBanned(ctx);
  const rules = checkedRules(ctx, input.rules);
  await refuseUnknownSpinGame(ctx, rules);
  const { db } = ctx.services;
  const taken = await db
    .selectFrom('bonus_templates')
    .select('id')
    .where('code', '=', input.code)
    .executeTakeFirst();
  if (taken) throw new AppError('backoffice.bonus.errors.codeTaken');
  return db.transaction().execute(async (trx) => {
    const now = Date.now();
    const t = await trx
      .insertInto('bonus_templates')
      .values({
        code: input.code,
        kind: rules.kind,
        trigger: rules.trigger,
        status: 'draft',
        current_version_id: null,
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const id = Number(t.id);
    const v = await insertVersion(trx, ctx, id, { title: input.title, rules });
    await ctx.audit(
      {
        action: 'bonus.template.created',
        objectType: 'bonus_template',
        objectId: input.code,
        after: { version: v.version, title: input.title, rules },
        reason: input.reason,
      },
      trx,
    );
    return { id, ...v };
  });
}

export async function newVersion(ctx: StaffContext, input: Draft & { templateId: number }) {
  const rules = checkedRules(ctx, input.rules);
  await refuseUnknownSpinGame(ctx, rules);
  const { db } = ctx.services;
  const t = await templateRowOf(db, input.templateId);
  if (t.status === 'retired') throw new AppError('backoffice.bonus.errors.retired');
  const current = await currentRules(ctx, t.current_version_id);
  return db.transaction().execute(async (trx) => {
    const v = await insertVersion(trx, ctx, input.templateId, { title: input.title, rules });
    await trx
      .updateTable('bonus_templates')
      .set({ updated_at: Date.now() })
      .where('id', '=', input.templateId)
      .execute();
    await ctx.audit(
      {
        action: 'bonus.version.created',
        objectType: 'bonus_template',
        objectId: t.code,
        before: current,
        after: { version: v.version, title: input.title, rules },
        reason: input.reason,
      },
      trx,
    );
    return { id: input.templateId, ...v };
  });
}

async function currentRules(ctx: StaffContext, versionId: number | null) {
  if (versionId === null) return null;
  const row = await ctx.services.db
    .selectFrom('bonus_template_versions')
    .select(['version', 'rules', 'title'])
    .where('id', '=', versionId)
    .executeTakeFirstOrThrow();
  return {
    version: row.version,
    title: JSON.parse(row.title) as unknown,
    rules: parseRules(row.rules),
  };
}

async function versionRow(ctx: StaffContext, versionId: number) {
  const v = await ctx.services.db
    .selectFrom('bonus_template_versions as v')
    .innerJoin('bonus_templates as t', 't.id', 'v.template_id')
    .selectAll('v')
    .select(['t.code', 't.status as template_status'])
    .where('v.id', '=', versionId)
    .executeTakeFirst();
  if (!v) throw new AppError('backoffice.bonus.errors.versionNotFound');
  return v;
}

/** Asks a second staff member to approve a draft version (it always waits: it pays money). */
export async function submitVersion(
  ctx: StaffContext,
  input: { versionId: number; reason: string },
) {
  refuseWhenBonusesBanned(ctx);
  const v = await versionRow(ctx, input.versionId);
  if (v.template_status === 'retired') throw new AppError('backoffice.bonus.errors.retired');
  const asked = await ctx.services.db
    .selectFrom('staff_approvals')
    .select('status')
    .where('object_type', '=', VERSION_OBJECT)
    .where('object_id', '=', String(v.id))
    .executeTakeFirst();
  if (v.approved_at !== null || asked) throw new AppError('backoffice.bonus.errors.notDraft');
  // The pack may have tightened since the draft was written.
  const rules = checkedRules(ctx, JSON.parse(v.rules));
  const outcome = await requestOrRun(ctx, {
    kind: VERSION_APPROVAL_KIND,
    objectType: VERSION_OBJECT,
    objectId: v.id,
    amountMinor: rules.capMinor ?? rules.fixedMinor,
    payload: { versionId: Number(v.id), code: v.code, version: v.version },
    reason: input.reason,
  });
  if (outcome.status !== 'pending') throw new Error('a bonus version always waits for approval');
  return { approvalId: outcome.approvalId };
}

/** The approval's action: the version becomes the template's current one. */
export async function approveVersion(ctx: StaffContext, payload: { versionId: number }) {
  refuseWhenBonusesBanned(ctx);
  const v = await versionRow(ctx, payload.versionId);
  // Four-eyes holds against the author too, who may not be the one who submitted it.
  if (v.created_by === ctx.staff.name) throw new AppError('backoffice.errors.ownApproval');
  if (v.approved_at !== null) throw new AppError('backoffice.errors.approvalDecided');
  const rules = checkedRules(ctx, JSON.parse(v.rules));
  const t = await templateRowOf(ctx.services.db, Number(v.template_id));
  const before = await currentRules(ctx, t.current_version_id);
  await ctx.services.db.transaction().execute(async (trx) => {
    const now = Date.now();
    const done = await trx
      .updateTable('bonus_template_versions')
      .set({ approved_by: ctx.staff.name, approved_at: now })
      .where('id', '=', v.id)
      .where('approved_at', 'is', null)
      .executeTakeFirst();
    if (Number(done.numUpdatedRows) !== 1) throw new AppError('backoffice.errors.approvalDecided');
    await trx
      .updateTable('bonus_templates')
      .set({ current_version_id: v.id, kind: rules.kind, trigger: rules.trigger, updated_at: now })
      .where('id', '=', t.id)
      .execute();
    await ctx.audit(
      {
        action: 'bonus.version.approved',
        objectType: 'bonus_template',
        objectId: t.code,
        before,
        after: { version: v.version, title: JSON.parse(v.title) as unknown, rules },
      },
      trx,
    );
  });
  return { versionId: Number(v.id) };
}

const MOVES: Record<string, readonly string[]> = {
  draft: ['active', 'retired'],
  active: ['paused', 'retired'],
  paused: ['active', 'retired'],
  retired: [],
};

export async function setStatus(
  ctx: StaffContext,
  input: { templateId: number; status: 'active' | 'paused' | 'retired'; reason: string },
) {
  const { db } = ctx.services;
  const t = await templateRowOf(db, input.templateId);
  if (t.status === input.status) {
    ctx.unchanged();
    return (await getTemplate(db, t.id)).template;
  }
  if (!MOVES[t.status]?.includes(input.status))
    throw new AppError('backoffice.bonus.errors.badMove');
  if (input.status === 'active') {
    refuseWhenBonusesBanned(ctx);
    if (t.current_version_id === null)
      throw new AppError('backoffice.bonus.errors.noApprovedVersion');
  }
  await db.transaction().execute(async (trx) => {
    const moved = await trx
      .updateTable('bonus_templates')
      .set({ status: input.status, updated_at: Date.now() })
      .where('id', '=', t.id)
      .where('status', '=', t.status)
      .executeTakeFirst();
    if (Number(moved.numUpdatedRows) !== 1) throw new AppError('backoffice.bonus.errors.badMove');
    await ctx.audit(
      {
        action: `bonus.template.${input.status === 'active' ? 'activated' : input.status}`,
        objectType: 'bonus_template',
        objectId: t.code,
        before: { status: t.status },
        after: { status: input.status },
        reason: input.reason,
      },
      trx,
    );
  });
  return (await getTemplate(db, t.id)).template;
}
