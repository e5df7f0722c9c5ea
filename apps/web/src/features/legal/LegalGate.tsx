// After a new version of the terms or the privacy notice, the player's next login asks them to
// accept it before going on: a dialog with the texts' links, "accept" and "log out", and no
// other way out. Mounted once for both layouts (app/RootShell.tsx).
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LEGAL_PATHS } from '@talih/contracts/legal.ts';
import { Dialog } from '../../components/ui/Dialog.tsx';
import { logout } from '../../lib/session-api.ts';
import { useAcceptLegal, useLegalPending } from './api.ts';
import './legal.css';

export function LegalGate() {
  const { t } = useTranslation();
  const pending = useLegalPending();
  const accept = useAcceptLegal();
  const items = pending.data ?? [];
  const open = items.length > 0;
  return (
    <Dialog
      open={open}
      onClose={() => undefined}
      closable={false}
      title={t('legal.gate.title')}
      testId="legal-gate"
      size="sm"
      footer={
        <>
          <button type="button" className="btn btn-secondary" onClick={() => void logout()}>
            {t('hub.logout')}
          </button>
          <button
            type="button"
            className="btn btn-primary"
            disabled={accept.isPending}
            aria-busy={accept.isPending || undefined}
            onClick={() => accept.mutate(items.map(({ kind, version }) => ({ kind, version })))}
          >
            {t('legal.gate.accept')}
          </button>
        </>
      }
    >
      <p>{t('legal.gate.body')}</p>
      <ul className="legal-gate-list">
        {items.map((item) => (
          <li key={item.kind}>
            <Link to={LEGAL_PATHS[item.kind]} target="_blank" rel="noopener">
              {item.title}
            </Link>{' '}
            <span className="legal-meta">{t('legal.gate.version', { version: item.version })}</span>
          </li>
        ))}
      </ul>
      {accept.isError && (
        <p className="form-error" role="alert">
          {accept.error.message}
        </p>
      )}
    </Dialog>
  );
}
