// A player's activity, one list at a time: deposits, withdrawals, game rounds, sport bets,
// sessions, devices and notes, each paged on the server.
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  ACTIVITY_LISTS,
  type ActivityList,
  type ActivityRow,
} from '@talih/contracts/backoffice/players.ts';
import { DataTable, type Column } from '../../components/DataTable.tsx';
import { DateTime } from '../../components/DateTime.tsx';
import { Money } from '../../components/Money.tsx';
import { StatusBadge } from '../../components/StatusBadge.tsx';
import { errorText } from '../../lib/labels.ts';
import { ACTIVITY_PAGE_SIZE, playersQueries } from './api.ts';

const num = (r: ActivityRow, k: string) => (typeof r[k] === 'number' ? (r[k] as number) : null);
const text = (r: ActivityRow, k: string) =>
  r[k] === null || r[k] === undefined ? '—' : String(r[k]);

type T = (k: string) => string;

/** The column makers the lists share: a time, an amount, a plain value, a payment's status. */
function kit(t: T) {
  const at = (k: string, header = t('players.cols.at')): Column<ActivityRow> => ({
    key: k,
    header,
    render: (r) => <DateTime ms={num(r, k)} />,
  });
  const money = (k: string, header: string): Column<ActivityRow> => ({
    key: k,
    header,
    align: 'right',
    render: (r) => <Money minor={num(r, k)} />,
  });
  const plain = (k: string, header: string, cls = ''): Column<ActivityRow> => ({
    key: k,
    header,
    render: (r) => <span className={cls}>{text(r, k)}</span>,
  });
  const status: Column<ActivityRow> = {
    key: 'status',
    header: t('players.cols.status'),
    render: (r) => (
      <StatusBadge status={text(r, 'status')} label={t(`payments.status.${text(r, 'status')}`)} />
    ),
  };
  return { at, money, plain, status };
}

function paymentColumns(list: ActivityList, t: T): Column<ActivityRow>[] {
  const { at, money, plain, status } = kit(t);
  if (list === 'deposits') {
    return [
      plain('orderNo', t('players.cols.order'), 'num'),
      at('createdAt'),
      {
        key: 'method',
        header: t('players.cols.method'),
        render: (r) => t(`payments.methodNames.${text(r, 'method')}`),
      },
      money('amountMinor', t('players.cols.amount')),
      status,
      plain('reference', t('players.cols.reference'), 'num'),
      plain('reason', t('players.cols.reason')),
    ];
  }
  return [
    plain('orderNo', t('players.cols.order'), 'num'),
    at('createdAt'),
    money('amountMinor', t('players.cols.amount')),
    status,
    plain('iban', 'IBAN', 'num'),
    plain('reviewedBy', t('players.cols.reviewedBy')),
    plain('reason', t('players.cols.reason')),
  ];
}

function playColumns(list: ActivityList, t: T): Column<ActivityRow>[] {
  const { at, money, plain, status } = kit(t);
  if (list === 'rounds') {
    return [
      at('createdAt'),
      plain('gameName', t('players.cols.game')),
      plain('roundRef', t('players.cols.round'), 'num clip'),
      money('betMinor', t('players.cols.bet')),
      money('winMinor', t('players.cols.win')),
      status,
    ];
  }
  return [
    plain('betNo', t('players.cols.bet'), 'num'),
    at('createdAt'),
    plain('kind', t('players.cols.kind')),
    money('stakeMinor', t('players.cols.stake')),
    {
      key: 'odds',
      header: t('players.cols.odds'),
      align: 'right',
      render: (r) => <span className="num">{((num(r, 'oddsX100') ?? 0) / 100).toFixed(2)}</span>,
    },
    money('payoutMinor', t('players.cols.payout')),
    status,
  ];
}

function accountColumns(list: ActivityList, t: T): Column<ActivityRow>[] {
  const { at, plain } = kit(t);
  if (list === 'sessions') {
    return [
      at('createdAt', t('players.cols.started')),
      at('lastSeenAt', t('players.cols.lastSeen')),
      plain('ip', 'IP', 'num'),
      plain('userAgent', t('players.cols.device'), 'clip'),
      {
        key: 'state',
        header: t('players.cols.status'),
        render: (r) =>
          r.revokedAt !== null ? (
            <StatusBadge status="revoked" tone="muted" label={t('players.sessionRevoked')} />
          ) : (num(r, 'expiresAt') ?? 0) < Date.now() ? (
            <StatusBadge status="expired" tone="muted" label={t('players.sessionExpired')} />
          ) : (
            <StatusBadge status="live" tone="ok" label={t('players.sessionLive')} />
          ),
      },
    ];
  }
  if (list === 'devices') {
    return [
      plain('deviceNumber', t('players.cols.device'), 'num'),
      at('createdAt', t('players.cols.firstSeen')),
      at('lastSeenAt', t('players.cols.lastSeen')),
    ];
  }
  return [
    at('createdAt'),
    plain('staffName', t('players.cols.staff')),
    {
      key: 'body',
      header: t('players.cols.note'),
      render: (r) => <span className="note-body">{text(r, 'body')}</span>,
    },
  ];
}

function columnsFor(list: ActivityList, t: T): Column<ActivityRow>[] {
  if (list === 'deposits' || list === 'withdrawals') return paymentColumns(list, t);
  if (list === 'rounds' || list === 'sportBets') return playColumns(list, t);
  return accountColumns(list, t);
}

export function ActivityTabs({ userId }: { userId: number }) {
  const { t } = useTranslation();
  const [list, setList] = useState<ActivityList>('deposits');
  const [page, setPage] = useState(1);
  const data = useQuery(playersQueries.activity(userId, list, page));
  return (
    <section className="activity" aria-labelledby="activity-title">
      <h2 id="activity-title" className="sr-only">
        {t('players.activity')}
      </h2>
      <div className="tabs" role="tablist" aria-label={t('players.activity')}>
        {ACTIVITY_LISTS.map((l) => (
          <button
            key={l}
            type="button"
            role="tab"
            aria-selected={list === l}
            className="tab"
            onClick={() => {
              setList(l);
              setPage(1);
            }}
          >
            {t(`players.lists.${l}`)}
          </button>
        ))}
      </div>
      <div role="tabpanel" aria-label={t(`players.lists.${list}`)}>
        <DataTable
          caption={t(`players.lists.${list}`)}
          columns={columnsFor(list, t)}
          rows={data.data?.rows}
          rowKey={(r) => String(r.orderNo ?? r.betNo ?? r.roundRef ?? r.id ?? r.deviceNumber)}
          loading={data.isFetching}
          error={data.isError ? errorText(t, data.error) : null}
          onRetry={() => void data.refetch()}
          total={data.data?.total}
          page={page}
          pageSize={ACTIVITY_PAGE_SIZE}
          onPage={setPage}
          empty={t(`players.empty.${list}`)}
        />
      </div>
    </section>
  );
}
