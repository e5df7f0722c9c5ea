// The KYC area: the player's identity documents and levels; the back-office's KYC queue;
// `talih kyc`.
import { defineArea } from '../area.ts';
import { register as registerKycStaffCalls } from '../backoffice/areas/kyc/register.ts';
import { staffEnv, stringFlag } from '../cli/command.ts';
import { kycCommand } from '../cli/kyc.ts';
import { registerKycCalls } from '../modules/kyc/routes.ts';

export const area = defineArea({
  name: 'kyc',
  dependencies: ['accounts'],
  routes: registerKycCalls,
  staffCalls: registerKycStaffCalls,
  cli: [
    {
      names: ['kyc'],
      help: `  kyc queue [--status pending|approved|rejected|more_requested] --as <staff name>
  kyc show <userid> --as <staff name>
  kyc approve <documentId> --as <staff name>
  kyc reject|more <documentId> --reason "..." --as <staff name>
               KYC documents as the back-office shows them (kyc.read), and the decision
               on a waiting one (kyc.review; the reason is what the player reads), audited`,
      options: { as: { type: 'string' }, status: { type: 'string' }, reason: { type: 'string' } },
      migrate: true,
      run: (ctx) =>
        kycCommand(
          staffEnv(ctx, undefined),
          {
            action: ctx.positionals[1],
            id: ctx.positionals[2],
            as: stringFlag(ctx, 'as'),
            status: stringFlag(ctx, 'status'),
            reason: stringFlag(ctx, 'reason'),
          },
          ctx.out,
          ctx.err,
        ),
    },
  ],
});
