// The ledger lines behind one of a player's balances, newest first, with the balance after
// each: the number on the 360 view, explained line by line.
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import {
  BALANCE_ACCOUNTS,
  type BalanceAccount,
  type LedgerLine,
} from '@talih/contracts/backoffice/players.ts';
import { DataTable, type Column } from '../../components/DataTable.tsx';
import { DateTime } from '../../components/DateTime.tsx';
import { Money } from '../../components/Money.tsx';
import { errorText } from '../../lib/labels.ts';
import { LEDGER_PAGE_SIZE, playersQueries } from './api.ts';

function useColumns(): Column<LedgerLine>[] {
  const { t } = useTranslation();
  return [
    {
      key: 'entry',
      header: t('players.ledger.entry'),
      width: '6rem',
      render: (r) => <span className="num">{r.entryId}</span>,
    },
    { key: 'at', header: t('players.ledger.at'), render: (r) => <DateTime ms={r.createdAt} /> },
    {
      key: 'kind',
      header: t('players.ledger.kind'),
      render: (r) => t(`players.entryKinds.${r.kind}`, r.kind),
    },
    {
      key: 'amount',
      header: t('players.ledger.amount'),
      align: 'right',
      render: (r) => <Money minor={r.amountMinor} signed />,
    },
    {
      key: 'after',
      header: t('players.ledger.after'),
      align: 'right',
      render: (r) => <Money minor={r.balanceAfterMinor} />,
    },
    {
      key: 'reason',
      header: t('players.ledger.reason'),
      render: (r) => <span className="clip">{r.reason ?? '—'}</span>,
    },
    {
      key: 'key',
      header: t('players.ledger.key'),
      render: (r) => <code className="clip small">{r.key}</code>,
    },
  ];
}

export function LedgerPage() {
  const { t } = useTranslation();
  const params = useParams();
  const userId = Number(params.userId);
  const account = (BALANCE_ACCOUNTS as readonly string[]).includes(params.account ?? '')
    ? (params.account as BalanceAccount)
    : 'player_cash';
  const [page, setPage] = useState(1);
  const list = useQuery(playersQueries.ledger(userId, account, page));
  return (
    <section className="page bo-area">
      <header className="page-head">
        <div>
          <p className="crumbs">
            <Link to="/players">{t('players.title')}</Link> /{' '}
            <Link to={`/players/${userId}`}>#{userId}</Link>
          </p>
          <h1>{t('players.ledger.title', { account: t(`players.accounts.${account}`) })}</h1>
          <p className="muted">{t('players.ledger.subtitle')}</p>
        </div>
      </header>
      <DataTable
        caption={t('players.ledger.title', { account: t(`players.accounts.${account}`) })}
        columns={useColumns()}
        rows={list.data?.rows}
        rowKey={(r) => r.entryId}
        loading={list.isFetching}
        error={list.isError ? errorText(t, list.error) : null}
        onRetry={() => void list.refetch()}
        total={list.data?.total}
        page={page}
        pageSize={LEDGER_PAGE_SIZE}
        onPage={setPage}
        empty={t('players.ledger.empty')}
      />
    </section>
  );
}
