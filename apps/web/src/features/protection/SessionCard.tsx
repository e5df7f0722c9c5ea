// The session time limit and the reality-check interval.
import { useTranslation } from 'react-i18next';
import type { ProtectionOverview } from '@talih/contracts/protection.ts';
import { formatDateTime } from '../../lib/format.ts';
import { useSession } from '../../lib/session.ts';
import { toast } from '../../lib/toast.ts';
import { useSetRealityCheck, useSetSessionLimit } from './api.ts';
import { unitLabel, usePack } from './labels.ts';

const SESSION_MINUTES = [30, 60, 90, 120, 180, 240];
const REALITY_MINUTES = [15, 30, 45, 60, 90, 120];

export function SessionCard({ overview }: { overview: ProtectionOverview }) {
  const { t } = useTranslation();
  const lang = useSession((s) => s.lang);
  const pack = usePack();
  const session = useSetSessionLimit();
  const reality = useSetRealityCheck();
  const saved = () => toast(t('protection.saved'), 'success');
  const minutesLabel = (m: number) => unitLabel(lang, m, 'minute');
  return (
    <section className="rg-card" aria-labelledby="rg-session">
      <h2 className="rg-card-title" id="rg-session">
        {t('protection.sessionTitle')}
      </h2>
      <div className="rg-selects">
        <label className="field">
          <span className="field-label">{t('protection.sessionLimit')}</span>
          <select
            className="rg-select"
            value={overview.sessionLimit.minutes ?? ''}
            disabled={session.isPending}
            onChange={(e) =>
              session.mutate(e.target.value === '' ? null : Number(e.target.value), {
                onSuccess: saved,
              })
            }
          >
            <option value="">{t('protection.noLimit')}</option>
            {SESSION_MINUTES.map((m) => (
              <option key={m} value={m}>
                {minutesLabel(m)}
              </option>
            ))}
          </select>
        </label>
        <label className="field">
          <span className="field-label">{t('protection.realityCheck')}</span>
          <select
            className="rg-select"
            value={overview.realityCheckMinutes ?? ''}
            disabled={reality.isPending}
            onChange={(e) =>
              reality.mutate(e.target.value === '' ? null : Number(e.target.value), {
                onSuccess: saved,
              })
            }
          >
            <option value="">
              {pack.realityCheckMinutes === null
                ? t('protection.off')
                : t('protection.realityDefault', { minutes: pack.realityCheckMinutes })}
            </option>
            {REALITY_MINUTES.map((m) => (
              <option key={m} value={m}>
                {t('protection.every', { label: minutesLabel(m) })}
              </option>
            ))}
          </select>
        </label>
      </div>
      {overview.sessionLimit.pending && (
        <p className="rg-pending">
          {t('protection.pendingSession', {
            at: formatDateTime(overview.sessionLimit.pending.effectiveAt, lang),
          })}
        </p>
      )}
      <p className="rg-note">{t('protection.sessionNote')}</p>
    </section>
  );
}
