import { formatDateTime } from '../lib/format.ts';
import { locale } from '../lib/i18n.ts';

/** A moment in Istanbul time, with the ISO instant as its machine-readable value. */
export function DateTime({ ms }: { ms: number | null }) {
  if (ms === null) return <span className="muted">—</span>;
  return (
    <time className="num" dateTime={new Date(ms).toISOString()}>
      {formatDateTime(ms, locale())}
    </time>
  );
}
