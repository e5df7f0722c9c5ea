// The mobile drawer's provider icons: which providers, in what order. Moved with buttons (no
// drag-only control), saved as a whole.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ProviderRow } from '@talih/contracts/backoffice/lobby.ts';
import { useSaveDrawer } from './api.ts';
import { errorText } from './labels.ts';

const initialOrder = (providers: ProviderRow[]) =>
  providers
    .filter((p) => p.drawerSort !== null)
    .sort((a, b) => a.drawerSort! - b.drawerSort!)
    .map((p) => p.firmCode);

interface OrderProps {
  order: string[];
  nameOf(code: string): string;
  canWrite: boolean;
  onOrder(order: string[]): void;
}

/** The drawer's providers in order, each with up, down and remove for an editor. */
function DrawerOrder({ order, nameOf, canWrite, onOrder }: OrderProps) {
  const { t } = useTranslation();
  const move = (i: number, by: number) => {
    const next = [...order];
    [next[i], next[i + by]] = [next[i + by]!, next[i]!];
    onOrder(next);
  };
  return (
    <ol className="order-list">
      {order.map((code, i) => (
        <li key={code}>
          <span className="order-n num">{i + 1}</span>
          <span className="order-name">{nameOf(code)}</span>
          {canWrite && (
            <span className="row-actions">
              <button
                type="button"
                className="btn btn-small"
                disabled={i === 0}
                aria-label={t('lobby.moveUp', { name: nameOf(code) })}
                onClick={() => move(i, -1)}
              >
                ↑
              </button>
              <button
                type="button"
                className="btn btn-small"
                disabled={i === order.length - 1}
                aria-label={t('lobby.moveDown', { name: nameOf(code) })}
                onClick={() => move(i, 1)}
              >
                ↓
              </button>
              <button
                type="button"
                className="btn btn-small"
                onClick={() => onOrder(order.filter((c) => c !== code))}
              >
                {t('lobby.remove')}
              </button>
            </span>
          )}
        </li>
      ))}
    </ol>
  );
}

/** A provider not in the drawer yet, added at its end. */
function DrawerAdd({ missing, onAdd }: { missing: ProviderRow[]; onAdd(code: string): void }) {
  const { t } = useTranslation();
  const [adding, setAdding] = useState('');
  return (
    <>
      <label className="field field-inline">
        <span>{t('lobby.drawer.add')}</span>
        <select value={adding} onChange={(e) => setAdding(e.target.value)}>
          <option value="">—</option>
          {missing.map((p) => (
            <option key={p.firmCode} value={p.firmCode}>
              {p.name}
            </option>
          ))}
        </select>
      </label>
      <button
        type="button"
        className="btn"
        disabled={!adding}
        onClick={() => {
          onAdd(adding);
          setAdding('');
        }}
      >
        {t('lobby.add')}
      </button>
    </>
  );
}

export function DrawerEditor({
  providers,
  canWrite,
}: {
  providers: ProviderRow[];
  canWrite: boolean;
}) {
  const { t } = useTranslation();
  const [order, setOrder] = useState(() => initialOrder(providers));
  const save = useSaveDrawer();
  const nameOf = (code: string) => providers.find((p) => p.firmCode === code)?.name ?? code;
  const changed = order.join() !== initialOrder(providers).join();
  return (
    <section className="panel drawer-editor" aria-labelledby="drawer-title">
      <h2 id="drawer-title">{t('lobby.drawer.title')}</h2>
      <p className="muted small">{t('lobby.drawer.note')}</p>
      {order.length === 0 && <p className="muted">{t('lobby.drawer.empty')}</p>}
      <DrawerOrder order={order} nameOf={nameOf} canWrite={canWrite} onOrder={setOrder} />
      {canWrite && (
        <div className="filter-row">
          <DrawerAdd
            missing={providers.filter((p) => !order.includes(p.firmCode))}
            onAdd={(code) => setOrder([...order, code])}
          />
          <button
            type="button"
            className="btn btn-primary"
            disabled={!changed || save.isPending}
            onClick={() => save.mutate(order)}
          >
            {save.isPending ? t('common.working') : t('lobby.drawer.save')}
          </button>
        </div>
      )}
      {save.error && (
        <p className="form-error">{errorText(save.error, t('common.networkError'))}</p>
      )}
    </section>
  );
}
