// The provider wallet area: the game studios' signed wallet calls (bet, win, rollback); its
// money invariants are the ledger's game checks.
import { defineArea } from '../area.ts';
import { gameChecks } from '../ledger/game-checks.ts';
import { registerProviderWallet } from '../modules/provider-wallet/routes.ts';

export const area = defineArea({
  name: 'provider-wallet',
  dependencies: ['games'],
  routes: (app, _calls, services) => registerProviderWallet(app, services),
  reconcileChecks: gameChecks,
});
