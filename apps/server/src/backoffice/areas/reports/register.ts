// The reports screen's calls (reports.read): a period's figures and the live panel.
import * as contract from '@talih/contracts/backoffice/reports.ts';
import { AppError } from '../../../http/errors.ts';
import { defineStaffCall, type StaffRegistry } from '../../calls.ts';
import { glance } from './glance.ts';
import { livePanel } from './live.ts';
import { buildReport, ReportRangeError } from './report.ts';

export function register(registry: StaffRegistry) {
  registry.add(
    defineStaffCall({
      ...contract.reportCall,
      readOnly: true,
      async handler(ctx, input) {
        try {
          return await buildReport(ctx.services.database, input);
        } catch (error) {
          if (error instanceof ReportRangeError) {
            throw new AppError(
              error.message === 'period too long'
                ? 'backoffice.errors.periodTooLong'
                : 'backoffice.errors.badPeriod',
              { days: contract.REPORT_DAYS_MAX },
            );
          }
          throw error;
        }
      },
    }),
    defineStaffCall({
      ...contract.glanceCall,
      readOnly: true,
      handler: (ctx) => glance(ctx.services.database, ctx.services.now?.() ?? Date.now()),
    }),
    defineStaffCall({
      ...contract.liveCall,
      readOnly: true,
      handler: (ctx, input) => livePanel(ctx.services.database, input.minutes),
    }),
  );
}
