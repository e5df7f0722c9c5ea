// The period picker: presets, two Istanbul days and the bucket size.
import { GRANULARITIES, type Granularity } from '@talih/contracts/backoffice/reports.ts';
import { useTranslation } from 'react-i18next';
import { PRESETS, presetPeriod, type PeriodChoice, type Preset } from './period.ts';
import { DateInput } from '../../components/DateInput.tsx';

export function PeriodBar(props: {
  value: PeriodChoice;
  preset: Preset | null;
  busy: boolean;
  onChange(next: PeriodChoice, preset: Preset | null): void;
}) {
  const { t } = useTranslation();
  const { value } = props;
  const set = (patch: Partial<PeriodChoice>) => props.onChange({ ...value, ...patch }, null);
  return (
    <div className="card period-bar">
      <div className="segmented" role="group" aria-label={t('reports.period.presets')}>
        {PRESETS.map((p) => (
          <button
            key={p}
            type="button"
            className="btn btn-small"
            aria-pressed={props.preset === p}
            onClick={() => props.onChange(presetPeriod(p), p)}
          >
            {t(`reports.period.${p}`)}
          </button>
        ))}
      </div>
      <label>
        <span>{t('common.from')}</span>
        <DateInput value={value.from} onChange={(v) => v && v <= value.to && set({ from: v })} />
      </label>
      <label>
        <span>{t('common.to')}</span>
        <DateInput value={value.to} onChange={(v) => v && v >= value.from && set({ to: v })} />
      </label>
      <div className="segmented" role="group" aria-label={t('reports.period.granularity')}>
        {GRANULARITIES.map((g: Granularity) => (
          <button
            key={g}
            type="button"
            className="btn btn-small"
            aria-pressed={value.granularity === g}
            onClick={() => props.onChange({ ...value, granularity: g }, props.preset)}
          >
            {t(`reports.period.${g}`)}
          </button>
        ))}
      </div>
      <span className="muted small period-note">
        {props.busy ? t('common.loading') : t('reports.period.istanbul')}
      </span>
    </div>
  );
}
