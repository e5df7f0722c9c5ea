import { useTranslation } from 'react-i18next';
import type { KycDocumentStatus, KycLevel } from '@talih/contracts/kyc.ts';
import { StatusBadge, type Tone } from '../../components/StatusBadge.tsx';

const STATUS_TONE: Record<KycDocumentStatus, Tone> = {
  pending: 'warn',
  approved: 'ok',
  rejected: 'bad',
  more_requested: 'info',
};
const LEVEL_TONE: Record<KycLevel, Tone> = { none: 'muted', basic: 'info', verified: 'ok' };

export function KycStatusBadge({ status }: { status: KycDocumentStatus }) {
  const { t } = useTranslation();
  return (
    <StatusBadge status={status} tone={STATUS_TONE[status]} label={t(`kyc.status.${status}`)} />
  );
}

export function KycLevelBadge({ level }: { level: KycLevel }) {
  const { t } = useTranslation();
  return <StatusBadge status={level} tone={LEVEL_TONE[level]} label={t(`kyc.level.${level}`)} />;
}
