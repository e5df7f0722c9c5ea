// Every server area, one line each, in dependency order (./area.ts describes the shape). The
// player app, the back-office, the operator CLI, the reconcile run and the demo seed take
// their routes, staff calls, commands, checks and seed parts from this list, in this order.
import { inDependencyOrder, type Area } from './area.ts';
import { area as system } from './modules/system/area.ts';
import { area as accounts } from './modules/accounts/area.ts';
import { area as games } from './modules/games/area.ts';
import { area as lobby } from './modules/lobby/area.ts';
import { area as providerWallet } from './modules/provider-wallet/area.ts';
import { area as hub88 } from './adapters/games/hub88/area.ts';
import { area as payments } from './modules/payments/area.ts';
import { area as sport } from './modules/sport/area.ts';
import { area as engagement } from './modules/engagement/area.ts';
import { area as promotions } from './modules/promotions/area.ts';
import { area as invite } from './modules/invite/area.ts';
import { area as support } from './modules/support/area.ts';
import { area as protection } from './modules/protection/area.ts';
import { area as kyc } from './modules/kyc/area.ts';
import { area as risk } from './modules/risk/area.ts';
import { area as staff } from './areas/staff.ts';
import { area as audit } from './areas/audit.ts';
import { area as approvals } from './areas/approvals.ts';
import { area as reports } from './areas/reports.ts';
import { area as reconcile } from './areas/reconcile.ts';
import { area as players } from './areas/players.ts';
import { area as bonus } from './modules/bonus/area.ts';
import { area as legal } from './modules/legal/area.ts';
import { area as screening } from './modules/screening/area.ts';

export const AREAS: readonly Area[] = inDependencyOrder([
  system,
  accounts,
  games,
  lobby,
  providerWallet,
  hub88,
  payments,
  sport,
  engagement,
  promotions,
  invite,
  support,
  protection,
  kyc,
  risk,
  staff,
  audit,
  approvals,
  reports,
  reconcile,
  players,
  bonus,
  legal,
  screening,
]);
