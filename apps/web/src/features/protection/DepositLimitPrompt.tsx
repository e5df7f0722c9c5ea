// The deposit limit offered before the first deposit (and required there when the pack asks
// for one), and the field of the registration form that sets it right after sign-up.
import { useState } from 'react';
import { Link } from 'react-router';
import { ShieldCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { ProtectionOverview } from '@talih/contracts/protection.ts';
import { toast } from '../../lib/toast.ts';
import { useSession } from '../../lib/session.ts';
import { useSetLimit } from './api.ts';
import { ExclusionNotice } from './ExclusionNotice.tsx';
import { usePack } from './labels.ts';
import './protection.css';

type Period = 'day' | 'week' | 'month';
const DISMISS_KEY = 'talih.depositLimitOffer';

/** "150" or "150,50" -> minor units; null when it is not an amount. */
export function parseLimit(text: string): number | null {
  const n = Number(text.trim().replace(',', '.'));
  return text.trim() !== '' && Number.isFinite(n) && n >= 1 ? Math.round(n * 100) : null;
}

/** Before a deposit: the exclusion in force, or the limit offer (required: the form waits). */
export function DepositGate({ overview }: { overview: ProtectionOverview | undefined }) {
  const userId = useSession((s) => s.userid);
  const [dismissed, setDismissed] = useState(
    () => localStorage.getItem(`${DISMISS_KEY}.${userId}`) === '1',
  );
  if (!overview) return null;
  if (overview.exclusion) return <ExclusionNotice exclusion={overview.exclusion} />;
  const required = overview.missingRequired.includes('deposit');
  const hasLimit = overview.limits.some(
    (l) => l.kind === 'deposit' && (l.amountMinor !== null || l.pending !== null),
  );
  if (!required && (hasLimit || dismissed)) return null;
  const dismiss = () => {
    localStorage.setItem(`${DISMISS_KEY}.${userId}`, '1');
    setDismissed(true);
  };
  return <LimitOffer required={required} onLater={required ? undefined : dismiss} />;
}

function LimitOffer({ required, onLater }: { required: boolean; onLater?: () => void }) {
  const { t } = useTranslation();
  const set = useSetLimit();
  const [period, setPeriod] = useState<Period>('day');
  const [text, setText] = useState('');
  const amount = parseLimit(text);
  return (
    <section className="rg-card rg-offer" data-testid="deposit-limit-offer">
      <div className="rg-excluded-head">
        <ShieldCheck size={22} aria-hidden="true" />
        <h2 className="rg-card-title">{t('protection.offerTitle')}</h2>
      </div>
      <p className="rg-note">{t(required ? 'protection.offerRequired' : 'protection.offerBody')}</p>
      <form
        className="rg-row-form"
        onSubmit={(e) => {
          e.preventDefault();
          if (amount === null) return;
          set.mutate(
            { kind: 'deposit', period, amountMinor: amount },
            { onSuccess: () => toast(t('protection.saved'), 'success') },
          );
        }}
      >
        <select
          className="rg-select"
          aria-label={t('protection.periodLabel')}
          value={period}
          onChange={(e) => setPeriod(e.target.value as Period)}
        >
          {(['day', 'week', 'month'] as const).map((p) => (
            <option key={p} value={p}>
              {t(`protection.period.${p}`)}
            </option>
          ))}
        </select>
        <div className="input-wrap">
          <input
            inputMode="decimal"
            aria-label={t('protection.kind.deposit')}
            placeholder={t('protection.newLimit')}
            value={text}
            onChange={(e) => setText(e.target.value)}
          />
        </div>
        <button
          type="submit"
          className="btn btn-primary btn-sm"
          disabled={amount === null || set.isPending}
        >
          {t('protection.save')}
        </button>
      </form>
      <div className="rg-options">
        <Link to="/responsible-gaming" className="btn btn-ghost btn-sm">
          {t('protection.allLimits')}
        </Link>
        {onLater && (
          <button type="button" className="btn btn-ghost btn-sm" onClick={onLater}>
            {t('protection.later')}
          </button>
        )}
      </div>
    </section>
  );
}

/** The registration form's deposit limit: a daily amount, required when the pack asks. */
export function SignupLimitField(props: {
  value: string;
  onChange: (v: string) => void;
  error?: string;
}) {
  const { t } = useTranslation();
  const pack = usePack();
  const required = pack.limitsRequiredAtSignup.includes('deposit');
  return (
    <label className="field">
      <span className="field-label">
        {t(required ? 'protection.signupLimitRequired' : 'protection.signupLimit')}
      </span>
      <div className="input-wrap" data-invalid={props.error ? 'true' : undefined}>
        <input
          name="depositLimit"
          inputMode="decimal"
          placeholder={t('protection.signupLimitPlaceholder')}
          value={props.value}
          onChange={(e) => props.onChange(e.target.value)}
        />
      </div>
      <span className="field-error">{props.error}</span>
    </label>
  );
}
