import { formatMoney } from '../lib/format.ts';
import { locale } from '../lib/i18n.ts';

/** An amount in minor units, in the deployment's currency; negative amounts in the loss colour. */
export function Money({ minor, signed = false }: { minor: number | null; signed?: boolean }) {
  if (minor === null) return <span className="muted">—</span>;
  const text = formatMoney(minor, locale());
  const tone = signed ? (minor < 0 ? 'neg' : minor > 0 ? 'pos' : '') : '';
  return <span className={`num ${tone}`}>{signed && minor > 0 ? `+${text}` : text}</span>;
}
