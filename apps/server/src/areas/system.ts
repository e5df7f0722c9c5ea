// The system area: health, version and the site configuration the web app starts with.
import { defineArea } from '../area.ts';
import { registerSystemRoutes } from '../modules/system/routes.ts';
import { registerSiteConfig } from '../modules/system/site-config.ts';

export const area = defineArea({
  name: 'system',
  routes(app, calls, services) {
    registerSystemRoutes(app, services);
    registerSiteConfig(calls, services);
  },
});
