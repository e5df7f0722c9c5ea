// kisiselBilgiler/recharge-detail (RechargeDetail): with ?orderId, one order and what to do
// next (where to send a havale, the USDT address and exact amount, the card page), looked at
// again every few seconds while it waits; without, the player's orders and their states.
import { useEffect, useRef, useState } from 'react';
import { ArrowLeft, ExternalLink, Receipt } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import type { Language } from '@talih/contracts/i18n.ts';
import type { DepositOrder, WithdrawOrder } from '@talih/contracts/payments.ts';
import { formatIban } from '@talih/contracts/iban.ts';
import { useIsPlayer, useSession } from '../../lib/session.ts';
import { formatDateTime, formatMoney } from '../../lib/format.ts';
import { toast } from '../../lib/toast.ts';
import { LoginPrompt } from '../../components/ui/LoginPrompt.tsx';
import { afterMoneyMoved, useCancelWithdraw, useOrder } from './api.ts';
import { CopyFact, Fact, PayError, PaySkeleton, StatusBadge, shortIban } from './parts.tsx';
import { OrderHistory } from './OrderHistory.tsx';

/** "12 dk 30 sn" left until a deadline, ticking each second; null once it passed. */
function useCountdown(until: number) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  const left = until - now;
  return left > 0 ? left : null;
}

function Deadline({ until, lang }: { until: number; lang: Language }) {
  const { t } = useTranslation();
  const left = useCountdown(until);
  if (left === null) return <>{t('payments.deadlinePassed')}</>;
  const minutes = Math.floor(left / 60_000);
  if (minutes >= 120) return <>{formatDateTime(until, lang)}</>;
  return <>{t('payments.timeLeft', { m: minutes, s: Math.floor((left % 60_000) / 1000) })}</>;
}

function DepositNext({ order, lang }: { order: DepositOrder; lang: Language }) {
  const { t } = useTranslation();
  const money = formatMoney(order.amount, lang);
  if (order.status !== 'pending') return null;
  if (order.method === 'havale' && order.bankAccount) {
    const a = order.bankAccount;
    return (
      <section className="pay-card" aria-labelledby="havale-next">
        <h2 id="havale-next" className="pay-card-title">
          {t('payments.havaleTitle')}
        </h2>
        <p className="pay-note">{t('payments.havaleBody')}</p>
        <dl className="pay-facts">
          <Fact label={t('payments.bank')}>{a.bankName}</Fact>
          <CopyFact label={t('payments.receiver')} value={a.holder} />
          <CopyFact label="IBAN" value={a.iban} display={formatIban(a.iban)} wide />
          <CopyFact label={t('payments.reference')} value={order.reference} />
          <CopyFact label={t('payments.amount')} value={order.amount.toFixed(2)} display={money} />
          <Fact label={t('payments.deadline')}>
            <Deadline until={order.expiresAt} lang={lang} />
          </Fact>
        </dl>
        <p className="pay-warn">{t('payments.referenceWarning')}</p>
      </section>
    );
  }
  if (order.method === 'crypto' && order.coin) {
    const c = order.coin;
    return (
      <section className="pay-card" aria-labelledby="coin-next">
        <h2 id="coin-next" className="pay-card-title">
          {t('payments.coinTitle')}
        </h2>
        <p className="pay-note">{t('payments.coinBody', { network: c.network })}</p>
        <dl className="pay-facts">
          <Fact label={t('payments.network')}>
            {c.currency} · {c.network}
          </Fact>
          <CopyFact label={t('payments.address')} value={c.address} wide />
          <CopyFact
            label={t('payments.exactAmount')}
            value={c.coinAmount}
            display={`${c.coinAmount} USDT`}
          />
          <Fact label={t('payments.rate')}>1 USDT = {formatMoney(Number(c.rate), lang)}</Fact>
          <Fact label={t('payments.deadline')}>
            <Deadline until={order.expiresAt} lang={lang} />
          </Fact>
        </dl>
        <p className="pay-warn">{t('payments.coinWarning', { network: c.network })}</p>
      </section>
    );
  }
  if ((order.method === 'trustly' || order.method === 'paysafecard') && order.payUrl) {
    // Wide screens pay inside the page; phones go to the provider's page and come back.
    const framed = window.matchMedia('(min-width: 900px)').matches;
    return (
      <section className="pay-card">
        <p className="pay-note">{t('payments.providerBody')}</p>
        {framed ? (
          <iframe
            className="pay-provider-frame"
            src={order.payUrl}
            title={t('payments.providerFrameTitle')}
            data-testid="provider-frame"
          />
        ) : (
          <a className="btn btn-primary" href={order.payUrl}>
            <ExternalLink size={18} aria-hidden="true" />
            {t('payments.cardGo')}
          </a>
        )}
      </section>
    );
  }
  if (order.method === 'card' && order.payUrl) {
    return (
      <section className="pay-card">
        <p className="pay-note">{t('payments.cardBody')}</p>
        <a className="btn btn-primary" href={order.payUrl}>
          <ExternalLink size={18} aria-hidden="true" />
          {t('payments.cardGo')}
        </a>
      </section>
    );
  }
  return null;
}

/** A paysafecard payout's states whose words differ from a bank payout's. */
const PSC_EXPLAINED: readonly string[] = ['approved', 'paid', 'payout_failed', 'voided'];

function WithdrawFacts({ order }: { order: WithdrawOrder }) {
  const { t } = useTranslation();
  const cancel = useCancelWithdraw();
  return (
    <section className="pay-card">
      <dl className="pay-facts">
        {order.paysafecardAccount ? (
          <Fact label={t('payments.pscAccount')}>
            <span data-testid="psc-account">
              {t('payments.pscPaidTo', { email: order.paysafecardAccount })}
            </span>
          </Fact>
        ) : (
          <>
            <Fact label={t('payments.holderName')}>{order.holderName}</Fact>
            <Fact label={t('payments.bank')}>{order.bankName}</Fact>
            <Fact label="IBAN">{shortIban(order.iban)}</Fact>
          </>
        )}
      </dl>
      {order.canCancel && (
        <button
          type="button"
          className="btn btn-secondary"
          disabled={cancel.isPending}
          onClick={() =>
            void cancel
              .mutateAsync(order.orderId)
              .then(() => toast(t('payments.cancelled'), 'success'))
              .catch(() => {})
          }
        >
          {t('payments.cancelWithdraw')}
        </button>
      )}
    </section>
  );
}

function OrderDetail({ orderId }: { orderId: string }) {
  const { t } = useTranslation();
  const lang = useSession((s) => s.lang);
  const client = useQueryClient();
  const order = useOrder(orderId);
  const previous = useRef<string | undefined>(undefined);
  const status = order.data?.status;

  // The moment a waiting order settles: say so, and refresh the balance and lists.
  useEffect(() => {
    if (previous.current && status && previous.current !== status) {
      const done = status === 'confirmed' || status === 'paid';
      toast(t(`payments.nowStatus.${status}`), done ? 'success' : 'info');
      void afterMoneyMoved(client);
    }
    previous.current = status;
  }, [status, client, t]);

  if (!order.data) {
    if (order.isError) {
      return <PayError message={order.error.message} onRetry={() => void order.refetch()} />;
    }
    return <PaySkeleton rows={6} />;
  }
  const o = order.data;
  return (
    <div className="pay-stack">
      <section className="pay-card pay-summary" aria-labelledby="order-title">
        <div className="pay-summary-head">
          <h2 id="order-title" className="pay-card-title">
            {o.type === 'deposit' ? t(`payments.methods.${o.method}`) : t('payments.withdrawal')}
          </h2>
          <StatusBadge order={o} />
        </div>
        <p className="pay-big amount" data-testid="order-amount">
          {formatMoney(o.amount, lang)}
        </p>
        <p className="pay-note">
          {o.type === 'withdraw' && o.paysafecardAccount && PSC_EXPLAINED.includes(o.status)
            ? t(`payments.explainPsc.${o.status}`)
            : t(`payments.explain.${o.type}.${o.status}`)}
        </p>
        {o.failReason && (
          <p className="pay-note" data-testid="order-reason">
            {t('payments.reason')}:{' '}
            {o.type === 'withdraw' && o.failReasonKey ? t(o.failReasonKey) : o.failReason}
          </p>
        )}
        <dl className="pay-facts">
          <CopyFact label={t('payments.orderId')} value={o.orderId} />
          <Fact label={t('payments.created')}>{formatDateTime(o.createTime, lang)}</Fact>
          <Fact label={t('payments.updated')}>{formatDateTime(o.updateTime, lang)}</Fact>
        </dl>
      </section>
      {o.type === 'deposit' ? <DepositNext order={o} lang={lang} /> : <WithdrawFacts order={o} />}
    </div>
  );
}

export default function RechargeDetailPage() {
  const { t } = useTranslation();
  const isPlayer = useIsPlayer();
  const [params] = useSearchParams();
  const orderId = params.get('orderId');
  if (!isPlayer) return <LoginPrompt />;
  return (
    <section className="pay" aria-labelledby="records-title">
      <header className="pay-head">
        <h1 id="records-title" className="pay-title">
          <Receipt size={20} aria-hidden="true" />
          {orderId ? t('payments.orderTitle') : t('payments.historyTitle')}
        </h1>
        {orderId && (
          <Link to="/kisiselBilgiler/recharge-detail" className="btn btn-ghost btn-sm">
            <ArrowLeft size={16} aria-hidden="true" />
            {t('payments.allOrders')}
          </Link>
        )}
      </header>
      {orderId ? <OrderDetail key={orderId} orderId={orderId} /> : <OrderHistory />}
    </section>
  );
}
