// Promotions edited in the back-office on both databases: a promotion that pays nothing goes
// live at once and shows only to the players of its segment; one that pays waits for a second
// approver. The area's calls from the CLI (`talih engagement ... --as`) check the same
// permission and write the same audit rows.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli } from '../../../cli/talih.ts';
import { backends } from '../../../testing/backends.ts';
import { createPlayer } from '../../../testing/players.ts';
import {
  cliEnv,
  openBackofficeTest,
  staffClient,
  type BackofficeTest,
  type StaffClient,
} from '../../../testing/staff.ts';
import { call, staffAnswer } from '../../../testing/calls.ts';
import { activityList } from '@talih/contracts/promotions.ts';
import { saveSegment } from '@talih/contracts/backoffice/engagement.ts';

const text = (tk: string, en: string) => ({ tk, en, zh: '' });
const body = (segmentId: number | null, rewardMinor: number) => ({
  title: text('Kış turnuvası', 'Winter tournament'),
  summary: text('Katıl, kazan', 'Join and win'),
  terms: text('Bir kez katılınır.', 'Join once.'),
  action: rewardMinor > 0 ? 'claim' : 'join',
  requirement: 'none',
  rewardMinor,
  sort: 5,
  startsAt: null,
  endsAt: null,
  segmentId,
});

for (const backend of backends()) {
  describe(`engagement promotions and CLI on ${backend.name}`, () => {
    let t: BackofficeTest;
    let content: StaffClient;
    let support: StaffClient;
    beforeAll(async () => {
      t = await openBackofficeTest(backend);
      content = await staffClient(t, 'content');
      support = await staffClient(t, 'support');
    });
    afterAll(() => t.dispose());

    const codesFor = async (token: string) =>
      (await call(t, activityList, {}, { session: token })).map((a) => a.title);

    it('a promotion for a segment shows only to its players, at once when it pays nothing', async () => {
      const english = await createPlayer(t);
      const turkish = await createPlayer(t);
      await t.database.db
        .updateTable('users')
        .set({ lang: 'en' })
        .where('id', '=', english.userId)
        .execute();
      const segment = await staffAnswer(content, saveSegment, {
        name: 'English',
        filter: { lang: 'en', registeredFrom: null },
      });
      const made = await content.call('/engagement/config/propose', {
        kind: 'promotion:kis-turnuvasi',
        body: body(segment.resultData.id, 0),
        reason: 'yeni turnuva',
      });
      expect(made.resultData).toEqual({ version: 1, status: 'live', approvalId: null });
      expect(await codesFor(english.token)).toContain('Kış turnuvası');
      expect(await codesFor(turkish.token)).not.toContain('Kış turnuvası');
      const paying = await content.call('/engagement/config/propose', {
        kind: 'promotion:kis-turnuvasi',
        body: body(segment.resultData.id, 2500),
        reason: 'ödüllü olsun',
      });
      expect(paying.resultData).toMatchObject({ version: 2, status: 'pending' });
      const row = await t.database.db
        .selectFrom('promotions')
        .select(['reward_minor', 'action'])
        .where('code', '=', 'kis-turnuvasi')
        .executeTakeFirstOrThrow();
      expect(row).toEqual({ reward_minor: 0, action: 'join' });
    });

    it('runs the calls from the CLI as a staff member, refused without the permission', async () => {
      const env = cliEnv(t, backend);
      const run = async (...argv: string[]) => {
        const lines: string[] = [];
        const code = await runCli(
          argv,
          (l) => lines.push(l),
          (l) => lines.push(l),
          env,
        );
        return { code, text: lines.join('\n') };
      };
      const refused = await run(
        'engagement',
        'config/propose',
        '--as',
        support.name,
        '--input',
        JSON.stringify({
          kind: 'pdd',
          body: { prizeMinor: 100, target: 1, durationDays: 1 },
          reason: 'cli',
        }),
      );
      expect(refused.code).toBe(1);
      expect(refused.text).toContain('lacks the permission engagement.write');
      const asked = await run(
        'engagement',
        'config/propose',
        '--as',
        content.name,
        '--input',
        JSON.stringify({
          kind: 'pdd',
          body: { prizeMinor: 7500, target: 2, durationDays: 5 },
          reason: 'terminalden',
        }),
      );
      expect(asked.code).toBe(0);
      expect(JSON.parse(asked.text)).toMatchObject({ version: 2, status: 'pending' });
      const audit = await t.database.db
        .selectFrom('staff_audit')
        .select(['action', 'staff_name', 'ip'])
        .where('object_id', '=', 'pdd@2')
        .orderBy('seq')
        .execute();
      expect(audit).toEqual([
        { action: 'engagement.config.proposed', staff_name: content.name, ip: 'cli' },
        { action: 'approval.requested', staff_name: content.name, ip: 'cli' },
      ]);
      const usage = await run('engagement', 'nope', '--as', content.name);
      expect(usage.code).toBe(2);
    });
  });
}
