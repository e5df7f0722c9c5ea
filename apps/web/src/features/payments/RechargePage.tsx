// kisiselBilgiler/recharge: choose a method (havale/EFT, USDT, card; Trustly and paysafecard
// in euro and pound packs) with its fee and how fast it arrives, an amount within the
// method's limits, and create the order. Havale and USDT continue on the order's page with
// what to send where; the card, Trustly and paysafecard go to the provider's page (framed on
// the order's page on wide screens for Trustly and paysafecard).
import { DepositGate, useProtection } from '../protection/index.ts';
import { useEffect, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Building2, CreditCard, History, Landmark, Wallet } from 'lucide-react';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { DepositMethod } from '@talih/contracts/payments.ts';
import { useIsPlayer, useSession } from '../../lib/session.ts';
import { currencySign, formatMoney } from '../../lib/format.ts';
import { LoginPrompt } from '../../components/ui/LoginPrompt.tsx';
import { TextField } from '../../components/form/TextField.tsx';
import { SubmitButton } from '../../components/form/fields.tsx';
import { useChargeInfo, useCreateDeposit } from './api.ts';
import { PayError, PaySkeleton, QuickAmounts } from './parts.tsx';
import { amountSchema, parseAmount } from './schemas.ts';
import { KycNotice } from '../kyc/index.ts';
import { offerMinDepositMinor, RechargeOffers } from '../bonus/index.ts';

const METHOD_ICONS = { havale: Landmark, crypto: Wallet, card: CreditCard } as const;
/** Methods whose player pays on the provider's own page (shown framed on wide screens). */
const PAGE_METHODS: readonly DepositMethod[] = ['card', 'trustly', 'paysafecard'];
const FRAMED_METHODS: readonly DepositMethod[] = ['trustly', 'paysafecard'];

/** The method's icon, or the provider's wordmark (Trustly, paysafecard). */
function MethodMark({ code }: { code: DepositMethod }) {
  if (code === 'trustly' || code === 'paysafecard') {
    return (
      <span className={`pay-logo pay-logo-${code}`} aria-hidden="true">
        {code === 'trustly' ? 'Trustly' : 'paysafecard'}
      </span>
    );
  }
  const Icon = METHOD_ICONS[code];
  return <Icon size={20} aria-hidden="true" />;
}

function RechargeForm() {
  const { t } = useTranslation();
  const lang = useSession((s) => s.lang);
  const navigate = useNavigate();
  const info = useChargeInfo();
  const create = useCreateDeposit();
  const [method, setMethod] = useState<DepositMethod>('havale');
  // The chosen bonus offer (null: no bonus, the default: a bonus is the player's choice).
  const [offerId, setOfferId] = useState<number | null>(null);
  const limits = info.data?.methods.find((m) => m.code === method);
  const { register, handleSubmit, formState, setValue, control, trigger } = useForm<{
    amount: string;
  }>({
    mode: 'onBlur',
    defaultValues: { amount: '' },
  });
  const typed = parseAmount(useWatch({ control, name: 'amount' }));
  const amountTouched = !!formState.touchedFields.amount;
  // The amount's rule changes with the offer (its smallest deposit): check the amount again.
  useEffect(() => {
    if (amountTouched) void trigger('amount');
  }, [offerId, method, amountTouched, trigger]);
  if (!info.data) {
    if (info.isError)
      return <PayError message={info.error.message} onRetry={() => void info.refetch()} />;
    return <PaySkeleton rows={5} />;
  }
  const methods = info.data.methods.filter((m) => m.enabled);
  const money = (n: number) => formatMoney(n, lang);
  // USDT orders have no bonus field: an offer can only go with havale or card.
  const offer =
    method === 'crypto' ? undefined : info.data.bonusOffers.find((o) => o.id === offerId);
  const offerMin = offer ? offerMinDepositMinor(offer) / 100 : 0;

  const onSubmit = handleSubmit(async ({ amount }) => {
    let order;
    try {
      order = await create.mutateAsync({
        method,
        amount: parseAmount(amount),
        ...(offer ? { bonusId: offer.id } : {}),
      });
    } catch {
      return; // The request client showed the server's message.
    }
    const framed =
      FRAMED_METHODS.includes(order.method) && window.matchMedia('(min-width: 900px)').matches;
    if (PAGE_METHODS.includes(order.method) && order.payUrl && !framed) {
      // The provider's own page: it comes back to the order's page when the payment ends.
      // On a wide screen Trustly's and paysafecard's pages open framed on the order's page.
      window.location.assign(order.payUrl);
      return;
    }
    void navigate(`/kisiselBilgiler/recharge-detail?orderId=${encodeURIComponent(order.orderId)}`);
  });

  return (
    <form className="pay-card pay-form" onSubmit={onSubmit} noValidate>
      <fieldset className="pay-methods">
        <legend className="pay-label">{t('payments.method')}</legend>
        {methods.map((m) => {
          const facts = [
            m.feePercent === 0 ? t('payments.fee.free') : null,
            m.arrival ? t(`payments.arrival.${m.arrival}`) : null,
          ].filter(Boolean);
          return (
            <label
              key={m.code}
              className="pay-method"
              data-checked={m.code === method || undefined}
            >
              <input
                type="radio"
                name="method"
                value={m.code}
                checked={m.code === method}
                onChange={() => setMethod(m.code)}
              />
              <MethodMark code={m.code} />
              <span className="pay-method-text">
                <span className="pay-method-name">{t(`payments.methods.${m.code}`)}</span>
                <span className="pay-method-hint">{t(`payments.methodHints.${m.code}`)}</span>
                {facts.length > 0 && <span className="pay-method-facts">{facts.join(' · ')}</span>}
              </span>
            </label>
          );
        })}
      </fieldset>

      <TextField
        label={t('payments.amountLabel')}
        inputMode="decimal"
        autoComplete="off"
        placeholder={t('payments.amountPlaceholder')}
        lead={<span className="input-prefix">{currencySign(lang)}</span>}
        error={formState.errors.amount?.message}
        errorValues={{
          min: money(limits?.minAmount ?? 0),
          max: money(limits?.maxAmount ?? 0),
          offerMin: money(offerMin),
        }}
        {...register('amount', {
          // The rule follows the chosen method's limits: register() takes it anew each render.
          validate: (value) => {
            const checked = amountSchema(
              limits?.minAmount ?? 0,
              limits?.maxAmount ?? Infinity,
            ).safeParse(value);
            if (!checked.success) return checked.error.issues[0]?.message ?? 'base.EnterAmount';
            // The chosen offer's smallest deposit: said here so the order is not made in vain.
            return !(parseAmount(value) < offerMin) || 'bonus.offers.belowMin';
          },
        })}
      />
      <QuickAmounts
        amounts={info.data.quickAmounts}
        format={money}
        onPick={(a) => setValue('amount', String(a), { shouldValidate: true })}
      />
      {limits && (
        <p className="pay-note amount">
          {t('payments.limits', { min: money(limits.minAmount), max: money(limits.maxAmount) })}
        </p>
      )}
      {info.data.bonusOffers.length === 0 ? (
        <p className="pay-note">{t('payments.noBonus')}</p>
      ) : (
        <RechargeOffers
          offers={info.data.bonusOffers}
          chosen={offerId}
          onChoose={setOfferId}
          depositMinor={Number.isNaN(typed) ? null : Math.round(typed * 100)}
          disabled={method === 'crypto'}
        />
      )}
      <p className="pay-note">{t(`payments.methodNext.${method}`)}</p>
      <SubmitButton busy={formState.isSubmitting} label={t('payments.continue')} />
    </form>
  );
}

export default function RechargePage() {
  const { t } = useTranslation();
  const isPlayer = useIsPlayer();
  const lang = useSession((s) => s.lang);
  const balance = useSession((s) => s.totalAssets);
  const protection = useProtection();
  if (!isPlayer) return <LoginPrompt />;
  return (
    <section className="pay" aria-labelledby="recharge-title">
      <header className="pay-head">
        <div>
          <h1 id="recharge-title" className="pay-title">
            <Building2 size={20} aria-hidden="true" />
            {t('route.recharge')}
          </h1>
          <p className="pay-sub amount">
            {t('payments.balanceNow', { amount: formatMoney(balance, lang) })}
          </p>
        </div>
        <Link to="/kisiselBilgiler/recharge-detail" className="btn btn-secondary btn-sm">
          <History size={16} aria-hidden="true" />
          {t('payments.history')}
        </Link>
      </header>
      <DepositGate overview={protection.data} />
      <KycNotice action="deposit" />
      {!protection.data?.exclusion && !protection.data?.missingRequired.includes('deposit') && (
        <RechargeForm />
      )}
    </section>
  );
}
