// The staff area (back-office only): staff members, roles and TOTP enrolment; `talih staff`;
// seeds the demo staff (sandbox only: production refuses SEED_DEMO).
import { defineArea } from '../area.ts';
import { stringFlag } from '../cli/command.ts';
import { staffCommand } from '../cli/staff.ts';
import { insertDemoStaff } from '../seed/staff-parts.ts';
import { register } from '../backoffice/areas/staff/register.ts';

export const area = defineArea({
  name: 'staff',
  staffCalls: register,
  seed: [
    { marker: 'demo_seed:staff', name: 'staff', run: (trx, now) => insertDemoStaff(trx, now) },
  ],
  cli: [
    {
      names: ['staff'],
      help: `  staff create <name> --role admin|finance|risk|support|content|trader [--as <staff>]
               invite a back-office staff member. With --as: a request a second staff.manage
               holder approves (talih approvals approve), who gets the enrolment link.
               Without: at once, with the link (production: only to bootstrap, while fewer
               than two active members hold staff.manage)
  staff list | reset <name> | disable <name> [--reason "..."] [--as <staff>]`,
      options: { role: { type: 'string' }, reason: { type: 'string' }, as: { type: 'string' } },
      migrate: true,
      run: (ctx) =>
        staffCommand(
          ctx.database,
          ctx.config,
          {
            action: ctx.positionals[1],
            name: ctx.positionals[2],
            role: stringFlag(ctx, 'role'),
            reason: stringFlag(ctx, 'reason'),
            as: stringFlag(ctx, 'as'),
            areas: ctx.areas,
          },
          ctx.out,
          ctx.err,
        ),
    },
  ],
});
