// The invite area: invite links, agent rebates and the pdd prize; `talih rebates`.
import { defineArea } from '../area.ts';
import { asStaffFlag, stringFlag } from '../cli/command.ts';
import { rebatesCommand } from '../cli/social.ts';
import { registerInviteCalls } from '../modules/invite/routes.ts';

export const area = defineArea({
  name: 'invite',
  dependencies: ['accounts'],
  routes: registerInviteCalls,
  cli: [
    {
      names: ['rebates'],
      help: `  rebates compute [YYYY-MM-DD] [--as <staff>]
               compute the invite rebates of an Istanbul day (default yesterday); once per
               day; --as: as that staff member (players.adjust), audited
  rebates list [--day YYYY-MM-DD]`,
      options: { day: { type: 'string' }, as: { type: 'string' } },
      migrate: true,
      movesMoney: (ctx) => ctx.positionals[1] === 'compute',
      run: (ctx) =>
        rebatesCommand(
          ctx.database,
          {
            action: ctx.positionals[1],
            day: stringFlag(ctx, 'day') ?? ctx.positionals[2],
            as: asStaffFlag(ctx),
          },
          ctx.out,
          ctx.err,
        ),
    },
  ],
});
