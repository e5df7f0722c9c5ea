// The promotions area: promotions and their claims; seeds the social demo data (promotions
// with their banners, support channels, invite links, a support thread). The social payouts'
// money invariants (promotion claims, rebates, pdd prizes) are the ledger's social checks.
import { defineArea } from '../area.ts';
import { socialChecks } from '../ledger/social-checks.ts';
import { insertSocial } from '../seed/social-parts.ts';
import { registerPromotionCalls } from '../modules/promotions/routes.ts';

export const area = defineArea({
  name: 'promotions',
  dependencies: ['accounts'],
  routes: (_app, calls, services) => registerPromotionCalls(calls, services),
  reconcileChecks: socialChecks,
  seed: [{ marker: 'demo_seed:social', name: 'social', run: (trx, now) => insertSocial(trx, now) }],
});
