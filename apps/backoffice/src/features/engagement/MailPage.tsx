// The mail composer: to one player, a segment or everyone, with an optional claimable prize and
// a send time. Before sending it shows how many players it reaches and the total prize money;
// above the configured threshold the send waits for a second approver. Below: the sends.
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MailTarget } from '@talih/contracts/backoffice/engagement.ts';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { Money } from '../../components/Money.tsx';
import { toast } from '../../components/Toast.tsx';
import { errorText } from '../../lib/labels.ts';
import { useCan } from '../../lib/session.ts';
import { Campaigns } from './Campaigns.tsx';
import { useDebounced } from './hooks.ts';
import { DateTimeInput, MoneyInput } from './inputs.tsx';
import { engagementQueries, useSendMail } from './api.ts';

interface Draft {
  target: MailTarget['target'];
  userId: string;
  segmentId: string;
  title: string;
  content: string;
  amountMinor: number;
  sendAt: number | null;
}
const EMPTY: Draft = {
  target: 'segment',
  userId: '',
  segmentId: '',
  title: '',
  content: '',
  amountMinor: 0,
  sendAt: null,
};

function targetOf(d: Draft): MailTarget | null {
  if (d.target === 'all') return { target: 'all' };
  if (d.target === 'player')
    return /^\d+$/.test(d.userId) ? { target: 'player', userId: Number(d.userId) } : null;
  return d.segmentId ? { target: 'segment', segmentId: Number(d.segmentId) } : null;
}

function CostPreview({ to, amountMinor }: { to: MailTarget | null; amountMinor: number }) {
  const { t } = useTranslation();
  const key = useDebounced({ to, amountMinor }, 400);
  const ok = key.to !== null && Number.isSafeInteger(key.amountMinor) && key.amountMinor >= 0;
  const preview = useQuery(engagementQueries.mailPreview(key, ok));
  if (!ok) return <p className="muted small">{t('engagement.mail.pickTarget')}</p>;
  if (preview.isError)
    return (
      <p className="form-error" role="alert">
        {errorText(t, preview.error)}
      </p>
    );
  const p = preview.data;
  if (!p) return <p className="muted small">{t('common.loading')}</p>;
  return (
    <div
      className={`panel cost-panel ${p.needsApproval ? 'cost-warn' : ''}`}
      role="status"
      data-testid="mail-cost"
    >
      <dl className="facts">
        <div>
          <dt>{t('engagement.mail.recipients')}</dt>
          <dd className="num">{p.recipients}</dd>
        </div>
        <div>
          <dt>{t('engagement.mail.prizeEach')}</dt>
          <dd>
            <Money minor={key.amountMinor} />
          </dd>
        </div>
        <div>
          <dt>{t('engagement.mail.totalCost')}</dt>
          <dd>
            <strong>
              <Money minor={p.totalCostMinor} />
            </strong>
          </dd>
        </div>
      </dl>
      <p className="small">
        {p.needsApproval ? t('engagement.mail.needsApproval') : t('engagement.mail.noApproval')}{' '}
        <span className="muted">
          ({t('engagement.mail.threshold')} <Money minor={p.thresholdMinor} />)
        </span>
      </p>
    </div>
  );
}

/** Who the mail goes to: one player by id, a saved segment, or every player. */
function TargetFields({ d, setD }: { d: Draft; setD(next: Draft): void }) {
  const { t } = useTranslation();
  const segments = useQuery(engagementQueries.allSegments());
  return (
    <fieldset className="plain">
      <legend className="field-legend">{t('engagement.mail.to')}</legend>
      <div className="inline-fields">
        {(['player', 'segment', 'all'] as const).map((k) => (
          <label key={k} className="check">
            <input
              type="radio"
              name="target"
              checked={d.target === k}
              onChange={() => setD({ ...d, target: k })}
            />{' '}
            {t(`engagement.mail.targets.${k}`)}
          </label>
        ))}
      </div>
      {d.target === 'player' && (
        <label className="field">
          <span>{t('engagement.mail.userId')}</span>
          <input
            inputMode="numeric"
            value={d.userId}
            onChange={(e) => setD({ ...d, userId: e.target.value.trim() })}
          />
        </label>
      )}
      {d.target === 'segment' && (
        <label className="field">
          <span>{t('engagement.mail.segment')}</span>
          <select value={d.segmentId} onChange={(e) => setD({ ...d, segmentId: e.target.value })}>
            <option value="">{t('engagement.mail.pickSegment')}</option>
            {segments.data?.rows.map((s) => (
              <option key={s.id} value={s.id}>
                {s.name}
              </option>
            ))}
          </select>
        </label>
      )}
    </fieldset>
  );
}

/** The mail itself: title, text, the prize it carries and when it goes. */
function MessageFields({ d, setD }: { d: Draft; setD(next: Draft): void }) {
  const { t } = useTranslation();
  return (
    <>
      <label className="field">
        <span>{t('engagement.mail.title')}</span>
        <input
          value={d.title}
          maxLength={200}
          onChange={(e) => setD({ ...d, title: e.target.value })}
        />
      </label>
      <label className="field">
        <span>{t('engagement.mail.content')}</span>
        <textarea
          rows={5}
          maxLength={4000}
          value={d.content}
          onChange={(e) => setD({ ...d, content: e.target.value })}
        />
      </label>
      <div className="inline-fields">
        <MoneyInput
          label={t('engagement.mail.prize')}
          value={d.amountMinor}
          onChange={(v) => setD({ ...d, amountMinor: v })}
        />
        <DateTimeInput
          label={t('engagement.mail.sendAt')}
          value={d.sendAt}
          onChange={(v) => setD({ ...d, sendAt: v })}
        />
      </div>
      <p className="muted small">{t('engagement.mail.sendAtHint')}</p>
    </>
  );
}

function Composer() {
  const { t } = useTranslation();
  const [d, setD] = useState<Draft>(EMPTY);
  const [confirming, setConfirming] = useState(false);
  const to = targetOf(d);
  const valid =
    to !== null &&
    d.title.trim() !== '' &&
    d.content.trim() !== '' &&
    Number.isSafeInteger(d.amountMinor) &&
    d.amountMinor >= 0;
  const send = useSendMail((res) => {
    toast.success(
      res.status === 'awaiting_approval'
        ? t('engagement.mail.sentForApproval')
        : t('engagement.mail.scheduled'),
    );
    setConfirming(false);
    setD(EMPTY);
  });
  return (
    <>
      <form
        className="panel mail-form"
        onSubmit={(e) => {
          e.preventDefault();
          if (valid) setConfirming(true);
        }}
      >
        <h2>{t('engagement.mail.compose')}</h2>
        <TargetFields d={d} setD={setD} />
        <MessageFields d={d} setD={setD} />
        <CostPreview to={to} amountMinor={d.amountMinor} />
        <div className="action-row">
          <button type="submit" className="btn btn-primary" disabled={!valid}>
            {t('engagement.mail.send')}
          </button>
        </div>
      </form>
      <ConfirmDialog
        open={confirming}
        title={t('engagement.mail.confirmTitle')}
        confirmLabel={t('engagement.mail.send')}
        busy={send.isPending}
        error={send.error ? errorText(t, send.error) : null}
        onCancel={() => {
          setConfirming(false);
          send.reset();
        }}
        onConfirm={() =>
          to &&
          send.mutate({
            to,
            title: d.title,
            content: d.content,
            amountMinor: d.amountMinor,
            sendAt: d.sendAt,
          })
        }
      >
        <p>{t('engagement.mail.confirmBody', { title: d.title })}</p>
      </ConfirmDialog>
    </>
  );
}

export function MailPage() {
  const canSend = useCan('mail.send');
  return (
    <>
      {canSend && <Composer />}
      <Campaigns />
    </>
  );
}
