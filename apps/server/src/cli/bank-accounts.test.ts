// `talih bank-accounts`: finance adds the accounts havale deposits are sent to (production has
// no demo data), lists them, and disables one so new orders no longer get it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTrIban } from '@talih/contracts/iban.ts';
import { backends, openTestApp, type TestApp } from '../testing/backends.ts';
import { createPlayer } from '../testing/players.ts';
import { bankAccountsCommand, type BankAccountsArgs } from './bank-accounts.ts';
import { answer } from '../testing/calls.ts';
import { createRechargeOrder as createRechargeOrderCall } from '@talih/contracts/payments.ts';

for (const backend of backends()) {
  describe(`talih bank-accounts on ${backend.name}`, () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await openTestApp(backend, { PAYMENT_SANDBOX_AUTO: 'false' });
    });
    afterAll(() => t.dispose());

    const run = async (args: Partial<BankAccountsArgs>) => {
      const lines: string[] = [];
      const code = await bankAccountsCommand(
        t.database,
        { action: undefined, value: undefined, holder: undefined, ...args },
        (l) => lines.push(l),
        (l) => lines.push(l),
      );
      return { code, text: lines.join('\n') };
    };

    it('adds an account that havale orders then use, lists it, and disables it', async () => {
      const p = await createPlayer(t);
      const order = () =>
        answer(
          t,
          createRechargeOrderCall,
          { amount: 100 },
          { session: p.token, headers: { 'accept-language': 'en' } },
        );
      expect((await order()).msg).toBe(
        'This payment method is not available right now. Please try another one.',
      );
      expect((await run({ action: 'list' })).text).toBe(
        'bank-accounts: none (havale deposits cannot be taken)',
      );

      const iban = makeTrIban('00064', '7700123456');
      const added = await run({ action: 'add', value: iban, holder: 'Talih A.Ş.' });
      expect(added.code).toBe(0);
      expect(added.text).toMatch(
        new RegExp(`^bank-accounts add: ${iban} \\(.+\\) is account \\d+, active$`),
      );
      const created = await order();
      expect(created.state).toBe('200');
      expect(JSON.stringify(created.resultData)).toContain(iban);
      expect((await run({ action: 'list' })).text).toContain(`active    ${iban}`);

      const id = /account (\d+)/.exec(added.text)?.[1];
      expect((await run({ action: 'disable', value: id })).code).toBe(0);
      expect((await run({ action: 'list' })).text).toContain(`disabled  ${iban}`);
    });

    it('refuses a bad IBAN or a missing holder with usage (exit 2)', async () => {
      const bad = await run({ action: 'add', value: 'TR000000', holder: 'Talih A.Ş.' });
      expect(bad.code).toBe(2);
      const noHolder = await run({ action: 'add', value: makeTrIban('00062', '1234567890') });
      expect(noHolder.code).toBe(2);
      expect(noHolder.text).toMatch(/usage: npm run talih -- bank-accounts/);
      expect((await run({ action: 'disable', value: '99999' })).code).toBe(1);
    });
  });
}
