import { AlertTriangle, RotateCcw, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import './ui.css';

/** A designed empty / coming-soon / not-found state: icon, title, one line, one action. */
export function StatePanel(props: {
  icon: LucideIcon;
  eyebrow?: string;
  title: string;
  body: string;
  action?: ReactNode;
  headingLevel?: 1 | 2;
}) {
  const Icon = props.icon;
  const Heading = props.headingLevel === 2 ? 'h2' : 'h1';
  return (
    <section className="state-panel">
      <div className="state-icon" aria-hidden="true">
        <Icon size={28} />
      </div>
      {props.eyebrow && <p className="state-eyebrow">{props.eyebrow}</p>}
      <Heading className="state-title">{props.title}</Heading>
      <p className="state-body">{props.body}</p>
      {props.action}
    </section>
  );
}

/** A load that failed: what went wrong (a general line when the server said nothing) and a retry. */
export function ErrorPanel(props: {
  title: string;
  message?: string;
  retry: () => void;
  headingLevel?: 1 | 2;
}) {
  const { t } = useTranslation();
  return (
    <StatePanel
      icon={AlertTriangle}
      headingLevel={props.headingLevel ?? 2}
      title={props.title}
      body={props.message || t('tip.somethingWrong')}
      action={
        <button type="button" className="btn btn-primary" onClick={props.retry}>
          <RotateCcw size={18} aria-hidden="true" />
          {t('base.retry')}
        </button>
      }
    />
  );
}
