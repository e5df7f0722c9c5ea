// The CLI acts as a named staff member: commands that have a screen run through the same
// service, with the same permission check and the same audit trail, as the screen.
import { randomUUID } from 'node:crypto';
import { roleCan, type Permission, type Role } from '@talih/contracts/backoffice/permissions.ts';
import type { Services } from '../services.ts';
import { staffContext, type StaffContext } from './calls.ts';

export async function cliStaffContext(
  services: Services,
  name: string,
  permission?: Permission,
): Promise<StaffContext> {
  const row = await services.db
    .selectFrom('staff')
    .select(['id', 'name', 'role', 'status', 'lang'])
    .where('name', '=', name.trim().toLowerCase())
    .executeTakeFirst();
  if (!row || row.status !== 'active') {
    throw new Error(`no active staff member named "${name}" (create one: talih staff create)`);
  }
  if (permission && !roleCan(row.role as Role, permission)) {
    throw new Error(`staff member "${row.name}" (${row.role}) lacks the permission ${permission}`);
  }
  const staff = {
    id: Number(row.id),
    name: row.name,
    role: row.role as Role,
    lang: row.lang === 'en' ? ('en' as const) : ('tk' as const),
  };
  return staffContext(services, staff, `cli-${randomUUID()}`, 'cli');
}
