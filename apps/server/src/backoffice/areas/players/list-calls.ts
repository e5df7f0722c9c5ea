// The player list's own calls: the CSV export (players.export, audited like the audit
// export) and tags (players.tags to change, audited with the player's tags before and after).
import * as contract from '@talih/contracts/backoffice/player-list.ts';
import { defineStaffCall, type StaffContext, type StaffRegistry } from '../../calls.ts';
import { clockOf } from '../protection/service.ts';
import { exportPlayers } from './export.ts';
import { addTag, removeTag, tagsInUse } from './tags.ts';

export function registerListCalls(registry: StaffRegistry) {
  registry.add(
    defineStaffCall({
      ...contract.exportPlayers,
      async handler(ctx, input) {
        const out = await exportPlayers(ctx.services.db, input, clockOf(ctx.services));
        // Personal data leaving the system: who took which list, and how many rows.
        await ctx.audit({
          action: 'players.exported',
          objectType: 'players',
          objectId: '-',
          after: { query: input.query, filter: input.filter, rows: out.rows },
        });
        return out;
      },
    }),
    defineStaffCall({
      ...contract.addPlayerTag,
      async handler(ctx, input) {
        const changed = await addTag(ctx.services.db, input.userId, input.tag, ctx.staff.name);
        await tagAudit(ctx, 'player.tag.add', input.userId, changed);
        return { tags: changed.after };
      },
    }),
    defineStaffCall({
      ...contract.removePlayerTag,
      async handler(ctx, input) {
        const changed = await removeTag(ctx.services.db, input.userId, input.tag);
        await tagAudit(ctx, 'player.tag.remove', input.userId, changed);
        return { tags: changed.after };
      },
    }),
    defineStaffCall({
      ...contract.listTags,
      readOnly: true,
      async handler(ctx) {
        return { tags: await tagsInUse(ctx.services.db) };
      },
    }),
  );
}

type Changed = { before: string[]; after: string[] };

async function tagAudit(ctx: StaffContext, action: string, userId: number, changed: Changed) {
  if (changed.before.join() === changed.after.join()) {
    ctx.unchanged();
    return;
  }
  await ctx.audit({ action, objectType: 'player', objectId: userId, ...changed });
}
