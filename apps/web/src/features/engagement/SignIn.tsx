// The daily sign-in dialog (docs/seed-spec.md S3.5): the calendar of prizes, today's claim, and the
// streak rules in plain words. Opened from the header gift button and the VIP page.
import { useState } from 'react';
import { CalendarCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../components/ui/Dialog.tsx';
import { useSignInRecord } from './api.ts';
import { SignInCalendar } from './sign-in/SignInCalendar.tsx';
import './engagement.css';

export function SignInDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={t('engagement.signIn.title')}
      testId="sign-in-dialog"
    >
      {open && <SignInCalendar />}
    </Dialog>
  );
}

/** The header's gift button; a dot while today's prize waits. */
export function SignInButton({
  className = 'icon-btn',
  withLabel = false,
}: {
  className?: string;
  /** Shows the title beside the icon (on pages; the header keeps the icon alone). */
  withLabel?: boolean;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const q = useSignInRecord();
  const waiting = q.data ? !q.data.bsignInToday : false;
  return (
    <>
      <button
        type="button"
        className={`${className} eng-bell`}
        onClick={() => setOpen(true)}
        aria-label={waiting ? t('engagement.signIn.buttonWaiting') : t('engagement.signIn.title')}
        data-testid="sign-in-button"
      >
        <CalendarCheck size={20} aria-hidden="true" />
        {withLabel && <span aria-hidden="true">{t('engagement.signIn.title')}</span>}
        {waiting && <span className="eng-dot" aria-hidden="true" />}
      </button>
      <SignInDialog open={open} onClose={() => setOpen(false)} />
    </>
  );
}
