// The staff audit area (back-office only): the audit log's screen; `talih audit verify`.
import { defineArea } from '../../../area.ts';
import { auditCommand } from '../../../cli/staff.ts';
import { register } from './register.ts';

export const area = defineArea({
  name: 'audit',
  dependencies: ['staff'],
  staffCalls: register,
  cli: [
    {
      names: ['audit'],
      help: `  audit verify
               check the staff audit log's hash chain; exits 1 naming the first broken row`,
      migrate: true,
      run: (ctx) => auditCommand(ctx.database, ctx.positionals[1], ctx.out, ctx.err),
    },
  ],
});
