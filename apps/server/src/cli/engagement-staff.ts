// `talih engagement <call> --as <staff> [--input '{json}']`: every staff call of the back-office
// engagement area from the terminal (config, config/propose, config/history, segments,
// segments/count, segments/save, mail/preview, mail/send, mail/campaigns, mail/cancel), with the
// staff member's permission, four-eyes and the staff audit log exactly as on the screen.
import * as contract from '@talih/contracts/backoffice/engagement.ts';
import type { StaffContract } from '@talih/contracts/backoffice/call.ts';
import { runAsStaff, type StaffEnv } from './as-staff.ts';

const CONTRACTS: StaffContract[] = [
  contract.listConfigs,
  contract.getConfig,
  contract.proposeConfig,
  contract.configHistory,
  contract.listSegments,
  contract.countSegment,
  contract.saveSegment,
  contract.previewMail,
  contract.sendMail,
  contract.listCampaigns,
  contract.cancelCampaign,
];
const CALLS: Record<string, StaffContract> = Object.fromEntries(
  CONTRACTS.map((c) => [c.path.replace('/engagement/', ''), c]),
);

export const ENGAGEMENT_CLI_USAGE = `usage: npm run talih -- engagement <${Object.keys(CALLS).join('|')}> --as <staff name> [--input '{"kind":"wheel:primary"}']`;

export async function engagementStaffCommand(
  env: StaffEnv,
  args: { call: string | undefined; as: string | undefined; input: string | undefined },
  out: (line: string) => void,
  err: (line: string) => void,
): Promise<number> {
  const call = args.call ? CALLS[args.call] : undefined;
  if (!call || !args.as) {
    err(ENGAGEMENT_CLI_USAGE);
    return 2;
  }
  let input: unknown;
  try {
    input = JSON.parse(args.input ?? '{}');
  } catch {
    err('engagement: --input is not JSON');
    return 2;
  }
  try {
    out(JSON.stringify(await runAsStaff(env, args.as, call, input), null, 2));
    return 0;
  } catch (error) {
    err(`engagement: ${(error as Error).message}`);
    return 1;
  }
}
