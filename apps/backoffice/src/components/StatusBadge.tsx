import { useTranslation } from 'react-i18next';

export type Tone = 'ok' | 'warn' | 'bad' | 'info' | 'muted';

const DEFAULT_TONES: Record<string, Tone> = {
  active: 'ok',
  approved: 'ok',
  confirmed: 'ok',
  paid: 'ok',
  pending: 'warn',
  invited: 'info',
  rejected: 'bad',
  disabled: 'muted',
  failed: 'bad',
};

/** A status word in a coloured pill; the text comes from status.<value> unless given. */
export function StatusBadge({
  status,
  tone,
  label,
}: {
  status: string;
  tone?: Tone;
  label?: string;
}) {
  const { t } = useTranslation();
  const resolved = tone ?? DEFAULT_TONES[status] ?? 'info';
  return (
    <span className={`badge badge-${resolved}`}>{label ?? t(`status.${status}`, status)}</span>
  );
}
