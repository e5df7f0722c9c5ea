// kisiselBilgiler/withdrawl: what a withdrawal needs (bank card, withdrawal password, verified
// phone, no open wagering) with a way to each, the balance and today's limits, the request
// form, and the player's withdrawals with their states.
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { ArrowUpRight, CheckCircle2, Circle } from 'lucide-react';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { WITHDRAW_PASSWORD_LENGTH } from '@talih/contracts/limits.ts';
import { useIsPlayer, useSession } from '../../lib/session.ts';
import { currencySign, formatMoney } from '../../lib/format.ts';
import { createRequestIds } from '../../lib/ids.ts';
import { RequestError } from '../../lib/request.ts';
import { toast } from '../../lib/toast.ts';
import { LoginPrompt } from '../../components/ui/LoginPrompt.tsx';
import { TextField } from '../../components/form/TextField.tsx';
import { SubmitButton } from '../../components/form/fields.tsx';
import { useCreateWithdraw, useWithdrawInfo } from './api.ts';
import { Fact, PayError, PaySkeleton, shortIban } from './parts.tsx';
import { OrderHistory } from './OrderHistory.tsx';
import { amountSchema, parseAmount } from './schemas.ts';
import { withdrawPasswordField } from '@talih/contracts/account-fields.ts';
import { KycNotice } from '../kyc/index.ts';
import { ForfeitDialog, ForfeitNotice } from '../bonus/index.ts';

interface Values {
  amount: string;
  withdrawPassword: string;
}

function Requirement({
  done,
  label,
  to,
  action,
}: {
  done: boolean;
  label: string;
  to: string;
  action: string;
}) {
  const Icon = done ? CheckCircle2 : Circle;
  return (
    <li className="pay-req" data-done={done || undefined}>
      <Icon size={18} aria-hidden="true" />
      <span>{label}</span>
      {!done && (
        <Link to={to} className="btn btn-secondary btn-sm">
          {action}
        </Link>
      )}
    </li>
  );
}

function WithdrawForm() {
  const { t } = useTranslation();
  const lang = useSession((s) => s.lang);
  const navigate = useNavigate();
  const info = useWithdrawInfo();
  const create = useCreateWithdraw();
  const { register, handleSubmit, formState, reset } = useForm<Values>({
    mode: 'onBlur',
    defaultValues: { amount: '', withdrawPassword: '' },
  });
  // The request id of the withdrawal being asked for: kept while its answer is unknown, so
  // submitting the same amount again replays it on the server instead of withdrawing twice.
  const [requestIds] = useState(createRequestIds);
  // A withdrawal that would end the active bonus waits here for the player's "yes".
  const [awaiting, setAwaiting] = useState<Values | null>(null);
  if (!info.data) {
    if (info.isError)
      return <PayError message={info.error.message} onRetry={() => void info.refetch()} />;
    return <PaySkeleton rows={5} />;
  }
  const i = info.data;
  const money = (n: number) => formatMoney(n, lang);
  const max = Math.min(i.maxAmount, i.balance, Math.max(0, i.dailyMaxAmount - i.dailyUsedAmount));
  // A Trustly account (the pack offers Trustly and the player deposited with it) is where
  // the money goes; otherwise the bank card.
  const hasDestination = i.hasBankCard || Boolean(i.payoutAccount);
  const ready =
    hasDestination &&
    i.hasWithdrawPassword &&
    (!i.phoneRequired || i.phoneVerified) &&
    !wageringBlocks(i);

  const quote = i.bonusForfeit ?? null;

  const send = async (values: Values, acceptBonusForfeit: boolean) => {
    const amount = parseAmount(values.amount);
    let order;
    try {
      order = await create.mutateAsync({
        amount,
        withdrawPassword: values.withdrawPassword,
        requestId: requestIds.idFor(String(amount)),
        ...(acceptBonusForfeit ? { acceptBonusForfeit: true } : {}),
      });
    } catch (error) {
      const unknown =
        error instanceof RequestError && (error.kind === 'network' || error.kind === 'timeout');
      if (!unknown) requestIds.answered();
      return; // The request client showed the server's message.
    }
    requestIds.answered();
    reset();
    toast(t('payments.withdrawCreated'), 'success');
    void navigate(`/kisiselBilgiler/recharge-detail?orderId=${encodeURIComponent(order.orderId)}`);
  };

  const onSubmit = handleSubmit(async (values) => {
    // With a bonus to forfeit the request goes only after the dialog's "yes".
    if (quote) setAwaiting(values);
    else await send(values, false);
  });
  const confirmForfeit = () => {
    const values = awaiting;
    setAwaiting(null);
    if (values) void send(values, true);
  };

  return (
    <div className="pay-stack">
      <section className="pay-card" aria-labelledby="withdraw-facts">
        <h2 id="withdraw-facts" className="sr-only">
          {t('payments.limitsTitle')}
        </h2>
        <dl className="pay-facts">
          <Fact label={t('payments.withdrawable')}>
            <span data-testid="withdrawable">{money(i.balance)}</span>
          </Fact>
          <Fact label={t('payments.perWithdrawal')}>
            {money(i.minAmount)} – {money(i.maxAmount)}
          </Fact>
          <Fact label={t('payments.today')}>
            {t('payments.todayUsed', {
              used: money(i.dailyUsedAmount),
              max: money(i.dailyMaxAmount),
              count: i.dailyUsedCount,
              maxCount: i.dailyMaxCount,
            })}
          </Fact>
          {i.payoutAccount ? (
            <Fact label={t('payments.paidTo')}>
              <span data-testid="paid-to">
                Trustly · {i.payoutAccount.bankName} · {i.payoutAccount.account}
              </span>
            </Fact>
          ) : (
            i.bankCard && (
              <Fact label={t('payments.paidTo')}>
                {i.bankCard.bankName} · {shortIban(i.bankCard.iban)}
              </Fact>
            )
          )}
        </dl>
      </section>

      {!ready && (
        <section className="pay-card" aria-labelledby="withdraw-needs">
          <h2 id="withdraw-needs" className="pay-card-title">
            {t('payments.needsTitle')}
          </h2>
          <ul className="pay-reqs">
            <Requirement
              done={i.hasWithdrawPassword}
              label={t('payments.needs.password')}
              to="/kisiselBilgiler/withdrawalPassword"
              action={t('payments.setPassword')}
            />
            <Requirement
              done={hasDestination}
              label={t('payments.needs.card')}
              to="/kisiselBilgiler/bankaKartiBilgiler"
              action={t('payments.addCard')}
            />
            {i.phoneRequired && (
              <Requirement
                done={i.phoneVerified}
                label={t('payments.needs.phone')}
                to="/kisiselBilgiler/mobilCihaziBagla"
                action={t('route.mobilCihaziBagla')}
              />
            )}
            {wageringBlocks(i) && (
              <li className="pay-req">
                <Circle size={18} aria-hidden="true" />
                <span>{t('payments.needs.wagering', { amount: money(i.wageringLeft) })}</span>
              </li>
            )}
          </ul>
        </section>
      )}

      {ready && (
        <form
          className="pay-card pay-form"
          onSubmit={onSubmit}
          noValidate
          aria-label={t('route.withdrawl')}
        >
          <TextField
            label={t('payments.amountLabel')}
            inputMode="decimal"
            autoComplete="off"
            placeholder={t('payments.amountPlaceholder')}
            lead={<span className="input-prefix">{currencySign(lang)}</span>}
            error={formState.errors.amount?.message}
            errorValues={{ min: money(i.minAmount), max: money(max) }}
            {...register('amount', {
              validate: (value) => {
                const checked = amountSchema(i.minAmount, max).safeParse(value);
                return checked.success || (checked.error.issues[0]?.message ?? 'base.EnterAmount');
              },
            })}
          />
          <TextField
            label={t('payments.withdrawPassword')}
            type="password"
            inputMode="numeric"
            autoComplete="off"
            placeholder={t('payments.withdrawPasswordPlaceholder')}
            maxLength={WITHDRAW_PASSWORD_LENGTH}
            error={formState.errors.withdrawPassword?.message}
            {...register('withdrawPassword', {
              validate: (value) => {
                const checked = withdrawPasswordField.safeParse(value);
                return (
                  checked.success ||
                  (checked.error.issues[0]?.message ?? 'base.EnterWithdrawPassword')
                );
              },
            })}
          />
          <p className="pay-note">{t('payments.withdrawNote')}</p>
          {quote && <ForfeitNotice quote={quote} />}
          <SubmitButton
            busy={formState.isSubmitting || create.isPending}
            label={t('payments.requestWithdraw')}
          />
        </form>
      )}
      <ForfeitDialog
        quote={awaiting ? quote : null}
        onConfirm={confirmForfeit}
        onCancel={() => setAwaiting(null)}
      />
    </div>
  );
}

export default function WithdrawPage() {
  const { t } = useTranslation();
  const isPlayer = useIsPlayer();
  if (!isPlayer) return <LoginPrompt />;
  return (
    <section className="pay" aria-labelledby="withdraw-title">
      <header className="pay-head">
        <div>
          <h1 id="withdraw-title" className="pay-title">
            <ArrowUpRight size={20} aria-hidden="true" />
            {t('route.withdrawl')}
          </h1>
          <p className="pay-sub">{t('payments.withdrawSub')}</p>
        </div>
      </header>
      <KycNotice action="withdraw" />
      <WithdrawForm />
      <h2 className="pay-section-title">{t('payments.yourWithdrawals')}</h2>
      <OrderHistory fixed="withdraw" />
    </section>
  );
}

/**
 * Open wagering blocks a withdrawal only on a server without the bonus engine: with it, the
 * wagering left belongs to the active bonus, and withdrawing forfeits that bonus instead
 * (bonusForfeit, confirmed in the dialog).
 */
function wageringBlocks(i: { wageringLeft: number; bonusForfeit?: unknown }): boolean {
  return i.wageringLeft > 0 && !i.bonusForfeit;
}
