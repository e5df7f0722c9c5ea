// `talih protection ... --as <staff name>`: the back-office's protection calls from the
// terminal, with the staff member's permission checked and the change in the staff audit log.
import * as contract from '@talih/contracts/backoffice/protection.ts';
import { LIMIT_KINDS, LIMIT_PERIODS } from '@talih/contracts/jurisdiction.ts';
import { decimalToMinor } from '@talih/contracts/money.ts';
import { runAsStaff, type StaffEnv } from './as-staff.ts';

export interface ProtectionArgs {
  action: string | undefined;
  userId: string | undefined;
  rest: string[];
  reason: string | undefined;
  as: string | undefined;
}

type Out = (line: string) => void;

function inputFor(a: ProtectionArgs): [contract: object, input: unknown] | string {
  const userId = Number(a.userId);
  if (!Number.isSafeInteger(userId) || userId <= 0) return 'a player id is needed';
  switch (a.action) {
    case 'show':
      return [contract.playerProtection, { userId }];
    case 'exclude': {
      const days = a.rest[0] === 'forever' ? null : Number(a.rest[0]);
      return [contract.excludePlayer, { userId, days, reason: a.reason }];
    }
    case 'lift':
      return [
        contract.liftStaffExclusion,
        { userId, exclusionId: Number(a.rest[0]), reason: a.reason },
      ];
    case 'limit': {
      const [kind, period, amount] = a.rest;
      if (!LIMIT_KINDS.includes(kind as never) || !LIMIT_PERIODS.includes(period as never)) {
        return `limit <userid> <${LIMIT_KINDS.join('|')}> <${LIMIT_PERIODS.join('|')}> <amount>`;
      }
      let amountMinor: number;
      try {
        amountMinor = decimalToMinor(amount ?? '');
      } catch {
        return 'the amount is a decimal like 250.00';
      }
      return [contract.tightenLimit, { userId, kind, period, amountMinor, reason: a.reason }];
    }
    default:
      return 'protection show|exclude|lift|limit <userid> ... --as <staff name>';
  }
}

export async function protectionCommand(
  env: StaffEnv,
  a: ProtectionArgs,
  out: Out,
  err: Out,
): Promise<number> {
  if (!a.as) {
    err('protection commands run as a staff member: add --as <staff name>');
    return 2;
  }
  const planned = inputFor(a);
  if (typeof planned === 'string') {
    err(planned);
    return 2;
  }
  try {
    const result = await runAsStaff(
      { ...env, cache: undefined },
      a.as,
      planned[0] as Parameters<typeof runAsStaff>[2],
      planned[1],
    );
    out(JSON.stringify(result, null, 2));
    return 0;
  } catch (error) {
    err(error instanceof Error ? error.message : String(error));
    return 1;
  }
}
