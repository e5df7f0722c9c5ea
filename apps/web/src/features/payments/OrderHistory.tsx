// The player's orders (deposits and withdrawals) with their states, newest first, 20 at a
// time, filtered by kind; each row opens the order's page. Waiting orders are looked at again
// every few seconds, so a confirmation shows without a reload.
import { useState } from 'react';
import { ArrowDownLeft, ArrowUpRight, Receipt, type LucideIcon } from 'lucide-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Language } from '@talih/contracts/i18n.ts';
import type { OrderRecord } from '@talih/contracts/payments.ts';
import { useSession } from '../../lib/session.ts';
import { formatDateTime, formatMoney } from '../../lib/format.ts';
import { StatePanel } from '../../components/ui/StatePanel.tsx';
import { RECORD_PAGE_SIZE, useOrderRecords, type RecordFilter } from './api.ts';
import { PayError, PaySkeleton, StatusBadge } from './parts.tsx';

export const detailPath = (orderId: string) =>
  `/kisiselBilgiler/recharge-detail?orderId=${encodeURIComponent(orderId)}`;

const FILTERS: RecordFilter[] = ['all', 'deposit', 'withdraw'];

function OrderRow({ order, lang }: { order: OrderRecord; lang: Language }) {
  const { t } = useTranslation();
  const Icon: LucideIcon = order.type === 'deposit' ? ArrowDownLeft : ArrowUpRight;
  const title =
    order.type === 'deposit' ? t(`payments.methods.${order.method}`) : t('payments.withdrawal');
  return (
    <li>
      <Link to={detailPath(order.orderId)} className="pay-row" data-type={order.type}>
        <span className="pay-row-icon" aria-hidden="true">
          <Icon size={18} />
        </span>
        <span className="pay-row-main">
          <span className="pay-row-title">{title}</span>
          <span className="pay-row-sub amount">
            {formatDateTime(order.createTime, lang)} · {order.orderId}
          </span>
        </span>
        <span className="pay-row-end">
          <span className="pay-row-amount amount" data-type={order.type}>
            {order.type === 'deposit' ? '+' : '−'}
            {formatMoney(order.amount, lang)}
          </span>
          <StatusBadge order={order} />
        </span>
      </Link>
    </li>
  );
}

export function OrderHistory({ fixed }: { fixed?: RecordFilter }) {
  const { t } = useTranslation();
  const lang = useSession((s) => s.lang);
  const [chosen, setChosen] = useState<RecordFilter>('all');
  const filter = fixed ?? chosen;
  const records = useOrderRecords(filter);

  const body = (() => {
    if (!records.data) {
      if (records.isError) {
        return <PayError message={records.error.message} onRetry={() => void records.refetch()} />;
      }
      return <PaySkeleton rows={5} />;
    }
    const orders = records.data.pages.flatMap((p) => p.list);
    const total = records.data.pages.at(-1)?.total ?? orders.length;
    if (orders.length === 0) {
      return (
        <StatePanel
          icon={Receipt}
          headingLevel={2}
          title={t(`payments.empty.${filter}`)}
          body={t('payments.emptyBody')}
          action={
            <Link to="/kisiselBilgiler/recharge" className="btn btn-primary">
              {t('route.recharge')}
            </Link>
          }
        />
      );
    }
    return (
      <>
        <ul className="pay-rows" data-testid="order-records">
          {orders.map((o) => (
            <OrderRow key={o.orderId} order={o} lang={lang} />
          ))}
        </ul>
        <div className="pay-foot">
          {total > RECORD_PAGE_SIZE && (
            <p className="pay-note">{t('payments.shown', { shown: orders.length, total })}</p>
          )}
          {records.hasNextPage && (
            <button
              type="button"
              className="btn btn-secondary"
              onClick={() => void records.fetchNextPage()}
              disabled={records.isFetchingNextPage}
            >
              {records.isFetchingNextPage ? t('base.loading') : t('payments.loadMore')}
            </button>
          )}
          {records.isFetchNextPageError && (
            <p className="pay-error" role="alert">
              {t('payments.moreFailed')}
            </p>
          )}
        </div>
      </>
    );
  })();

  return (
    <div className="pay-stack">
      {!fixed && (
        <div className="pay-filters" role="group" aria-label={t('payments.filter')}>
          {FILTERS.map((f) => (
            <button
              key={f}
              type="button"
              className="chip"
              aria-pressed={f === chosen}
              onClick={() => setChosen(f)}
            >
              {t(`payments.filters.${f}`)}
            </button>
          ))}
        </div>
      )}
      {body}
    </div>
  );
}
