// The risk area: risk alerts (their rules run inside the other areas' flows); the
// back-office's risk screen; `talih alerts`.
import { defineArea } from '../area.ts';
import { register as registerRiskStaffCalls } from '../backoffice/areas/risk/register.ts';
import { alertsCommand } from '../cli/alerts.ts';
import { staffEnv, stringFlag, withCache } from '../cli/command.ts';
import { alertsAsStaff } from '../cli/support-risk.ts';

export const area = defineArea({
  name: 'risk',
  dependencies: ['accounts'],
  staffCalls: registerRiskStaffCalls,
  cli: [
    {
      names: ['alerts'],
      help: `  alerts list [--status open|closed|all]
               risk alerts for staff: a win above the cap, money for a failed deposit order,
               stuck payouts, reconcile failures, invite farming, shared devices/IPs/IBANs
  alerts assign <id> | close <id> --reason "..." | scan  --as <staff>
               the risk screen's actions as a staff member (risk.manage), audited`,
      options: { status: { type: 'string' }, reason: { type: 'string' }, as: { type: 'string' } },
      migrate: true,
      run(ctx) {
        const action = ctx.positionals[1];
        if (action === undefined || action === 'list') {
          return alertsCommand(
            ctx.database,
            { action, status: stringFlag(ctx, 'status') },
            ctx.out,
            ctx.err,
          );
        }
        const as = stringFlag(ctx, 'as');
        if (as === undefined) {
          ctx.err(`alerts ${action}: --as <staff> is required (the action is audited)`);
          return Promise.resolve(2);
        }
        return withCache(ctx.config, (cache) =>
          alertsAsStaff(
            staffEnv(ctx, cache),
            { action, id: ctx.positionals[2], reason: stringFlag(ctx, 'reason'), as },
            ctx.out,
            ctx.err,
          ),
        );
      },
    },
  ],
});
