// Adding a label or renaming one, in each player language.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LabelRow } from '@talih/contracts/backoffice/lobby.ts';
import { useSaveLabel } from './api.ts';
import { PanelEnd } from './PanelEnd.tsx';

const ID = /^[a-z0-9_-]{2,32}$/;

export function LabelForm({ label, onClose }: { label: LabelRow | null; onClose(): void }) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState({
    labelId: label?.labelId ?? '',
    nameTk: label?.nameTk ?? '',
    nameEn: label?.nameEn ?? '',
    nameZh: label?.nameZh ?? '',
  });
  const valid =
    ID.test(draft.labelId) && [draft.nameTk, draft.nameEn, draft.nameZh].every((n) => n.trim());
  const save = useSaveLabel();
  const field = (key: 'nameTk' | 'nameEn' | 'nameZh') => (
    <label className="field">
      <span>{t(`lobby.labels.${key}`)}</span>
      <input
        value={draft[key]}
        maxLength={100}
        onChange={(e) => setDraft({ ...draft, [key]: e.target.value })}
      />
    </label>
  );
  return (
    <form
      className="panel side-panel"
      onSubmit={(e) => {
        e.preventDefault();
        if (valid) save.mutate(draft, { onSuccess: onClose });
      }}
    >
      <h2>{label ? t('lobby.labels.editTitle') : t('lobby.labels.new')}</h2>
      <label className="field">
        <span>{t('lobby.labels.id')}</span>
        <input
          value={draft.labelId}
          disabled={label !== null}
          maxLength={32}
          aria-invalid={!ID.test(draft.labelId)}
          onChange={(e) => setDraft({ ...draft, labelId: e.target.value.toLowerCase() })}
        />
        {!label && <small className="muted">{t('lobby.labels.idHint')}</small>}
      </label>
      {field('nameTk')}
      {field('nameEn')}
      {field('nameZh')}
      <PanelEnd error={save.error} busy={save.isPending} disabled={!valid} onClose={onClose} />
    </form>
  );
}
