import { formatDateTime } from '../lib/format.ts';
import { locale } from '../lib/i18n.ts';

/**
 * A moment in Istanbul time, with the ISO instant as its machine-readable value (and as the
 * hover title when only the day is shown, e.g. in a wide list).
 */
export function DateTime({ ms, dayOnly = false }: { ms: number | null; dayOnly?: boolean }) {
  if (ms === null) return <span className="muted">—</span>;
  return (
    <time
      className="num"
      dateTime={new Date(ms).toISOString()}
      title={dayOnly ? formatDateTime(ms, locale()) : undefined}
    >
      {formatDateTime(ms, locale(), dayOnly)}
    </time>
  );
}
