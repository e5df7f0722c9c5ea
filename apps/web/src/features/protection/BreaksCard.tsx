// Time-out, self-exclusion and (where the pack has it) the panic button. A time-out and a
// self-exclusion are confirmed in a dialog that says what they close; the panic button locks
// at once, with no confirmation, as the German rules ask.
import { useState } from 'react';
import { OctagonAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../lib/session.ts';
import { Dialog } from '../../components/ui/Dialog.tsx';
import { usePanic, useSelfExclude, useTimeOut } from './api.ts';
import { hoursLabel, monthsLabel, usePack } from './labels.ts';

type Ask = { kind: 'time_out'; hours: number } | { kind: 'self_exclusion'; months: number };

export function BreaksCard() {
  const { t } = useTranslation();
  const pack = usePack();
  const lang = useSession((s) => s.lang);
  const [ask, setAsk] = useState<Ask | null>(null);
  const timeOut = useTimeOut();
  const exclude = useSelfExclude();
  const panic = usePanic();
  const confirm = () => {
    if (!ask) return;
    const done = {
      onSettled: () => setAsk(null),
      // The state that replaces this card is at the top of the page: show it.
      onSuccess: () => window.scrollTo({ top: 0, behavior: 'smooth' }),
    };
    if (ask.kind === 'time_out') timeOut.mutate(ask.hours, done);
    else exclude.mutate(ask.months, done);
  };
  const length =
    ask?.kind === 'time_out'
      ? hoursLabel(lang, ask.hours)
      : ask
        ? monthsLabel(t, lang, ask.months)
        : '';
  return (
    <section className="rg-card" aria-labelledby="rg-breaks">
      <h2 className="rg-card-title" id="rg-breaks">
        {t('protection.breaksTitle')}
      </h2>
      {pack.panicButton && (
        <button
          type="button"
          className="btn btn-lg rg-panic"
          disabled={panic.isPending}
          onClick={() =>
            panic.mutate(undefined, {
              onSuccess: () => window.scrollTo({ top: 0, behavior: 'smooth' }),
            })
          }
        >
          <OctagonAlert size={20} aria-hidden="true" />
          {t('protection.panic')}
        </button>
      )}
      <h3 className="rg-sub">{t('protection.timeOut')}</h3>
      <p className="rg-note">{t('protection.timeOutNote')}</p>
      <div className="rg-options">
        {pack.timeOutOptionsHours.map((h) => (
          <button
            key={h}
            type="button"
            className="btn btn-secondary btn-sm"
            onClick={() => setAsk({ kind: 'time_out', hours: h })}
          >
            {hoursLabel(lang, h)}
          </button>
        ))}
      </div>
      <h3 className="rg-sub">{t('protection.selfExclusion')}</h3>
      <p className="rg-note">{t('protection.selfExclusionNote')}</p>
      <div className="rg-options">
        {pack.selfExclusionOptionsMonths.map((m) => (
          <button
            key={m}
            type="button"
            className="btn btn-secondary btn-sm"
            onClick={() => setAsk({ kind: 'self_exclusion', months: m })}
          >
            {monthsLabel(t, lang, m)}
          </button>
        ))}
      </div>
      <Dialog
        open={ask !== null}
        onClose={() => setAsk(null)}
        size="sm"
        testId="rg-confirm"
        title={t(
          ask?.kind === 'self_exclusion'
            ? 'protection.confirmExclusion'
            : 'protection.confirmTimeOut',
          { length },
        )}
        footer={
          <>
            <button type="button" className="btn btn-secondary" onClick={() => setAsk(null)}>
              {t('protection.cancel')}
            </button>
            <button
              type="button"
              className="btn btn-primary"
              disabled={timeOut.isPending || exclude.isPending}
              onClick={confirm}
            >
              {t('protection.confirm')}
            </button>
          </>
        }
      >
        <p>
          {t(
            ask?.kind === 'self_exclusion'
              ? 'protection.confirmExclusionBody'
              : 'protection.confirmTimeOutBody',
          )}
        </p>
      </Dialog>
    </section>
  );
}
