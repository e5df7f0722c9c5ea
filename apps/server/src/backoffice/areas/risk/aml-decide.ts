// An AML case's decision. Restrict (deposits and withdrawals blocked) and report are one staff
// member's call; clear and close the account need a second one (four-eyes, approvals.ts): the
// first asks, another holding approvals.decide and risk.manage approves, and only then is it
// applied. Applying closes the case and its open alerts, each change audited; a case closes
// once, so two decisions can't both win. The suspicious-activity report is a text document:
// the case's record (subject, alerts, notes, decision) and the player's ledger extract.
import { AML_FOUR_EYES, type AmlDecision } from '@talih/contracts/backoffice/aml.ts';
import { minorToDecimal } from '@talih/contracts/money.ts';
import type { PlayerBlockScope } from '../../../db/schema.ts';
import { AppError } from '../../../http/errors.ts';
import { closeAlert } from '../../../modules/risk/alerts.ts';
import { registerApprovalExecutor, requestOrRun } from '../../approvals.ts';
import type { StaffContext } from '../../calls.ts';
import { setBlocks } from '../players/actions.ts';
import { AML_DECIDE_KIND, caseAlerts, caseNotes, caseRow, requireOpenCase } from './aml.ts';

interface DecidePayload {
  caseId: number;
  decision: AmlDecision;
  reason: string;
}

const BLOCKS: Record<AmlDecision, PlayerBlockScope[]> = {
  clear: [],
  report: [],
  restrict: ['deposit', 'withdraw'],
  close_account: ['deposit', 'bet', 'withdraw', 'login'],
};
/** Ledger lines in the report, newest first. */
const LEDGER_LINES_MAX = 200;

async function applyDecision(ctx: StaffContext, p: DecidePayload) {
  const db = ctx.services.db;
  const row = await requireOpenCase(db, p.caseId);
  const now = Date.now();
  const decidedBy = ctx.secondStaffName ?? ctx.staff.name;
  const approvedBy = ctx.secondStaffName ? ctx.staff.name : null;
  const moved = await db
    .updateTable('aml_cases')
    .set({
      status: 'closed',
      open_key: null,
      decision: p.decision,
      decision_reason: p.reason,
      decided_by: decidedBy,
      approved_by: approvedBy,
      closed_at: now,
    })
    .where('id', '=', p.caseId)
    .where('status', '=', 'open')
    .executeTakeFirst();
  if (Number(moved.numUpdatedRows) !== 1) throw new AppError('errors.boRisk.caseClosed');
  const userId = Number(row.user_id);
  const blocks = BLOCKS[p.decision];
  if (blocks.length > 0) {
    await setBlocks(db, { userId, block: blocks, unblock: [], reason: p.reason }, decidedBy, now);
  }
  const closed: number[] = [];
  for (const a of await caseAlerts(db, p.caseId)) {
    const reason = `AML #${p.caseId}: ${p.reason}`.slice(0, 500);
    if (
      a.status === 'open' &&
      (await closeAlert(db, a.alertId, { staffName: decidedBy, reason }))
    ) {
      closed.push(a.alertId);
    }
  }
  await ctx.audit({
    action: 'aml.decide',
    objectType: 'aml_case',
    objectId: p.caseId,
    before: { status: 'open' },
    after: {
      status: 'closed',
      decision: p.decision,
      userId,
      blocks,
      alertsClosed: closed,
      approvedBy,
    },
    reason: p.reason,
  });
  return { status: 'closed' as const, approvalId: null };
}

export function registerAmlApprovals() {
  registerApprovalExecutor(AML_DECIDE_KIND, {
    permission: 'risk.manage',
    // Clearing or closing never runs on one signature: there is no amount.
    thresholdMinor: () => null,
    execute: (ctx, payload) => applyDecision(ctx, payload as DecidePayload),
  });
}

export async function decideCase(ctx: StaffContext, input: DecidePayload) {
  const db = ctx.services.db;
  await requireOpenCase(db, input.caseId);
  if ((await caseRow(db, input.caseId)).pendingApprovalId !== null) {
    throw new AppError('errors.boRisk.casePending');
  }
  if (!AML_FOUR_EYES.includes(input.decision)) return applyDecision(ctx, input);
  const outcome = await requestOrRun(ctx, {
    kind: AML_DECIDE_KIND,
    objectType: 'aml_case',
    objectId: input.caseId,
    amountMinor: null,
    payload: input satisfies DecidePayload,
    reason: input.reason,
  });
  if (outcome.status === 'done') return outcome.result as Awaited<ReturnType<typeof applyDecision>>;
  return { status: 'pending' as const, approvalId: outcome.approvalId };
}

const when = (ms: number | null) => (ms === null ? '-' : new Date(ms).toISOString());

/** The suspicious-activity report of a case, as plain text (UTF-8). */
export async function amlReport(ctx: StaffContext, caseId: number) {
  const db = ctx.services.db;
  const c = await caseRow(db, caseId);
  const user = await db
    .selectFrom('users')
    .leftJoin('kyc_profiles', 'kyc_profiles.user_id', 'users.id')
    .select([
      'users.id',
      'users.nickname',
      'users.mobile',
      'users.created_at',
      'kyc_profiles.level',
      'kyc_profiles.country',
    ])
    .where('users.id', '=', c.userId)
    .executeTakeFirstOrThrow();
  const alerts = await caseAlerts(db, caseId);
  const notes = await caseNotes(db, caseId);
  const entries = await db
    .selectFrom('journal_entries')
    .select(['id', 'kind', 'amount_minor', 'created_at', 'idempotency_key'])
    .where('user_id', '=', c.userId)
    .orderBy('id', 'desc')
    .limit(LEDGER_LINES_MAX)
    .execute();
  const currency = ctx.services.config.jurisdiction.currency;
  const lines = [
    `SUSPICIOUS ACTIVITY REPORT - AML case #${c.caseId}`,
    `Generated ${when(Date.now())} by ${ctx.staff.name}; jurisdiction ${ctx.services.config.jurisdiction.code}; currency ${currency}`,
    '',
    '## Subject',
    `Player id: ${c.userId}`,
    `Nickname: ${user.nickname ?? '-'}`,
    `Mobile: ${user.mobile ?? '-'}`,
    `Registered: ${when(Number(user.created_at))}`,
    `KYC level: ${user.level ?? 'none'}; country: ${user.country ?? '-'}`,
    '',
    '## Case',
    `Status: ${c.status}; opened ${when(c.openedAt)} by ${c.openedBy}; assignee: ${c.assignee ?? '-'}`,
    `Decision: ${c.decision ?? '-'}${c.decidedBy ? ` by ${c.decidedBy}` : ''}${c.approvedBy ? `, approved by ${c.approvedBy}` : ''}${c.closedAt ? ` on ${when(c.closedAt)}` : ''}`,
    `Reason: ${c.decisionReason ?? '-'}`,
    '',
    `## Alerts (${alerts.length})`,
    ...alerts.map(
      (a) =>
        `#${a.alertId} ${when(a.createdAt)} ${a.kind} [${a.status}] ${JSON.stringify(a.details)}`,
    ),
    '',
    `## Notes (${notes.length})`,
    ...notes.map((n) => `${when(n.createdAt)} ${n.staffName}: ${n.body}`),
    '',
    `## Ledger extract (newest ${entries.length} entries)`,
    'entry;time;kind;amount;reference',
    ...entries.map(
      (e) =>
        `${e.id};${when(Number(e.created_at))};${e.kind};${minorToDecimal(Number(e.amount_minor))} ${currency};${e.idempotency_key ?? ''}`,
    ),
    '',
  ];
  return { filename: `sar-case-${c.caseId}.txt`, text: lines.join('\n') };
}
