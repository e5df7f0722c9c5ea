// The invite area: invite links, agent rebates and the pdd prize; `talih rebates`.
import { defineArea } from '../../area.ts';
import { stringFlag } from '../../cli/command.ts';
import { rebatesCommand } from '../../cli/social.ts';
import { registerInviteCalls } from './routes.ts';

export const area = defineArea({
  name: 'invite',
  dependencies: ['accounts'],
  routes: registerInviteCalls,
  cli: [
    {
      names: ['rebates'],
      help: `  rebates compute [YYYY-MM-DD]
               compute the invite rebates of an Istanbul day (default yesterday); once per day
  rebates list [--day YYYY-MM-DD]`,
      options: { day: { type: 'string' } },
      migrate: true,
      run: (ctx) =>
        rebatesCommand(
          ctx.database,
          { action: ctx.positionals[1], day: stringFlag(ctx, 'day') ?? ctx.positionals[2] },
          ctx.out,
          ctx.err,
        ),
    },
  ],
});
