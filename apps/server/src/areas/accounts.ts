// The accounts area: registration, sign-in (password, SMS code, tourist), sessions and the
// player's profile; seeds the demo players.
import { defineArea } from '../area.ts';
import { DEMO_SEED_KEY } from '../seed/part.ts';
import { insertDemoPlayers } from '../seed/player-parts.ts';
import { registerAuthCalls } from '../modules/accounts/auth-routes.ts';
import { registerProfileCalls } from '../modules/accounts/profile-routes.ts';
import { registerAccountCalls } from '../modules/accounts/routes.ts';

export const area = defineArea({
  name: 'accounts',
  dependencies: ['system'],
  routes(_app, calls) {
    registerAccountCalls(calls);
    registerAuthCalls(calls);
    registerProfileCalls(calls);
  },
  seed: [{ marker: DEMO_SEED_KEY, name: 'players', run: insertDemoPlayers }],
});
