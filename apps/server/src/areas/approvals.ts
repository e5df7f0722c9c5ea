// The approvals area (back-office only): the four-eyes queue and its decisions; `talih approvals`.
import { defineArea } from '../area.ts';
import { approvalsCommand } from '../cli/approvals.ts';
import { staffEnv, stringFlag, withCache } from '../cli/command.ts';
import { register } from '../backoffice/areas/approvals/register.ts';

export const area = defineArea({
  name: 'approvals',
  dependencies: ['staff'],
  staffCalls: register,
  cli: [
    {
      names: ['approvals'],
      help: `  approvals list | approve <id> [--reason "..."] | reject <id> --reason "..." --as <staff>
               the four-eyes queue as that staff member (never the requester); approving
               an invite or a sign-in reset prints the one-time enrolment link`,
      options: { as: { type: 'string' }, reason: { type: 'string' } },
      migrate: true,
      run: (ctx) =>
        withCache(ctx.config, (cache) =>
          approvalsCommand(
            staffEnv(ctx, cache),
            {
              action: ctx.positionals[1],
              id: ctx.positionals[2],
              reason: stringFlag(ctx, 'reason'),
              as: stringFlag(ctx, 'as'),
            },
            ctx.out,
            ctx.err,
          ),
        ),
    },
  ],
});
