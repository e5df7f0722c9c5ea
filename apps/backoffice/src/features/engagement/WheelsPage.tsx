// Prize wheels: pick a wheel, edit its segments (prize and weight) and how spins are earned;
// each segment's chance and the expected cost of one spin are shown as the weights are typed,
// before anything is saved.
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { WHEEL_CODES } from '@talih/contracts/engagement.ts';
import {
  wheelBody,
  wheelOdds,
  WHEEL_SEGMENTS_MAX,
  WHEEL_SEGMENTS_MIN,
  type WheelBody,
  type WheelOdds,
} from '@talih/contracts/backoffice/engagement-config.ts';
import { Money } from '../../components/Money.tsx';
import { locale } from '../../lib/i18n.ts';
import { ConfigEditor, useConfig } from './ConfigEditor.tsx';
import { IntInput, MoneyInput } from './inputs.tsx';

const percent = (p: number) =>
  new Intl.NumberFormat(locale(), {
    style: 'percent',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(p);

export function OddsTable({
  draft,
  live,
  onChange,
}: {
  draft: WheelBody;
  live: WheelBody | null;
  onChange(next: WheelBody): void;
}) {
  const { t } = useTranslation();
  const odds = wheelOdds(
    draft.segments.map((s) => ({
      amountMinor: Number.isFinite(s.amountMinor) ? s.amountMinor : 0,
      weight: Number.isFinite(s.weight) ? s.weight : 0,
    })),
  );
  const liveOdds = live ? wheelOdds(live.segments) : null;
  const setSegment = (i: number, patch: Partial<Segment>) =>
    onChange({
      ...draft,
      segments: draft.segments.map((s, j) => (j === i ? { ...s, ...patch } : s)),
    });
  return (
    <>
      <div className="table-wrap">
        <table className="table odds-table">
          <caption className="sr-only">{t('engagement.wheels.segments')}</caption>
          <OddsHead />
          <tbody>
            {draft.segments.map((s, i) => (
              <SegmentRow
                key={i}
                n={i}
                segment={s}
                chance={odds.probabilities[i] ?? 0}
                canRemove={draft.segments.length > WHEEL_SEGMENTS_MIN}
                onChange={(patch) => setSegment(i, patch)}
                onRemove={() =>
                  onChange({ ...draft, segments: draft.segments.filter((_, j) => j !== i) })
                }
              />
            ))}
          </tbody>
        </table>
      </div>
      <div className="action-row">
        <button
          type="button"
          className="btn btn-small"
          disabled={draft.segments.length >= WHEEL_SEGMENTS_MAX}
          onClick={() =>
            onChange({ ...draft, segments: [...draft.segments, { amountMinor: 0, weight: 1 }] })
          }
        >
          {t('engagement.wheels.addSegment')}
        </button>
      </div>
      <OddsSummary odds={odds} liveOdds={liveOdds} />
    </>
  );
}

function OddsHead() {
  const { t } = useTranslation();
  return (
    <thead>
      <tr>
        <th scope="col">#</th>
        <th scope="col">{t('engagement.wheels.prize')} (₺)</th>
        <th scope="col">{t('engagement.wheels.weight')}</th>
        <th scope="col" className="right">
          {t('engagement.wheels.chance')}
        </th>
        <th scope="col" className="right">
          {t('engagement.wheels.costShare')}
        </th>
        <th scope="col">
          <span className="sr-only">{t('engagement.remove')}</span>
        </th>
      </tr>
    </thead>
  );
}

type Segment = WheelBody['segments'][number];

/** One segment: its prize and weight as typed, its chance and its share of a spin's cost. */
function SegmentRow(props: {
  n: number;
  segment: Segment;
  chance: number;
  canRemove: boolean;
  onChange(patch: Partial<Segment>): void;
  onRemove(): void;
}) {
  const { t } = useTranslation();
  const { n: i, segment: s } = props;
  return (
    <tr>
      <td className="num">{i + 1}</td>
      <td>
        <MoneyInput
          bare
          label={t('engagement.wheels.prizeOf', { n: i + 1 })}
          value={s.amountMinor}
          onChange={(v) => props.onChange({ amountMinor: v })}
        />
      </td>
      <td>
        <IntInput
          bare
          label={t('engagement.wheels.weightOf', { n: i + 1 })}
          value={s.weight}
          onChange={(v) => props.onChange({ weight: v })}
        />
      </td>
      <td className="num right" data-testid={`odds-${i}`}>
        {percent(props.chance)}
      </td>
      <td className="num right">
        <Money
          minor={Math.round(props.chance * (Number.isFinite(s.amountMinor) ? s.amountMinor : 0))}
        />
      </td>
      <td>
        <button
          type="button"
          className="btn btn-small"
          disabled={!props.canRemove}
          onClick={props.onRemove}
        >
          {t('engagement.remove')}
        </button>
      </td>
    </tr>
  );
}

/** The expected cost of one spin (beside the live wheel's) and the total weight. */
function OddsSummary({ odds, liveOdds }: { odds: WheelOdds; liveOdds: WheelOdds | null }) {
  const { t } = useTranslation();
  return (
    <dl className="facts odds-summary">
      <div>
        <dt>{t('engagement.wheels.expectedCost')}</dt>
        <dd data-testid="expected-cost">
          <strong>
            <Money minor={Math.round(odds.expectedCostMinor)} />
          </strong>
          {liveOdds && (
            <span className="muted small">
              {' '}
              · {t('engagement.wheels.liveCost')}{' '}
              <Money minor={Math.round(liveOdds.expectedCostMinor)} />
            </span>
          )}
        </dd>
      </div>
      <div>
        <dt>{t('engagement.wheels.totalWeight')}</dt>
        <dd className="num">{odds.totalWeight}</dd>
      </div>
    </dl>
  );
}

function WheelForm({
  draft,
  setDraft,
  live,
}: {
  draft: WheelBody;
  setDraft(next: WheelBody): void;
  live: WheelBody | null;
}) {
  const { t } = useTranslation();
  return (
    <>
      <h2>{t('engagement.wheels.segments')}</h2>
      <OddsTable draft={draft} live={live} onChange={setDraft} />
      <h2>{t('engagement.wheels.rules')}</h2>
      <div className="inline-fields">
        <IntInput
          label={t('engagement.fields.minVipLevel')}
          value={draft.minVipLevel}
          onChange={(v) => setDraft({ ...draft, minVipLevel: v })}
        />
        <IntInput
          label={t('engagement.fields.perDeposits')}
          value={draft.perDeposits}
          onChange={(v) => setDraft({ ...draft, perDeposits: v })}
        />
        <MoneyInput
          label={t('engagement.fields.perTurnoverMinor')}
          value={draft.perTurnoverMinor}
          onChange={(v) => setDraft({ ...draft, perTurnoverMinor: v })}
        />
        <IntInput
          label={t('engagement.fields.perInvites')}
          value={draft.perInvites}
          onChange={(v) => setDraft({ ...draft, perInvites: v })}
        />
      </div>
      <p className="muted small">{t('engagement.wheels.rulesHint')}</p>
    </>
  );
}

export function WheelsPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const asked = params.get('wheel');
  const code = WHEEL_CODES.find((c) => c === asked) ?? WHEEL_CODES[0];
  const setCode = (c: string) => setParams({ wheel: c }, { replace: true });
  const kind = `wheel:${code}`;
  const live = useConfig(kind).data?.live as WheelBody | undefined;
  return (
    <>
      <div className="tabs sub-tabs" role="tablist" aria-label={t('engagement.wheels.pick')}>
        {WHEEL_CODES.map((c) => (
          <button
            key={c}
            type="button"
            role="tab"
            className="tab"
            aria-selected={c === code}
            onClick={() => setCode(c)}
          >
            {t(`engagement.wheels.names.${c}`)}
          </button>
        ))}
      </div>
      <ConfigEditor<WheelBody>
        key={kind}
        kind={kind}
        schema={wheelBody}
        form={(draft, setDraft) => (
          <WheelForm draft={draft} setDraft={setDraft} live={live ?? null} />
        )}
      />
    </>
  );
}
