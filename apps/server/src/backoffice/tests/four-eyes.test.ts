// Four-eyes: within the threshold an action runs at once; above it, it waits for a second
// staff member with the kind's permission, never the requester, and runs under both names.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineStaffContract } from '@talih/contracts/backoffice/call.ts';
import { backends } from '../../testing/backends.ts';
import {
  openBackofficeTest,
  staffClient,
  type BackofficeTest,
  type StaffClient,
} from '../../testing/staff.ts';
import { registerApprovalExecutor, requestOrRun } from '../approvals.ts';
import { defineStaffCall } from '../calls.ts';
import { cliStaffContext } from '../cli-context.ts';
import { staffAnswer } from '../../testing/calls.ts';
import { decideApproval, listApprovals } from '@talih/contracts/backoffice/approvals.ts';

// A stand-in for helper areas' kinds: "adjust" a counter, four-eyes above FOUR_EYES_ADJUSTMENT_MINOR.
const executed: Array<{ by: string; amount: number }> = [];
// Registered again once the app is built: the players area registers the real
// player.adjust executor when it starts, and the latest registration wins.
const registerStandIn = () =>
  registerApprovalExecutor('player.adjust', {
    permission: 'players.adjust',
    async execute(ctx, payload) {
      const { amountMinor } = payload as { amountMinor: number };
      executed.push({ by: ctx.staff.name, amount: amountMinor });
      await ctx.audit({
        action: 'test.adjusted',
        objectType: 'player',
        objectId: 7,
        after: { amountMinor },
      });
      return { ok: true };
    },
  });
registerStandIn();
const adjust = defineStaffContract({
  path: '/test/adjust',
  permission: 'players.adjust',
  input: z.object({ amountMinor: z.number().int() }),
  output: z.object({ status: z.string(), approvalId: z.number().optional() }),
});

describe.each(backends())('four-eyes on $name', (backend) => {
  let t: BackofficeTest;
  let finance: StaffClient;
  let finance2: StaffClient;
  let risk: StaffClient;
  let admin: StaffClient;
  beforeAll(async () => {
    t = await openBackofficeTest(
      backend,
      { FOUR_EYES_ADJUSTMENT_MINOR: '1000000' },
      {
        extraAreas: [
          (registry) =>
            registry.add(
              defineStaffCall({
                ...adjust,
                async handler(ctx, input) {
                  const outcome = await requestOrRun(ctx, {
                    kind: 'player.adjust',
                    objectType: 'player',
                    objectId: 7,
                    amountMinor: input.amountMinor,
                    payload: { amountMinor: input.amountMinor },
                    reason: 'goodwill after an outage',
                  });
                  return outcome.status === 'pending' ? outcome : { status: 'done' };
                },
              }),
            ),
        ],
      },
    );
    registerStandIn();
    finance = await staffClient(t, 'finance', 'fin-a');
    finance2 = await staffClient(t, 'finance', 'fin-b');
    risk = await staffClient(t, 'risk', 'risk-a');
    admin = await staffClient(t, 'admin', 'adm-a');
  });
  afterAll(() => t.dispose());

  it('runs at once at the threshold (₺10.000)', async () => {
    executed.length = 0;
    const res = await finance.call<{ status: string }>('/test/adjust', { amountMinor: 1_000_000 });
    expect(res.resultData).toEqual({ status: 'done' });
    expect(executed).toEqual([{ by: 'fin-a', amount: 1_000_000 }]);
  });

  it('above it waits; the requester cannot decide, a second finance member approves', async () => {
    executed.length = 0;
    const head = await t.app.talih.services.db
      .selectFrom('staff_audit_head')
      .select('seq')
      .executeTakeFirstOrThrow();
    const res = await finance.call<{ status: string; approvalId: number }>('/test/adjust', {
      amountMinor: 1_000_001,
    });
    expect(res.resultData.status).toBe('pending');
    const id = res.resultData.approvalId;
    expect(executed).toEqual([]);

    const own = await staffAnswer(finance, decideApproval, { id, decision: 'approve' });
    expect(own.msg).toBe(
      'Kendi talebinizi onaylayamaz veya reddedemezsiniz; ikinci bir yetkili karar vermeli.',
    );
    const ownReject = await finance.call('/approvals/decide', {
      id,
      decision: 'reject',
      reason: 'changed my mind',
    });
    expect(ownReject.state).toBe('500');
    // risk lacks approvals.decide
    expect((await risk.call('/approvals/decide', { id, decision: 'approve' })).msg).toBe(
      'Bu işlem için yetkiniz yok.',
    );

    const queue = await staffAnswer(finance, listApprovals, {
      status: 'pending',
    });
    expect(queue.resultData.rows.map((r) => [r.id, r.requestedBy, r.canDecide])).toEqual([
      [id, 'fin-a', false],
    ]);
    const other = await staffAnswer(finance2, listApprovals, { status: 'pending' });
    expect(other.resultData.rows[0]!.canDecide).toBe(true);

    const approved = await staffAnswer(finance2, decideApproval, { id, decision: 'approve' });
    expect([approved.state, approved.resultData.status, approved.resultData.decidedBy]).toEqual([
      '200',
      'approved',
      'fin-b',
    ]);
    expect(executed).toEqual([{ by: 'fin-b', amount: 1_000_001 }]);
    const again = await admin.call('/approvals/decide', { id, decision: 'approve' });
    expect(again.msg).toBe('Bu talep zaten karara bağlandı.');
    expect(executed.length).toBe(1);

    const rows = await t.app.talih.services.db
      .selectFrom('staff_audit')
      .select(['action', 'staff_name', 'second_staff_name'])
      .where('seq', '>', head.seq)
      .where('action', 'in', ['approval.requested', 'test.adjusted', 'approval.approved'])
      .orderBy('seq')
      .execute();
    expect(rows).toEqual([
      { action: 'approval.requested', staff_name: 'fin-a', second_staff_name: null },
      { action: 'test.adjusted', staff_name: 'fin-b', second_staff_name: 'fin-a' },
      { action: 'approval.approved', staff_name: 'fin-b', second_staff_name: 'fin-a' },
    ]);
  });

  it('a reject needs a reason and runs nothing', async () => {
    executed.length = 0;
    const res = await finance.call<{ approvalId: number }>('/test/adjust', {
      amountMinor: 5_000_000,
    });
    const id = res.resultData.approvalId;
    const noReason = await finance2.call('/approvals/decide', { id, decision: 'reject' });
    expect(noReason.msg).toBe('Lütfen bir gerekçe yazın (en az 3 karakter).');
    const rejected = await staffAnswer(finance2, decideApproval, {
      id,
      decision: 'reject',
      reason: 'no ticket for this',
    });
    expect(rejected.resultData.status).toBe('rejected');
    expect(executed).toEqual([]);
  });

  it('two deciders at once: the action runs once', async () => {
    executed.length = 0;
    const res = await finance.call<{ approvalId: number }>('/test/adjust', {
      amountMinor: 2_000_000,
    });
    const id = res.resultData.approvalId;
    const [a, b] = await Promise.all([
      staffAnswer(finance2, decideApproval, { id, decision: 'approve' }),
      staffAnswer(admin, decideApproval, { id, decision: 'approve' }),
    ]);
    expect([a.state, b.state].sort()).toEqual(['200', '500']);
    expect(executed.length).toBe(1);
  });

  it('a configuration that pays money always waits, whatever the amount', async () => {
    let ran = 0;
    registerApprovalExecutor('payment_settings.change', {
      permission: 'payment_settings.write',
      async execute() {
        ran += 1;
      },
    });
    const services = t.app.talih.services;
    const ctx = await cliStaffContext(services, 'fin-a');
    const outcome = await requestOrRun(ctx, {
      kind: 'payment_settings.change',
      objectType: 'payment_method',
      objectId: 'havale',
      amountMinor: 0,
      payload: { maxDepositMinor: 5_000_000 },
      reason: 'raise the havale limit',
    });
    expect([outcome.status, ran]).toEqual(['pending', 0]);
    const id = (outcome as { approvalId: number }).approvalId;
    const approved = await staffAnswer(finance2, decideApproval, { id, decision: 'approve' });
    expect([approved.resultData.status, ran]).toEqual(['approved', 1]);
  });
});
