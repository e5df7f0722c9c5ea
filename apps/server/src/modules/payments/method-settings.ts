// Each deposit method's limits and enabled flag as finance sets them in the back-office. A
// method without a row keeps the built-in limits (DEPOSIT_MIN/MAX_MINOR) and stays enabled; a
// method the configuration switches off stays off whatever the row says.
import type { Kysely } from 'kysely';
import { DEPOSIT_MINOR_MAX, DEPOSIT_MINOR_MIN } from '@talih/contracts/limits.ts';
import type { DB, DepositMethod } from '../../db/schema.ts';

export interface MethodSetting {
  method: DepositMethod;
  minMinor: number;
  maxMinor: number;
  enabled: boolean;
  updatedBy: string | null;
  updatedAt: number | null;
}

export const DEPOSIT_METHODS: readonly DepositMethod[] = [
  'havale',
  'crypto',
  'card',
  'trustly',
  'paysafecard',
];

export async function methodSettings(db: Kysely<DB>): Promise<MethodSetting[]> {
  const rows = await db.selectFrom('payment_method_settings').selectAll().execute();
  return DEPOSIT_METHODS.map((method) => {
    const row = rows.find((r) => r.method === method);
    return row
      ? {
          method,
          minMinor: row.min_minor,
          maxMinor: row.max_minor,
          enabled: row.enabled === 1,
          updatedBy: row.updated_by,
          updatedAt: row.updated_at,
        }
      : {
          method,
          minMinor: DEPOSIT_MINOR_MIN,
          maxMinor: DEPOSIT_MINOR_MAX,
          enabled: true,
          updatedBy: null,
          updatedAt: null,
        };
  });
}

export async function methodSetting(db: Kysely<DB>, method: DepositMethod) {
  return (await methodSettings(db)).find((s) => s.method === method)!;
}

/** Writes one method's setting (insert or replace); answers it before and after. */
export async function saveMethodSetting(
  db: Kysely<DB>,
  input: { method: DepositMethod; minMinor: number; maxMinor: number; enabled: boolean },
  staffName: string,
  now = Date.now(),
) {
  const before = await methodSetting(db, input.method);
  const values = {
    min_minor: input.minMinor,
    max_minor: input.maxMinor,
    enabled: input.enabled ? 1 : 0,
    updated_by: staffName,
    updated_at: now,
  };
  await db
    .insertInto('payment_method_settings')
    .values({ method: input.method, ...values })
    .onConflict((oc) => oc.column('method').doUpdateSet(values))
    .execute();
  return { before, after: await methodSetting(db, input.method) };
}
