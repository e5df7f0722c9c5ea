// The player list's filters: status, KYC and VIP level, country, registration and last-login
// days, balance and lifetime-deposit ranges, self-exclusion, open alerts and tags. Typed into
// a draft; "Uygula" puts them in the address (the list reloads), "Temizle" empties them.
import { useQuery } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import {
  KYC_LEVELS,
  PLAYER_STATUSES,
  type PlayerFilter,
} from '@talih/contracts/backoffice/player-list.ts';
import { TagPicker } from '../../components/TagPicker.tsx';
import { currencySign } from '../../lib/format.ts';
import { locale } from '../../lib/i18n.ts';
import { playersQueries } from './api.ts';
import { draftOf, EMPTY_FILTER, filterOf, type Draft } from './filter-params.ts';
import { DateInput } from '../../components/DateInput.tsx';

interface Props {
  filter: PlayerFilter;
  onApply(filter: PlayerFilter): void;
}

function Field(props: { label: string; bad?: boolean; children: ReactNode }) {
  return (
    <label className="field" data-invalid={props.bad || undefined}>
      <span>{props.label}</span>
      {props.children}
    </label>
  );
}

export function FilterPanel({ filter, onApply }: Props) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<Draft>(() => draftOf(filter));
  const [problems, setProblems] = useState<string[]>([]);
  const tags = useQuery(playersQueries.tags());
  const set = (patch: Partial<Draft>) => setDraft({ ...draft, ...patch });
  return (
    <form
      className="player-filters"
      aria-label={t('playerList.filters')}
      onSubmit={(e) => {
        e.preventDefault();
        const out = filterOf(draft);
        if ('problems' in out) return setProblems(out.problems);
        setProblems([]);
        onApply(out.filter);
      }}
    >
      <FilterFields draft={draft} problems={problems} onChange={set} />
      <TagPicker
        label={t('playerList.tags')}
        value={draft.tags}
        onChange={(tags) => set({ tags })}
        known={tags.data?.tags ?? []}
      />
      {problems.length > 0 && (
        <p className="form-error" role="alert">
          {t('playerList.fixFilter')}
        </p>
      )}
      <div className="player-filter-actions">
        <button type="submit" className="btn btn-primary">
          {t('playerList.apply')}
        </button>
        <button
          type="button"
          className="btn"
          onClick={() => {
            setDraft(draftOf(EMPTY_FILTER));
            setProblems([]);
            onApply(EMPTY_FILTER);
          }}
        >
          {t('playerList.clear')}
        </button>
      </div>
    </form>
  );
}

/** The filters' fields, each marked when its value is not one the list can use. */
function FilterFields(props: {
  draft: Draft;
  problems: string[];
  onChange(patch: Partial<Draft>): void;
}) {
  const { t } = useTranslation();
  const sign = currencySign(locale());
  const money = (key: string) => (sign ? `${t(key)} (${sign})` : t(key));
  const { text, date, choice } = fieldMakers(t, props);
  const yesNo: [string, string][] = [
    ['yes', t('playerList.yes')],
    ['no', t('playerList.no')],
  ];
  return (
    <div className="player-filter-grid">
      {choice(
        'status',
        t('playerList.status'),
        PLAYER_STATUSES.map((s) => [s, t(`playerList.statuses.${s}`)]),
      )}
      {choice(
        'kyc',
        t('playerList.kycLevel'),
        KYC_LEVELS.map((l) => [l, t(`playerList.kycLevels.${l}`)]),
      )}
      {text('vipMin', t('playerList.vipMin'))}
      {text('vipMax', t('playerList.vipMax'))}
      {text('country', t('playerList.country'))}
      {date('registeredFrom', t('playerList.registeredFrom'))}
      {date('registeredTo', t('playerList.registeredTo'))}
      {date('lastLoginFrom', t('playerList.lastLoginFrom'))}
      {date('lastLoginTo', t('playerList.lastLoginTo'))}
      {text('balanceMinMinor', money('playerList.balanceMin'))}
      {text('balanceMaxMinor', money('playerList.balanceMax'))}
      {text('depositsMinMinor', money('playerList.depositsMin'))}
      {text('depositsMaxMinor', money('playerList.depositsMax'))}
      {choice('selfExcluded', t('playerList.selfExcluded'), yesNo)}
      {choice('hasOpenAlert', t('playerList.hasOpenAlert'), yesNo)}
    </div>
  );
}

/** The three kinds of filter field: typed text, a day, a choice ('' is all). */
function fieldMakers(
  t: TFunction,
  {
    draft,
    problems,
    onChange,
  }: { draft: Draft; problems: string[]; onChange(patch: Partial<Draft>): void },
) {
  const text = (key: keyof Draft, label: string, type = 'text') => (
    <Field label={label} bad={problems.includes(key)}>
      <input
        type={type}
        value={draft[key] as string}
        inputMode={type === 'text' ? 'decimal' : undefined}
        aria-invalid={problems.includes(key) || undefined}
        onChange={(e) => onChange({ [key]: e.target.value })}
      />
    </Field>
  );
  const date = (key: keyof Draft, label: string) => (
    <Field label={label} bad={problems.includes(key)}>
      <DateInput
        value={draft[key] as string}
        aria-invalid={problems.includes(key) || undefined}
        onChange={(v) => onChange({ [key]: v })}
      />
    </Field>
  );
  const choice = (key: keyof Draft, label: string, options: [string, string][]) => (
    <Field label={label}>
      <select value={draft[key] as string} onChange={(e) => onChange({ [key]: e.target.value })}>
        <option value="">{t('common.all')}</option>
        {options.map(([v, l]) => (
          <option key={v} value={v}>
            {l}
          </option>
        ))}
      </select>
    </Field>
  );
  return { text, date, choice };
}
