// The head every risk queue shares (alerts, signs of harm, AML cases, screening): the title, a
// line of what the queue holds, the page's own action, and the risk tabs under it.
import type { ReactNode } from 'react';
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

/** A queue's status filter: one option per status, each named by `labelOf`. */
export function StatusFilter<S extends string>(props: {
  label: string;
  value: S;
  statuses: readonly S[];
  labelOf: (status: S) => string;
  onChange: (status: string) => void;
}) {
  return (
    <label className="field">
      <span>{props.label}</span>
      <select value={props.value} onChange={(e) => props.onChange(e.target.value)}>
        {props.statuses.map((s) => (
          <option key={s} value={s}>
            {props.labelOf(s)}
          </option>
        ))}
      </select>
    </label>
  );
}
