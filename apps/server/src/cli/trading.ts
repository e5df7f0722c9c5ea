// `talih trading <call> ['<json input>'] --as <staff name>`: every sportsbook trading staff
// call from the terminal (events, event, suspend, odds, settle, void, rollback, limits,
// limits/set, player-limits, player-limits/set, tickets, ticket, hold, held, held/release,
// held/reject), run as that staff member with
// the same permission check, four-eyes and audit as the screen. Prints the answer as JSON.
import * as contract from '@talih/contracts/backoffice/sport.ts';
import type { StaffContract } from '@talih/contracts/backoffice/call.ts';
import { runAsStaff, type StaffEnv } from './as-staff.ts';

const CALLS = new Map<string, StaffContract>();
for (const value of Object.values(contract) as unknown[]) {
  if (typeof value === 'object' && value !== null && 'path' in value && 'permission' in value) {
    const call = value as StaffContract;
    CALLS.set(call.path.replace('/trading/', ''), call);
  }
}

export async function tradingCommand(
  env: StaffEnv,
  args: { call: string | undefined; input: string | undefined; as: string | undefined },
  out: (line: string) => void,
  err: (line: string) => void,
): Promise<number> {
  const call = CALLS.get(args.call ?? '');
  if (!call || !args.as) {
    err(`usage: trading <${[...CALLS.keys()].join('|')}> ['<json input>'] --as <staff name>`);
    return 2;
  }
  let input: unknown;
  try {
    input = args.input ? JSON.parse(args.input) : {};
  } catch {
    err('trading: the input must be JSON, e.g. \'{"target":"market","id":12,"suspend":true}\'');
    return 2;
  }
  try {
    out(JSON.stringify(await runAsStaff(env, args.as, call, input), null, 2));
    return 0;
  } catch (error) {
    err(`trading: ${(error as Error).message}`);
    return 1;
  }
}
