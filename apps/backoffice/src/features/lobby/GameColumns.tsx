// The games table: the art, the name and ids, the provider (marked when it is off), category,
// labels, demo, sort weight, on or off, and for an editor the edit button.
import type { TFunction } from 'i18next';
import type { GameRow } from '@talih/contracts/backoffice/lobby.ts';
import type { Column } from '../../components/DataTable.tsx';
import { StatusBadge } from '../../components/StatusBadge.tsx';

export interface GameColumnsOf {
  /** A category's code by its id (the lookups name it). */
  categoryCode(id: number): string;
  /** The edit button's action; no button without it. */
  onEdit?: (g: GameRow) => void;
}

function editColumn(t: TFunction, onEdit?: (g: GameRow) => void): Column<GameRow>[] {
  if (!onEdit) return [];
  return [
    {
      key: 'edit',
      header: '',
      render: (r) => (
        <button
          type="button"
          className="btn btn-small"
          aria-label={t('lobby.games.editOf', { name: r.name })}
          onClick={() => onEdit(r)}
        >
          {t('lobby.edit')}
        </button>
      ),
    },
  ];
}

export function gameColumns(t: TFunction, o: GameColumnsOf): Column<GameRow>[] {
  const category = (id: number) => t(`lobby.categories.${o.categoryCode(id)}`, o.categoryCode(id));
  return [
    {
      key: 'art',
      header: '',
      width: '56px',
      render: (r) => <img className="game-thumb" src={r.imageUrl} alt="" loading="lazy" />,
    },
    {
      key: 'name',
      header: t('lobby.games.name'),
      sortable: true,
      render: (r) => (
        <span className="stack">
          <strong>{r.name}</strong>
          <span className="muted small num">
            #{r.gameId} · {r.externalId}
          </span>
        </span>
      ),
    },
    {
      key: 'provider',
      header: t('lobby.games.provider'),
      sortable: true,
      render: (r) => (
        <>
          {r.firmCode}
          {!r.providerEnabled && (
            <span className="muted small"> ({t('lobby.games.providerOff')})</span>
          )}
        </>
      ),
    },
    { key: 'category', header: t('lobby.games.category'), render: (r) => category(r.categoryId) },
    { key: 'labels', header: t('lobby.games.labels'), render: (r) => r.labels.join(', ') || '—' },
    {
      key: 'demo',
      header: t('lobby.games.demo'),
      render: (r) => (r.haveDemo ? t('lobby.yes') : t('lobby.no')),
    },
    {
      key: 'sortWeight',
      header: t('lobby.games.weight'),
      align: 'right',
      sortable: true,
      render: (r) => <span className="num">{r.sortWeight}</span>,
    },
    {
      key: 'state',
      header: t('lobby.games.state'),
      render: (r) => (
        <StatusBadge
          status={r.enabled ? 'on' : 'off'}
          tone={r.enabled ? 'ok' : 'muted'}
          label={r.enabled ? t('lobby.on') : t('lobby.off')}
        />
      ),
    },
    ...editColumn(t, o.onEdit),
  ];
}
