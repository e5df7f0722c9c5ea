// Recording an interaction on a signs-of-harm task: what was done (a call or a mail, a limit
// made stricter, a time-out, or no action) and a note the audit log keeps as the reason. The
// task closes; where the pack requires an interaction at the task's score, "no action" is
// not offered (and the server refuses it).
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  HARM_OUTCOMES,
  type HarmOutcome,
  type HarmTaskRow,
} from '@talih/contracts/backoffice/harm.ts';
import { LIMIT_KINDS, LIMIT_PERIODS } from '@talih/contracts/jurisdiction.ts';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { toast } from '../../components/Toast.tsx';
import { currencySign } from '../../lib/format.ts';
import { locale } from '../../lib/i18n.ts';
import { errorText } from '../../lib/labels.ts';
import { useRecordInteraction } from './api.ts';

type LimitKind = (typeof LIMIT_KINDS)[number];
type LimitPeriod = (typeof LIMIT_PERIODS)[number];

export function RecordInteraction({ task, onDone }: { task: HarmTaskRow | null; onDone(): void }) {
  const { t } = useTranslation();
  const [outcome, setOutcome] = useState<HarmOutcome>('call');
  const [kind, setKind] = useState<LimitKind>('deposit');
  const [period, setPeriod] = useState<LimitPeriod>('day');
  const [amount, setAmount] = useState('');
  const [days, setDays] = useState('7');
  const record = useRecordInteraction({
    onDone: () => {
      toast.success(t('harm.recorded'));
      onDone();
    },
  });
  return (
    <ConfirmDialog
      open={task !== null}
      title={t('harm.recordTitle')}
      confirmLabel={t('harm.recordConfirm')}
      requireReason
      busy={record.isPending}
      error={record.isError ? errorText(t, record.error) : null}
      onConfirm={(note) =>
        task &&
        record.mutate({
          taskId: task.taskId,
          outcome,
          note,
          ...(outcome === 'limit'
            ? { limit: { kind, period, amountMinor: Math.round(Number(amount) * 100) } }
            : {}),
          ...(outcome === 'time_out' ? { days: Number(days) } : {}),
        })
      }
      onCancel={() => {
        record.reset();
        onDone();
      }}
    >
      {task && (
        <p>
          {task.nickname ?? `#${task.userId}`} · {t('harm.scoreOf', { score: task.score })}
          {task.required && <span className="muted small"> · {t('harm.requiredNote')}</span>}
        </p>
      )}
      <OutcomeSelect value={outcome} required={task?.required ?? false} onChange={setOutcome} />
      {outcome === 'mail' && <p className="muted small">{t('harm.mailHint')}</p>}
      {outcome === 'limit' && (
        <LimitFields
          kind={kind}
          onKind={setKind}
          period={period}
          onPeriod={setPeriod}
          amount={amount}
          onAmount={setAmount}
        />
      )}
      {outcome === 'time_out' && <TimeOutDays value={days} onChange={setDays} />}
    </ConfirmDialog>
  );
}

/** The stricter limit an interaction sets: its kind, period and amount. */
function LimitFields(props: {
  kind: LimitKind;
  onKind(kind: LimitKind): void;
  period: LimitPeriod;
  onPeriod(period: LimitPeriod): void;
  amount: string;
  onAmount(amount: string): void;
}) {
  const { t } = useTranslation();
  return (
    <div className="filter-row">
      <label className="field">
        <span>{t('harm.limitKind')}</span>
        <select value={props.kind} onChange={(e) => props.onKind(e.target.value as LimitKind)}>
          {LIMIT_KINDS.map((k) => (
            <option key={k} value={k}>
              {t(`harm.limitKinds.${k}`)}
            </option>
          ))}
        </select>
      </label>
      <label className="field">
        <span>{t('harm.limitPeriod')}</span>
        <select
          value={props.period}
          onChange={(e) => props.onPeriod(e.target.value as LimitPeriod)}
        >
          {LIMIT_PERIODS.map((p) => (
            <option key={p} value={p}>
              {t(`harm.limitPeriods.${p}`)}
            </option>
          ))}
        </select>
      </label>
      <label className="field">
        <span>
          {t('harm.limitAmount')} {currencySign(locale())}
        </span>
        <input
          inputMode="decimal"
          value={props.amount}
          onChange={(e) => props.onAmount(e.target.value)}
          required
        />
      </label>
    </div>
  );
}

/** What was done; "no action" is not offered where the pack requires an interaction. */
function OutcomeSelect(props: {
  value: HarmOutcome;
  required: boolean;
  onChange(outcome: HarmOutcome): void;
}) {
  const { t } = useTranslation();
  const outcomes = HARM_OUTCOMES.filter((o) => o !== 'no_action' || !props.required);
  return (
    <label className="field">
      <span>{t('harm.outcomeLabel')}</span>
      <select value={props.value} onChange={(e) => props.onChange(e.target.value as HarmOutcome)}>
        {outcomes.map((o) => (
          <option key={o} value={o}>
            {t(`harm.outcomes.${o}`)}
          </option>
        ))}
      </select>
    </label>
  );
}

function TimeOutDays(props: { value: string; onChange(days: string): void }) {
  const { t } = useTranslation();
  return (
    <label className="field">
      <span>{t('harm.timeOutDays')}</span>
      <input
        type="number"
        min={1}
        max={365}
        value={props.value}
        onChange={(e) => props.onChange(e.target.value)}
        required
      />
    </label>
  );
}
