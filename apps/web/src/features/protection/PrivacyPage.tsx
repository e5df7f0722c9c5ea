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

/** A right the player can use: what it does, and its button. */
function RightCard(props: {
  title: string;
  note: string;
  button: string;
  primary: boolean;
  disabled: boolean;
  onClick: () => void;
}) {
  return (
    <section className="rg-card">
      <h2 className="rg-card-title">{props.title}</h2>
      <p className="rg-note">{props.note}</p>
      <button
        type="button"
        className={props.primary ? 'btn btn-primary' : 'btn btn-secondary'}
        disabled={props.disabled}
        onClick={props.onClick}
      >
        {props.button}
      </button>
    </section>
  );
}

/** Erasure is final: it is confirmed in a dialog first. */
function EraseDialog(props: {
  open: boolean;
  busy: boolean;
  onClose: () => void;
  onErase: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Dialog
      open={props.open}
      onClose={props.onClose}
      size="sm"
      title={t('protection.eraseConfirmTitle')}
      footer={
        <>
          <button type="button" className="btn btn-secondary" onClick={props.onClose}>
            {t('protection.cancel')}
          </button>
          <button
            type="button"
            className="btn btn-primary"
            disabled={props.busy}
            onClick={props.onErase}
          >
            {t('protection.eraseButton')}
          </button>
        </>
      }
    >
      <p>{t('protection.eraseConfirmBody')}</p>
    </Dialog>
  );
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
  const erase = () =>
    void run(async () => {
      await eraseMyData();
      setAsking(false);
      toast(t('protection.erased'), 'success');
      await logout();
      void navigate('/', { replace: true });
    });
  return (
    <div className="rg-page">
      <header className="rg-head">
        <h1 className="rg-title">{t('protection.privacyTitle')}</h1>
        <p className="rg-lead">{t('protection.privacyLead')}</p>
      </header>
      <div className="rg-stack">
        <RightCard
          title={t('protection.exportTitle')}
          note={t('protection.exportNote')}
          button={t('protection.exportButton')}
          primary
          disabled={busy}
          onClick={() => void run(async () => download(await exportMyData()))}
        />
        <RightCard
          title={t('protection.eraseTitle')}
          note={t('protection.eraseNote')}
          button={t('protection.eraseButton')}
          primary={false}
          disabled={busy}
          onClick={() => setAsking(true)}
        />
      </div>
      <EraseDialog open={asking} busy={busy} onClose={() => setAsking(false)} onErase={erase} />
    </div>
  );
}
