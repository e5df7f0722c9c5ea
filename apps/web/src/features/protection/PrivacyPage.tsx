// /privacy: the player's KVKK / GDPR rights: a JSON copy of their data, and erasure (the
// profile is anonymised and the account closed; the financial records stay, as the law asks).
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../components/ui/Dialog.tsx';
import { LoginPrompt } from '../../components/ui/LoginPrompt.tsx';
import { useNavigate } from 'react-router';
import { logout } from '../../lib/session-api.ts';
import { useIsPlayer } from '../../lib/session.ts';
import { toast } from '../../lib/toast.ts';
import { eraseMyData, exportMyData } from './api.ts';
import './protection.css';

function download(data: unknown) {
  const blob = new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' });
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = `talih-verilerim-${new Date().toISOString().slice(0, 10)}.json`;
  a.click();
  URL.revokeObjectURL(url);
}

export default function PrivacyPage() {
  const { t } = useTranslation();
  const player = useIsPlayer();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const [asking, setAsking] = useState(false);
  if (!player) return <LoginPrompt title={t('protection.privacyTitle')} />;
  const run = async (work: () => Promise<void>) => {
    setBusy(true);
    try {
      await work();
    } catch {
      // The request client showed the server's message.
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="rg-page">
      <header className="rg-head">
        <h1 className="rg-title">{t('protection.privacyTitle')}</h1>
        <p className="rg-lead">{t('protection.privacyLead')}</p>
      </header>
      <div className="rg-stack">
        <section className="rg-card">
          <h2 className="rg-card-title">{t('protection.exportTitle')}</h2>
          <p className="rg-note">{t('protection.exportNote')}</p>
          <button
            type="button"
            className="btn btn-primary"
            disabled={busy}
            onClick={() => void run(async () => download(await exportMyData()))}
          >
            {t('protection.exportButton')}
          </button>
        </section>
        <section className="rg-card">
          <h2 className="rg-card-title">{t('protection.eraseTitle')}</h2>
          <p className="rg-note">{t('protection.eraseNote')}</p>
          <button
            type="button"
            className="btn btn-secondary"
            disabled={busy}
            onClick={() => setAsking(true)}
          >
            {t('protection.eraseButton')}
          </button>
        </section>
      </div>
      <Dialog
        open={asking}
        onClose={() => setAsking(false)}
        size="sm"
        title={t('protection.eraseConfirmTitle')}
        footer={
          <>
            <button type="button" className="btn btn-secondary" onClick={() => setAsking(false)}>
              {t('protection.cancel')}
            </button>
            <button
              type="button"
              className="btn btn-primary"
              disabled={busy}
              onClick={() =>
                void run(async () => {
                  await eraseMyData();
                  setAsking(false);
                  toast(t('protection.erased'), 'success');
                  await logout();
                  void navigate('/', { replace: true });
                })
              }
            >
              {t('protection.eraseButton')}
            </button>
          </>
        }
      >
        <p>{t('protection.eraseConfirmBody')}</p>
      </Dialog>
    </div>
  );
}
