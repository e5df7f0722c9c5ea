// Free spins' wiring, called once by app.ts: the player's call, and the job that
// tells studios of new awards (the sandbox studio only when this process serves it).
import { freeRoundsStudios, freeRoundsStudiosOf } from '../../../adapters/games/free-rounds.ts';
import type { CallRegistry } from '../../../http/calls.ts';
import type { Services } from '../../../services.ts';
import { scheduleFreeSpinDelivery } from './delivery.ts';
import { registerFreeSpinsCall } from './player-routes.ts';

export function registerFreeSpins(
  calls: CallRegistry,
  services: Services,
  sandboxOwnUrl: (() => string) | null,
) {
  registerFreeSpinsCall(calls, services);
  const studios = freeRoundsStudios({
    sandboxOwnUrl,
    secrets: services.config.providerSecrets,
    into: freeRoundsStudiosOf(services),
  });
  scheduleFreeSpinDelivery(services, studios);
}
