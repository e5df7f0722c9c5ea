// One "waiting on you" figure of the overview: how many items a queue holds, linking to it.
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { locale } from '../../lib/i18n.ts';
import { homeQueries } from './api.ts';
import { CardFailed, CardLoading } from './CardState.tsx';

export interface WaitingQueue {
  /** Stable id: the query key, and the card's test id. */
  id: string;
  label: string;
  /** The queue's page, opened on its waiting items. */
  to: string;
  linkText: string;
  /** Answers the queue's total (a one-row page of the queue's own call). */
  count: () => Promise<number>;
}

export function WaitingCard({ queue }: { queue: WaitingQueue }) {
  const total = useQuery(homeQueries.waiting(queue.id, queue.count));
  const waiting = (total.data ?? 0) > 0;
  return (
    <div className={`card stat waiting${waiting ? ' has-waiting' : ''}`} data-testid={queue.id}>
      <span className="muted">{queue.label}</span>
      {total.isPending ? (
        <CardLoading />
      ) : total.isError ? (
        <CardFailed onRetry={() => void total.refetch()} />
      ) : (
        <strong className="num big">{new Intl.NumberFormat(locale()).format(total.data)}</strong>
      )}
      <Link to={queue.to}>{queue.linkText}</Link>
    </div>
  );
}
