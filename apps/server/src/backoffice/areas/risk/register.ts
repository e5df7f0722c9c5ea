// The risk area's staff calls: the alert queue (risk.read), assign, close with a reason and
// run the rules now (risk.manage), each change audited with before and after; and the signs
// of harm: the interaction tasks, a player's markers, recording an interaction, scan now.
import * as aml from '@talih/contracts/backoffice/aml.ts';
import * as harm from '@talih/contracts/backoffice/harm.ts';
import * as contract from '@talih/contracts/backoffice/risk.ts';
import { scanHarm } from '../../../modules/protection/harm-tasks.ts';
import { scanRisk } from '../../../modules/risk/rules.ts';
import { roleCan } from '@talih/contracts/backoffice/permissions.ts';
import { ForbiddenError } from '../../../http/errors.ts';
import { defineStaffCall, type StaffRegistry } from '../../calls.ts';
import { clockOf } from '../protection/service.ts';
import {
  addNote,
  assignCase,
  caseAlerts,
  caseList,
  caseNotes,
  caseRow,
  openCaseFrom,
  requireOpenCase,
} from './aml.ts';
import { amlReport, decideCase, registerAmlApprovals } from './aml-decide.ts';
import { alertQueue, assignAlert, closeAlertBy } from './alerts.ts';
import { firedCount, harmOfPlayer, recordInteraction, riskMail, taskQueue } from './harm.ts';
import { requestSourceOfFunds } from '../../../modules/kyc/aml.ts';
import { sendMail } from '../../../modules/engagement/mail/mail.ts';

export function register(registry: StaffRegistry) {
  registerAmlApprovals();
  registerAml(registry);
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
    defineStaffCall({
      ...harm.listHarmTasks,
      readOnly: true,
      async handler(ctx, input) {
        return { ...(await taskQueue(ctx.services.db, input)), page: input.page };
      },
    }),
    defineStaffCall({
      ...harm.playerHarm,
      readOnly: true,
      handler: (ctx, input) => harmOfPlayer(ctx.services.db, input.userId),
    }),
    defineStaffCall({
      ...harm.harmFiredCount,
      readOnly: true,
      handler: (ctx, input) => firedCount(ctx.services.db, input.since),
    }),
    defineStaffCall({
      ...harm.recordHarmInteraction,
      async handler(ctx, input) {
        if (
          (input.outcome === 'limit' || input.outcome === 'time_out') &&
          !roleCan(ctx.staff.role, 'protection.manage')
        ) {
          throw new ForbiddenError();
        }
        const now = clockOf(ctx.services);
        const changed = await recordInteraction(ctx.services, input, ctx.staff.name, now);
        await ctx.audit({
          action: 'harm.interaction',
          objectType: 'harm_task',
          objectId: input.taskId,
          before: changed.before,
          after: { ...changed.after, userId: changed.userId },
          reason: input.note,
        });
        return { status: 'closed' as const };
      },
    }),
    defineStaffCall({
      ...harm.scanHarm,
      async handler(ctx) {
        const done = await scanHarm(
          ctx.services.db,
          ctx.services.config.jurisdiction.harm,
          clockOf(ctx.services),
        );
        await ctx.audit({
          action: 'harm.scan',
          objectType: 'harm_task',
          objectId: 'scan',
          after: done,
        });
        return done;
      },
    }),
  );
}

/** AML cases: list and read (risk.read); open, assign, note, decide and export (risk.manage). */
function registerAml(registry: StaffRegistry) {
  registry.add(
    defineStaffCall({
      ...aml.listAmlCases,
      readOnly: true,
      async handler(ctx, input) {
        const found = await caseList(ctx.services.db, input, ctx.staff.name);
        return { ...found, page: input.page };
      },
    }),
    defineStaffCall({
      ...aml.getAmlCase,
      readOnly: true,
      async handler(ctx, input) {
        const db = ctx.services.db;
        return {
          case: await caseRow(db, input.caseId),
          alerts: await caseAlerts(db, input.caseId),
          notes: await caseNotes(db, input.caseId),
        };
      },
    }),
    defineStaffCall({
      ...aml.openAmlCase,
      async handler(ctx, input) {
        const now = clockOf(ctx.services);
        const done = await openCaseFrom(ctx.services.db, input.alertId, ctx.staff.name, now);
        if (!done.created && done.alertsAdded === 0) {
          ctx.unchanged();
        } else {
          await ctx.audit({
            action: done.created ? 'aml.case_open' : 'aml.case_alerts',
            objectType: 'aml_case',
            objectId: done.caseId,
            after: { userId: done.userId, fromAlert: input.alertId, alertsAdded: done.alertsAdded },
          });
        }
        return { caseId: done.caseId, created: done.created, alertsAdded: done.alertsAdded };
      },
    }),
    defineStaffCall({
      ...aml.assignAmlCase,
      async handler(ctx, input) {
        const changed = await assignCase(ctx.services.db, input.caseId, input.assignee);
        await ctx.audit({
          action: 'aml.assign',
          objectType: 'aml_case',
          objectId: input.caseId,
          ...changed,
        });
        return changed.after;
      },
    }),
    defineStaffCall({
      ...aml.addAmlNote,
      async handler(ctx, input) {
        const now = clockOf(ctx.services);
        const note = await addNote(ctx.services.db, input.caseId, input.body, ctx.staff.name, now);
        await ctx.audit({
          action: 'aml.note',
          objectType: 'aml_case',
          objectId: input.caseId,
          after: { noteId: note.id, body: note.body },
        });
        return note;
      },
    }),
    defineStaffCall({
      ...aml.requestAmlSourceOfFunds,
      async handler(ctx, input) {
        const db = ctx.services.db;
        const row = await requireOpenCase(db, input.caseId);
        const userId = Number(row.user_id);
        const now = clockOf(ctx.services);
        const asked = await requestSourceOfFunds(db, userId, { afterApproval: true }, now);
        if (!asked) {
          ctx.unchanged();
          return { requested: false };
        }
        const mail = await riskMail(db, userId, 'sofMail');
        await sendMail(db, { to: userId, ...mail, amountMinor: 0, sentBy: ctx.staff.name });
        await ctx.audit({
          action: 'aml.sof_requested',
          objectType: 'aml_case',
          objectId: input.caseId,
          after: { userId, requestedAt: now },
        });
        return { requested: true };
      },
    }),
    defineStaffCall({
      ...aml.decideAmlCase,
      handler: (ctx, input) => decideCase(ctx, input),
    }),
    defineStaffCall({
      ...aml.exportAmlReport,
      async handler(ctx, input) {
        const report = await amlReport(ctx, input.caseId);
        await ctx.audit({
          action: 'aml.report_exported',
          objectType: 'aml_case',
          objectId: input.caseId,
          after: { filename: report.filename, bytes: Buffer.byteLength(report.text) },
        });
        return report;
      },
    }),
  );
}
