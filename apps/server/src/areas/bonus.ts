// The bonus area: the players' bonus calls and the engine's jobs (promo codes, the
// expiry job); the back-office's templates, grants, a player's bonuses and the cost report;
// `talih bonus`; the bonus money's reconcile checks (casino and sport); the demo templates. Triggers live in the
// modules that fire them (deposits, promotions, sign-in, VIP) and call ./triggers.
import { defineArea } from '../area.ts';
import { register as registerBonusStaffCalls } from '../backoffice/areas/bonus/register.ts';
import { staffEnv, withCache } from '../cli/command.ts';
import { bonusCommand } from '../cli/bonus.ts';
import { bonusChecks } from '../ledger/bonus-checks.ts';
import { sportBonusChecks } from '../ledger/sport-bonus-checks.ts';
import { freeSpinChecks } from '../ledger/free-spin-checks.ts';
import { ownUrl } from '../http/own-url.ts';
import { registerFreeSpins } from '../modules/bonus/free-spins/register.ts';
import { insertBonusTemplates } from '../seed/bonus-parts.ts';
import { registerBonusEngine } from '../modules/bonus/engine-routes.ts';
import { registerBonusPlayerCalls } from '../modules/bonus/player-routes.ts';

export const area = defineArea({
  name: 'bonus',
  dependencies: ['accounts', 'payments', 'sport', 'protection', 'staff'],
  routes: (app, calls, services) => {
    registerBonusEngine(calls, services);
    registerBonusPlayerCalls(calls, services);
    // Free spins reach the sandbox studio only when this process serves it.
    const sandboxOwnUrl = services.config.SANDBOX_STUDIO ? () => ownUrl(app) : null;
    registerFreeSpins(calls, services, sandboxOwnUrl);
  },
  staffCalls: registerBonusStaffCalls,
  reconcileChecks: [...bonusChecks, ...sportBonusChecks, ...freeSpinChecks],
  seed: [
    {
      // Welcome, second deposit, the TALIH50 promo code (approved by a second staff member).
      marker: 'demo_seed:bonus_templates',
      name: 'bonus templates',
      run: (trx, now) => insertBonusTemplates(trx, now),
    },
  ],
  cli: [
    {
      names: ['bonus'],
      help: `  bonus templates --as <staff>
  bonus grant <userid> <templateCode> [--amount 25.00] --reason "..." --as <staff>
  bonus cancel <bonusId> --reason "..." --as <staff>
  bonus report [--from YYYY-MM-DD] [--to YYYY-MM-DD] --as <staff>
               the back-office bonus screens: templates, a grant (four-eyes above
               FOUR_EYES_BONUS_GRANT_MINOR), a cancel, the cost report per template (JSON)`,
      options: {
        as: { type: 'string' },
        amount: { type: 'string' },
        reason: { type: 'string' },
        from: { type: 'string' },
        to: { type: 'string' },
      },
      migrate: true,
      run: (ctx) =>
        withCache(ctx.config, (cache) =>
          bonusCommand(
            staffEnv(ctx, cache),
            { positionals: ctx.positionals.slice(1), values: ctx.values },
            ctx.out,
            ctx.err,
          ),
        ),
    },
  ],
});
