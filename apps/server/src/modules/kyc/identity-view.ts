// A player's latest identity-vendor attempt and what the Verification page shows of it.
import type { Kysely, Selectable, Transaction } from 'kysely';
import type { IdentityCheckView } from '@talih/contracts/kyc.ts';
import type { DB, IdentityChecksTable } from '../../db/schema.ts';

type Db = Kysely<DB> | Transaction<DB>;
export type IdentityRow = Selectable<IdentityChecksTable>;

export async function latestIdentityCheck(db: Db, userId: number): Promise<IdentityRow | null> {
  const row = await db
    .selectFrom('identity_checks')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row ? { ...row, id: Number(row.id), user_id: Number(row.user_id) } : null;
}

export function identityView(
  available: boolean,
  level: string,
  row: IdentityRow | null,
): IdentityCheckView | null {
  if (!available) return null;
  const status = row?.status ?? null;
  return {
    canStart:
      level === 'basic' &&
      (status === null || status === 'retry' || status === 'started' || status === 'declined'),
    status,
    reasons: row ? (JSON.parse(row.reasons) as string[]) : [],
    updatedAt: row ? Number(row.updated_at) : null,
  };
}
