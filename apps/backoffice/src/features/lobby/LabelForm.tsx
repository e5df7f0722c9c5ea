// Adding a label or renaming one, in each player language.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { saveLabel, type LabelRow } from '@talih/contracts/backoffice/content.ts';
import { toast } from '../../components/Toast.tsx';
import { staffCall } from '../../lib/api.ts';
import { errorText } from './use-lookups.ts';

const ID = /^[a-z0-9_-]{2,32}$/;

export function LabelForm({ label, onClose }: { label: LabelRow | null; onClose(): void }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [draft, setDraft] = useState({
    labelId: label?.labelId ?? '',
    nameTk: label?.nameTk ?? '',
    nameEn: label?.nameEn ?? '',
    nameZh: label?.nameZh ?? '',
  });
  const valid =
    ID.test(draft.labelId) && [draft.nameTk, draft.nameEn, draft.nameZh].every((n) => n.trim());
  const save = useMutation({
    mutationFn: () => staffCall(saveLabel, draft),
    onSuccess: () => {
      toast.success(t('lobby.labels.saved'));
      void client.invalidateQueries({ queryKey: ['lobby'] });
      onClose();
    },
  });
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
        if (valid) save.mutate();
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
