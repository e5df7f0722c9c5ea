// The safer-gambling help-lines of the deployment's jurisdiction pack (its `help.lines`, served
// by /system/config): who runs each, the number to call, the link and when it answers. Shown on
// the help page, the responsible-gaming page, in the reality check and on the exclusion screen.
import { ExternalLink, Phone } from 'lucide-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { HTML_LANG, type Language } from '@talih/contracts/i18n.ts';
import type { HelpLine, HelpLineHours } from '@talih/contracts/jurisdiction.ts';
import { HELP_PATHS } from '@talih/contracts/protection.ts';
import { useSession } from '../../lib/session.ts';
import { useSiteConfig } from '../../lib/site-config.ts';
import './protection.css';

export const HELP_PATH = HELP_PATHS.help;

/** "Mon–Thu 10:00–22:00 · Fri–Sun 10:00–18:00" with the reader's weekday names. */
export function hoursText(hours: Exclude<HelpLineHours, '24/7'>, lang: Language): string {
  const day = new Intl.DateTimeFormat(HTML_LANG[lang], { weekday: 'short', timeZone: 'UTC' });
  // 2024-01-01 was a Monday: day n of the week is 2024-01-0n.
  const name = (n: number) => day.format(Date.UTC(2024, 0, n));
  return hours
    .map((h) => {
      const days = h.fromDay === h.toDay ? name(h.fromDay) : `${name(h.fromDay)}–${name(h.toDay)}`;
      return `${days} ${h.opens}–${h.closes}`;
    })
    .join(' · ');
}

export function useHelpLines(): readonly HelpLine[] {
  return useSiteConfig((s) => s.config?.jurisdiction.helpLines) ?? [];
}

function LineCard({ line }: { line: HelpLine }) {
  const { t } = useTranslation();
  const lang = useSession((s) => s.lang);
  return (
    <li className="help-line" data-testid="help-line">
      <p className="help-line-service">{line.service}</p>
      <p className="help-line-org">{line.organisation}</p>
      {line.phone && (
        <a className="help-line-phone amount" href={`tel:${line.phone.replace(/ /g, '')}`}>
          <Phone size={18} aria-hidden="true" />
          {line.phone}
        </a>
      )}
      <p className="help-line-meta">
        {line.hours === '24/7'
          ? t('help.always')
          : line.hours
            ? t('help.hours', { hours: hoursText(line.hours, lang) })
            : t('help.online')}
        {line.free && ` · ${t('help.free')}`}
      </p>
      {line.url && (
        <a className="help-line-link" href={line.url} target="_blank" rel="noopener noreferrer">
          {new URL(line.url).host.replace(/^www\./, '')}
          <ExternalLink size={14} aria-hidden="true" />
        </a>
      )}
    </li>
  );
}

/** The pack's help-lines as cards; `compact` keeps the first one only, with a link to the rest. */
export function HelpLines({ compact = false }: { compact?: boolean }) {
  const { t } = useTranslation();
  const lines = useHelpLines();
  if (lines.length === 0) {
    return (
      <p className="rg-note">
        <Link to={HELP_PATH}>{t('help.link')}</Link>
      </p>
    );
  }
  const shown = compact ? lines.slice(0, 1) : lines;
  return (
    <div className="help-lines-wrap">
      <ul className="help-lines" aria-label={t('help.linesLabel')}>
        {shown.map((line) => (
          <LineCard key={`${line.organisation}-${line.service}`} line={line} />
        ))}
      </ul>
      {compact && (
        <p className="rg-note">
          <Link to={HELP_PATH} data-testid="help-more">
            {t('help.more')}
          </Link>
          {' · '}
          <Link to={HELP_PATHS.selfTest}>{t('help.selfTest.link')}</Link>
        </p>
      )}
    </div>
  );
}
