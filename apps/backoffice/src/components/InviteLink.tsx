// The one-time enrolment link, shown once after creating or resetting a staff member.
import { useTranslation } from 'react-i18next';
import { toast } from './Toast.tsx';

export function InviteLink({ url, onClose }: { url: string; onClose(): void }) {
  const { t } = useTranslation();
  return (
    <div className="card invite" role="status">
      <h2>{t('staff.inviteTitle')}</h2>
      <p className="muted small">{t('staff.inviteHelp')}</p>
      <div className="copy-row">
        <code className="secret" data-testid="enrol-url">
          {url}
        </code>
        <button
          type="button"
          className="btn"
          onClick={() =>
            void navigator.clipboard?.writeText(url).then(() => toast.success(t('common.copied')))
          }
        >
          {t('common.copy')}
        </button>
        <button type="button" className="btn" onClick={onClose}>
          ✕<span className="sr-only">{t('common.cancel')}</span>
        </button>
      </div>
    </div>
  );
}
