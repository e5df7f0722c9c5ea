// The audit screen's calls (audit.read): list with filters, CSV export, chain head and check.
import * as contract from '@talih/contracts/backoffice/audit.ts';
import {
  formatHead,
  parseHead,
  readAuditHead,
  verifyStaffAudit,
} from '../../../audit/staff-audit.ts';
import { AppError } from '../../../http/errors.ts';
import { t } from '../../../http/i18n.ts';
import { defineStaffCall, type StaffRegistry } from '../../calls.ts';
import { auditCsv, filtered, toAuditRow } from './query.ts';

const EXPORT_MAX = 50_000;

export function register(registry: StaffRegistry) {
  registry.add(
    defineStaffCall({
      ...contract.listAudit,
      readOnly: true,
      async handler(ctx, input) {
        const { page, pageSize, ...filter } = input;
        const db = ctx.services.db;
        const count = await filtered(db, filter)
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow();
        const rows = await filtered(db, filter)
          .selectAll()
          .orderBy('seq', 'desc')
          .limit(pageSize)
          .offset((page - 1) * pageSize)
          .execute();
        return { rows: rows.map(toAuditRow), total: Number(count.n), page };
      },
    }),
    defineStaffCall({
      ...contract.exportAudit,
      async handler(ctx, input) {
        const rows = await filtered(ctx.services.db, input)
          .selectAll()
          .orderBy('seq', 'desc')
          .limit(EXPORT_MAX + 1)
          .execute();
        const truncated = rows.length > EXPORT_MAX;
        const kept = rows.slice(0, EXPORT_MAX).map(toAuditRow);
        // Exporting is itself an action worth knowing about.
        await ctx.audit({
          action: 'audit.exported',
          objectType: 'audit',
          objectId: '-',
          after: { filter: input, rows: kept.length },
        });
        return { csv: auditCsv(kept), rows: kept.length, truncated };
      },
    }),
    defineStaffCall({
      ...contract.auditHead,
      readOnly: true,
      async handler(ctx) {
        const { seq, hash } = await readAuditHead(ctx.services.db);
        return { seq, hash, head: formatHead({ seq, hash }) };
      },
    }),
    defineStaffCall({
      ...contract.verifyAudit,
      readOnly: true,
      async handler(ctx, input) {
        const published = input.head === undefined ? undefined : parseHead(input.head);
        if (published === null) throw new AppError('backoffice.errors.auditHeadFormat');
        const report = await verifyStaffAudit(
          ctx.services.db,
          ctx.services.config.AUDIT_CHAIN_KEY,
          published,
        );
        // The staff member reads why in their language (the CLI keeps the English sentence).
        const { reason, ...rest } = report;
        return {
          ...rest,
          problem: reason ? t(ctx.lang, `backoffice.auditChain.${reason.code}`, reason) : null,
        };
      },
    }),
  );
}
