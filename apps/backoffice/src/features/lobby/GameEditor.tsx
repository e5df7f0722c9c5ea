// One game's settings: on/off (off: gone from the lobby and search, launches refused), demo,
// sort weight, category and labels. Saving asks for an optional reason (audited).
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { GameRow } from '@talih/contracts/backoffice/lobby.ts';
import { useSaveGame } from './api.ts';
import { labelName } from './labels.ts';
import { PanelEnd } from './PanelEnd.tsx';
import { useLookups } from './use-lookups.ts';

interface Draft {
  enabled: boolean;
  haveDemo: boolean;
  sortWeight: string;
  categoryId: number;
  labels: string[];
  reason: string;
}

function GameFields({ draft, set }: { draft: Draft; set(part: Partial<Draft>): void }) {
  const { t } = useTranslation();
  const lookups = useLookups();
  return (
    <>
      <label className="check">
        <input
          type="checkbox"
          checked={draft.enabled}
          onChange={(e) => set({ enabled: e.target.checked })}
        />
        <span>{t('lobby.games.enabledLabel')}</span>
      </label>
      <label className="check">
        <input
          type="checkbox"
          checked={draft.haveDemo}
          onChange={(e) => set({ haveDemo: e.target.checked })}
        />
        <span>{t('lobby.games.demoLabel')}</span>
      </label>
      <label className="field">
        <span>{t('lobby.games.weight')}</span>
        <input
          inputMode="numeric"
          value={draft.sortWeight}
          aria-invalid={!/^\d{1,7}$/.test(draft.sortWeight)}
          onChange={(e) => set({ sortWeight: e.target.value })}
        />
      </label>
      <label className="field">
        <span>{t('lobby.games.category')}</span>
        <select
          value={draft.categoryId}
          onChange={(e) => set({ categoryId: Number(e.target.value) })}
        >
          {lookups.data?.categories.map((c) => (
            <option key={c.categoryId} value={c.categoryId}>
              {t(`lobby.categories.${c.code}`, c.code)}
            </option>
          ))}
        </select>
      </label>
    </>
  );
}

function LabelPicks({ picked, onToggle }: { picked: string[]; onToggle(id: string): void }) {
  const { t, i18n } = useTranslation();
  const lookups = useLookups();
  return (
    <fieldset className="label-picks">
      <legend>{t('lobby.games.labels')}</legend>
      {lookups.data?.labels
        .filter((l) => l.labelId !== 'favoriler')
        .map((l) => (
          <label key={l.labelId} className="check">
            <input
              type="checkbox"
              checked={picked.includes(l.labelId)}
              onChange={() => onToggle(l.labelId)}
            />
            <span>{labelName(l, i18n.language)}</span>
          </label>
        ))}
    </fieldset>
  );
}

export function GameEditor({ game, onClose }: { game: GameRow; onClose(): void }) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<Draft>({
    enabled: game.enabled,
    haveDemo: game.haveDemo,
    sortWeight: String(game.sortWeight),
    categoryId: game.categoryId,
    labels: game.labels,
    reason: '',
  });
  const set = (part: Partial<Draft>) => setDraft({ ...draft, ...part });
  const save = useSaveGame(game.name);
  const weight = /^\d{1,7}$/.test(draft.sortWeight) ? Number(draft.sortWeight) : null;
  const valid = weight !== null && weight <= 1_000_000 && draft.categoryId > 0;
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
        if (valid) {
          save.mutate(
            { gameId: game.gameId, ...draft, sortWeight: weight },
            { onSuccess: onClose },
          );
        }
      }}
    >
      <h2>{game.name}</h2>
      <p className="muted small num">
        {game.firmCode} · {game.externalId} · #{game.gameId}
      </p>
      <GameFields draft={draft} set={set} />
      <LabelPicks picked={draft.labels} onToggle={toggleLabel} />
      <label className="field">
        <span>{t('common.reason')}</span>
        <input
          value={draft.reason}
          maxLength={200}
          onChange={(e) => set({ reason: e.target.value })}
        />
      </label>
      <PanelEnd
        problems={valid ? [] : [t('lobby.games.invalid')]}
        error={save.error}
        busy={save.isPending}
        disabled={!valid}
        onClose={onClose}
      />
    </form>
  );
}
