// The head every risk queue shares (alerts, signs of harm, AML cases, screening): the title, a
// line of what the queue holds, the page's own action, and the risk tabs under it; and the
// assignee filter the alert and case queues share.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { RiskTabs } from './RiskTabs.tsx';

export function RiskPageHead(props: { title: string; subtitle: string; action?: ReactNode }) {
  return (
    <>
      <header className="page-head">
        <div>
          <h1>{props.title}</h1>
          <p className="muted">{props.subtitle}</p>
        </div>
        {props.action && <div className="head-actions">{props.action}</div>}
      </header>
      <RiskTabs />
    </>
  );
}

/** Whose items: anyone's, mine, nobody's. */
export function AssigneeFilter(props: {
  label: string;
  value: string;
  onChange: (assignee: string) => void;
}) {
  const { t } = useTranslation();
  return (
    <label className="field">
      <span>{props.label}</span>
      <select value={props.value} onChange={(e) => props.onChange(e.target.value)}>
        <option value="">{t('risk.filters.anyone')}</option>
        <option value="me">{t('risk.filters.me')}</option>
        <option value="none">{t('risk.filters.none')}</option>
      </select>
    </label>
  );
}
