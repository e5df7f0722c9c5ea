// Every back-office area, one line each: each registers its staff calls on the registry.
import type { StaffRegistry } from './calls.ts';
import { register as staff } from './areas/staff/register.ts';
import { register as audit } from './areas/audit/register.ts';
import { register as approvals } from './areas/approvals/register.ts';
import { register as reports } from './areas/reports/register.ts';
import { register as reconcile } from './areas/reconcile/register.ts';
import { register as players } from './areas/players/register.ts';
import { register as payments } from './areas/payments/register.ts';
import { register as content } from './areas/content/register.ts';
import { register as engagement } from './areas/engagement/register.ts';
// sportsbook trading
import { register as trading } from './areas/trading/register.ts';
import { register as support } from './areas/support/register.ts';
import { register as risk } from './areas/risk/register.ts';
import { register as protection } from './areas/protection/register.ts';
import { register as kyc } from './areas/kyc/register.ts';
import { register as bonus } from './areas/bonus/register.ts';

export const AREAS: ReadonlyArray<(registry: StaffRegistry) => void> = [
  staff,
  audit,
  approvals,
  reports,
  reconcile,
  players,
  payments,
  content,
  engagement,
  // sportsbook trading
  trading,
  support,
  risk,
  protection,
  kyc,
  bonus,
];
