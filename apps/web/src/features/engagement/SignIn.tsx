// The daily sign-in dialog (docs/seed-spec.md S3.5): the calendar of prizes, today's claim, and the
// streak rules in plain words. Opened from the header gift button and the VIP page.
import { useState } from 'react';
import { AlertTriangle, CalendarCheck, Check, Gift, RotateCcw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../components/ui/Dialog.tsx';
import { formatMoney } from '../../lib/format.ts';
import { useSession } from '../../lib/session.ts';
import { toast } from '../../lib/toast.ts';
import { useClaimSignIn, useSignInRecord } from './api.ts';
import './engagement.css';

function SignInCalendar() {
  const { t } = useTranslation();
  const lang = useSession((s) => s.lang);
  const q = useSignInRecord();
  const claim = useClaimSignIn();
  if (q.isPending) {
    return (
      <div className="eng-days" aria-busy="true">
        {Array.from({ length: 7 }, (_, i) => (
          <div key={i} className="skeleton eng-day-skeleton" />
        ))}
        <span className="sr-only">{t('base.loading')}</span>
      </div>
    );
  }
  if (q.isError) {
    return (
      <div className="eng-empty">
        <AlertTriangle size={24} aria-hidden="true" />
        <p>{t('engagement.signIn.loadError')}</p>
        <button type="button" className="btn btn-secondary btn-sm" onClick={() => void q.refetch()}>
          <RotateCcw size={16} aria-hidden="true" />
          {t('base.retry')}
        </button>
      </div>
    );
  }
  const s = q.data;
  const doClaim = () =>
    claim.mutate(undefined, {
      onSuccess: (r) =>
        toast(
          t('engagement.signIn.claimedToast', { day: r.day, amount: formatMoney(r.amount, lang) }),
          'success',
        ),
    });
  return (
    <div className="eng-signin" data-testid="sign-in">
      <ol className="eng-days">
        {s.days.map((d) => {
          const done = d.day <= s.picksNew;
          const today = d.day === s.nextDay;
          const state = done ? 'done' : today ? 'today' : 'later';
          return (
            <li
              key={d.day}
              className="eng-day"
              data-state={state}
              data-testid={`sign-in-day-${d.day}`}
            >
              <span className="eng-day-name">{t('engagement.signIn.day', { day: d.day })}</span>
              {done ? (
                <Check size={20} aria-hidden="true" className="eng-day-icon" />
              ) : (
                <Gift size={20} aria-hidden="true" className="eng-day-icon" />
              )}
              <span className="eng-day-amount amount">{formatMoney(d.amount, lang)}</span>
              {done && <span className="sr-only">{t('engagement.claimed')}</span>}
              {today && !done && <span className="sr-only">{t('engagement.signIn.today')}</span>}
            </li>
          );
        })}
      </ol>
      <div className="eng-signin-action">
        {s.bsignInToday ? (
          <p className="eng-claimed" data-testid="sign-in-done">
            <CalendarCheck size={18} aria-hidden="true" />
            {t('engagement.signIn.doneToday')}
          </p>
        ) : (
          <button
            type="button"
            className="btn btn-primary btn-block btn-lg"
            onClick={doClaim}
            disabled={claim.isPending}
            aria-busy={claim.isPending || undefined}
          >
            {t('engagement.signIn.claimDay', {
              day: s.nextDay,
              amount: formatMoney(s.days.find((d) => d.day === s.nextDay)?.amount ?? 0, lang),
            })}
          </button>
        )}
      </div>
      <div className="eng-rules">
        <p className="eng-rules-title">{t('engagement.rulesTitle')}</p>
        <ul>
          <li>{t('engagement.signIn.ruleOnce')}</li>
          <li>{t('engagement.signIn.ruleStreak', { days: s.days.length })}</li>
          <li>{t('engagement.signIn.ruleMissed')}</li>
        </ul>
      </div>
    </div>
  );
}

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
