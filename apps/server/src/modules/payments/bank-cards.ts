// A player's bank card (their TR IBAN): withdrawals are paid to it. Binding or changing one
// needs the withdrawal password; the bank is read from the IBAN's bank code.
import type { Kysely } from 'kysely';
import type { BankCard } from '@talih/contracts/payments.ts';
import { ibanBankCode, maskIban } from '@talih/contracts/iban.ts';
import { writeAudit } from '../../audit/audit.ts';
import type { DB } from '../../db/schema.ts';
import { AppError } from '../../http/errors.ts';
import type { Services } from '../../services.ts';
import { checkReferralsOfIban } from '../invite/self-referral.ts';
import { requireWithdrawPassword } from './withdraw-password.ts';

export async function findBankCard(db: Kysely<DB>, userId: number) {
  return db.selectFrom('bank_cards').selectAll().where('user_id', '=', userId).executeTakeFirst();
}

export function bankCardView(row: {
  holder_name: string;
  bank_code: string;
  bank_name: string;
  iban: string;
  updated_at: number;
}): BankCard {
  return {
    holderName: row.holder_name,
    bankCode: row.bank_code,
    bankName: row.bank_name,
    iban: maskIban(row.iban),
    updateTime: row.updated_at,
  };
}

export async function saveBankCard(
  services: Services,
  /** The banks the payout provider pays into: a card elsewhere could never be paid. */
  payoutBanks: () => Promise<{ code: string; name: string }[]>,
  input: {
    userId: number;
    holderName: string;
    iban: string;
    withdrawPassword: string;
    requestId: string;
  },
): Promise<BankCard> {
  const code = ibanBankCode(input.iban);
  const name = (await payoutBanks()).find((b) => b.code === code)?.name;
  if (!name) throw new AppError('errors.payments.unknownBank');
  await requireWithdrawPassword(services, input.userId, input.withdrawPassword);
  const now = Date.now();
  const previous = await findBankCard(services.db, input.userId);
  await services.db
    .insertInto('bank_cards')
    .values({
      user_id: input.userId,
      holder_name: input.holderName,
      bank_code: code,
      bank_name: name,
      iban: input.iban,
      created_at: now,
      updated_at: now,
    })
    .onConflict((oc) =>
      oc.column('user_id').doUpdateSet({
        holder_name: input.holderName,
        bank_code: code,
        bank_name: name,
        iban: input.iban,
        updated_at: now,
      }),
    )
    .execute();
  await writeAudit(
    services.db,
    {
      actorType: 'player',
      actorId: input.userId,
      action: previous ? 'payments.bank_card_change' : 'payments.bank_card_bind',
      subject: `user:${input.userId}`,
      detail: {
        from: previous ? maskIban(previous.iban) : null,
        to: maskIban(input.iban),
        bankCode: code,
      },
      requestId: input.requestId,
    },
    now,
  );
  // A referral between two players paid to one bank account stops counting.
  await checkReferralsOfIban(services.db, input.userId, input.iban, input.requestId);
  const row = await findBankCard(services.db, input.userId);
  if (!row) throw new Error('bank card vanished');
  return bankCardView(row);
}
