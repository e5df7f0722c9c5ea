// `talih bank-accounts list | add <IBAN> --holder "..." | disable <id>`: the operator's bank
// accounts that havale/EFT deposits are sent to. The demo data adds four in sandbox mode; in
// production (no demo data) finance adds the real ones here before havale can take orders.
// Where players send money is a payment setting: with `--as` the change is made as that staff
// member (payment_settings.write) and lands in the staff audit log; production requires it.
import { bankName, ibanBankCode, ibanProblem, normaliseIban } from '@talih/contracts/iban.ts';
import type { StaffContext } from '../backoffice/calls.ts';
import type { Config } from '../config.ts';
import type { Database } from '../db/database.ts';
import { cliActor } from './as-staff.ts';

export interface BankAccountsArgs {
  action: string | undefined;
  value: string | undefined;
  holder: string | undefined;
  /** `--as <staff name>`, with the configuration. */
  as?: { name: string; config: Config };
}

const USAGE =
  'usage: npm run talih -- bank-accounts list | add <IBAN> --holder "..." | disable <id>';

export async function bankAccountsCommand(
  database: Database,
  args: BankAccountsArgs,
  out: (line: string) => void,
  err: (line: string) => void,
): Promise<number> {
  const { db } = database;
  let actor: StaffContext | null = null;
  if (args.as && (args.action === 'add' || args.action === 'disable')) {
    try {
      actor = await cliActor(
        { config: args.as.config, database },
        args.as.name,
        'payment_settings.write',
      );
    } catch (error) {
      err(`bank-accounts ${args.action}: ${(error as Error).message}`);
      return 1;
    }
  }
  if (args.action === 'list') {
    const rows = await db.selectFrom('payment_bank_accounts').selectAll().orderBy('id').execute();
    if (rows.length === 0) out('bank-accounts: none (havale deposits cannot be taken)');
    for (const r of rows) {
      out(`${r.id}  ${r.active ? 'active  ' : 'disabled'}  ${r.iban}  ${r.bank_name}  ${r.holder}`);
    }
    return 0;
  }
  if (args.action === 'add') {
    const iban = normaliseIban(args.value ?? '');
    const problem = ibanProblem(iban);
    const name = problem ? null : bankName(ibanBankCode(iban));
    const holder = args.holder?.trim() ?? '';
    if (problem || !name || holder.length < 3 || holder.length > 120) {
      err(
        `bank-accounts add: a valid Turkish IBAN of a known bank and --holder are needed\n${USAGE}`,
      );
      return 2;
    }
    const row = await db
      .insertInto('payment_bank_accounts')
      .values({
        bank_code: ibanBankCode(iban),
        bank_name: name,
        holder,
        iban,
        active: 1,
        created_at: Date.now(),
      })
      .onConflict((oc) => oc.column('iban').doUpdateSet({ active: 1, holder }))
      .returning('id')
      .executeTakeFirstOrThrow();
    await actor?.audit({
      action: 'bank_account.added',
      objectType: 'payment_method',
      objectId: `havale:${row.id}`,
      after: { iban, bank: name, holder },
    });
    out(`bank-accounts add: ${iban} (${name}) is account ${row.id}, active`);
    return 0;
  }
  if (args.action === 'disable' && /^\d+$/.test(args.value ?? '')) {
    const result = await db
      .updateTable('payment_bank_accounts')
      .set({ active: 0 })
      .where('id', '=', Number(args.value))
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) === 0) {
      err(`bank-accounts disable: no account ${args.value}`);
      return 1;
    }
    await actor?.audit({
      action: 'bank_account.disabled',
      objectType: 'payment_method',
      objectId: `havale:${args.value}`,
    });
    out(`bank-accounts disable: account ${args.value} takes no new orders`);
    return 0;
  }
  err(USAGE);
  return 2;
}
