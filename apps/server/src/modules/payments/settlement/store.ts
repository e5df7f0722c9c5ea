// An imported settlement report: one per provider and day. Importing a day again (the job's
// next run, or finance uploading the corrected file) replaces that day's lines in one
// transaction, so reconcile always matches one whole report.
import type { Services } from '../../../services.ts';
import { writeAudit } from '../../../audit/audit.ts';

export interface ReportLine {
  lineNo: number;
  orderNo: string | null;
  providerOrder: string | null;
  orderType: string;
  amountMinor: number;
  currency: string;
  raw: string;
}

export interface ImportedReport {
  provider: 'trustly' | 'paysafecard';
  /** The UTC day (YYYY-MM-DD). */
  day: string;
  currency: string;
  source: 'job' | 'upload';
  importedBy: string;
  lines: ReportLine[];
}

export async function storeReport(services: Pick<Services, 'db'>, report: ImportedReport) {
  const now = Date.now();
  return services.db.transaction().execute(async (trx) => {
    const old = await trx
      .selectFrom('settlement_reports')
      .select('id')
      .where('provider', '=', report.provider)
      .where('day', '=', report.day)
      .executeTakeFirst();
    if (old) {
      await trx.deleteFrom('settlement_lines').where('report_id', '=', old.id).execute();
      await trx.deleteFrom('settlement_reports').where('id', '=', old.id).execute();
    }
    const row = await trx
      .insertInto('settlement_reports')
      .values({
        provider: report.provider,
        day: report.day,
        currency: report.currency,
        lines: report.lines.length,
        source: report.source,
        imported_by: report.importedBy.slice(0, 64),
        imported_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    for (const l of report.lines) {
      await trx
        .insertInto('settlement_lines')
        .values({
          report_id: row.id,
          line_no: l.lineNo,
          order_no: l.orderNo,
          provider_order: l.providerOrder,
          order_type: l.orderType,
          amount_minor: l.amountMinor,
          currency: l.currency,
          raw: l.raw,
        })
        .execute();
    }
    await writeAudit(
      trx,
      {
        actorType: report.source === 'job' ? 'system' : 'staff',
        actorId: report.importedBy,
        action: 'payments.settlement_imported',
        subject: `settlement:${report.provider}:${report.day}`,
        detail: { lines: report.lines.length, replaced: Boolean(old) },
      },
      now,
    );
    return { reportId: row.id, lines: report.lines.length, replaced: Boolean(old) };
  });
}
