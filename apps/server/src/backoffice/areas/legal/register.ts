// The legal texts for staff: the versions of each text and a new version published (next
// number, one row per language, in one transaction), audited with what it replaced. Published
// from now on: players are asked to accept it at their next login.
import * as contract from '@talih/contracts/backoffice/legal.ts';
import type { LegalKind } from '@talih/contracts/legal.ts';
import type { Kysely } from 'kysely';
import type { DB } from '../../../db/schema.ts';
import { currentVersions } from '../../../modules/legal/legal.ts';
import { defineStaffCall, type StaffRegistry } from '../../calls.ts';

/** At most this many rows (versions x languages) are listed. */
const ROWS_MAX = 300;

async function versionRows(db: Kysely<DB>, kind: LegalKind) {
  const rows = await db
    .selectFrom('legal_documents')
    .select(['version', 'lang', 'title', 'body_md', 'published_at', 'created_by'])
    .where('kind', '=', kind)
    .orderBy('version', 'desc')
    .orderBy('lang')
    .limit(ROWS_MAX)
    .execute();
  return rows.map((r) => ({
    version: r.version,
    lang: r.lang,
    title: r.title,
    bodyMd: r.body_md,
    publishedAt: Number(r.published_at),
    createdBy: r.created_by,
  }));
}

export function registerLegalStaffCalls(registry: StaffRegistry) {
  registry.add(
    defineStaffCall({
      ...contract.listLegalVersions,
      async handler(ctx, input) {
        const db = ctx.services.db;
        const current = (await currentVersions(db, ctx.services.now?.() ?? Date.now())).get(
          input.kind,
        );
        return { rows: await versionRows(db, input.kind), currentVersion: current ?? null };
      },
    }),
    defineStaffCall({
      ...contract.publishLegalVersion,
      async handler(ctx, input) {
        const now = ctx.services.now?.() ?? Date.now();
        return ctx.services.db.transaction().execute(async (trx) => {
          const before = await trx
            .selectFrom('legal_documents')
            .select((eb) => eb.fn.max('version').as('version'))
            .where('kind', '=', input.kind)
            .executeTakeFirst();
          const version = Number(before?.version ?? 0) + 1;
          await trx
            .insertInto('legal_documents')
            .values(
              input.texts.map((text) => ({
                kind: input.kind,
                version,
                lang: text.lang,
                title: text.title,
                body_md: text.bodyMd,
                published_at: now,
                created_by: ctx.staff.name,
                created_at: now,
              })),
            )
            .execute();
          const result = {
            kind: input.kind,
            version,
            langs: input.texts.map((t) => t.lang),
            publishedAt: now,
          };
          await ctx.audit(
            {
              action: 'legal.publish',
              objectType: 'legal_text',
              objectId: `${input.kind}:${version}`,
              before: before?.version ? { version: Number(before.version) } : null,
              after: { ...result, titles: input.texts.map((t) => `${t.lang}: ${t.title}`) },
              reason: input.reason,
            },
            trx,
          );
          return result;
        });
      },
    }),
  );
}
