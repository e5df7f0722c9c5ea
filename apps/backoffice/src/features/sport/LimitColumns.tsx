// The stake limits' two tables: a limit per sport, league or market type, and a player's limit
// and stake factor; each row with who changed it last and, for a trader, a remove button.
import type { TFunction } from 'i18next';
import { Link } from 'react-router';
import type { PlayerStakeLimit, StakeLimitRow } from '@talih/contracts/backoffice/sport.ts';
import type { Column } from '../../components/DataTable.tsx';
import { DateTime } from '../../components/DateTime.tsx';
import { Money } from '../../components/Money.tsx';

/** A remove button, for a trader only; busy while a removal runs. */
export interface RowRemove<R> {
  can: boolean;
  busy: boolean;
  remove(r: R): void;
}

function removeColumn<R>(t: TFunction, p: RowRemove<R>): Column<R> {
  return {
    key: 'actions',
    header: '',
    render: (r) =>
      p.can && (
        <button
          type="button"
          className="btn btn-small"
          disabled={p.busy}
          onClick={() => p.remove(r)}
        >
          {t('sport.limits.remove')}
        </button>
      ),
  };
}

const maxColumn = <R extends { maxStakeMinor: number | null }>(t: TFunction): Column<R> => ({
  key: 'max',
  header: t('sport.limits.maxStake'),
  align: 'right',
  render: (r) => <Money minor={r.maxStakeMinor} />,
});

function scopeName(t: TFunction, r: StakeLimitRow) {
  if (r.scope === 'sport') return t(`sport.sports.${r.ref}`, r.ref);
  if (r.scope === 'market') return t(`sport.market.${r.ref}`, { line: '', defaultValue: r.ref });
  return r.label;
}

export function scopeColumns(t: TFunction, p: RowRemove<StakeLimitRow>): Column<StakeLimitRow>[] {
  return [
    {
      key: 'scope',
      header: t('sport.limits.scope'),
      render: (r) => t(`sport.limits.scopes.${r.scope}`),
    },
    { key: 'ref', header: t('sport.limits.what'), render: (r) => scopeName(t, r) },
    maxColumn<StakeLimitRow>(t),
    {
      key: 'by',
      header: t('sport.limits.updated'),
      render: (r) => (
        <span className="small">
          {r.updatedBy} · <DateTime ms={r.updatedAt} />
        </span>
      ),
    },
    removeColumn(t, p),
  ];
}

export function playerColumns(
  t: TFunction,
  p: RowRemove<PlayerStakeLimit>,
): Column<PlayerStakeLimit>[] {
  return [
    {
      key: 'player',
      header: t('sport.tickets.player'),
      render: (r) => (
        <Link to={`/sport/tickets?player=${r.userId}`} className="nowrap">
          {r.nickname} <span className="muted num">#{r.userId}</span>
        </Link>
      ),
    },
    {
      key: 'factor',
      header: t('sport.limits.factor'),
      align: 'right',
      render: (r) => <span className="num">{(r.stakeFactorPm / 1000).toFixed(2)}×</span>,
    },
    maxColumn<PlayerStakeLimit>(t),
    {
      key: 'by',
      header: t('sport.limits.updated'),
      render: (r) => (
        <span className="small">
          {r.updatedBy} · {r.updatedAt !== null && <DateTime ms={r.updatedAt} />}
        </span>
      ),
    },
    removeColumn(t, p),
  ];
}
