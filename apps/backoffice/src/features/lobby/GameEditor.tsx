// One game's settings: on/off (off: gone from the lobby and search, launches refused), demo,
// sort weight, category and labels. Saving asks for an optional reason (audited).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { saveGame, type GameRow } from '@talih/contracts/backoffice/content.ts';
import { toast } from '../../components/Toast.tsx';
import { staffCall } from '../../lib/api.ts';
import { errorText, labelName, useLookups } from './use-lookups.ts';

export function GameEditor({ game, onClose }: { game: GameRow; onClose(): void }) {
  const { t, i18n } = useTranslation();
  const client = useQueryClient();
  const lookups = useLookups();
  const [draft, setDraft] = useState({
    enabled: game.enabled,
    haveDemo: game.haveDemo,
    sortWeight: String(game.sortWeight),
    categoryId: game.categoryId,
    labels: game.labels,
    reason: '',
  });
  const weight = /^\d{1,7}$/.test(draft.sortWeight) ? Number(draft.sortWeight) : null;
  const valid = weight !== null && weight <= 1_000_000 && draft.categoryId > 0;
  const save = useMutation({
    mutationFn: () => staffCall(saveGame, { gameId: game.gameId, ...draft, sortWeight: weight! }),
    onSuccess: () => {
      toast.success(t('lobby.games.saved', { name: game.name }));
      void client.invalidateQueries({ queryKey: ['lobby'] });
      onClose();
    },
  });
  const toggleLabel = (id: string) =>
    setDraft((d) => ({
      ...d,
      labels: d.labels.includes(id) ? d.labels.filter((l) => l !== id) : [...d.labels, id],
    }));
  return (
    <form
      className="panel side-panel"
      aria-label={t('lobby.games.editOf', { name: game.name })}
      onSubmit={(e) => {
        e.preventDefault();
        if (valid) save.mutate();
      }}
    >
      <h2>{game.name}</h2>
      <p className="muted small num">
        {game.firmCode} · {game.externalId} · #{game.gameId}
      </p>
      <label className="check">
        <input
          type="checkbox"
          checked={draft.enabled}
          onChange={(e) => setDraft({ ...draft, enabled: e.target.checked })}
        />
        <span>{t('lobby.games.enabledLabel')}</span>
      </label>
      <label className="check">
        <input
          type="checkbox"
          checked={draft.haveDemo}
          onChange={(e) => setDraft({ ...draft, haveDemo: e.target.checked })}
        />
        <span>{t('lobby.games.demoLabel')}</span>
      </label>
      <label className="field">
        <span>{t('lobby.games.weight')}</span>
        <input
          inputMode="numeric"
          value={draft.sortWeight}
          aria-invalid={weight === null}
          onChange={(e) => setDraft({ ...draft, sortWeight: e.target.value })}
        />
      </label>
      <label className="field">
        <span>{t('lobby.games.category')}</span>
        <select
          value={draft.categoryId}
          onChange={(e) => setDraft({ ...draft, categoryId: Number(e.target.value) })}
        >
          {lookups.data?.categories.map((c) => (
            <option key={c.categoryId} value={c.categoryId}>
              {t(`lobby.categories.${c.code}`, c.code)}
            </option>
          ))}
        </select>
      </label>
      <fieldset className="label-picks">
        <legend>{t('lobby.games.labels')}</legend>
        {lookups.data?.labels
          .filter((l) => l.labelId !== 'favoriler')
          .map((l) => (
            <label key={l.labelId} className="check">
              <input
                type="checkbox"
                checked={draft.labels.includes(l.labelId)}
                onChange={() => toggleLabel(l.labelId)}
              />
              <span>{labelName(l, i18n.language)}</span>
            </label>
          ))}
      </fieldset>
      <label className="field">
        <span>{t('common.reason')}</span>
        <input
          value={draft.reason}
          maxLength={200}
          onChange={(e) => setDraft({ ...draft, reason: e.target.value })}
        />
      </label>
      {!valid && <p className="form-error">{t('lobby.games.invalid')}</p>}
      {save.error && (
        <p className="form-error">{errorText(save.error, t('common.networkError'))}</p>
      )}
      <div className="dialog-actions">
        <button type="button" className="btn" onClick={onClose}>
          {t('common.cancel')}
        </button>
        <button type="submit" className="btn btn-primary" disabled={!valid || save.isPending}>
          {save.isPending ? t('common.working') : t('common.save')}
        </button>
      </div>
    </form>
  );
}
