// Home's label chips: the system labels, then the operator's labels that have games. The
// active one (activeLabel in the ui store) picks the grid below.
import { Tag } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useUi } from '../../../lib/ui-store.ts';
import { useLobby } from '../lobby-api.ts';
import { SYSTEM_LABELS, useLabelTitle } from './labels.tsx';
import '../lobby.css';

export function LabelChips() {
  const { t } = useTranslation();
  const title = useLabelTitle();
  const activeLabel = useUi((s) => s.activeLabel);
  const setUi = useUi((s) => s.set);
  const lobby = useLobby();
  const operatorLabels = (lobby.data?.labelList ?? []).filter(
    (l) => l.kind === 'operator' && l.total > 0,
  );
  const chips = [
    ...SYSTEM_LABELS.map((l) => ({ id: l.id, name: t(l.title), icon: l.icon })),
    ...operatorLabels.map((l) => ({
      id: l.labelId,
      name: title(l.labelId, l.labelName),
      icon: Tag,
    })),
  ];
  return (
    <nav id="lobby-labels" className="labels" aria-label={t('home.labels')}>
      {chips.map(({ id, name, icon: Icon }) => (
        <button
          key={id || 'all'}
          type="button"
          className="label-chip"
          data-testid={`label-chip-${id || 'all'}`}
          aria-pressed={activeLabel === id}
          onClick={() => setUi({ activeLabel: id, activeCategory: 0 })}
        >
          <Icon size={16} aria-hidden="true" />
          {name}
        </button>
      ))}
    </nav>
  );
}
