// The daily sign-in calendar (a prize per day), VIP levels with their benefits (the invite
// rebate rate, the daily withdrawal limit) and the invite-to-unlock (pdd) prize.
import { useTranslation } from 'react-i18next';
import {
  pddBody,
  signInBody,
  vipBody,
  type PddBody,
  type SignInBody,
  type VipBody,
} from '@talih/contracts/backoffice/engagement-config.ts';
import { Money } from '../../components/Money.tsx';
import { locale } from '../../lib/i18n.ts';
import { ConfigEditor } from './ConfigEditor.tsx';
import { IntInput, MoneyInput } from './inputs.tsx';

const MAX_DAYS = 31;
const percent = (share: number) =>
  new Intl.NumberFormat(locale(), { style: 'percent', minimumFractionDigits: 2 }).format(share);

export function SignInPage() {
  const { t } = useTranslation();
  return (
    <ConfigEditor<SignInBody>
      kind="sign_in"
      schema={signInBody}
      form={(draft, setDraft) => (
        <>
          <h2>{t('engagement.signIn.title')}</h2>
          <p className="muted small">{t('engagement.signIn.hint')}</p>
          <div className="day-grid">
            {draft.days.map((amount, i) => (
              <div key={i} className="day-cell">
                <MoneyInput
                  label={t('engagement.signIn.day', { n: i + 1 })}
                  value={amount}
                  onChange={(v) => setDraft({ days: draft.days.map((d, j) => (j === i ? v : d)) })}
                />
              </div>
            ))}
          </div>
          <div className="action-row">
            <button
              type="button"
              className="btn btn-small"
              disabled={draft.days.length >= MAX_DAYS}
              onClick={() => setDraft({ days: [...draft.days, draft.days.at(-1) ?? 100] })}
            >
              {t('engagement.signIn.addDay')}
            </button>
            <button
              type="button"
              className="btn btn-small"
              disabled={draft.days.length <= 1}
              onClick={() => setDraft({ days: draft.days.slice(0, -1) })}
            >
              {t('engagement.signIn.removeDay')}
            </button>
            <span className="muted small">
              {t('engagement.signIn.cycle')}{' '}
              <Money minor={draft.days.reduce((s, d) => s + (Number.isFinite(d) ? d : 0), 0)} />
            </span>
          </div>
        </>
      )}
    />
  );
}

type Level = VipBody['levels'][number];

export function VipPage() {
  return (
    <ConfigEditor<VipBody>
      kind="vip"
      schema={vipBody}
      form={(draft, setDraft) => <VipForm draft={draft} setDraft={setDraft} />}
    />
  );
}

function VipForm({ draft, setDraft }: { draft: VipBody; setDraft(next: VipBody): void }) {
  const { t } = useTranslation();
  const set = (i: number, patch: Partial<Level>) =>
    setDraft({ levels: draft.levels.map((l, j) => (j === i ? { ...l, ...patch } : l)) });
  return (
    <>
      <h2>{t('engagement.vip.title')}</h2>
      <p className="muted small">{t('engagement.vip.hint')}</p>
      <div className="table-wrap">
        <table className="table">
          <caption className="sr-only">{t('engagement.vip.title')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('engagement.fields.level')}</th>
              <th scope="col">{t('engagement.fields.minTurnoverMinor')} (₺)</th>
              <th scope="col">{t('engagement.fields.minDepositsMinor')} (₺)</th>
              <th scope="col">{t('engagement.fields.rebateBps')}</th>
              <th scope="col">{t('engagement.fields.withdrawDailyMaxMinor')} (₺)</th>
            </tr>
          </thead>
          <tbody>
            {draft.levels.map((l, i) => (
              <LevelRow key={l.level} level={l} onChange={(patch) => set(i, patch)} />
            ))}
          </tbody>
        </table>
      </div>
      <div className="action-row">
        <button
          type="button"
          className="btn btn-small"
          onClick={() => {
            const last = draft.levels.at(-1)!;
            setDraft({ levels: [...draft.levels, { ...last, level: draft.levels.length }] });
          }}
        >
          {t('engagement.vip.addLevel')}
        </button>
        <button
          type="button"
          className="btn btn-small"
          disabled={draft.levels.length <= 1}
          onClick={() => setDraft({ levels: draft.levels.slice(0, -1) })}
        >
          {t('engagement.vip.removeLevel')}
        </button>
      </div>
    </>
  );
}

/** One VIP level: what it takes to reach (turnover, deposits) and what it gives. */
function LevelRow({ level: l, onChange }: { level: Level; onChange(patch: Partial<Level>): void }) {
  const { t } = useTranslation();
  const label = (field: string) => `VIP ${l.level}: ${t(`engagement.fields.${field}`)}`;
  return (
    <tr>
      <th scope="row">VIP {l.level}</th>
      <td>
        <MoneyInput
          bare
          label={label('minTurnoverMinor')}
          value={l.minTurnoverMinor}
          onChange={(v) => onChange({ minTurnoverMinor: v })}
        />
      </td>
      <td>
        <MoneyInput
          bare
          label={label('minDepositsMinor')}
          value={l.minDepositsMinor}
          onChange={(v) => onChange({ minDepositsMinor: v })}
        />
      </td>
      <td>
        <span className="rebate-cell">
          <IntInput
            bare
            label={label('rebateBps')}
            value={l.rebateBps}
            onChange={(v) => onChange({ rebateBps: v })}
          />
          <span className="muted small nowrap">
            = {Number.isFinite(l.rebateBps) ? percent(l.rebateBps / 10_000) : '—'}
          </span>
        </span>
      </td>
      <td>
        <MoneyInput
          bare
          label={label('withdrawDailyMaxMinor')}
          value={l.withdrawDailyMaxMinor}
          onChange={(v) => onChange({ withdrawDailyMaxMinor: v })}
        />
      </td>
    </tr>
  );
}

export function PddPage() {
  const { t } = useTranslation();
  return (
    <ConfigEditor<PddBody>
      kind="pdd"
      schema={pddBody}
      form={(draft, setDraft) => (
        <>
          <h2>{t('engagement.pdd.title')}</h2>
          <p className="muted small">{t('engagement.pdd.hint')}</p>
          <div className="inline-fields">
            <MoneyInput
              label={t('engagement.fields.prizeMinor')}
              value={draft.prizeMinor}
              onChange={(v) => setDraft({ ...draft, prizeMinor: v })}
            />
            <IntInput
              label={t('engagement.fields.target')}
              value={draft.target}
              onChange={(v) => setDraft({ ...draft, target: v })}
            />
            <IntInput
              label={t('engagement.fields.durationDays')}
              value={draft.durationDays}
              onChange={(v) => setDraft({ ...draft, durationDays: v })}
            />
          </div>
        </>
      )}
    />
  );
}
