// A version's field-level changes: each field by name, the value before struck through, the
// value after; amounts (fields in kuruş) in lira.
import { useTranslation } from 'react-i18next';
import type { FieldChange } from '@talih/contracts/backoffice/engagement-config.ts';
import { Money } from '../../components/Money.tsx';
import { DateTime } from '../../components/DateTime.tsx';
import { fieldLabel } from './problems.ts';

function Value({ path, value }: { path: string; value: unknown }) {
  const { t } = useTranslation();
  if (value === null || value === undefined || value === '') {
    return <span className="muted">{t('engagement.none')}</span>;
  }
  const leaf = path.split('.').at(-1) ?? '';
  if (typeof value === 'number' && leaf.endsWith('Minor')) return <Money minor={value} />;
  if (typeof value === 'number' && /At$/.test(leaf)) return <DateTime ms={value} />;
  if (typeof value === 'number' && /^days\.\d+$/.test(path)) return <Money minor={value} />;
  if (typeof value === 'object') {
    return <code className="small">{JSON.stringify(value)}</code>;
  }
  return <span className="num">{String(value)}</span>;
}

export function ChangeList({ changes, limit = 40 }: { changes: FieldChange[]; limit?: number }) {
  const { t } = useTranslation();
  if (changes.length === 0) return <span className="muted small">{t('engagement.noChanges')}</span>;
  return (
    <ul className="change-list">
      {changes.slice(0, limit).map((c) => (
        <li key={c.path}>
          <span className="change-field">{fieldLabel(t, c.path)}</span>
          <del>
            <Value path={c.path} value={c.before} />
          </del>
          <span aria-hidden="true">→</span>
          <ins>
            <Value path={c.path} value={c.after} />
          </ins>
        </li>
      ))}
      {changes.length > limit && (
        <li className="muted small">
          {t('engagement.moreChanges', { count: changes.length - limit })}
        </li>
      )}
    </ul>
  );
}
