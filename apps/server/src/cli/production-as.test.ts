// Production refuses every CLI call that moves money or changes staff without `--as <staff
// name>` (it would act as nobody: no permission, no four-eyes, no audit row); with `--as` the
// call runs as that staff member. Reads still run.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTrIban } from '@talih/contracts/iban.ts';
import { backends } from '../testing/backends.ts';
import { createPlayer } from '../testing/players.ts';
import { SAFE_PRODUCTION_ENV } from '../testing/production-env.ts';
import { cliEnv, openBackofficeTest, staffClient, type BackofficeTest } from '../testing/staff.ts';
import { runCli } from './talih.ts';

const refusal = (command: string) =>
  `${command}: production needs --as <staff name>: the command runs as that staff member, with their permission, four-eyes and audit rows`;

describe.each(backends())('money and staff from the CLI in production on $name', (backend) => {
  let t: BackofficeTest;
  let userId = 0;
  beforeAll(async () => {
    t = await openBackofficeTest(backend);
    userId = (await createPlayer(t)).userId;
    await staffClient(t, 'finance', 'finans');
    await staffClient(t, 'support', 'destek');
  });
  afterAll(() => t.dispose());

  async function cli(...args: string[]) {
    const lines: string[] = [];
    const print = (l: string) => lines.push(l);
    const code = await runCli(args, print, print, cliEnv(t, backend, SAFE_PRODUCTION_ENV));
    return { code, out: lines.join('\n') };
  }
  const entries = async () =>
    Number(
      (
        await t.database.db
          .selectFrom('journal_entries')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  const auditRows = async () =>
    (
      await t.database.db
        .selectFrom('staff_audit')
        .select(['staff_name', 'action'])
        .where('staff_name', 'in', ['finans', 'destek', 'cli'])
        .where('action', 'not in', ['staff.login', 'staff.totp_enrolled'])
        .orderBy('seq')
        .execute()
    ).map((r) => `${r.staff_name} ${r.action}`);

  it('refuses each one without --as, and moves nothing', async () => {
    const before = await entries();
    const calls: string[][] = [
      ['credit', String(userId), '20000', '--reason', 'goodwill after an outage'],
      ['debit', String(userId), '5', '--reason', 'duplicate payout'],
      ['deposits', 'confirm', 'D123'],
      ['deposits', 'reject', 'D123', '--reason', 'no transfer'],
      ['withdrawals', 'approve', 'W123'],
      ['withdrawals', 'mark-paid', 'W123', '--reference', 'REF1'],
      ['withdrawals', 'void', 'W123', '--reason', 'bank bounced'],
      ['withdrawals', 'reject', 'W123', '--reason', 'fraud'],
      ['sport-void', 'e1'],
      ['send-mail', '--to', 'all', '--title', 'Hediye', '--content', 'Size', '--amount', '50'],
      ['sign-in', 'days', '--set', '100,200,300'],
      ['wheel', 'segments', 'primary', '--set', '1000:1'],
      ['rebates', 'compute', '2026-01-01'],
      ['bank-accounts', 'add', 'TR33 0006 1005 1978 6457 8413 26', '--holder', 'Sahte A.Ş.'],
      ['bank-accounts', 'disable', '1'],
    ];
    const answers = [];
    for (const args of calls) answers.push(await cli(...args));
    expect(answers).toEqual(calls.map((args) => ({ code: 2, out: refusal(args[0]!) })));
    expect(await cli('seed')).toEqual({
      code: 2,
      out: 'seed: production loads no demo data (its players hold money and published passwords)',
    });
    expect(await entries()).toBe(before);
    expect(await auditRows()).toEqual([]);
    // Reading is not acting: lists still run.
    expect((await cli('deposits', 'list')).code).toBe(0);
    expect((await cli('bank-accounts', 'list')).code).toBe(0);
  });

  it('with --as the call runs as that staff member: permission, four-eyes and audit', async () => {
    const before = await entries();
    const refused = await cli(
      'credit',
      String(userId),
      '20000',
      '--reason',
      'goodwill after an outage',
      '--as',
      'destek',
    );
    expect(refused).toEqual({
      code: 1,
      out: 'credit: staff member "destek" (support) lacks the permission players.adjust',
    });
    const asked = await cli(
      'credit',
      String(userId),
      '20000',
      '--reason',
      'goodwill after an outage',
      '--as',
      'finans',
    );
    expect(asked.code).toBe(0);
    expect(asked.out).toMatch(/^credit as finans: \{"status":"pending","approvalId":\d+\}$/);
    // ₺20.000 is above the ₺10.000 four-eyes threshold: nothing moved yet.
    expect(await entries()).toBe(before);
    const iban = makeTrIban('00064', '7700123456');
    const bank = await cli(
      'bank-accounts',
      'add',
      iban,
      '--holder',
      'Talih Ödeme A.Ş.',
      '--as',
      'finans',
    );
    expect(bank.code).toBe(0);
    expect(bank.out).toMatch(
      new RegExp(`^bank-accounts add: ${iban} \\(.+\\) is account \\d+, active$`),
    );
    expect(await auditRows()).toEqual(['finans approval.requested', 'finans bank_account.added']);
  });
});
