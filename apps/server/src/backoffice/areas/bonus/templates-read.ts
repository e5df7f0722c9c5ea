// Reading bonus templates for staff: the paged list and one template with its versions. A
// version's state is read from its row and its four-eyes request (object bonus_version:<id>).
import type { Kysely, Selectable } from 'kysely';
import type { TemplateRow, TemplateVersion } from '@talih/contracts/backoffice/bonus.ts';
import type { BonusKind, BonusTrigger } from '@talih/contracts/bonus.ts';
import type { BonusTemplateVersionsTable, BonusTemplatesTable, DB } from '../../../db/schema.ts';
import { AppError } from '../../../http/errors.ts';
import { parseRules } from '../../../modules/bonus/rules.ts';

export const VERSION_OBJECT = 'bonus_version';
const VERSIONS_MAX = 500;

type VersionDb = Selectable<BonusTemplateVersionsTable>;
type TemplateDb = Selectable<BonusTemplatesTable>;
interface Request {
  id: number;
  object_id: string;
  status: string;
}

/** The four-eyes requests of these versions (at most one each: a rejected version is final). */
async function requestsOf(db: Kysely<DB>, versionIds: number[]) {
  const out = new Map<number, Request>();
  if (versionIds.length === 0) return out;
  const rows = await db
    .selectFrom('staff_approvals')
    .select(['id', 'object_id', 'status'])
    .where('object_type', '=', VERSION_OBJECT)
    .where('object_id', 'in', versionIds.map(String))
    .orderBy('id')
    .execute();
  for (const r of rows) out.set(Number(r.object_id), { ...r, id: Number(r.id) });
  return out;
}

function stateOf(v: VersionDb, request: Request | undefined): TemplateVersion['state'] {
  if (v.approved_at !== null) return 'approved';
  if (!request) return 'draft';
  return request.status === 'rejected' ? 'rejected' : 'pending';
}

export function versionView(v: VersionDb, request: Request | undefined): TemplateVersion {
  return {
    id: Number(v.id),
    version: v.version,
    state: stateOf(v, request),
    rules: parseRules(v.rules),
    title: JSON.parse(v.title) as TemplateVersion['title'],
    createdBy: v.created_by,
    createdAt: Number(v.created_at),
    approvedBy: v.approved_by,
    approvedAt: v.approved_at === null ? null : Number(v.approved_at),
    approvalId: request ? request.id : null,
  };
}

export async function versionsOf(db: Kysely<DB>, templateIds: number[]) {
  if (templateIds.length === 0) return [];
  const rows = await db
    .selectFrom('bonus_template_versions')
    .selectAll()
    .where('template_id', 'in', templateIds)
    .orderBy('version', 'desc')
    .limit(VERSIONS_MAX)
    .execute();
  const requests = await requestsOf(
    db,
    rows.map((r) => Number(r.id)),
  );
  return rows.map((r) => ({
    templateId: Number(r.template_id),
    view: versionView(r, requests.get(Number(r.id))),
  }));
}

function templateView(t: TemplateDb, versions: TemplateVersion[]): TemplateRow {
  const current = versions.find((v) => v.id === Number(t.current_version_id));
  const newest = versions[0];
  return {
    id: Number(t.id),
    code: t.code,
    kind: t.kind,
    trigger: t.trigger,
    status: t.status,
    // Staff know a template by what it grants now; a draft by its newest title.
    title: (current ?? newest)?.title ?? { tk: t.code, en: t.code },
    currentVersion: current?.version ?? null,
    pendingVersion: versions.find((v) => v.state === 'pending')?.version ?? null,
    updatedAt: Number(t.updated_at),
  };
}

export interface ListInput {
  page: number;
  pageSize: number;
  sort: 'code' | 'updatedAt' | 'status' | 'kind';
  dir: 'asc' | 'desc';
  kind: BonusKind | null;
  trigger: BonusTrigger | null;
  status: TemplateDb['status'] | null;
  q: string;
}

const SORT_COLUMN = {
  code: 'code',
  updatedAt: 'updated_at',
  status: 'status',
  kind: 'kind',
} as const;

export async function listTemplates(db: Kysely<DB>, input: ListInput) {
  let query = db.selectFrom('bonus_templates');
  if (input.kind) query = query.where('kind', '=', input.kind);
  if (input.trigger) query = query.where('trigger', '=', input.trigger);
  if (input.status) query = query.where('status', '=', input.status);
  if (input.q) query = query.where('code', 'like', `%${input.q.toUpperCase()}%`);
  const [count, rows] = await Promise.all([
    query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst(),
    query
      .selectAll()
      .orderBy(SORT_COLUMN[input.sort], input.dir)
      .orderBy('id', input.dir)
      .limit(input.pageSize)
      .offset((input.page - 1) * input.pageSize)
      .execute(),
  ]);
  const versions = await versionsOf(
    db,
    rows.map((r) => Number(r.id)),
  );
  return {
    rows: rows.map((r) =>
      templateView(
        r,
        versions.filter((v) => v.templateId === Number(r.id)).map((v) => v.view),
      ),
    ),
    total: Number(count?.n ?? 0),
    page: input.page,
  };
}

export async function templateRowOf(db: Kysely<DB>, id: number) {
  const t = await db
    .selectFrom('bonus_templates')
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirst();
  if (!t) throw new AppError('backoffice.bonus.errors.templateNotFound');
  return t;
}

export async function getTemplate(db: Kysely<DB>, id: number) {
  const t = await templateRowOf(db, id);
  const versions = (await versionsOf(db, [id])).map((v) => v.view);
  return { template: templateView(t, versions), versions };
}
