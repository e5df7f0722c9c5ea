// The engagement commands of the operator CLI against a real SQLite file: send-mail to one
// player and to everyone, the sign-in calendar, the wheels' segments; reconcile stays clean.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/database.ts';
import { runCli } from './talih.ts';

describe('talih CLI: engagement rewards', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'talih-cli-eng-'));
  const env = { DATA_DIR: dataDir, LOG_LEVEL: 'silent' };
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

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

  it('sends mail to one player and to every player, with and without a prize', async () => {
    expect((await run('seed')).code).toBe(0);
    const all = await run(
      'send-mail',
      '--to',
      'all',
      '--title',
      'Merhaba',
      '--content',
      'Hoş geldiniz',
      '--amount',
      '12.50',
    );
    expect(all.code).toBe(0);
    expect(all.text).toMatch(/sent to 2 player\(s\), each with a prize of ₺12,50/);
    const database = openDatabase({ url: '', sqlitePath: path.join(dataDir, 'talih.db') });
    const player = await database.db
      .selectFrom('users')
      .select('id')
      .where('role', '=', 'player')
      .executeTakeFirstOrThrow();
    const mails = await database.db.selectFrom('mails').selectAll().execute();
    await database.close();
    const sent = mails.filter((m) => m.batch !== 'DEMO');
    expect(sent).toHaveLength(2);
    expect(sent.every((m) => m.amount_minor === 1250 && m.attaches_status === 0)).toBe(true);
    const one = await run(
      'send-mail',
      '--to',
      String(player.id),
      '--title',
      'Duyuru',
      '--content',
      'Bakım',
    );
    expect(one.text).toMatch(/sent to 1 player/);
    const nobody = await run('send-mail', '--to', '99999', '--title', 'x', '--content', 'y');
    expect(nobody.code).toBe(1);
    expect((await run('send-mail', '--to', 'someone')).code).toBe(2);
    expect(
      (await run('send-mail', '--to', 'all', '--title', 'x', '--content', 'y', '--amount', '1.234'))
        .code,
    ).toBe(1);
  });

  it('shows and replaces the sign-in calendar', async () => {
    expect((await run('sign-in', 'days')).text).toMatch(/day 7: ₺20,00/);
    const set = await run('sign-in', 'days', '--set', '1,2,3');
    expect(set.text).toMatch(/day 3: ₺3,00/);
    expect(set.text).not.toMatch(/day 4/);
    expect((await run('sign-in', 'days', '--set', '1,0')).code).toBe(1);
  });

  it('shows the wheels and replaces a wheel’s segments', async () => {
    expect((await run('wheel', 'show')).text).toMatch(/super \(VIP 2\+\)/);
    const set = await run('wheel', 'segments', 'primary', '--set', '5:30,10:25,0:45');
    expect(set.code).toBe(0);
    expect(set.text).toMatch(/2: ₺0,00 {2}weight 45 {2}\(45\.00%\)/);
    expect((await run('wheel', 'segments', 'nope', '--set', '1:1,2:2')).code).toBe(1);
    expect((await run('wheel', 'segments', 'primary', '--set', '5')).code).toBe(1);
    expect((await run('reconcile')).code).toBe(0);
  });
});
