// Demo staff for the sandbox back-office (docs/back-office.md "Demo accounts"): one per role plus a
// second finance member for four-eyes demos, all with the same documented password. Each enrols
// TOTP at the first sign-in, like any staff member. Production refuses SEED_DEMO, so it never has
// these (or any) default accounts.
import type { Transaction } from 'kysely';
import type { Role } from '@talih/contracts/backoffice/permissions.ts';
import { createStaffWithPassword } from '../backoffice/auth/accounts.ts';
import type { DB } from '../db/schema.ts';

export const DEMO_STAFF_PASSWORD = 'talih-demo-staff';

export const DEMO_STAFF: ReadonlyArray<{ name: string; role: Role }> = [
  { name: 'admin', role: 'admin' },
  { name: 'finance', role: 'finance' },
  { name: 'finance2', role: 'finance' },
  { name: 'risk', role: 'risk' },
  { name: 'support', role: 'support' },
  { name: 'content', role: 'content' },
  // sportsbook trading
  { name: 'trader', role: 'trader' },
];

export async function insertDemoStaff(trx: Transaction<DB>, now: number): Promise<string> {
  for (const s of DEMO_STAFF) {
    const taken = await trx
      .selectFrom('staff')
      .select('id')
      .where('name', '=', s.name)
      .executeTakeFirst();
    if (!taken) await createStaffWithPassword(trx, s.name, s.role, DEMO_STAFF_PASSWORD, now);
  }
  return `demo staff: ${DEMO_STAFF.length}`;
}
