// The players area's staff calls: search, the 360 view, and the actions, each audited.
import * as contract from '@talih/contracts/backoffice/players.ts';
import { registerListCalls } from './list-calls.ts';
import { registerApprovalExecutor, requestOrRun } from '../../approvals.ts';
import { defineStaffCall, type StaffContext, type StaffRegistry } from '../../calls.ts';
import {
  addNote,
  adjustPlayer,
  forceLogout,
  resetWithdrawPassword,
  setBlocks,
  type AdjustPayload,
} from './actions.ts';
import { playerActivity } from './activity.ts';
import { withdrawLimitsOf } from './limits.ts';
import { ledgerEntries, playerProfile } from './profile.ts';
import { searchPlayers } from './search.ts';
import { clockOf } from '../protection/service.ts';

/** Runs an approved (or small enough) adjustment and audits it under the staff name(s). */
async function executeAdjustment(ctx: StaffContext, payload: AdjustPayload) {
  const result = await adjustPlayer(ctx.services, payload, ctx.staff.name, (trx, posted) =>
    ctx.audit(
      {
        action: `player.adjust.${payload.direction}`,
        objectType: 'player',
        objectId: payload.userId,
        before: posted.before,
        after: { ...posted.after, entryId: posted.entryId, amountMinor: payload.amountMinor },
        reason: payload.reason,
      },
      trx,
    ),
  );
  if (result.replayed) ctx.unchanged();
  return { entryId: result.entryId, cashMinor: result.after.cashMinor };
}

export function register(registry: StaffRegistry) {
  registerApprovalExecutor('player.adjust', {
    permission: 'players.adjust',
    execute: (ctx, payload) => executeAdjustment(ctx, payload as AdjustPayload),
  });
  registerListCalls(registry);

  registry.add(
    defineStaffCall({
      ...contract.searchPlayers,
      readOnly: true,
      async handler(ctx, input) {
        const found = await searchPlayers(ctx.services.db, input, clockOf(ctx.services));
        return { rows: found.list, total: found.total, page: input.page };
      },
    }),
    defineStaffCall({
      ...contract.getPlayer,
      readOnly: true,
      async handler(ctx, input) {
        const profile = await playerProfile(ctx.services.db, input.userId);
        return { ...profile, limits: await withdrawLimitsOf(ctx.services, input.userId) };
      },
    }),
    defineStaffCall({
      ...contract.playerLedger,
      readOnly: true,
      async handler(ctx, input) {
        const found = await ledgerEntries(ctx.services.db, input.userId, input.account, input);
        return { rows: found.list, total: found.total, page: input.page };
      },
    }),
    defineStaffCall({
      ...contract.playerActivity,
      readOnly: true,
      async handler(ctx, input) {
        const found = await playerActivity(ctx.services.db, input.userId, input.list, input);
        return { rows: found.rows, total: found.total, page: input.page };
      },
    }),
    defineStaffCall({
      ...contract.setPlayerBlocks,
      async handler(ctx, input) {
        const changed = await setBlocks(ctx.services.db, input, ctx.staff.name);
        await ctx.audit({
          action: 'player.blocks',
          objectType: 'player',
          objectId: input.userId,
          ...changed,
          reason: input.reason,
        });
        return changed;
      },
    }),
    defineStaffCall({
      ...contract.resetWithdrawPassword,
      async handler(ctx, input) {
        const changed = await resetWithdrawPassword(ctx.services.db, input.userId);
        await ctx.audit({
          action: 'player.reset_withdraw_password',
          objectType: 'player',
          objectId: input.userId,
          ...changed,
          reason: input.reason,
        });
        return changed;
      },
    }),
    defineStaffCall({
      ...contract.forceLogout,
      async handler(ctx, input) {
        const changed = await forceLogout(ctx.services.db, input.userId);
        await ctx.audit({
          action: 'player.force_logout',
          objectType: 'player',
          objectId: input.userId,
          ...changed,
          reason: input.reason,
        });
        return changed;
      },
    }),
    defineStaffCall({
      ...contract.addPlayerNote,
      async handler(ctx, input) {
        const note = await addNote(ctx.services.db, input.userId, input.body, ctx.staff.name);
        await ctx.audit({
          action: 'player.note',
          objectType: 'player',
          objectId: input.userId,
          after: { noteId: note.noteId, body: input.body },
        });
        return note;
      },
    }),
    defineStaffCall({
      ...contract.adjustPlayer,
      async handler(ctx, input) {
        const payload: AdjustPayload = {
          userId: input.userId,
          direction: input.direction,
          amountMinor: input.amountMinor,
          reason: input.reason,
          key: `bo:${input.requestKey}`,
        };
        const outcome = await requestOrRun(ctx, {
          kind: 'player.adjust',
          objectType: 'player',
          objectId: input.userId,
          amountMinor: input.amountMinor,
          payload,
          reason: input.reason,
        });
        if (outcome.status === 'pending') return outcome;
        const result = outcome.result as { entryId: number; cashMinor: number };
        return { status: 'done' as const, ...result };
      },
    }),
  );
}
