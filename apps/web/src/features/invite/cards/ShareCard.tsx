// The frame every card of the share page uses: a titled section, or its skeleton or error.
import type { ReactNode } from 'react';
import type { LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ErrorPanel } from '../../../components/ui/StatePanel.tsx';

/**
 * One card of the page under its titled heading. Given the query still loading (or failed),
 * it shows the card's skeleton or the error with a retry instead of the children.
 */
export function ShareCard(props: {
  id: string;
  icon: LucideIcon;
  title: string;
  className?: string;
  loading?: { isError: boolean; error: Error | null; refetch: () => unknown };
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const { loading } = props;
  const Icon = props.icon;
  return (
    <section
      className={props.className ? `share-card ${props.className}` : 'share-card'}
      aria-labelledby={props.id}
    >
      <h2 id={props.id} className="share-card-title">
        <Icon size={18} aria-hidden="true" />
        {props.title}
      </h2>
      {!loading ? (
        props.children
      ) : loading.isError ? (
        <ErrorPanel
          title={t('share.errorTitle')}
          message={loading.error?.message}
          retry={() => void loading.refetch()}
        />
      ) : (
        <div className="skeleton share-skeleton" aria-busy="true" />
      )}
    </section>
  );
}
