import { FlaskConical } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useIsSandbox } from '../../lib/site-config.ts';
import { toast } from '../../lib/toast.ts';
import './ui.css';

/**
 * A sandbox server's reminder that its money is play money: a small chip in both headers.
 * The full sentence is the tooltip (and the accessible description), and a tap shows it
 * (touch screens have no hover).
 */
export function SandboxBadge() {
  const { t } = useTranslation();
  const isSandbox = useIsSandbox();
  if (!isSandbox) return null;
  const title = t('sandbox.title');
  return (
    <button
      type="button"
      className="sandbox-badge"
      title={title}
      onClick={() => toast(title, 'info')}
    >
      <FlaskConical size={12} strokeWidth={2.4} aria-hidden="true" />
      <span>{t('sandbox.badge')}</span>
    </button>
  );
}
