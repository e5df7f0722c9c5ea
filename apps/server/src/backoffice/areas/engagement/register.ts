// The engagement area's staff calls: versioned configuration with four-eyes,
// player segments, and the mail composer (sent by modules/engagement/mail/campaign-sender.ts).
import * as contract from '@talih/contracts/backoffice/engagement.ts';
import { registerApprovalExecutor } from '../../approvals.ts';
import { defineStaffCall, type StaffRegistry } from '../../calls.ts';
import {
  cancelCampaign,
  composeMail,
  listCampaigns,
  MAIL_APPROVAL_KIND,
  previewMail,
  scheduleCampaign,
} from './campaigns.ts';
import {
  countSegment,
  listSegments,
  saveSegment,
} from '../../../modules/engagement/config/segments.ts';
import { tagsInUse } from '../players/tags.ts';
import {
  CONFIG_APPROVAL_KIND,
  configHistory,
  getConfig,
  listConfigKinds,
  proposeConfig,
  publishVersion,
} from './versions.ts';

function registerExecutors() {
  // A configuration that pays always waits (a promotion that pays nothing goes live at once).
  registerApprovalExecutor(CONFIG_APPROVAL_KIND, {
    permission: 'approvals.decide',
    thresholdMinor: () => 0,
    execute: (ctx, payload) => publishVersion(ctx, payload as { kind: string; version: number }),
  });
  registerApprovalExecutor(MAIL_APPROVAL_KIND, {
    permission: 'approvals.decide',
    thresholdMinor: (config) => config.FOUR_EYES_MAIL_PRIZE_MINOR,
    execute: (ctx, payload) => scheduleCampaign(ctx, payload as { campaignId: number }),
  });
}

export function register(registry: StaffRegistry) {
  registerExecutors();

  registry.add(
    defineStaffCall({
      ...contract.listConfigs,
      handler: async (ctx) => ({ rows: await listConfigKinds(ctx.services.db) }),
    }),
    defineStaffCall({
      ...contract.getConfig,
      handler: (ctx, input) => getConfig(ctx.services.db, input.kind),
    }),
    defineStaffCall({ ...contract.proposeConfig, handler: proposeConfig }),
    defineStaffCall({
      ...contract.configHistory,
      handler: (ctx, input) => configHistory(ctx.services.db, input.kind, input),
    }),
    defineStaffCall({
      ...contract.listSegments,
      handler: (ctx, input) => listSegments(ctx.services.db, input),
    }),
    defineStaffCall({
      ...contract.segmentTags,
      readOnly: true,
      handler: async (ctx) => ({ tags: await tagsInUse(ctx.services.db) }),
    }),
    defineStaffCall({
      ...contract.countSegment,
      handler: async (ctx, input) => ({ count: await countSegment(ctx.services.db, input.filter) }),
    }),
    defineStaffCall({
      ...contract.saveSegment,
      async handler(ctx, input) {
        const { before, after } = await saveSegment(ctx.services.db, input, ctx.staff.name);
        await ctx.audit({
          action: before ? 'engagement.segment.updated' : 'engagement.segment.created',
          objectType: 'segment',
          objectId: after.id,
          before: before ?? undefined,
          after,
        });
        return after;
      },
    }),
    defineStaffCall({
      ...contract.previewMail,
      handler: (ctx, input) => previewMail(ctx.services, input.to, input.amountMinor),
    }),
    defineStaffCall({ ...contract.sendMail, handler: composeMail }),
    defineStaffCall({
      ...contract.listCampaigns,
      handler: (ctx, input) => listCampaigns(ctx.services.db, input),
    }),
    defineStaffCall({
      ...contract.cancelCampaign,
      handler: (ctx, input) => cancelCampaign(ctx, input.id, input.reason),
    }),
  );
}
