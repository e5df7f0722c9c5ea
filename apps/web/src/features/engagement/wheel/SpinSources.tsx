// Where the player's spins come from: one row per rule the wheel has (deposits, turnover,
// invites) with the spins it earned, the spins used, and what is left.
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { WheelView } from '@talih/contracts/engagement.ts';
import type { Language } from '@talih/contracts/i18n.ts';
import { formatMoney } from '../../../lib/format.ts';
import { useSession } from '../../../lib/session.ts';

type SourceRow = { key: string; rule: string; earned: number };

/** The rules the wheel has (a rule of 0 is off), each with its spins earned so far. */
function sourceRows(wheel: WheelView, t: TFunction, lang: Language): SourceRow[] {
  const rows: SourceRow[] = [];
  if (wheel.rules.perDeposits > 0) {
    rows.push({
      key: 'deposits',
      rule:
        wheel.rules.perDeposits === 1
          ? t('engagement.wheel.ruleDepositEach')
          : t('engagement.wheel.ruleDeposits', { count: wheel.rules.perDeposits }),
      earned: wheel.earned.deposits,
    });
  }
  if (wheel.rules.perTurnover > 0) {
    rows.push({
      key: 'turnover',
      rule: t('engagement.wheel.ruleTurnover', {
        amount: formatMoney(wheel.rules.perTurnover, lang),
      }),
      earned: wheel.earned.turnover,
    });
  }
  if (wheel.rules.perInvites > 0) {
    rows.push({
      key: 'invites',
      rule:
        wheel.rules.perInvites === 1
          ? t('engagement.wheel.ruleInviteEach')
          : t('engagement.wheel.ruleInvites', { count: wheel.rules.perInvites }),
      earned: wheel.earned.invites,
    });
  }
  return rows;
}

/**
 * The deposit rule as it works: a deposit counts once it is wagered (its amount played), so
 * the player sees how many of their deposits count and what is left to play for the next.
 */
function DepositProgress({ wheel }: { wheel: WheelView }) {
  const { t } = useTranslation();
  const lang = useSession((s) => s.lang);
  const d = wheel.deposits;
  return (
    <div className="eng-note" data-testid="deposit-progress">
      <p>{t('engagement.wheel.depositRule')}</p>
      <p>
        {t('engagement.wheel.depositCounted', { counted: d.counted, confirmed: d.confirmed })}
        {d.wagerToNext > 0 &&
          ` ${t('engagement.wheel.depositNext', { amount: formatMoney(d.wagerToNext, lang) })}`}
      </p>
    </div>
  );
}

export function SpinSources({ wheel }: { wheel: WheelView }) {
  const { t } = useTranslation();
  const lang = useSession((s) => s.lang);
  const rows = sourceRows(wheel, t, lang);
  return (
    <div className="eng-card">
      <h2 className="eng-card-title">{t('engagement.wheel.howToEarn')}</h2>
      <table className="eng-table">
        <thead>
          <tr>
            <th scope="col">{t('engagement.wheel.source')}</th>
            <th scope="col" className="num">
              {t('engagement.wheel.earned')}
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.key} data-testid={`spin-source-${r.key}`}>
              <td>{r.rule}</td>
              <td className="num amount">{r.earned}</td>
            </tr>
          ))}
          <tr>
            <td>{t('engagement.wheel.used')}</td>
            <td className="num amount">{wheel.used > 0 ? `−${wheel.used}` : 0}</td>
          </tr>
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">{t('engagement.wheel.spinsLeftLabel')}</th>
            <td className="num amount" data-testid="spins-left">
              {wheel.spinsLeft}
            </td>
          </tr>
        </tfoot>
      </table>
      {wheel.rules.perDeposits > 0 && <DepositProgress wheel={wheel} />}
    </div>
  );
}
