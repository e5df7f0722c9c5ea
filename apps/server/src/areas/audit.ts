// The staff audit area (back-office only): the audit log's screen; `talih audit verify`.
import { defineArea } from '../area.ts';
import { stringFlag } from '../cli/command.ts';
import { auditCommand } from '../cli/staff.ts';
import { register } from '../backoffice/areas/audit/register.ts';

export const area = defineArea({
  name: 'audit',
  dependencies: ['staff'],
  staffCalls: register,
  cli: [
    {
      names: ['audit'],
      help: `  audit head
               the staff audit chain's head (<seq>:<hash>): keep it outside the database
  audit verify [--head <seq>:<hash>]
               check the staff audit log's keyed hash chain; exits 1 naming the first broken
               row; with a head published earlier (the servers' "staff audit head" log line
               and metric, or audit head) it also catches a truncation`,
      options: { head: { type: 'string' } },
      migrate: true,
      run: (ctx) =>
        auditCommand(
          ctx.database,
          ctx.config,
          { action: ctx.positionals[1], head: stringFlag(ctx, 'head') },
          ctx.out,
          ctx.err,
        ),
    },
  ],
});
