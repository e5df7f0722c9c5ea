// The screening area: sanctions and PEP screening of players (the daily run is scheduled here;
// the basic KYC level screens on each change of name or birth date), and its staff calls.
import * as contract from '@talih/contracts/backoffice/screening.ts';
import { defineArea } from '../area.ts';
import { defineStaffCall, type StaffRegistry } from '../backoffice/calls.ts';
import type { Services } from '../services.ts';
import {
  decideHit,
  listHits,
  registerScreeningApprovals,
} from '../backoffice/areas/screening/decide.ts';
import { screenEveryone, screenPlayer } from '../modules/screening/screen.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

function staffCalls(registry: StaffRegistry) {
  registerScreeningApprovals();
  registry.add(
    defineStaffCall({
      ...contract.listScreeningHits,
      readOnly: true,
      handler: async (ctx, input) => ({ rows: await listHits(ctx, input.status) }),
    }),
    defineStaffCall({
      ...contract.decideScreeningHit,
      handler: (ctx, input) => decideHit(ctx, input),
    }),
    defineStaffCall({
      ...contract.screenNow,
      async handler(ctx, input) {
        const result = input.userId
          ? { players: 1, hits: await screenPlayer(ctx.services, input.userId, 'manual') }
          : await screenEveryone(ctx.services);
        await ctx.audit({
          action: 'screening.run',
          objectType: 'screening',
          objectId: input.userId ?? 'all',
          after: result,
        });
        return result;
      },
    }),
  );
}

function schedule(_app: unknown, _calls: unknown, services: Services) {
  services.scheduler?.every({
    name: 'screening-daily',
    everyMs: DAY_MS,
    run: async () => {
      const { players, hits } = await screenEveryone(services);
      services.log.info({ players, hits }, 'screening: daily run');
    },
  });
}

export const area = defineArea({
  name: 'screening',
  dependencies: ['kyc', 'risk', 'approvals'],
  routes: schedule,
  staffCalls,
});
