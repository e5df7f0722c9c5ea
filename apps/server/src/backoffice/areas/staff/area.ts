// The staff area (back-office only): staff members, roles and TOTP enrolment; `talih staff`;
// seeds the demo staff (sandbox only: production refuses SEED_DEMO).
import { defineArea } from '../../../area.ts';
import { stringFlag } from '../../../cli/command.ts';
import { staffCommand } from '../../../cli/staff.ts';
import { insertDemoStaff } from '../../../seed/staff-parts.ts';
import { register } from './register.ts';

export const area = defineArea({
  name: 'staff',
  staffCalls: register,
  seed: [
    { marker: 'demo_seed:staff', name: 'staff', run: (trx, now) => insertDemoStaff(trx, now) },
  ],
  cli: [
    {
      names: ['staff'],
      help: `  staff create <name> --role admin|finance|risk|support|content|trader
               add a back-office staff member; prints a one-time enrolment link
  staff list | reset <name> | disable <name> [--reason "..."]`,
      options: { role: { type: 'string' }, reason: { type: 'string' } },
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
          },
          ctx.out,
          ctx.err,
        ),
    },
  ],
});
