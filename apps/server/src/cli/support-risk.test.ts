// `talih support reply|close --as` and `talih alerts assign|close|scan --as` on both databases:
// the screen's own staff call runs under the staff member's name (permission checked, audited),
// and the player reads the answer in their conversation.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reconcileFailures } from '../modules/risk/rules.ts';
import { backends } from '../testing/backends.ts';
import { createPlayer } from '../testing/players.ts';
import {
  cliEnv,
  openBackofficeTest,
  staffClient,
  type BackofficeTest,
  type StaffClient,
} from '../testing/staff.ts';
import { runCli } from './talih.ts';
import { answer as answerApi } from '../testing/calls.ts';
import { supportMessages } from '@talih/contracts/support.ts';

describe.each(backends())('support and alerts --as on $name', (backend) => {
  let t: BackofficeTest;
  let agent: StaffClient;
  let risk: StaffClient;
  beforeAll(async () => {
    t = await openBackofficeTest(backend);
    agent = await staffClient(t, 'support');
    risk = await staffClient(t, 'risk');
  });
  afterAll(() => t.dispose());

  const cli = async (args: string[]) => {
    const lines: string[] = [];
    const code = await runCli(
      args,
      (l) => lines.push(l),
      (l) => lines.push(l),
      cliEnv(t, backend),
    );
    return { code, text: lines.join('\n') };
  };
  const audit = (action: string) =>
    t.database.db.selectFrom('staff_audit').selectAll().where('action', '=', action).execute();

  it('answers as the support member; the player reads it; risk may not answer', async () => {
    const p = await createPlayer(t);
    await t.call('/support/send', { content: 'Bonusum nerede?' }, { token: p.token });
    const refused = await cli(['support', 'reply', String(p.userId), 'merhaba', '--as', risk.name]);
    expect(refused.code).toBe(1);
    expect(refused.text).toContain('lacks the permission support.reply');
    const ok = await cli([
      'support',
      'reply',
      String(p.userId),
      'Kontrol',
      'ediyoruz.',
      '--as',
      agent.name,
    ]);
    expect(ok.code).toBe(0);
    expect(ok.text).toMatch(new RegExp(`^support reply user ${p.userId} as ${agent.name}: `));
    const mine = await answerApi(t, supportMessages, {}, { session: p.token });
    expect(mine.resultData.map((m) => [m.from, m.content])).toEqual([
      ['player', 'Bonusum nerede?'],
      ['staff', 'Kontrol ediyoruz.'],
    ]);
    const rows = await audit('support.reply');
    expect(rows.map((r) => [r.staff_name, r.object_id, r.ip])).toEqual([
      [agent.name, String(p.userId), 'cli'],
    ]);
    expect((await cli(['support', 'close', String(p.userId), '--as', agent.name])).code).toBe(0);
    expect(await audit('support.close')).toHaveLength(1);
  });

  it('assigns and closes an alert with a reason as the risk member, and scans', async () => {
    await reconcileFailures(t.database.db, [{ name: 'cli-check', ok: false, violations: 1 }]);
    const row = await t.database.db
      .selectFrom('risk_alerts')
      .select('id')
      .where('subject', '=', 'check:cli-check')
      .executeTakeFirstOrThrow();
    const id = String(row.id);
    expect((await cli(['alerts', 'close', id, '--as', risk.name])).code).toBe(1);
    expect(
      (await cli(['alerts', 'close', id, '--reason', 'x', '--as', agent.name])).text,
    ).toContain('lacks the permission risk.manage');
    expect((await cli(['alerts', 'assign', id, '--as', risk.name])).code).toBe(0);
    const closed = await cli(['alerts', 'close', id, '--reason', 'Düzeltildi', '--as', risk.name]);
    expect(closed.code).toBe(0);
    expect((await audit('risk.close')).map((r) => [r.staff_name, r.reason])).toEqual([
      [risk.name, 'Düzeltildi'],
    ]);
    expect((await cli(['alerts', 'scan'])).code).toBe(2);
    expect((await cli(['alerts', 'scan', '--as', risk.name])).code).toBe(0);
    const list = await cli(['alerts', 'list', '--status', 'closed']);
    expect(list.text).toMatch(/reconcile_failed/);
  });
});
