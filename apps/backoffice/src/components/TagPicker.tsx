// Tags chosen from those in use (or typed): chips with a remove button each, and an input
// whose suggestions are the tags staff have put on players. Used by the player list's filter
// and the segment editor.
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { tagName } from '@talih/contracts/backoffice/player-list.ts';

export interface TagPickerProps {
  label: string;
  value: string[];
  onChange(tags: string[]): void;
  /** Tags in use with their number of players (the suggestions). */
  known: { tag: string; players: number }[];
}

export function TagPicker({ label, value, onChange, known }: TagPickerProps) {
  const { t } = useTranslation();
  const listId = useId();
  const [draft, setDraft] = useState('');
  const parsed = tagName.safeParse(draft);
  const add = () => {
    if (!parsed.success) return;
    if (!value.includes(parsed.data)) onChange([...value, parsed.data]);
    setDraft('');
  };
  return (
    <div className="field tag-picker">
      <label htmlFor={`${listId}-input`}>{label}</label>
      <div className="tag-picker-row">
        {value.map((tag) => (
          <span key={tag} className="tag-chip">
            {tag}
            <button
              type="button"
              aria-label={t('tags.removeOne', { tag })}
              onClick={() => onChange(value.filter((v) => v !== tag))}
            >
              ×
            </button>
          </span>
        ))}
        <input
          id={`${listId}-input`}
          list={listId}
          value={draft}
          maxLength={32}
          placeholder={t('tags.placeholder')}
          aria-invalid={draft !== '' && !parsed.success}
          onChange={(e) => setDraft(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter') {
              e.preventDefault();
              add();
            }
          }}
        />
        <button type="button" className="btn" disabled={!parsed.success} onClick={add}>
          {t('tags.add')}
        </button>
      </div>
      <datalist id={listId}>
        {known.map((k) => (
          <option key={k.tag} value={k.tag}>
            {t('tags.players', { count: k.players })}
          </option>
        ))}
      </datalist>
    </div>
  );
}
