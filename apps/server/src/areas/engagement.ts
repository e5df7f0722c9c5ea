// The engagement area: mail with claimable prizes, daily sign-in, prize wheels and VIP (all in
// ../modules/engagement/: mail, sign-in, wheel, vip, config); the back-office's
// engagement screen; `talih send-mail|sign-in|wheel|engagement`; seeds the demo mail. Its
// money invariants are the ledger's prize checks.
import { defineArea } from '../area.ts';
import { register as registerEngagementStaffCalls } from '../backoffice/areas/engagement/register.ts';
import { type CliContext, staffEnv, stringFlag, withCache } from '../cli/command.ts';
import { engagementCommand } from '../cli/engagement.ts';
import { engagementStaffCommand } from '../cli/engagement-staff.ts';
import { prizeChecks } from '../ledger/prize-checks.ts';
import { insertDemoMail } from '../seed/engagement-parts.ts';
import { registerEngagementCalls } from '../modules/engagement/routes.ts';

/** A prize mail, or a new sign-in calendar or wheel: money players can claim. */
function paysPrizes(ctx: CliContext): boolean {
  if (ctx.command === 'send-mail') return ctx.values.amount !== undefined;
  if (ctx.command === 'sign-in') return ctx.values.set !== undefined;
  return ctx.command === 'wheel' && ctx.positionals[1] === 'segments';
}

/** These commands have no staff call: the staff path is `talih engagement ... --as`. */
function refuseAs(ctx: CliContext): number {
  const call = ctx.command === 'send-mail' ? 'mail/send' : 'config/propose';
  ctx.err(
    `${ctx.command}: as a staff member, use talih engagement ${call} --as <staff name> --input '{...}' (the screen's call: permission, four-eyes and audit)`,
  );
  return 2;
}

export const area = defineArea({
  name: 'engagement',
  dependencies: ['accounts'],
  routes: (_app, calls, services) => registerEngagementCalls(calls, services),
  staffCalls: registerEngagementStaffCalls,
  reconcileChecks: prizeChecks,
  seed: [
    {
      marker: 'demo_seed:engagement_mail',
      name: 'demo mail',
      run: (trx, now) => insertDemoMail(trx, now),
    },
  ],
  cli: [
    {
      names: ['send-mail', 'sign-in', 'wheel'],
      help: `  send-mail --to <userid|all> --title "..." --content "..." [--amount 12.50]
               send mail, with a claimable prize when --amount is given; "all" is every
               registered player existing at the moment it is sent
  sign-in days [--set "1,2,3,5,8,10,20"]
               show (or replace) the daily sign-in calendar: one prize in TRY per day
  wheel show [code]
  wheel segments <code> --set "5:30,10:25,0:20"
               show the prize wheels, or replace a wheel's segments (prize TRY:weight, ...).
               A prize mail or a prize change here acts as no staff member, so production
               refuses it: use engagement mail/send or config/propose --as <staff>`,
      options: {
        to: { type: 'string' },
        title: { type: 'string' },
        content: { type: 'string' },
        amount: { type: 'string' },
        set: { type: 'string' },
        as: { type: 'string' },
      },
      migrate: true,
      movesMoney: paysPrizes,
      run: (ctx) =>
        paysPrizes(ctx) && stringFlag(ctx, 'as') !== undefined
          ? Promise.resolve(refuseAs(ctx))
          : engagementCommand(
              ctx.database,
              { command: ctx.command, positionals: ctx.positionals.slice(1), values: ctx.values },
              ctx.out,
              ctx.err,
            ),
    },
    {
      names: ['engagement'],
      help: `  engagement <call> --as <staff name> [--input '{json}']
               a staff call of the back-office engagement area (config, config/propose,
               config/history, segments, segments/count, segments/save, mail/preview,
               mail/send, mail/campaigns, mail/cancel) with the staff member's permission,
               four-eyes and audit; prints the answer as JSON`,
      options: { as: { type: 'string' }, input: { type: 'string' } },
      migrate: true,
      run: (ctx) =>
        withCache(ctx.config, (cache) =>
          engagementStaffCommand(
            staffEnv(ctx, cache),
            {
              call: ctx.positionals[1],
              as: stringFlag(ctx, 'as'),
              input: stringFlag(ctx, 'input'),
            },
            ctx.out,
            ctx.err,
          ),
        ),
    },
  ],
});
