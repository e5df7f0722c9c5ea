// The Games API client of each running app, set when the Hub88 area starts (../../../areas/
// hub88.ts) and read by the game launches, and the client built from the configuration.
import { HUB88_SIMULATOR_PATH } from '@talih/sandbox/hub88/plugin.ts';
import type { Config } from '../../../config.ts';
import type { Services } from '../../../services.ts';
import { createHub88Client, type Hub88Client } from './client.ts';

/**
 * By the process's services, not decorated on the app: an adapter sees no app, and the
 * back-office's game sync (another Fastify instance on the same services) uses the client too.
 */
const clients = new WeakMap<Services, Hub88Client>();

/** The Games API client of this app (null when Hub88 is off). */
export function hub88ClientOf(services: Services): Hub88Client | null {
  return clients.get(services) ?? null;
}

export function setHub88Client(services: Services, client: Hub88Client) {
  clients.set(services, client);
}

export function clientFor(config: Config, baseUrl: () => string, services?: Services) {
  return createHub88Client({
    baseUrl: () => config.hub88.apiUrl || `${baseUrl()}${HUB88_SIMULATOR_PATH}`,
    operatorId: config.hub88.operatorId,
    privateKeyPem: config.hub88.privateKeyPem,
    ...(services?.metrics ? { registry: services.metrics.registry } : {}),
  });
}
