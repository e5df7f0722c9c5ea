// The support area: the player's customer service conversation; the back-office's support
// inbox; `talih support`; seeds the inbox's canned answers.
import { defineArea } from '../area.ts';
import { register as registerSupportStaffCalls } from '../backoffice/areas/support/register.ts';
import { staffEnv, withCache } from '../cli/command.ts';
import { supportCommand } from '../cli/social.ts';
import { supportAsStaff } from '../cli/support-risk.ts';
import { insertSupportCanned } from '../seed/support-parts.ts';
import { registerSupportCalls } from '../modules/support/routes.ts';

const STAFF_ACTIONS = ['reply', 'close', 'reopen'];

export const area = defineArea({
  name: 'support',
  dependencies: ['accounts'],
  routes: (_app, calls, services) => registerSupportCalls(calls, services),
  staffCalls: registerSupportStaffCalls,
  seed: [
    {
      // Canned answers for the back-office support inbox.
      marker: 'demo_seed:support_canned',
      name: 'support canned answers',
      run: (trx, now) => insertSupportCanned(trx, now),
    },
  ],
  cli: [
    {
      names: ['support'],
      help: `  support list | show <userid> | reply <userid> "answer"
               customer service conversations; a reply appears in the player's conversation
  support reply <userid> "answer" | close <userid> | reopen <userid> --as <staff>
               the support screen's actions as a staff member (support.reply), audited`,
      options: { as: { type: 'string' } },
      migrate: true,
      run(ctx) {
        const [, action, userId] = ctx.positionals;
        const text = ctx.positionals.slice(3).join(' ');
        const as = ctx.values.as;
        if (typeof as === 'string' && STAFF_ACTIONS.includes(action!)) {
          return withCache(ctx.config, (cache) =>
            supportAsStaff(
              staffEnv(ctx, cache),
              { action: action!, userId, text, as },
              ctx.out,
              ctx.err,
            ),
          );
        }
        return supportCommand(ctx.database, { action, userId, text }, ctx.out, ctx.err);
      },
    },
  ],
});
