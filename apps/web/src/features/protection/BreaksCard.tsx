// Time-out, self-exclusion and (where the pack has it) the panic button. A time-out and a
// self-exclusion are confirmed in a dialog that says what they close; the panic button locks
// at once, with no confirmation, as the German rules ask.
import { useState } from 'react';
import { Link } from 'react-router';
import { OctagonAlert } from 'lucide-react';
import { HELP_PATHS } from '@talih/contracts/protection.ts';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../lib/session.ts';
import { Dialog } from '../../components/ui/Dialog.tsx';
import { usePanic, useSelfExclude, useTimeOut } from './api.ts';
import { hoursLabel, monthsLabel, usePack } from './labels.ts';

type Ask = { kind: 'time_out'; hours: number } | { kind: 'self_exclusion'; months: number };

/** The state that replaces this card is at the top of the page: show it. */
const showTop = () => window.scrollTo({ top: 0, behavior: 'smooth' });

function PanicButton() {
  const { t } = useTranslation();
  const panic = usePanic();
  return (
    <button
      type="button"
      className="btn btn-lg rg-panic"
      disabled={panic.isPending}
      onClick={() => panic.mutate(undefined, { onSuccess: showTop })}
    >
      <OctagonAlert size={20} aria-hidden="true" />
      {t('protection.panic')}
    </button>
  );
}

/** A kind of break: its heading, what it does, and a button per length the pack offers. */
function BreakOptions<V extends number>(props: {
  title: string;
  note: string;
  options: readonly V[];
  label: (value: V) => string;
  onPick: (value: V) => void;
}) {
  return (
    <>
      <h3 className="rg-sub">{props.title}</h3>
      <p className="rg-note">{props.note}</p>
      <div className="rg-options">
        {props.options.map((v) => (
          <button
            key={v}
            type="button"
            className="btn btn-secondary btn-sm"
            onClick={() => props.onPick(v)}
          >
            {props.label(v)}
          </button>
        ))}
      </div>
    </>
  );
}

/** Confirms the break asked for, saying how long it lasts and what it closes. */
function ConfirmBreak({ ask, onClose }: { ask: Ask | null; onClose: () => void }) {
  const { t } = useTranslation();
  const lang = useSession((s) => s.lang);
  const timeOut = useTimeOut();
  const exclude = useSelfExclude();
  const confirm = () => {
    if (!ask) return;
    const done = { onSettled: onClose, onSuccess: showTop };
    if (ask.kind === 'time_out') timeOut.mutate(ask.hours, done);
    else exclude.mutate(ask.months, done);
  };
  const length =
    ask?.kind === 'time_out'
      ? hoursLabel(lang, ask.hours)
      : ask
        ? monthsLabel(t, lang, ask.months)
        : '';
  const exclusion = ask?.kind === 'self_exclusion';
  return (
    <Dialog
      open={ask !== null}
      onClose={onClose}
      size="sm"
      testId="rg-confirm"
      title={t(exclusion ? 'protection.confirmExclusion' : 'protection.confirmTimeOut', {
        length,
      })}
      footer={
        <>
          <button type="button" className="btn btn-secondary" onClick={onClose}>
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
      <p>{t(exclusion ? 'protection.confirmExclusionBody' : 'protection.confirmTimeOutBody')}</p>
      {exclusion && (
        <p className="rg-note">
          <Link to={HELP_PATHS.help} data-testid="exclusion-help">
            {t('help.exclusionLink')}
          </Link>
        </p>
      )}
    </Dialog>
  );
}

export function BreaksCard() {
  const { t } = useTranslation();
  const pack = usePack();
  const lang = useSession((s) => s.lang);
  const [ask, setAsk] = useState<Ask | null>(null);
  return (
    <section className="rg-card" aria-labelledby="rg-breaks">
      <h2 className="rg-card-title" id="rg-breaks">
        {t('protection.breaksTitle')}
      </h2>
      {pack.panicButton && <PanicButton />}
      <BreakOptions
        title={t('protection.timeOut')}
        note={t('protection.timeOutNote')}
        options={pack.timeOutOptionsHours}
        label={(h) => hoursLabel(lang, h)}
        onPick={(h) => setAsk({ kind: 'time_out', hours: h })}
      />
      <BreakOptions
        title={t('protection.selfExclusion')}
        note={t('protection.selfExclusionNote')}
        options={pack.selfExclusionOptionsMonths}
        label={(m) => monthsLabel(t, lang, m)}
        onPick={(m) => setAsk({ kind: 'self_exclusion', months: m })}
      />
      <ConfirmBreak ask={ask} onClose={() => setAsk(null)} />
    </section>
  );
}
