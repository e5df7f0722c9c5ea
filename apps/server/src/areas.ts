// Every server area, one line each, in dependency order (./area.ts describes the shape). The
// player app, the back-office, the operator CLI, the reconcile run and the demo seed take
// their routes, staff calls, commands, checks and seed parts from this list, in this order.
import { inDependencyOrder, type Area } from './area.ts';
import { area as system } from './areas/system.ts';
import { area as accounts } from './areas/accounts.ts';
import { area as games } from './areas/games.ts';
import { area as lobby } from './areas/lobby.ts';
import { area as providerWallet } from './areas/provider-wallet.ts';
import { area as hub88 } from './areas/hub88.ts';
import { area as payments } from './areas/payments.ts';
import { area as sport } from './areas/sport.ts';
import { area as engagement } from './areas/engagement.ts';
import { area as promotions } from './areas/promotions.ts';
import { area as invite } from './areas/invite.ts';
import { area as support } from './areas/support.ts';
import { area as protection } from './areas/protection.ts';
import { area as kyc } from './areas/kyc.ts';
import { area as risk } from './areas/risk.ts';
import { area as staff } from './areas/staff.ts';
import { area as audit } from './areas/audit.ts';
import { area as approvals } from './areas/approvals.ts';
import { area as reports } from './areas/reports.ts';
import { area as reconcile } from './areas/reconcile.ts';
import { area as players } from './areas/players.ts';
import { area as bonus } from './areas/bonus.ts';
import { area as legal } from './areas/legal.ts';
import { area as screening } from './areas/screening.ts';

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
