import { useTranslation } from 'react-i18next';
import { StatusBadge } from './StatusBadge.tsx';

/** The scopes staff blocked, or "Active" when none. */
export function BlockBadges({ blocks }: { blocks: string[] }) {
  const { t } = useTranslation();
  if (blocks.length === 0)
    return <StatusBadge status="active" tone="ok" label={t('players.active')} />;
  return (
    <span className="badges">
      {blocks.map((b) => (
        <StatusBadge key={b} status={b} tone="bad" label={t(`players.blocked.${b}`)} />
      ))}
    </span>
  );
}
