// Every back-office area, one line each: each registers its staff calls on the registry.
import type { StaffRegistry } from './calls.ts';
import { register as staff } from './areas/staff/register.ts';
import { register as audit } from './areas/audit/register.ts';
import { register as approvals } from './areas/approvals/register.ts';
import { register as reports } from './areas/reports/register.ts';
import { register as reconcile } from './areas/reconcile/register.ts';
import { register as players } from './areas/players/register.ts';
import { register as payments } from './areas/payments/register.ts';
import { register as kyc } from './areas/kyc/register.ts';

export const AREAS: ReadonlyArray<(registry: StaffRegistry) => void> = [
  staff,
  audit,
  approvals,
  reports,
  reconcile,
  players,
  payments,
  kyc,
];
