// `talih bonus ... --as <staff>` on both databases: the same staff calls as the screens, with
// the staff member's permission, four-eyes and audit rows.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli } from '../../../cli/talih.ts';
import { playerBonusMinor } from '../../../ledger/queries.ts';
import { backends } from '../../../testing/backends.ts';
import { createBonusTemplate } from '../../../testing/bonus.ts';
import { createPlayer } from '../../../testing/players.ts';
import {
  cliEnv,
  openBackofficeTest,
  staffClient,
  type BackofficeTest,
  type StaffClient,
} from '../../../testing/staff.ts';

for (const backend of backends()) {
  describe(`talih bonus on ${backend.name}`, () => {
    let t: BackofficeTest;
    let support: StaffClient;
    let risk: StaffClient;
    let content: StaffClient;
    let code: string;
    beforeAll(async () => {
      t = await openBackofficeTest(backend);
      support = await staffClient(t, 'support');
      risk = await staffClient(t, 'risk');
      content = await staffClient(t, 'content');
      const template = await createBonusTemplate(t, { capMinor: 150_000 });
      code = (
        await t.database.db
          .selectFrom('bonus_templates')
          .select('code')
          .where('id', '=', template.templateId)
          .executeTakeFirstOrThrow()
      ).code;
    });
    afterAll(() => t.dispose());

    const run = async (...argv: string[]) => {
      const lines: string[] = [];
      const code = await runCli(
        argv,
        (l) => lines.push(l),
        (l) => lines.push(l),
        cliEnv(t, backend, { FOUR_EYES_BONUS_GRANT_MINOR: '100000' }),
      );
      return { code, text: lines.join('\n') };
    };

    it('lists templates, grants, cancels and reports as a staff member, audited', async () => {
      const p = await createPlayer(t);
      const list = await run('bonus', 'templates', '--as', support.name);
      expect(list.code).toBe(0);
      expect(JSON.parse(list.text)).toMatchObject({ total: 1, rows: [{ code, status: 'active' }] });

      const granted = await run(
        'bonus',
        'grant',
        String(p.userId),
        code,
        '--amount',
        '250.50',
        '--reason',
        'telafi',
        '--as',
        support.name,
      );
      expect(granted.code).toBe(0);
      const { bonusId } = JSON.parse(granted.text) as { bonusId: number };
      expect(await playerBonusMinor(t.database.db, p.userId)).toBe(25_050);

      // Above ₺1.000 it waits for a second staff member.
      const big = await run(
        'bonus',
        'grant',
        String(p.userId),
        code,
        '--amount',
        '1000.01',
        '--reason',
        'vip',
        '--as',
        support.name,
      );
      expect(JSON.parse(big.text)).toMatchObject({ status: 'pending' });

      const refused = await run(
        'bonus',
        'cancel',
        String(bonusId),
        '--reason',
        'x y z',
        '--as',
        support.name,
      );
      expect([refused.code, refused.text]).toEqual([
        1,
        `bonus: staff member "${support.name}" (support) lacks the permission bonus.cancel`,
      ]);
      const cancelled = await run(
        'bonus',
        'cancel',
        String(bonusId),
        '--reason',
        'kötüye kullanım',
        '--as',
        risk.name,
      );
      expect(cancelled.code).toBe(0);
      expect(JSON.parse(cancelled.text)).toMatchObject({
        status: 'cancelled',
        forfeitedMinor: 25_050,
      });
      expect(await playerBonusMinor(t.database.db, p.userId)).toBe(0);

      const report = await run('bonus', 'report', '--as', content.name);
      expect(report.code).toBe(0);
      expect(JSON.parse(report.text).totals).toMatchObject({
        grantedCount: 1,
        grantedMinor: 25_050,
        forfeitedMinor: 25_050,
      });
      const audit = await t.database.db
        .selectFrom('staff_audit')
        .select(['action', 'staff_name', 'ip'])
        .where('object_type', '=', 'player')
        .where('object_id', '=', String(p.userId))
        .orderBy('seq')
        .execute();
      expect(audit).toEqual([
        { action: 'bonus.granted', staff_name: support.name, ip: 'cli' },
        { action: 'approval.requested', staff_name: support.name, ip: 'cli' },
        { action: 'bonus.cancelled', staff_name: risk.name, ip: 'cli' },
      ]);
      expect((await run('bonus', 'nope', '--as', support.name)).code).toBe(2);
      expect(
        (await run('bonus', 'grant', '1', code, '--amount', '1,5', '--as', support.name)).code,
      ).toBe(2);
    });
  });
}
