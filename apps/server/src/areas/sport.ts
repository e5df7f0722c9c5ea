// The sportsbook area: the book, bet slips, cash-out and the odds feed; the back-office's
// trading screen; `talih sport-void|sport-exposure|trading|debts`; seeds the demo book. Its
// money invariants are the ledger's sport checks.
import { defineArea } from '../area.ts';
import { register as registerSportStaffCalls } from '../backoffice/areas/sport/register.ts';
import { staffEnv, stringFlag, withCache } from '../cli/command.ts';
import { debtsCommand } from '../cli/debts.ts';
import { sportExposure, sportVoid } from '../cli/sport.ts';
import { tradingCommand } from '../cli/trading.ts';
import { betChecks } from '../ledger/sport-checks.ts';
import { insertSportsbook } from '../seed/sport-parts.ts';
import { registerSport } from '../modules/sport/routes.ts';

export const area = defineArea({
  name: 'sport',
  dependencies: ['accounts'],
  routes: registerSport,
  staffCalls: registerSportStaffCalls,
  reconcileChecks: betChecks,
  seed: [
    { marker: 'demo_seed:sportsbook', name: 'sportsbook', run: (trx) => insertSportsbook(trx) },
  ],
  cli: [
    {
      names: ['sport-void'],
      help: `  sport-void <eventId | e<eventId> | m<marketId>> [--as <staff> --reason "..."]
               void every market of an event (or one market): stakes back, settled bets
               resettled by the difference; --as runs the trading screen's void as that staff
               member (sport.settle, four-eyes above FOUR_EYES_SPORT_MINOR, audited)`,
      options: { as: { type: 'string' }, reason: { type: 'string' } },
      migrate: true,
      movesMoney: () => true,
      run: (ctx) =>
        withCache(ctx.config, (cache) => {
          const as = stringFlag(ctx, 'as');
          if (as === undefined) {
            return sportVoid(ctx.database, cache, ctx.positionals[1], ctx.out, ctx.err);
          }
          const m = /^(e|m)?(\d{1,15})$/i.exec(ctx.positionals[1] ?? '');
          const input = {
            target: m?.[1]?.toLowerCase() === 'm' ? 'market' : 'event',
            id: Number(m?.[2]),
            reason: stringFlag(ctx, 'reason') ?? '',
          };
          return tradingCommand(
            staffEnv(ctx, cache),
            { call: 'void', input: JSON.stringify(input), as },
            ctx.out,
            ctx.err,
          );
        }),
    },
    {
      names: ['sport-exposure'],
      help: `  sport-exposure
               per event with open bets: bets, stakes and the most the open bets can cost,
               then what players owe`,
      run: (ctx) => sportExposure(ctx.database, ctx.out),
    },
    {
      names: ['trading'],
      help: `  trading <call> ['<json input>'] --as <staff name>
               the back-office's sportsbook trading calls (events, feed-health, event,
               suspend, odds, settle, void, rollback, limits, limits/set, player-limits,
               player-limits/set, tickets, ticket) as that staff member: permission, four-eyes and audit as on
               the screen; prints the answer as JSON`,
      options: { as: { type: 'string' } },
      migrate: true,
      run: (ctx) =>
        withCache(ctx.config, (cache) =>
          tradingCommand(
            staffEnv(ctx, cache),
            { call: ctx.positionals[1], input: ctx.positionals[2], as: stringFlag(ctx, 'as') },
            ctx.out,
            ctx.err,
          ),
        ),
    },
    {
      names: ['debts'],
      help: `  debts list   players who owe the house (a bet resettled beyond their cash), largest first;
               their later deposits, wins and credits repay it first`,
      migrate: true,
      run: (ctx) => debtsCommand(ctx.database, ctx.positionals[1], ctx.out, ctx.err),
    },
  ],
});
