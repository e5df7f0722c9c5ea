// The bonus area's staff calls: templates with versions and four-eyes, grants to a
// player (four-eyes above FOUR_EYES_BONUS_GRANT_MINOR), a player's bonuses with cancel, and the
// cost report per template.
import * as contract from '@talih/contracts/backoffice/bonus.ts';
import { registerApprovalExecutor } from '../../approvals.ts';
import { defineStaffCall, type StaffRegistry } from '../../calls.ts';
import { executeGrant, GRANT_APPROVAL_KIND, requestGrant, type GrantPayload } from './grants.ts';
import { cancelBonus, listPlayerBonuses } from './player-bonuses.ts';
import { costReport } from './report.ts';
import { getTemplate, listTemplates } from './templates-read.ts';
import {
  approveVersion,
  createTemplate,
  newVersion,
  setStatus,
  submitVersion,
  VERSION_APPROVAL_KIND,
} from './templates-write.ts';

function registerExecutors() {
  // Every template version pays money: it always waits (no threshold).
  registerApprovalExecutor(VERSION_APPROVAL_KIND, {
    permission: 'bonus.read',
    thresholdMinor: () => null,
    execute: (ctx, payload) => approveVersion(ctx, payload as { versionId: number }),
  });
  registerApprovalExecutor(GRANT_APPROVAL_KIND, {
    permission: 'bonus.grant',
    thresholdMinor: (config) => config.FOUR_EYES_BONUS_GRANT_MINOR,
    execute: (ctx, payload) => executeGrant(ctx, payload as GrantPayload),
  });
}

export function register(registry: StaffRegistry) {
  registerExecutors();
  registry.add(
    defineStaffCall({
      ...contract.listTemplates,
      handler: (ctx, input) => listTemplates(ctx.services.db, input),
    }),
    defineStaffCall({
      ...contract.getTemplate,
      handler: (ctx, input) => getTemplate(ctx.services.db, input.id),
    }),
    defineStaffCall({ ...contract.createTemplate, handler: createTemplate }),
    defineStaffCall({ ...contract.newTemplateVersion, handler: newVersion }),
    defineStaffCall({ ...contract.submitTemplateVersion, handler: submitVersion }),
    defineStaffCall({ ...contract.setTemplateStatus, handler: setStatus }),
    defineStaffCall({ ...contract.grantStaffBonus, handler: requestGrant }),
    defineStaffCall({
      ...contract.listPlayerBonuses,
      handler: (ctx, input) => listPlayerBonuses(ctx.services.db, input),
    }),
    defineStaffCall({ ...contract.cancelPlayerBonus, handler: cancelBonus }),
    defineStaffCall({
      ...contract.bonusCostReport,
      handler: (ctx, input) => costReport(ctx.services.db, input),
    }),
  );
}
