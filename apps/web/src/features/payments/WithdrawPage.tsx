// kisiselBilgiler/withdrawl: what a withdrawal needs (bank card, withdrawal password, verified
// phone, no open wagering) with a way to each, the balance and today's limits, the request
// form, and the player's withdrawals with their states. Where the pack offers paysafecard
// payouts the player may choose their paysafecard account instead: its e-mail, the verified
// name and birth date paysafecard matches shown (in the sandbox, a link to open an account at
// the simulator), paysafecard's refusals shown on the form in the player's language.
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { ArrowUpRight, CheckCircle2, Circle, ExternalLink, Landmark } from 'lucide-react';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { WITHDRAW_PASSWORD_LENGTH } from '@talih/contracts/limits.ts';
import { useIsPlayer, useSession } from '../../lib/session.ts';
import { currencySign, formatMoney } from '../../lib/format.ts';
import { HTML_LANG, type Language } from '@talih/contracts/i18n.ts';
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
  paysafecardEmail: string;
}

/** Where the money goes: the bank card or Trustly account (the server's default), or paysafecard. */
type Payee = 'default' | 'paysafecard';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** The e-mail of the player's paysafecard account, as the server checks it. */
function emailRule(value: string): true | string {
  const email = value.trim();
  if (!email) return 'payments.pscEmailRequired';
  return (EMAIL.test(email) && email.length <= 254) || 'payments.pscEmailInvalid';
}

/** "1990-04-12" in the player's language ("12 Nisan 1990"). */
function birthDateText(date: string, lang: Language): string {
  const [y, m, d] = date.split('-').map(Number);
  if (!y || !m || !d) return date;
  return new Intl.DateTimeFormat(HTML_LANG[lang], { dateStyle: 'long', timeZone: 'UTC' }).format(
    Date.UTC(y, m - 1, d),
  );
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
    defaultValues: { amount: '', withdrawPassword: '', paysafecardEmail: '' },
  });
  const [chosen, setChosen] = useState<Payee | null>(null);
  // paysafecard's refusal of the last request, shown on the form until the next one.
  const [refusal, setRefusal] = useState<string | null>(null);
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
  // the money goes; otherwise the bank card; or, where offered, the player's paysafecard account.
  const psc = i.paysafecardPayout ?? null;
  const hasDefault = i.hasBankCard || Boolean(i.payoutAccount);
  const payee: Payee = chosen ?? (hasDefault || !psc ? 'default' : 'paysafecard');
  const toPsc = payee === 'paysafecard' && psc !== null;
  const hasDestination = hasDefault || psc !== null;
  const ready =
    hasDestination &&
    i.hasWithdrawPassword &&
    (!i.phoneRequired || i.phoneVerified) &&
    !wageringBlocks(i);

  const quote = i.bonusForfeit ?? null;

  const send = async (values: Values, acceptBonusForfeit: boolean) => {
    const amount = parseAmount(values.amount);
    let order;
    const email = values.paysafecardEmail.trim();
    setRefusal(null);
    try {
      order = await create.mutateAsync({
        amount,
        withdrawPassword: values.withdrawPassword,
        // One request id per amount and account: another e-mail is another withdrawal.
        requestId: requestIds.idFor(toPsc ? `${amount}:${email}` : String(amount)),
        ...(acceptBonusForfeit ? { acceptBonusForfeit: true } : {}),
        ...(toPsc ? { method: 'paysafecard' as const, paysafecardEmail: email } : {}),
      });
    } catch (error) {
      const unknown =
        error instanceof RequestError && (error.kind === 'network' || error.kind === 'timeout');
      if (!unknown) requestIds.answered();
      // paysafecard's answers stay on the form; otherwise the request client showed the message.
      if (toPsc && error instanceof Error) setRefusal(error.message);
      return;
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
          {toPsc ? null : i.payoutAccount ? (
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
          {psc && (
            <fieldset className="pay-methods pay-payees">
              <legend className="pay-label">{t('payments.payTo')}</legend>
              {hasDefault && (
                <label className="pay-method" data-checked={!toPsc || undefined}>
                  <input
                    type="radio"
                    name="payee"
                    value="default"
                    checked={!toPsc}
                    onChange={() => setChosen('default')}
                  />
                  {i.payoutAccount ? (
                    <span className="pay-logo pay-logo-trustly" aria-hidden="true">
                      Trustly
                    </span>
                  ) : (
                    <Landmark size={20} aria-hidden="true" />
                  )}
                  <span className="pay-method-text">
                    <span className="pay-method-name">
                      {i.payoutAccount ? 'Trustly' : (i.bankCard?.bankName ?? t('payments.bank'))}
                    </span>
                    <span className="pay-method-hint">
                      {i.payoutAccount
                        ? `${i.payoutAccount.bankName} · ${i.payoutAccount.account}`
                        : i.bankCard
                          ? shortIban(i.bankCard.iban)
                          : ''}
                    </span>
                  </span>
                </label>
              )}
              <label className="pay-method" data-checked={toPsc || undefined}>
                <input
                  type="radio"
                  name="payee"
                  value="paysafecard"
                  checked={toPsc}
                  onChange={() => setChosen('paysafecard')}
                />
                <span className="pay-logo pay-logo-paysafecard" aria-hidden="true">
                  paysafecard
                </span>
                <span className="pay-method-text">
                  <span className="pay-method-name">{t('payments.toPaysafecard')}</span>
                  <span className="pay-method-hint">{t('payments.pscHint')}</span>
                </span>
              </label>
            </fieldset>
          )}
          {toPsc && psc && (
            <>
              <TextField
                label={t('payments.pscEmail')}
                type="email"
                inputMode="email"
                autoComplete="email"
                placeholder={t('payments.pscEmailPlaceholder')}
                maxLength={254}
                error={formState.errors.paysafecardEmail?.message}
                {...register('paysafecardEmail', { validate: emailRule })}
              />
              {psc.holderName && psc.dateOfBirth ? (
                <section className="pay-psc-match" aria-labelledby="psc-match-title">
                  <h3 id="psc-match-title" className="pay-label">
                    {t('payments.pscMatchTitle')}
                  </h3>
                  <dl className="pay-facts">
                    <Fact label={t('payments.pscName')}>
                      <span data-testid="psc-holder">{psc.holderName}</span>
                    </Fact>
                    <Fact label={t('payments.pscBirthDate')}>
                      <span data-testid="psc-birth-date">
                        {birthDateText(psc.dateOfBirth, lang)}
                      </span>
                    </Fact>
                  </dl>
                  <p className="pay-note">{t('payments.pscMatch')}</p>
                </section>
              ) : (
                <p className="pay-warn">
                  {t('payments.pscNeedsProfile')}{' '}
                  <Link to="/kisiselBilgiler/verification">{t('payments.pscVerify')}</Link>
                </p>
              )}
              {psc.sandboxAccountUrl && (
                <p className="pay-warn pay-psc-sandbox">
                  {t('payments.pscSandbox')}{' '}
                  <a
                    href={`${psc.sandboxAccountUrl}?return=${encodeURIComponent('/kisiselBilgiler/withdrawl')}`}
                  >
                    {t('payments.pscSandboxLink')}
                    <ExternalLink size={14} aria-hidden="true" />
                  </a>
                </p>
              )}
            </>
          )}
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
          <p className="pay-note">{t(toPsc ? 'payments.pscNote' : 'payments.withdrawNote')}</p>
          {quote && <ForfeitNotice quote={quote} />}
          {toPsc && refusal && (
            <div className="pay-refusal" role="alert" data-testid="psc-refusal">
              <strong>{t('payments.pscRefused')}</strong>
              <p>{refusal}</p>
            </div>
          )}
          <SubmitButton
            busy={formState.isSubmitting || create.isPending}
            label={t('payments.requestWithdraw')}
          />
          {toPsc && (
            <p className="pay-note" aria-live="polite">
              {create.isPending ? t('payments.pscChecking') : ''}
            </p>
          )}
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

/** Where the money can go: the bank account, or also paysafecard where the pack offers it. */
function WithdrawSub() {
  const { t } = useTranslation();
  const info = useWithdrawInfo();
  const toPaysafecard = Boolean(info.data?.paysafecardPayout);
  return (
    <p className="pay-sub">
      {t(toPaysafecard ? 'payments.withdrawSubPsc' : 'payments.withdrawSub')}
    </p>
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
          <WithdrawSub />
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
