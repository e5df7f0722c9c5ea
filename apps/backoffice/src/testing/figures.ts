// A period with nothing in it: the reports' and the glance's tests set the figures they check on it.
import type { Figures } from '@talih/contracts/backoffice/reports.ts';

export const ZERO_FIGURES: Figures = {
  casinoGgrMinor: 0,
  sportGgrMinor: 0,
  ggrMinor: 0,
  bonusesMinor: 0,
  ngrMinor: 0,
  stakesMinor: 0,
  depositsMinor: 0,
  withdrawalsMinor: 0,
  adjustmentsMinor: 0,
  activePlayers: 0,
  newPlayers: 0,
  depositCount: 0,
  withdrawalCount: 0,
  firstDepositors: 0,
};
