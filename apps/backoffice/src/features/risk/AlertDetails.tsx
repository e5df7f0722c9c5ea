// An alert's details in words: the subject (device, IP, IBAN, withdrawal, check) and the facts
// the rule recorded, with the players it names linked to their 360 view.
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { RiskAlertRow } from '@talih/contracts/backoffice/risk.ts';
import { DateTime } from '../../components/DateTime.tsx';
import { Money } from '../../components/Money.tsx';

const num = (v: unknown) => (typeof v === 'number' ? v : null);

export function AlertDetails({ a }: { a: RiskAlertRow }) {
  const { t } = useTranslation();
  const d = a.details;
  const ids = Array.isArray(d.userIds) ? (d.userIds as number[]) : [];
  const facts: React.ReactNode[] = [];
  if (num(d.accounts) !== null) facts.push(t('risk.detail.accounts', { count: num(d.accounts)! }));
  if (num(d.invitees) !== null) facts.push(t('risk.detail.invitees', { count: num(d.invitees)! }));
  if (num(d.violations) !== null)
    facts.push(t('risk.detail.violations', { count: num(d.violations)! }));
  if (num(d.amountMinor) !== null)
    facts.push(
      <>
        {t('risk.detail.amount')}: <Money minor={num(d.amountMinor)} />
      </>,
    );
  if (num(d.since) !== null)
    facts.push(
      <>
        <DateTime ms={num(d.since)} />
      </>,
    );
  if (typeof d.status === 'string') facts.push(t(`payments.status.${d.status}`, d.status));
  const rest =
    facts.length === 0 && ids.length === 0
      ? Object.entries(d)
          .filter(([, v]) => typeof v === 'string' || typeof v === 'number')
          .slice(0, 4)
          .map(([k, v]) => `${k}: ${String(v)}`)
      : [];
  return (
    <span className="alert-details">
      {[...facts, ...rest].map((f, i) => (
        <span key={i} className="alert-fact">
          {f}
        </span>
      ))}
      {ids.length > 0 && (
        <span className="alert-players">
          {ids.slice(0, 8).map((id) => (
            <Link key={id} className="num" to={`/players/${id}`}>
              #{id}
            </Link>
          ))}
          {ids.length > 8 && <span className="muted">…</span>}
        </span>
      )}
    </span>
  );
}
