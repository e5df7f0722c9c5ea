// The bonus engine's wiring (issue 20): the promo code call and the expiry job. app.ts calls
// this once.
import type { CallRegistry } from '../../http/calls.ts';
import type { Services } from '../../services.ts';
import { registerBonusCodeCall } from './codes.ts';
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
}
