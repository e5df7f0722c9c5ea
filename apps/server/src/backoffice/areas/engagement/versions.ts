// Versioned configuration: a proposal becomes version n+1 in state pending with a four-eyes
// request; a second staff member's approval makes it live (the one before it superseded) and
// writes it into the live tables in one transaction. The first proposal of a kind first records
// what the tables hold as version 1, so the history always shows what changed from what.
import type { Kysely, Selectable, Transaction } from 'kysely';
import {
  bodySchemaOf,
  diffBodies,
  type PromotionBody,
} from '@talih/contracts/backoffice/engagement-config.ts';
import type { ConfigVersion } from '@talih/contracts/backoffice/engagement.ts';
import type { ConfigVersionsTable, DB } from '../../../db/schema.ts';
import { AppError } from '../../../http/errors.ts';
import { validationMessage } from '../../../http/validation.ts';
import { forgetLive, liveVersionRow } from '../../../modules/engagement/config/live.ts';
import { requestOrRun } from '../../approvals.ts';
import type { StaffContext } from '../../calls.ts';
import { applyBody, currentBody } from './kinds.ts';

export const CONFIG_APPROVAL_KIND = 'config.publish';
const HISTORY_MAX = 200;
/** The body schemas' own rules, each with its message in packages/i18n. */
const BODY_RULES = new Set(['weights', 'schedule', 'reward', 'levels']);

type Row = Selectable<ConfigVersionsTable>;

export function versionView(row: Row): ConfigVersion {
  return {
    version: row.version,
    state: row.state,
    body: JSON.parse(row.body) as unknown,
    createdBy: row.created_by,
    createdAt: Number(row.created_at),
    approvedBy: row.approved_by,
    decidedAt: row.decided_at === null ? null : Number(row.decided_at),
    approvalId: row.approval_id === null ? null : Number(row.approval_id),
    reason: row.reason,
  };
}

/** A pending version whose four-eyes request was rejected is rejected too (seen lazily). */
async function settleRejected(db: Kysely<DB>, kind?: string) {
  let query = db
    .selectFrom('config_versions as v')
    .innerJoin('staff_approvals as a', 'a.id', 'v.approval_id')
    .leftJoin('staff as s', 's.id', 'a.decided_by')
    .select(['v.id', 'a.decided_at', 's.name'])
    .where('v.state', '=', 'pending')
    .where('a.status', '=', 'rejected')
    .limit(500);
  if (kind !== undefined) query = query.where('v.kind', '=', kind);
  const rows = await query.execute();
  for (const r of rows) {
    await db
      .updateTable('config_versions')
      .set({ state: 'rejected', approved_by: r.name, decided_at: r.decided_at })
      .where('id', '=', r.id)
      .where('state', '=', 'pending')
      .execute();
  }
}

async function pendingRow(db: Kysely<DB>, kind: string) {
  await settleRejected(db, kind);
  return db
    .selectFrom('config_versions')
    .selectAll()
    .where('kind', '=', kind)
    .where('state', '=', 'pending')
    .executeTakeFirst();
}

export async function getConfig(db: Kysely<DB>, kind: string) {
  const [live, pending, body] = await Promise.all([
    liveVersionRow(db, kind),
    pendingRow(db, kind),
    currentBody(db, kind),
  ]);
  // The tables hold the live version (pdd has no table: its live body is the version's).
  const liveBody = kind === 'pdd' && live ? (JSON.parse(live.body) as unknown) : body;
  return {
    kind,
    live: liveBody,
    liveVersion: live ? live.version : null,
    pending: pending ? versionView(pending) : null,
  };
}

function parseBody(ctx: StaffContext, kind: string, body: unknown) {
  const parsed = bodySchemaOf(kind).safeParse(body);
  const rule = parsed.error?.issues.find((i) => i.code === 'custom')?.message;
  if (rule && BODY_RULES.has(rule)) throw new AppError(`backoffice.engagement.problems.${rule}`);
  if (!parsed.success) {
    throw new AppError('errors.validation', {
      message: validationMessage(ctx.lang, parsed.error, body),
    });
  }
  return parsed.data as unknown;
}

async function checkReferences(db: Kysely<DB>, kind: string, body: unknown) {
  const segmentId = kind.startsWith('promotion:') ? (body as PromotionBody).segmentId : null;
  if (segmentId === null) return;
  const found = await db
    .selectFrom('player_segments')
    .select('id')
    .where('id', '=', segmentId)
    .executeTakeFirst();
  if (!found) throw new AppError('backoffice.engagement.errors.segmentNotFound');
}

/** What a change pays, for the four-eyes threshold: null means it always waits. */
function paysAmount(kind: string, body: unknown): number | null {
  if (!kind.startsWith('promotion:')) return null;
  const b = body as PromotionBody;
  return b.action === 'claim' ? b.rewardMinor : 0;
}

async function nextVersion(trx: Transaction<DB>, ctx: StaffContext, kind: string) {
  const last = await trx
    .selectFrom('config_versions')
    .select((eb) => eb.fn.max('version').as('v'))
    .where('kind', '=', kind)
    .executeTakeFirst();
  const lastVersion = Number(last?.v ?? 0);
  if (lastVersion > 0) return lastVersion + 1;
  const baseline = await currentBody(trx, kind);
  if (baseline === null) return 1;
  await trx
    .insertInto('config_versions')
    .values({
      kind,
      version: 1,
      body: JSON.stringify(baseline),
      state: 'live',
      created_by: 'system',
      created_at: Date.now(),
      approved_by: null,
      decided_at: Date.now(),
      approval_id: null,
      reason: null,
    })
    .execute();
  return 2;
}

export interface ProposeInput {
  kind: string;
  body: unknown;
  reason: string;
}

export async function proposeConfig(ctx: StaffContext, input: ProposeInput) {
  const { db } = ctx.services;
  const body = parseBody(ctx, input.kind, input.body);
  if (input.kind.startsWith('wheel:') && (await currentBody(db, input.kind)) === null) {
    throw new AppError('backoffice.engagement.errors.unknownKind');
  }
  await checkReferences(db, input.kind, body);
  if (await pendingRow(db, input.kind)) {
    throw new AppError('backoffice.engagement.errors.pendingExists');
  }
  const live = await getConfig(db, input.kind);
  if (diffBodies(live.live, body).length === 0) {
    throw new AppError('backoffice.engagement.errors.noChange');
  }
  const version = await db.transaction().execute(async (trx) => {
    const v = await nextVersion(trx, ctx, input.kind);
    await trx
      .insertInto('config_versions')
      .values({
        kind: input.kind,
        version: v,
        body: JSON.stringify(body),
        state: 'pending',
        created_by: ctx.staff.name,
        created_at: Date.now(),
        approved_by: null,
        decided_at: null,
        approval_id: null,
        reason: input.reason,
      })
      .execute();
    await ctx.audit(
      {
        action: 'engagement.config.proposed',
        objectType: 'config',
        objectId: `${input.kind}@${v}`,
        before: live.live,
        after: body,
        reason: input.reason,
      },
      trx,
    );
    return v;
  });
  const outcome = await requestOrRun(ctx, {
    kind: CONFIG_APPROVAL_KIND,
    objectType: 'config',
    objectId: `${input.kind}@${version}`,
    amountMinor: paysAmount(input.kind, body),
    payload: { kind: input.kind, version },
    reason: input.reason,
  });
  if (outcome.status === 'done') return { version, status: 'live' as const, approvalId: null };
  await db
    .updateTable('config_versions')
    .set({ approval_id: outcome.approvalId })
    .where('kind', '=', input.kind)
    .where('version', '=', version)
    .execute();
  return { version, status: 'pending' as const, approvalId: outcome.approvalId };
}

/** The approved (or small enough) change: live in the tables and in its version row. */
export async function publishVersion(
  ctx: StaffContext,
  payload: { kind: string; version: number },
) {
  const { db } = ctx.services;
  const now = Date.now();
  const before = await getConfig(db, payload.kind);
  await db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom('config_versions')
      .selectAll()
      .where('kind', '=', payload.kind)
      .where('version', '=', payload.version)
      .executeTakeFirst();
    if (!row || row.state !== 'pending') throw new AppError('backoffice.errors.approvalDecided');
    await trx
      .updateTable('config_versions')
      .set({ state: 'superseded' })
      .where('kind', '=', payload.kind)
      .where('state', '=', 'live')
      .execute();
    await trx
      .updateTable('config_versions')
      .set({ state: 'live', approved_by: ctx.staff.name, decided_at: now })
      .where('id', '=', row.id)
      .execute();
    const body = JSON.parse(row.body) as unknown;
    await applyBody(trx, payload.kind, body, now);
    await ctx.audit(
      {
        action: 'engagement.config.published',
        objectType: 'config',
        objectId: `${payload.kind}@${payload.version}`,
        before: before.live,
        after: body,
      },
      trx,
    );
  });
  await forgetLive(ctx.services.cache, payload.kind);
  return { kind: payload.kind, version: payload.version };
}

export async function configHistory(
  db: Kysely<DB>,
  kind: string,
  paging: { page: number; pageSize: number },
) {
  await settleRejected(db, kind);
  const rows = await db
    .selectFrom('config_versions')
    .selectAll()
    .where('kind', '=', kind)
    .orderBy('version', 'desc')
    .limit(HISTORY_MAX)
    .execute();
  // Each version's changes against the one live before it (the version below that went live).
  const views = rows.map((row, i) => {
    const base = rows.slice(i + 1).find((r) => r.state === 'live' || r.state === 'superseded');
    const body = JSON.parse(row.body) as unknown;
    return {
      ...versionView(row),
      changes: base ? diffBodies(JSON.parse(base.body), body) : [],
    };
  });
  const start = (paging.page - 1) * paging.pageSize;
  return {
    rows: views.slice(start, start + paging.pageSize),
    total: views.length,
    page: paging.page,
  };
}

export async function listConfigKinds(db: Kysely<DB>) {
  await settleRejected(db);
  const [wheels, promotions, versions] = await Promise.all([
    db.selectFrom('wheels').select('code').orderBy('position').limit(20).execute(),
    db.selectFrom('promotions').select('code').orderBy('sort').limit(200).execute(),
    db
      .selectFrom('config_versions')
      .select(['kind', 'version', 'state'])
      .where('state', 'in', ['live', 'pending'])
      .limit(2000)
      .execute(),
  ]);
  const kinds = new Set([
    ...wheels.map((w) => `wheel:${w.code}`),
    'sign_in',
    'vip',
    'pdd',
    ...promotions.map((p) => `promotion:${p.code}`),
    ...versions.map((v) => v.kind),
  ]);
  return [...kinds].map((kind) => {
    const of = versions.filter((v) => v.kind === kind);
    return {
      kind,
      liveVersion: of.find((v) => v.state === 'live')?.version ?? null,
      pendingVersion: of.find((v) => v.state === 'pending')?.version ?? null,
    };
  });
}
