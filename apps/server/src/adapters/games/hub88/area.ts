// The Hub88 area: the wallet Hub88 calls (routes.ts), mounted unless HUB88_ADAPTER=off. Its
// money invariants are the provider wallet's: every call moves money through that service.
import { defineArea } from '../../../area.ts';
import { registerHub88Wallet } from './routes.ts';

export const area = defineArea({
  name: 'hub88',
  dependencies: ['provider-wallet'],
  routes(app, _calls, services) {
    if (services.config.HUB88_ADAPTER !== 'off') registerHub88Wallet(app, services);
  },
});
