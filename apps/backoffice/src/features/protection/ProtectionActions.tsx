// What risk staff may do to a player's protection: exclude (days or until lifted), lift an
// exclusion staff set, make a limit stricter. Each asks for the reason the audit log keeps.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ExclusionRow } from '@talih/contracts/backoffice/protection.ts';
import { LIMIT_KINDS, LIMIT_PERIODS } from '@talih/contracts/jurisdiction.ts';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { toast } from '../../components/Toast.tsx';
import { parseAmount } from '../../lib/amount.ts';
import { errorText } from '../../lib/labels.ts';
import {
  useProtectionAction,
  type LimitKind,
  type LimitPeriod,
  type ProtectionAction,
} from './api.ts';

export function ProtectionActions({
  userId,
  exclusions,
}: {
  userId: number;
  exclusions: ExclusionRow[];
}) {
  const { t } = useTranslation();
  const [pending, setPending] = useState<ProtectionAction | null>(null);
  // A new limit form (an empty amount) after each action done.
  const [done, setDone] = useState(0);
  const act = useProtectionAction(userId, (what) => {
    toast.success(t(`protection.done.${what}`));
    setPending(null);
    setDone((n) => n + 1);
  });
  const staffActive = exclusions.filter((x) => x.kind === 'staff' && x.inForce);
  return (
    <section className="panel" aria-labelledby="protection-actions">
      <h2 id="protection-actions">{t('protection.actionsTitle')}</h2>
      <ExcludeForm onAsk={setPending} />
      {staffActive.map((x) => (
        <div className="action-row" key={x.id}>
          <button
            type="button"
            className="btn btn-small"
            onClick={() => setPending({ what: 'lift', exclusionId: x.id })}
          >
            {t('protection.liftStaff', { id: x.id })}
          </button>
        </div>
      ))}
      <p className="muted small">{t('protection.ownNote')}</p>
      <TightenForm key={done} onAsk={setPending} />
      <ConfirmDialog
        open={pending !== null}
        title={pending ? t(`protection.confirm.${pending.what}`) : ''}
        confirmLabel={t('protection.confirmLabel')}
        requireReason
        danger={pending?.what === 'exclude'}
        busy={act.isPending}
        error={act.isError ? errorText(t, act.error) : null}
        onConfirm={(reason) => pending && act.mutate({ p: pending, reason })}
        onCancel={() => setPending(null)}
      />
    </section>
  );
}

function ExcludeForm({ onAsk }: { onAsk(p: ProtectionAction): void }) {
  const { t } = useTranslation();
  const [days, setDays] = useState('30');
  return (
    <form
      className="action-group"
      onSubmit={(e) => {
        e.preventDefault();
        onAsk({ what: 'exclude', days: days === 'forever' ? null : Number(days) });
      }}
    >
      <fieldset>
        <legend>{t('protection.exclude')}</legend>
        <div className="inline-fields">
          <label className="field">
            <span>{t('protection.length')}</span>
            <select value={days} onChange={(e) => setDays(e.target.value)}>
              {['7', '30', '90', '180', '365'].map((d) => (
                <option key={d} value={d}>
                  {t('protection.days', { count: Number(d) })}
                </option>
              ))}
              <option value="forever">{t('protection.untilLifted')}</option>
            </select>
          </label>
          <button type="submit" className="btn btn-small btn-danger">
            {t('protection.excludeContinue')}
          </button>
        </div>
      </fieldset>
    </form>
  );
}

function TightenForm({ onAsk }: { onAsk(p: ProtectionAction): void }) {
  const { t } = useTranslation();
  const [kind, setKind] = useState<LimitKind>('deposit');
  const [period, setPeriod] = useState<LimitPeriod>('day');
  const [amount, setAmount] = useState('');
  const amountMinor = parseAmount(amount);
  return (
    <form
      className="action-group"
      onSubmit={(e) => {
        e.preventDefault();
        if (amountMinor !== null) onAsk({ what: 'limit', kind, period, amountMinor });
      }}
    >
      <fieldset>
        <legend>{t('protection.tighten')}</legend>
        <div className="inline-fields">
          <label className="field">
            <span>{t('protection.limit')}</span>
            <select value={kind} onChange={(e) => setKind(e.target.value as LimitKind)}>
              {LIMIT_KINDS.map((k) => (
                <option key={k} value={k}>
                  {t(`protection.limitKinds.${k}`)}
                </option>
              ))}
            </select>
          </label>
          <label className="field">
            <span>{t('protection.period')}</span>
            <select value={period} onChange={(e) => setPeriod(e.target.value as LimitPeriod)}>
              {LIMIT_PERIODS.map((p) => (
                <option key={p} value={p}>
                  {t(`protection.periods.${p}`)}
                </option>
              ))}
            </select>
          </label>
          <label className="field">
            <span>{t('protection.amount')}</span>
            <input
              inputMode="decimal"
              value={amount}
              placeholder="0,00"
              onChange={(e) => setAmount(e.target.value)}
              aria-invalid={amount !== '' && amountMinor === null}
            />
          </label>
          <button
            type="submit"
            className="btn btn-small btn-primary"
            disabled={amountMinor === null}
          >
            {t('protection.tightenContinue')}
          </button>
        </div>
        <p className="muted small">{t('protection.tightenHint')}</p>
      </fieldset>
    </form>
  );
}
