// The providers table: name and code, its games (on / all), its place in the drawer, its sort
// place (a field for an editor, saved when it leaves the field), on or off, and the switch.
import type { TFunction } from 'i18next';
import type { ProviderRow } from '@talih/contracts/backoffice/lobby.ts';
import type { Column } from '../../components/DataTable.tsx';
import { StatusBadge } from '../../components/StatusBadge.tsx';

export interface ProviderEdits {
  canWrite: boolean;
  busy: boolean;
  /** The sort field's text as typed (the row's own until changed). */
  sortOf(r: ProviderRow): string;
  onSortText(r: ProviderRow, text: string): void;
  save(v: { row: ProviderRow; enabled: boolean; sort: number }): void;
}

function SortCell({ r, e, t }: { r: ProviderRow; e: ProviderEdits; t: TFunction }) {
  if (!e.canWrite) return <span className="num">{r.sort}</span>;
  return (
    <input
      className="num-input"
      inputMode="numeric"
      aria-label={t('lobby.providers.sortOf', { name: r.name })}
      value={e.sortOf(r)}
      onChange={(ev) => e.onSortText(r, ev.target.value)}
      onBlur={() => {
        const sort = Number(e.sortOf(r));
        if (/^\d{1,6}$/.test(e.sortOf(r)) && sort !== r.sort) {
          e.save({ row: r, enabled: r.enabled, sort });
        }
      }}
    />
  );
}

function toggleColumn(t: TFunction, e: ProviderEdits): Column<ProviderRow>[] {
  if (!e.canWrite) return [];
  return [
    {
      key: 'toggle',
      header: '',
      render: (r) => (
        <button
          type="button"
          className={r.enabled ? 'btn btn-small btn-danger' : 'btn btn-small'}
          disabled={e.busy}
          onClick={() => e.save({ row: r, enabled: !r.enabled, sort: r.sort })}
        >
          {r.enabled ? t('lobby.turnOff') : t('lobby.turnOn')}
        </button>
      ),
    },
  ];
}

export function providerColumns(t: TFunction, e: ProviderEdits): Column<ProviderRow>[] {
  return [
    {
      key: 'name',
      header: t('lobby.providers.name'),
      render: (r) => (
        <span className="stack">
          <strong>{r.name}</strong>
          <span className="muted small">{r.firmCode}</span>
        </span>
      ),
    },
    {
      key: 'games',
      header: t('lobby.providers.games'),
      align: 'right',
      render: (r) => (
        <span className="num">
          {r.activeGameCount} / {r.gameCount}
        </span>
      ),
    },
    {
      key: 'drawer',
      header: t('lobby.providers.inDrawer'),
      render: (r) =>
        r.drawerSort === null ? '—' : t('lobby.providers.drawerAt', { n: r.drawerSort }),
    },
    {
      key: 'sort',
      header: t('lobby.providers.sort'),
      align: 'right',
      render: (r) => <SortCell r={r} e={e} t={t} />,
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
    ...toggleColumn(t, e),
  ];
}
