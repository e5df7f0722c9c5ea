// kisiselBilgiler/bankaKartiBilgiler: the bank account withdrawals are paid to. Holder name
// and a TR IBAN (checked as typed: format, then mod-97), the bank read from the IBAN, and the
// withdrawal password to confirm a new or changed card.
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Landmark, Lock } from 'lucide-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ibanBankCode, ibanProblem } from '@talih/contracts/iban.ts';
import { HOLDER_NAME_LENGTH_MAX, WITHDRAW_PASSWORD_LENGTH } from '@talih/contracts/limits.ts';
import type { BankCard } from '@talih/contracts/payments.ts';
import { useIsPlayer, useSession } from '../../lib/session.ts';
import { formatDateTime } from '../../lib/format.ts';
import { toast } from '../../lib/toast.ts';
import { LoginPrompt } from '../../components/ui/LoginPrompt.tsx';
import { StatePanel } from '../../components/ui/StatePanel.tsx';
import { TextField } from '../../components/form/TextField.tsx';
import { SubmitButton } from '../../components/form/fields.tsx';
import { useBankCard, usePayoutBanks, useSaveBankCard } from './api.ts';
import { Fact, PayError, PaySkeleton, shortIban } from './parts.tsx';
import { bankCardSchema, type BankCardValues } from './schemas.ts';

function CardForm({ card, onDone }: { card: BankCard | null; onDone: () => void }) {
  const { t } = useTranslation();
  const save = useSaveBankCard();
  const banks = usePayoutBanks();
  const { register, handleSubmit, formState, control } = useForm<BankCardValues>({
    resolver: zodResolver(bankCardSchema),
    mode: 'onBlur',
    defaultValues: { holderName: card?.holderName ?? '', iban: '', withdrawPassword: '' },
  });
  const iban = useWatch({ control, name: 'iban' }) ?? '';
  // The bank shows as soon as the IBAN is whole and valid; the payout provider's list says
  // whether withdrawals can be paid there (the server checks the same on save).
  const whole = ibanProblem(iban) === null;
  const detected = whole ? banks.data?.find((b) => b.code === ibanBankCode(iban)) : undefined;
  const bankNote = !whole
    ? t('payments.ibanHint')
    : detected
      ? t('payments.detectedBank', { bank: detected.name })
      : banks.data
        ? t('errors.payments.unknownBank')
        : '';

  const onSubmit = handleSubmit(async (values) => {
    try {
      await save.mutateAsync({
        holderName: values.holderName,
        iban: values.iban,
        withdrawPassword: values.withdrawPassword,
      });
    } catch {
      return; // The request client showed the server's message.
    }
    toast(t('payments.cardSaved'), 'success');
    onDone();
  });

  return (
    <form
      className="pay-card pay-form"
      onSubmit={onSubmit}
      noValidate
      aria-label={t('payments.cardForm')}
    >
      <TextField
        label={t('payments.holderName')}
        autoComplete="name"
        placeholder={t('payments.holderPlaceholder')}
        maxLength={HOLDER_NAME_LENGTH_MAX}
        error={formState.errors.holderName?.message}
        {...register('holderName')}
      />
      <TextField
        label="IBAN"
        autoComplete="off"
        spellCheck={false}
        placeholder="TR00 0000 0000 0000 0000 0000 00"
        maxLength={40}
        error={formState.errors.iban?.message}
        {...register('iban')}
      />
      <p className="pay-note" aria-live="polite" data-testid="detected-bank">
        {bankNote}
      </p>
      <TextField
        label={t('payments.withdrawPassword')}
        type="password"
        inputMode="numeric"
        autoComplete="off"
        placeholder={t('payments.withdrawPasswordPlaceholder')}
        maxLength={WITHDRAW_PASSWORD_LENGTH}
        error={formState.errors.withdrawPassword?.message}
        {...register('withdrawPassword')}
      />
      <div className="pay-actions">
        <SubmitButton busy={formState.isSubmitting} label={t('payments.saveCard')} />
        {card && (
          <button type="button" className="btn btn-ghost" onClick={onDone}>
            {t('payments.cancel')}
          </button>
        )}
      </div>
    </form>
  );
}

function CardSection() {
  const { t } = useTranslation();
  const lang = useSession((s) => s.lang);
  const hasPassword = useSession((s) => s.withdrawPwdStatus === 1);
  const card = useBankCard();
  const [editing, setEditing] = useState(false);

  if (card.isPending) return <PaySkeleton rows={3} />;
  if (card.isError) {
    return <PayError message={card.error.message} onRetry={() => void card.refetch()} />;
  }
  if (!hasPassword) {
    return (
      <StatePanel
        icon={Lock}
        headingLevel={2}
        title={t('payments.needPasswordTitle')}
        body={t('payments.needPasswordBody')}
        action={
          <Link to="/kisiselBilgiler/withdrawalPassword" className="btn btn-primary">
            {t('payments.setPassword')}
          </Link>
        }
      />
    );
  }
  const current = card.data;
  return (
    <div className="pay-stack">
      {current ? (
        <section className="pay-card" aria-labelledby="card-title" data-testid="bank-card">
          <h2 id="card-title" className="pay-card-title">
            {t('payments.yourCard')}
          </h2>
          <dl className="pay-facts">
            <Fact label={t('payments.holderName')}>{current.holderName}</Fact>
            <Fact label={t('payments.bank')}>{current.bankName}</Fact>
            <Fact label="IBAN">{shortIban(current.iban)}</Fact>
            <Fact label={t('payments.updated')}>{formatDateTime(current.updateTime, lang)}</Fact>
          </dl>
          {!editing && (
            <button type="button" className="btn btn-secondary" onClick={() => setEditing(true)}>
              {t('payments.changeCard')}
            </button>
          )}
        </section>
      ) : (
        <p className="pay-note">{t('payments.noCard')}</p>
      )}
      {(!current || editing) && <CardForm card={current} onDone={() => setEditing(false)} />}
    </div>
  );
}

export default function BankCardPage() {
  const { t } = useTranslation();
  const isPlayer = useIsPlayer();
  if (!isPlayer) return <LoginPrompt />;
  return (
    <section className="pay" aria-labelledby="bank-title">
      <header className="pay-head">
        <div>
          <h1 id="bank-title" className="pay-title">
            <Landmark size={20} aria-hidden="true" />
            {t('route.bankaKartiBilgiler')}
          </h1>
          <p className="pay-sub">{t('payments.cardSub')}</p>
        </div>
      </header>
      <CardSection />
    </section>
  );
}
