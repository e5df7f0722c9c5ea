// Demo data of payments: the operator's bank accounts that havale/EFT deposits are sent to.
// Turkish banks with IBANs whose mod-97 check digits are computed, not made up.
import type { Transaction } from 'kysely';
import { bankName, makeTrIban } from '@talih/contracts/iban.ts';
import type { DB } from '../db/schema.ts';

const HOLDER = 'Talih Eğlence ve Oyun Hizmetleri A.Ş.';

const ACCOUNTS = [
  { bankCode: '00064', account: '1100482173' },
  { bankCode: '00062', account: '6299014478' },
  { bankCode: '00046', account: '3400219856' },
  { bankCode: '00010', account: '8810073342' },
];

export async function insertOperatorBankAccounts(trx: Transaction<DB>, now: number) {
  for (const a of ACCOUNTS) {
    const name = bankName(a.bankCode);
    if (!name) throw new Error(`unknown bank code ${a.bankCode}`);
    await trx
      .insertInto('payment_bank_accounts')
      .values({
        bank_code: a.bankCode,
        bank_name: name,
        holder: HOLDER,
        iban: makeTrIban(a.bankCode, a.account),
        active: 1,
        created_at: now,
      })
      .onConflict((oc) => oc.column('iban').doNothing())
      .execute();
  }
  return `payment bank accounts: ${ACCOUNTS.length}`;
}
