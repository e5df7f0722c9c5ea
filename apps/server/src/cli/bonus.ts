// `talih bonus ...`: the back-office bonus screens from the terminal, as a named staff member,
// through the same staff calls (permission, four-eyes and audit exactly as on the screen).
//   bonus templates --as <staff>
//   bonus grant <userId> <templateCode> [--amount 25.00] --reason "..." --as <staff>
//   bonus cancel <bonusId> --reason "..." --as <staff>
//   bonus report [--from YYYY-MM-DD] [--to YYYY-MM-DD] --as <staff>
import * as contract from '@talih/contracts/backoffice/bonus.ts';
import type { StaffContract } from '@talih/contracts/backoffice/call.ts';
import { decimalToMinor } from '@talih/contracts/money.ts';
import { istanbulDayOf } from '../modules/invite/days.ts';
import { runAsStaff, type StaffEnv } from './as-staff.ts';

export const BONUS_CLI_USAGE =
  'usage: npm run talih -- bonus templates | grant <userId> <templateCode> [--amount 25.00] --reason "..." | cancel <bonusId> --reason "..." | report [--from YYYY-MM-DD] [--to YYYY-MM-DD]  --as <staff name>';

interface Args {
  positionals: string[];
  values: Record<string, string | boolean | undefined>;
}

const text = (v: string | boolean | undefined) => (typeof v === 'string' ? v : undefined);
const DAY_MS = 86_400_000;

/** The call and its input a command line names, or null (usage). */
export function bonusCall(args: Args, now = Date.now()): [StaffContract, unknown] | null {
  const [sub, a, b] = args.positionals;
  const reason = text(args.values.reason) ?? '';
  if (sub === 'templates')
    return [contract.listTemplates, { pageSize: 200, sort: 'code', dir: 'asc' }];
  if (sub === 'grant' && a && b) {
    const amount = text(args.values.amount);
    return [
      contract.grantStaffBonus,
      {
        userId: Number(a),
        templateCode: b,
        amountMinor: amount === undefined ? null : decimalToMinor(amount),
        reason,
      },
    ];
  }
  if (sub === 'cancel' && a) return [contract.cancelPlayerBonus, { bonusId: Number(a), reason }];
  if (sub === 'report') {
    const to = text(args.values.to) ?? istanbulDayOf(now);
    const from = text(args.values.from) ?? istanbulDayOf(now - 29 * DAY_MS);
    return [contract.bonusCostReport, { from, to }];
  }
  return null;
}

export async function bonusCommand(
  env: StaffEnv,
  args: Args,
  out: (line: string) => void,
  err: (line: string) => void,
): Promise<number> {
  let call: [StaffContract, unknown] | null;
  try {
    call = bonusCall(args);
  } catch (error) {
    err(`bonus: ${(error as Error).message}`);
    return 2;
  }
  const as = text(args.values.as);
  if (!call || !as) {
    err(BONUS_CLI_USAGE);
    return 2;
  }
  try {
    out(JSON.stringify(await runAsStaff(env, as, call[0], call[1]), null, 2));
    return 0;
  } catch (error) {
    err(`bonus: ${(error as Error).message}`);
    return 1;
  }
}
