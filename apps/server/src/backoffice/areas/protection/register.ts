// The protection area's staff calls: read a player's protection, exclude, lift a staff
// exclusion, make a limit stricter, list who is excluded now. Each change is audited.
import * as contract from '@talih/contracts/backoffice/protection.ts';
import { defineStaffCall, type StaffRegistry } from '../../calls.ts';
import {
  excludedPlayers,
  playerProtection,
  staffExclude,
  staffLift,
  staffTighten,
} from './service.ts';

export function register(registry: StaffRegistry) {
  registry.add(
    defineStaffCall({
      ...contract.playerProtection,
      handler: (ctx, input) => playerProtection(ctx.services, input.userId),
    }),
    defineStaffCall({
      ...contract.listExcluded,
      handler: (ctx, input) => excludedPlayers(ctx.services, input),
    }),
    defineStaffCall({
      ...contract.excludePlayer,
      async handler(ctx, input) {
        const done = await staffExclude(ctx.services, input, ctx.staff.name);
        await ctx.audit({
          action: 'player.protection.exclude',
          objectType: 'player',
          objectId: input.userId,
          after: { exclusionId: done.exclusionId, endsAt: done.endsAt },
          reason: input.reason,
        });
        return { exclusionId: done.exclusionId };
      },
    }),
    defineStaffCall({
      ...contract.liftStaffExclusion,
      async handler(ctx, input) {
        const done = await staffLift(ctx.services, input, ctx.staff.name);
        if (done.lifted) {
          await ctx.audit({
            action: 'player.protection.lift',
            objectType: 'player',
            objectId: input.userId,
            before: { exclusionId: input.exclusionId, endsAt: done.endsAt },
            reason: input.reason,
          });
        }
        return { lifted: done.lifted };
      },
    }),
    defineStaffCall({
      ...contract.tightenLimit,
      async handler(ctx, input) {
        const done = await staffTighten(ctx.services, input, ctx.staff.name);
        await ctx.audit({
          action: 'player.protection.limit',
          objectType: 'player',
          objectId: input.userId,
          before: { kind: input.kind, period: input.period, amountMinor: done.before },
          after: { kind: input.kind, period: input.period, amountMinor: done.after },
          reason: input.reason,
        });
        return { amountMinor: done.after };
      },
    }),
  );
}
