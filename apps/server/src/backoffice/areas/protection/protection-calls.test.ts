// The protection area's staff calls on both databases: risk reads and manages, support only
// reads, a player's own self-exclusion can't be lifted by staff, a limit only gets stricter,
// the excluded list, and every change in the staff audit log.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends } from '../../../testing/backends.ts';
import { createPlayer } from '../../../testing/players.ts';
import {
  openBackofficeTest,
  staffClient,
  type BackofficeTest,
  type StaffClient,
} from '../../../testing/staff.ts';
import { staffAnswer } from '../../../testing/calls.ts';
import {
  excludePlayer,
  liftStaffExclusion,
  listExcluded,
  playerProtection,
} from '@talih/contracts/backoffice/protection.ts';

for (const backend of backends()) {
  describe(`back-office protection on ${backend.name}`, () => {
    let t: BackofficeTest;
    let risk: StaffClient;
    let support: StaffClient;
    beforeAll(async () => {
      t = await openBackofficeTest(backend);
      risk = await staffClient(t, 'risk');
      support = await staffClient(t, 'support');
    });
    afterAll(() => t.dispose());

    it('risk excludes a player for 30 days with a reason; support reads it but cannot', async () => {
      const p = await createPlayer(t);
      const refused = await support.call('/protection/exclude', {
        userId: p.userId,
        days: 30,
        reason: 'Problem gambling signs',
      });
      expect(refused.state).not.toBe('200');
      const done = await staffAnswer(risk, excludePlayer, {
        userId: p.userId,
        days: 30,
        reason: 'Problem gambling signs',
      });
      expect(done.state, done.msg).toBe('200');
      const seen = await staffAnswer(support, playerProtection, { userId: p.userId });
      expect(seen.resultData.overview.exclusion?.kind).toBe('staff');
      expect(seen.resultData.events[0]).toMatchObject({
        action: 'staff',
        actor: `staff:${risk.name}`,
      });
      const list = await staffAnswer(support, listExcluded, { kind: 'staff' });
      expect(list.resultData.rows.some((r) => r.userId === p.userId)).toBe(true);
      const audit = await t.app.talih.services.db
        .selectFrom('staff_audit')
        .select(['action', 'reason'])
        .where('object_id', '=', String(p.userId))
        .where('object_type', '=', 'player')
        .execute();
      expect(audit).toEqual([
        { action: 'player.protection.exclude', reason: 'Problem gambling signs' },
      ]);
      const lifted = await staffAnswer(risk, liftStaffExclusion, {
        userId: p.userId,
        exclusionId: done.resultData.exclusionId,
        reason: 'Reviewed with the player',
      });
      expect(lifted.resultData.lifted).toBe(true);
    });

    it("never lifts a player's own self-exclusion", async () => {
      const p = await createPlayer(t);
      expect(
        (await t.call('/protection/self-exclude', { months: 6 }, { token: p.token })).state,
      ).toBe('200');
      const seen = await staffAnswer(risk, playerProtection, { userId: p.userId });
      const own = seen.resultData.exclusions[0]!;
      const lift = await risk.call('/protection/lift', {
        userId: p.userId,
        exclusionId: own.id,
        reason: 'Player asked',
      });
      expect(lift.state).not.toBe('200');
      const after = await staffAnswer(risk, playerProtection, { userId: p.userId });
      expect(after.resultData.exclusions[0]).toMatchObject({
        kind: 'self_exclusion',
        inForce: true,
      });
    });

    it('makes a limit stricter at once and refuses to raise it', async () => {
      const p = await createPlayer(t);
      const set = await risk.call('/protection/limit', {
        userId: p.userId,
        kind: 'deposit',
        period: 'day',
        amountMinor: 50_00,
        reason: 'Affordability check',
      });
      expect(set.state, set.msg).toBe('200');
      const raise = await risk.call('/protection/limit', {
        userId: p.userId,
        kind: 'deposit',
        period: 'day',
        amountMinor: 80_00,
        reason: 'Affordability check',
      });
      expect(raise.state).not.toBe('200');
      const seen = await staffAnswer(risk, playerProtection, { userId: p.userId });
      const day = seen.resultData.overview.limits.find(
        (l) => l.kind === 'deposit' && l.period === 'day',
      );
      expect(day).toMatchObject({ amountMinor: 50_00, pending: null });
    });
  });
}
