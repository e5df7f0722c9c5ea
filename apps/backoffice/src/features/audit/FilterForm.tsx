// The audit log's filter: staff, object type and id, a day range; applied on submit.
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { NO_FILTER, type AuditFilter } from './api.ts';
import { DateInput } from '../../components/DateInput.tsx';

export function FilterForm(props: { onApply(filter: AuditFilter): void }) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<AuditFilter>(NO_FILTER);
  function apply(e: FormEvent) {
    e.preventDefault();
    props.onApply(draft);
  }
  const field = (key: keyof AuditFilter, label: string, type = 'text') => (
    <label className="field field-inline">
      <span>{label}</span>
      <input
        type={type}
        value={draft[key]}
        onChange={(e) => setDraft({ ...draft, [key]: e.target.value })}
      />
    </label>
  );
  const date = (key: 'from' | 'to', label: string) => (
    <label className="field field-inline">
      <span>{label}</span>
      <DateInput value={draft[key]} onChange={(v) => setDraft({ ...draft, [key]: v })} />
    </label>
  );
  return (
    <form className="filter-row" onSubmit={apply}>
      {field('staff', t('audit.staff'))}
      {field('objectType', t('audit.objectType'))}
      {field('objectId', t('audit.objectId'))}
      {date('from', t('audit.from'))}
      {date('to', t('audit.to'))}
      <button type="submit" className="btn btn-primary">
        {t('common.filter')}
      </button>
      <button
        type="button"
        className="btn"
        onClick={() => {
          setDraft(NO_FILTER);
          props.onApply(NO_FILTER);
        }}
      >
        {t('common.clear')}
      </button>
    </form>
  );
}
