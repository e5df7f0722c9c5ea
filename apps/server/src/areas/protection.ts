// The player protection area: limits, exclusions, reality checks; the
// back-office's protection screen; `talih protection`.
import { defineArea } from '../area.ts';
import { register as registerProtectionStaffCalls } from '../backoffice/areas/protection/register.ts';
import { staffEnv, stringFlag } from '../cli/command.ts';
import { protectionCommand } from '../cli/protection.ts';
import { registerProtectionCalls } from '../modules/protection/routes.ts';

export const area = defineArea({
  name: 'protection',
  dependencies: ['accounts'],
  routes: (_app, calls, services) => registerProtectionCalls(calls, services),
  staffCalls: registerProtectionStaffCalls,
  cli: [
    {
      names: ['protection'],
      help: `  protection show|exclude|lift|limit <userid> ... --reason "..." --as <staff name>
               a player's protection as the back-office shows it; exclude <userid> <days|
               forever>, lift <userid> <exclusionId> (staff exclusions only), limit <userid>
               <deposit|loss|wager> <day|week|month> <amount> (stricter only)`,
      options: { reason: { type: 'string' }, as: { type: 'string' } },
      migrate: true,
      run: (ctx) =>
        protectionCommand(
          staffEnv(ctx, undefined),
          {
            action: ctx.positionals[1],
            userId: ctx.positionals[2],
            rest: ctx.positionals.slice(3),
            reason: stringFlag(ctx, 'reason'),
            as: stringFlag(ctx, 'as'),
          },
          ctx.out,
          ctx.err,
        ),
    },
  ],
});
