// Player text cannot drive the operator's terminal: every line the CLI prints has its control
// characters replaced (a support message printed its escape sequences as sent).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends, openTestApp, type TestApp } from '../testing/backends.ts';
import { createPlayer } from '../testing/players.ts';
import { runCli } from './talih.ts';
import { safeTerminalText } from './terminal-text.ts';

const HOSTILE = 'Bonus\u001b[2J\u001b]0;pwned\u0007 yok\r\u202Egnp.exe\u009b31m';

describe('safeTerminalText', () => {
  it('replaces control, C1 and bidi characters, keeping newlines and tabs', () => {
    expect(safeTerminalText(HOSTILE)).toBe('Bonus?[2J?]0;pwned? yok??gnp.exe?31m');
    expect(safeTerminalText('a\tb\nc ğüşİ ₺')).toBe('a\tb\nc ğüşİ ₺');
  });
});

const [backend] = backends();
describe(`talih CLI output on ${backend!.name}`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await openTestApp(backend!);
  });
  afterAll(async () => {
    await t?.dispose();
  });

  it('prints a hostile support message without its control characters', async () => {
    const p = await createPlayer(t);
    await t.database.db
      .updateTable('users')
      .set({ nickname: 'Ali\u001b[31m' })
      .where('id', '=', p.userId)
      .execute();
    const sent = await t.call('/support/send', { content: HOSTILE }, { token: p.token });
    expect(sent.state, sent.msg).toBe('200');
    const lines: string[] = [];
    const code = await runCli(
      ['support', 'show', String(p.userId)],
      (l) => lines.push(l),
      (l) => lines.push(l),
      { DATA_DIR: t.config.DATA_DIR, LOG_LEVEL: 'silent' },
    );
    expect(code).toBe(0);
    const text = lines.join('\n');
    expect(text).toContain('(Ali?[31m)');
    expect(text).toContain('Bonus?[2J?]0;pwned? yok??gnp.exe?31m');
    // eslint-disable-next-line no-control-regex
    expect(text).not.toMatch(/[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u202a-\u202e]/);
  });
});
