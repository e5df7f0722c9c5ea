// The registers' HTTP side: in sandbox mode only, the OASIS WS simulator answers at
// /sandbox/oasis/oasisws/spielerstatus, so a tester can ask it as the operator's systems ask the
// real one (curl, or REGISTER_OASIS=oasis with OASIS_URL pointing at it over plain HTTP).
// Production never mounts it, and refuses an OASIS_URL that points at it.
import type { FastifyInstance } from 'fastify';
import { registerOasisSimulator } from '@talih/sandbox/vendors/oasis.ts';
import { OASIS_SIM_PREFIX } from '../../adapters/registers/settings.ts';
import type { Services } from '../../services.ts';

export function registerRegisterSimulators(app: FastifyInstance, services: Services) {
  if (services.config.mode !== 'sandbox') return;
  void registerOasisSimulator(app, { prefix: OASIS_SIM_PREFIX });
}
