// The deposit, loss and wager limits: one kind at a time, a row per period with what is set,
// used and left, a waiting raise with its date, and a field to change it.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LIMIT_KINDS } from '@talih/contracts/jurisdiction.ts';
import type { MoneyLimit, ProtectionOverview } from '@talih/contracts/protection.ts';
import { formatDateTime } from '../../lib/format.ts';
import { useSession } from '../../lib/session.ts';
import { toast } from '../../lib/toast.ts';
import { useSetLimit } from './api.ts';
import { money } from './labels.ts';

type Kind = MoneyLimit['kind'];

export function LimitsCard({ overview }: { overview: ProtectionOverview }) {
  const { t } = useTranslation();
  const [kind, setKind] = useState<Kind>('deposit');
  return (
    <section className="rg-card" aria-labelledby="rg-limits">
      <h2 className="rg-card-title" id="rg-limits">
        {t('protection.limitsTitle')}
      </h2>
      <p className="rg-note">{t('protection.limitsNote', { hours: overview.coolingOffHours })}</p>
      <div className="rg-tabs" role="tablist">
        {LIMIT_KINDS.map((k) => (
          <button
            key={k}
            type="button"
            role="tab"
            aria-selected={k === kind}
            className="rg-tab"
            onClick={() => setKind(k)}
          >
            {t(`protection.kind.${k}`)}
          </button>
        ))}
      </div>
      <ul className="rg-rows">
        {overview.limits
          .filter((l) => l.kind === kind)
          .map((l) => (
            <LimitRow key={`${l.kind}-${l.period}`} limit={l} />
          ))}
      </ul>
    </section>
  );
}

/** A limit's amount, what is used and left of it, and a change that waits to take effect. */
function LimitStatus({ limit, id }: { limit: MoneyLimit; id: string }) {
  const { t } = useTranslation();
  const lang = useSession((s) => s.lang);
  return (
    <>
      <div className="rg-row-head">
        <span className="rg-row-label">{t(`protection.period.${limit.period}`)}</span>
        <span className="rg-row-value amount">
          {limit.amountMinor === null ? t('protection.noLimit') : money(limit.amountMinor, lang)}
        </span>
      </div>
      {limit.remainingMinor !== null && (
        <p className="rg-row-sub amount">
          {t('protection.usedLeft', {
            used: money(Math.max(0, limit.usedMinor), lang),
            left: money(limit.remainingMinor, lang),
          })}
        </p>
      )}
      {limit.pending && (
        <p className="rg-pending" data-testid={`${id}-pending`}>
          {limit.pending.amountMinor === null
            ? t('protection.pendingRemove', { at: formatDateTime(limit.pending.effectiveAt, lang) })
            : t('protection.pendingRaise', {
                amount: money(limit.pending.amountMinor, lang),
                at: formatDateTime(limit.pending.effectiveAt, lang),
              })}
        </p>
      )}
    </>
  );
}

function LimitRow({ limit }: { limit: MoneyLimit }) {
  const { t } = useTranslation();
  const set = useSetLimit();
  const [value, setValue] = useState('');
  const id = `limit-${limit.kind}-${limit.period}`;
  const save = (amountMinor: number | null) =>
    set.mutate(
      { kind: limit.kind, period: limit.period, amountMinor },
      {
        onSuccess: (o) => {
          setValue('');
          const now = o.limits.find((x) => x.kind === limit.kind && x.period === limit.period);
          toast(t(now?.pending ? 'protection.savedPending' : 'protection.saved'), 'success');
        },
      },
    );
  const parsed = Number(value.replace(',', '.'));
  const valid = value !== '' && Number.isFinite(parsed) && parsed >= 1;
  return (
    <li className="rg-row" data-testid={id}>
      <LimitStatus limit={limit} id={id} />
      <form
        className="rg-row-form"
        onSubmit={(e) => {
          e.preventDefault();
          if (valid) save(Math.round(parsed * 100));
        }}
      >
        <label className="sr-only" htmlFor={id}>
          {t(`protection.kind.${limit.kind}`)} · {t(`protection.period.${limit.period}`)}
        </label>
        <div className="input-wrap">
          <input
            id={id}
            inputMode="decimal"
            placeholder={t('protection.newLimit')}
            value={value}
            onChange={(e) => setValue(e.target.value)}
          />
        </div>
        <button type="submit" className="btn btn-primary btn-sm" disabled={!valid || set.isPending}>
          {t('protection.save')}
        </button>
        {limit.amountMinor !== null && !limit.pending && (
          <button
            type="button"
            className="btn btn-ghost btn-sm"
            disabled={set.isPending}
            onClick={() => save(null)}
          >
            {t('protection.remove')}
          </button>
        )}
      </form>
    </li>
  );
}
