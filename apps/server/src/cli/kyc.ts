// `talih kyc ...`: the KYC screens from a terminal, always as a named staff member (--as), so
// reading identity papers and deciding on them keep the same permission and audit trail.
import * as staffCalls from '@talih/contracts/backoffice/kyc.ts';
import type { KycPlayerFile, KycQueueRow } from '@talih/contracts/backoffice/kyc.ts';
import { runAsStaff, type StaffEnv } from './as-staff.ts';

interface KycArgs {
  action: string | undefined;
  id: string | undefined;
  as: string | undefined;
  status: string | undefined;
  reason: string | undefined;
}

const USAGE =
  'usage: npm run talih -- kyc queue [--status pending] | show <userid> | approve <documentId> | ' +
  'reject|more <documentId> --reason "..."   (each with --as <staff name>)';
const DECISIONS: Record<string, 'approve' | 'reject' | 'request_more'> = {
  approve: 'approve',
  reject: 'reject',
  more: 'request_more',
};
const when = (ms: number | null) =>
  ms === null ? '—' : new Date(ms).toISOString().replace('T', ' ').slice(0, 19);

function printRows(rows: KycQueueRow[], out: (line: string) => void) {
  if (rows.length === 0) out('no documents');
  for (const r of rows) {
    out(
      `#${r.documentId}  ${when(r.createdAt)}  user ${r.userId} ${r.nickname}  ${r.level}  ` +
        `${r.kind}  ${r.status}${r.reviewedBy ? ` by ${r.reviewedBy}` : ''}  ${r.fileName}`,
    );
  }
}

export async function kycCommand(
  env: StaffEnv,
  args: KycArgs,
  out: (line: string) => void,
  err: (line: string) => void,
): Promise<number> {
  if (!args.as) {
    err(`kyc: --as <staff name> is required\n${USAGE}`);
    return 2;
  }
  const run = (contract: Parameters<typeof runAsStaff>[2], input: unknown) =>
    runAsStaff(env, args.as!, contract, input);
  try {
    if (args.action === 'queue') {
      const page = (await run(staffCalls.kycQueue, {
        ...(args.status ? { status: args.status } : {}),
        pageSize: 100,
      })) as { rows: KycQueueRow[]; total: number };
      printRows(page.rows, out);
      out(`${page.total} in total`);
      return 0;
    }
    const id = Number(args.id);
    if (!Number.isSafeInteger(id) || id <= 0) {
      err(USAGE);
      return 2;
    }
    if (args.action === 'show') {
      const f = (await run(staffCalls.kycPlayer, { userId: id })) as KycPlayerFile;
      out(`user ${f.userId} ${f.nickname}: ${f.level}; source of funds ${f.sourceOfFunds}`);
      out(`missing: ${f.nextMissing.join(', ') || 'nothing'}`);
      printRows(f.documents, out);
      return 0;
    }
    const decision = DECISIONS[args.action ?? ''];
    if (!decision) {
      err(USAGE);
      return 2;
    }
    const result = (await run(staffCalls.kycDecide, {
      documentId: id,
      decision,
      note: args.reason ?? '',
    })) as { status: string; level: string };
    out(`document #${id}: ${result.status}; the player's level is ${result.level}`);
    return 0;
  } catch (error) {
    err(`kyc ${args.action}: ${(error as Error).message}`);
    return 1;
  }
}
