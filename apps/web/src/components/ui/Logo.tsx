import { Sparkle } from 'lucide-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import './ui.css';

/** The Talih word mark; a link to Home. */
export function Logo({ compact = false }: { compact?: boolean }) {
  const { t } = useTranslation();
  return (
    <Link to="/" className="logo" aria-label={t('nav.goHome')}>
      <span className="logo-mark" aria-hidden="true">
        <Sparkle size={18} strokeWidth={2.5} fill="currentColor" />
      </span>
      {!compact && <span>Talih</span>}
    </Link>
  );
}
