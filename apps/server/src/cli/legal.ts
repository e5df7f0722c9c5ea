// `talih legal versions|publish --as <staff> --input '{...}'`: the legal-text editor's staff
// calls from the terminal (same permission check, same audit), e.g. `legal versions --input
// '{"kind":"terms"}'`. Answers print as JSON.
import * as contract from '@talih/contracts/backoffice/legal.ts';
import { runAsStaff, type StaffEnv } from './as-staff.ts';

const CALLS = { versions: contract.listLegalVersions, publish: contract.publishLegalVersion };
const USAGE =
  'usage: npm run talih -- legal versions|publish --as <staff> --input \'{"kind": "terms", ...}\'';

export async function legalCommand(
  env: StaffEnv,
  args: { call: string | undefined; as: string | undefined; input: string | undefined },
  out: (line: string) => void,
  err: (line: string) => void,
): Promise<number> {
  const c = args.call === 'versions' || args.call === 'publish' ? CALLS[args.call] : undefined;
  if (!c || !args.as) {
    err(USAGE);
    return 2;
  }
  try {
    const input: unknown = args.input ? JSON.parse(args.input) : {};
    out(JSON.stringify(await runAsStaff(env, args.as, c, input), null, 2));
    return 0;
  } catch (error) {
    err(error instanceof Error ? error.message : String(error));
    return 1;
  }
}
