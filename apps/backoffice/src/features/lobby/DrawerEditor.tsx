// The mobile drawer's provider icons: which providers, in what order. Moved with buttons (no
// drag-only control), saved as a whole.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { saveDrawer, type ProviderRow } from '@talih/contracts/backoffice/content.ts';
import { toast } from '../../components/Toast.tsx';
import { staffCall } from '../../lib/api.ts';
import { errorText } from './use-lookups.ts';

const initialOrder = (providers: ProviderRow[]) =>
  providers
    .filter((p) => p.drawerSort !== null)
    .sort((a, b) => a.drawerSort! - b.drawerSort!)
    .map((p) => p.firmCode);

export function DrawerEditor({
  providers,
  canWrite,
}: {
  providers: ProviderRow[];
  canWrite: boolean;
}) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [order, setOrder] = useState(() => initialOrder(providers));
  const [adding, setAdding] = useState('');
  const nameOf = (code: string) => providers.find((p) => p.firmCode === code)?.name ?? code;
  const missing = providers.filter((p) => !order.includes(p.firmCode));
  const changed = order.join() !== initialOrder(providers).join();
  const save = useMutation({
    mutationFn: () => staffCall(saveDrawer, { firmCodes: order }),
    onSuccess: () => {
      toast.success(t('lobby.drawer.saved'));
      void client.invalidateQueries({ queryKey: ['lobby'] });
    },
  });
  const move = (i: number, by: number) => {
    const next = [...order];
    [next[i], next[i + by]] = [next[i + by]!, next[i]!];
    setOrder(next);
  };
  return (
    <section className="panel drawer-editor" aria-labelledby="drawer-title">
      <h2 id="drawer-title">{t('lobby.drawer.title')}</h2>
      <p className="muted small">{t('lobby.drawer.note')}</p>
      {order.length === 0 && <p className="muted">{t('lobby.drawer.empty')}</p>}
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
                  onClick={() => setOrder(order.filter((c) => c !== code))}
                >
                  {t('lobby.remove')}
                </button>
              </span>
            )}
          </li>
        ))}
      </ol>
      {canWrite && (
        <div className="filter-row">
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
              setOrder([...order, adding]);
              setAdding('');
            }}
          >
            {t('lobby.add')}
          </button>
          <button
            type="button"
            className="btn btn-primary"
            disabled={!changed || save.isPending}
            onClick={() => save.mutate()}
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
