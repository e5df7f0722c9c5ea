// The risk area's staff calls: the alert queue (risk.read), assign, close with a reason and
// run the rules now (risk.manage), each change audited with before and after.
import * as contract from '@talih/contracts/backoffice/risk.ts';
import { scanRisk } from '../../../modules/risk/rules.ts';
import { defineStaffCall, type StaffRegistry } from '../../calls.ts';
import { alertQueue, assignAlert, closeAlertBy } from './alerts.ts';

export function register(registry: StaffRegistry) {
  registry.add(
    defineStaffCall({
      ...contract.listRiskAlerts,
      readOnly: true,
      async handler(ctx, input) {
        const found = await alertQueue(ctx.services.db, input, ctx.staff.name);
        return { ...found, page: input.page };
      },
    }),
    defineStaffCall({
      ...contract.assignRiskAlert,
      async handler(ctx, input) {
        const changed = await assignAlert(ctx.services.db, input.alertId, input.assignee);
        await ctx.audit({
          action: 'risk.assign',
          objectType: 'risk_alert',
          objectId: input.alertId,
          ...changed,
        });
        return changed.after;
      },
    }),
    defineStaffCall({
      ...contract.closeRiskAlert,
      async handler(ctx, input) {
        const db = ctx.services.db;
        const changed = await closeAlertBy(db, input.alertId, ctx.staff.name, input.reason);
        await ctx.audit({
          action: 'risk.close',
          objectType: 'risk_alert',
          objectId: input.alertId,
          ...changed,
          reason: input.reason,
        });
        return { status: 'closed' as const };
      },
    }),
    defineStaffCall({
      ...contract.scanRisk,
      async handler(ctx) {
        const raised = await scanRisk(ctx.services.db, {
          withdrawStuckHours: ctx.services.config.WITHDRAW_STUCK_HOURS,
        });
        await ctx.audit({
          action: 'risk.scan',
          objectType: 'risk_alert',
          objectId: 'scan',
          after: raised,
        });
        return { raised };
      },
    }),
  );
}
