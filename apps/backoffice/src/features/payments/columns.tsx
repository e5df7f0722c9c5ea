// The columns every payments list starts with: the order, when it was made, the player and the
// amount.
import type { TFunction } from 'i18next';
import type { Column } from '../../components/DataTable.tsx';
import { DateTime } from '../../components/DateTime.tsx';
import { Money } from '../../components/Money.tsx';
import { PlayerLink } from '../../components/PlayerLink.tsx';

interface OrderRow {
  orderNo: string;
  createdAt: number;
  userId: number;
  nickname: string;
  amountMinor: number;
}

export function createdColumn<R extends OrderRow>(t: TFunction): Column<R> {
  return {
    key: 'at',
    header: t('payments.cols.createdAt'),
    render: (r) => <DateTime ms={r.createdAt} />,
  };
}

export function playerColumn<R extends OrderRow>(t: TFunction): Column<R> {
  return {
    key: 'player',
    header: t('payments.cols.player'),
    render: (r) => <PlayerLink userId={r.userId} nickname={r.nickname} />,
  };
}

export function orderColumns<R extends OrderRow>(t: TFunction): Column<R>[] {
  return [
    {
      key: 'order',
      header: t('payments.cols.order'),
      render: (r) => <span className="num">{r.orderNo}</span>,
    },
    createdColumn(t),
    playerColumn(t),
    {
      key: 'amount',
      header: t('payments.cols.amount'),
      align: 'right',
      render: (r) => <Money minor={r.amountMinor} />,
    },
  ];
}
