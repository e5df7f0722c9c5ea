// `--as <staff>` commands of the support and risk screens: they run the screen's own staff
// call (permission checked, audited under the staff member's name, the player told at once):
//   talih support reply <userid> "answer" --as <staff>
//   talih support close|reopen <userid> --as <staff>
//   talih alerts assign <id> --as <staff> | close <id> --reason "..." --as <staff> | scan --as <staff>
import * as risk from '@talih/contracts/backoffice/risk.ts';
import * as support from '@talih/contracts/backoffice/support.ts';
import { runAsStaff, type StaffEnv } from './as-staff.ts';

type Out = (line: string) => void;

const positiveId = (text: string | undefined) => {
  const id = Number(text);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
};

async function attempt(err: Out, what: string, run: () => Promise<unknown>) {
  try {
    return { ok: true as const, result: await run() };
  } catch (error) {
    err(`${what}: ${(error as Error).message}`);
    return { ok: false as const };
  }
}

export async function supportAsStaff(
  env: StaffEnv,
  args: { action: string; userId: string | undefined; text: string; as: string },
  out: Out,
  err: Out,
): Promise<number> {
  const userId = positiveId(args.userId);
  if (!userId) {
    err('usage: npm run talih -- support reply|close|reopen <userid> ["answer"] --as <staff>');
    return 2;
  }
  const call =
    args.action === 'reply'
      ? () => runAsStaff(env, args.as, support.replyConversation, { userId, content: args.text })
      : () =>
          runAsStaff(env, args.as, support.setConversationState, {
            userId,
            state: args.action === 'close' ? 'closed' : 'open',
          });
  const done = await attempt(err, `support ${args.action}`, call);
  if (!done.ok) return 1;
  out(`support ${args.action} user ${userId} as ${args.as}: ${JSON.stringify(done.result)}`);
  return 0;
}

export async function alertsAsStaff(
  env: StaffEnv,
  args: { action: string; id: string | undefined; reason: string | undefined; as: string },
  out: Out,
  err: Out,
): Promise<number> {
  const usage =
    'usage: npm run talih -- alerts assign <id> | close <id> --reason "..." | scan  --as <staff>';
  const alertId = positiveId(args.id);
  let call: () => Promise<unknown>;
  if (args.action === 'scan') call = () => runAsStaff(env, args.as, risk.scanRisk, {});
  else if (args.action === 'assign' && alertId) {
    call = () => runAsStaff(env, args.as, risk.assignRiskAlert, { alertId, assignee: args.as });
  } else if (args.action === 'close' && alertId) {
    const reason = args.reason ?? '';
    call = () => runAsStaff(env, args.as, risk.closeRiskAlert, { alertId, reason });
  } else {
    err(usage);
    return 2;
  }
  const done = await attempt(err, `alerts ${args.action}`, call);
  if (!done.ok) return 1;
  out(
    `alerts ${args.action}${alertId ? ` ${alertId}` : ''} as ${args.as}: ${JSON.stringify(done.result)}`,
  );
  return 0;
}
