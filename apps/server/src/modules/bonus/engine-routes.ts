// The bonus engine's wiring: the promo code call, the expiry job and the weekly
// cashback job. The bonus area (./area.ts) calls this once.
import type { CallRegistry } from '../../http/calls.ts';
import type { Services } from '../../services.ts';
import { registerBonusCodeCall } from './codes.ts';
import { BONUS_CASHBACK_EVERY_MS, grantCashback } from './cashback.ts';
import { BONUS_EXPIRY_EVERY_MS, expireBonuses } from './expiry.ts';

export function registerBonusEngine(calls: CallRegistry, services: Services) {
  registerBonusCodeCall(calls, services);
  services.scheduler?.every({
    name: 'bonus-expiry',
    everyMs: BONUS_EXPIRY_EVERY_MS,
    run: async () => {
      await expireBonuses(services);
    },
  });
  services.scheduler?.every({
    name: 'bonus-cashback',
    everyMs: BONUS_CASHBACK_EVERY_MS,
    run: async () => {
      await grantCashback(services);
    },
  });
}
