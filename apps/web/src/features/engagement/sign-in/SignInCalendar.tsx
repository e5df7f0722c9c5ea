// The sign-in calendar inside the dialog: the seven days and their prizes, today's claim, and
// the streak rules in plain words; a skeleton while it loads and a retry when it fails.
import { AlertTriangle, CalendarCheck, Check, Gift, RotateCcw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { CallResult } from '@talih/contracts/call.ts';
import type { getSignInRecord } from '@talih/contracts/engagement.ts';
import { formatMoney } from '../../../lib/format.ts';
import { useSession } from '../../../lib/session.ts';
import { toast } from '../../../lib/toast.ts';
import { useClaimSignIn, useSignInRecord } from '../api.ts';

type SignInRecord = CallResult<typeof getSignInRecord>;

function CalendarSkeleton() {
  const { t } = useTranslation();
  return (
    <div className="eng-days" aria-busy="true">
      {Array.from({ length: 7 }, (_, i) => (
        <div key={i} className="skeleton eng-day-skeleton" />
      ))}
      <span className="sr-only">{t('base.loading')}</span>
    </div>
  );
}

function CalendarError({ retry }: { retry: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="eng-empty">
      <AlertTriangle size={24} aria-hidden="true" />
      <p>{t('engagement.signIn.loadError')}</p>
      <button type="button" className="btn btn-secondary btn-sm" onClick={retry}>
        <RotateCcw size={16} aria-hidden="true" />
        {t('base.retry')}
      </button>
    </div>
  );
}

/** A day of the streak: claimed (a tick), today's, or later (a gift), with its prize. */
function Day({ s, day }: { s: SignInRecord; day: SignInRecord['days'][number] }) {
  const { t } = useTranslation();
  const lang = useSession((st) => st.lang);
  const done = day.day <= s.picksNew;
  const today = day.day === s.nextDay;
  const state = done ? 'done' : today ? 'today' : 'later';
  return (
    <li className="eng-day" data-state={state} data-testid={`sign-in-day-${day.day}`}>
      <span className="eng-day-name">{t('engagement.signIn.day', { day: day.day })}</span>
      {done ? (
        <Check size={20} aria-hidden="true" className="eng-day-icon" />
      ) : (
        <Gift size={20} aria-hidden="true" className="eng-day-icon" />
      )}
      <span className="eng-day-amount amount">{formatMoney(day.amount, lang)}</span>
      {done && <span className="sr-only">{t('engagement.claimed')}</span>}
      {today && !done && <span className="sr-only">{t('engagement.signIn.today')}</span>}
    </li>
  );
}

/** Today's claim, or the note that today is done. */
function ClaimAction({ s }: { s: SignInRecord }) {
  const { t } = useTranslation();
  const lang = useSession((st) => st.lang);
  const claim = useClaimSignIn();
  const doClaim = () =>
    claim.mutate(undefined, {
      onSuccess: (r) =>
        toast(
          t('engagement.signIn.claimedToast', { day: r.day, amount: formatMoney(r.amount, lang) }),
          'success',
        ),
    });
  return (
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
  );
}

export function SignInCalendar() {
  const { t } = useTranslation();
  const q = useSignInRecord();
  if (q.isPending) return <CalendarSkeleton />;
  if (q.isError) return <CalendarError retry={() => void q.refetch()} />;
  const s = q.data;
  return (
    <div className="eng-signin" data-testid="sign-in">
      <ol className="eng-days">
        {s.days.map((d) => (
          <Day key={d.day} s={s} day={d} />
        ))}
      </ol>
      <ClaimAction s={s} />
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
