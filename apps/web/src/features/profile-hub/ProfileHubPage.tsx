// /personal: the player's hub. Identity and VIP, balance and bonus with deposit and withdraw,
// then every account page in one list (history, limits, verification, account history,
// privacy), settings (language, theme) and logout. Same page on both layouts.
import { useState, type ReactNode } from 'react';
import {
  ArrowDownToLine,
  ArrowUpFromLine,
  ChevronRight,
  Coins,
  CreditCard,
  FileClock,
  History,
  KeyRound,
  LogOut,
  Moon,
  ShieldCheck,
  ShieldHalf,
  Sun,
  Ticket,
  UserRound,
  Lock,
  FileText,
  type LucideIcon,
} from 'lucide-react';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, LANGUAGE_LABELS, type Language } from '@talih/contracts/i18n.ts';
import type { ProfileHub } from '@talih/contracts/profile-hub.ts';
import { useIsPlayer, useSession } from '../../lib/session.ts';
import { formatDateTime, formatMoney } from '../../lib/format.ts';
import { switchLanguage } from '../../lib/language.ts';
import { logout } from '../../lib/session-api.ts';
import { applyTheme, storedTheme, type Theme } from '../../lib/theme.ts';
import { LoginPrompt } from '../../components/ui/LoginPrompt.tsx';
import { LEGAL_PATHS, type LegalKind } from '@talih/contracts/legal.ts';
import { useAcceptedTexts, useProfileHub } from './api.ts';
import './hub.css';

function HubLink(props: { to: string; icon: LucideIcon; label: string; aside?: ReactNode }) {
  const Icon = props.icon;
  return (
    <li>
      <Link to={props.to} className="hub-link">
        <Icon size={20} aria-hidden="true" />
        <span className="hub-link-label">{props.label}</span>
        {props.aside}
        <ChevronRight size={18} aria-hidden="true" className="hub-chevron" />
      </Link>
    </li>
  );
}

function KycAside({ hub }: { hub: ProfileHub | undefined }) {
  const { t } = useTranslation();
  if (!hub) return null;
  const attention = hub.sourceOfFundsRequested || hub.kycLevel !== 'verified';
  return (
    <span className="hub-tag" data-tone={attention ? 'wait' : 'ok'} data-testid="hub-kyc">
      {hub.sourceOfFundsRequested ? t('hub.sofRequested') : t(`kyc.level.${hub.kycLevel}`)}
    </span>
  );
}

function Identity({ hub }: { hub: ProfileHub | undefined }) {
  const { t } = useTranslation();
  const nikeName = useSession((s) => s.nikeName);
  const userid = useSession((s) => s.userid);
  const vipLevel = useSession((s) => s.vipLevel);
  const initial = (nikeName || 'T').trim().charAt(0).toLocaleUpperCase('tr');
  return (
    <section className="hub-card hub-identity" aria-label={t('hub.account')}>
      <span className="hub-avatar" aria-hidden="true">
        {initial}
      </span>
      <div className="hub-identity-text">
        <h1 className="hub-name">{nikeName || t('header.account')}</h1>
        <p className="hub-muted amount">{t('hub.id', { id: userid })}</p>
      </div>
      <Link to="/vip" className="hub-vip">
        {t('hub.vip', { level: hub?.vipLevel ?? vipLevel })}
      </Link>
    </section>
  );
}

function Wallet({ hub }: { hub: ProfileHub | undefined }) {
  const { t } = useTranslation();
  const lang = useSession((s) => s.lang);
  const totalAssets = useSession((s) => s.totalAssets);
  const money = (n: number) => formatMoney(n, lang);
  return (
    <section className="hub-card hub-wallet" aria-label={t('hub.balance')}>
      <dl className="hub-balances">
        <div>
          <dt>{t('hub.balance')}</dt>
          <dd className="amount hub-big" data-testid="hub-balance">
            {money(hub?.cash ?? totalAssets)}
          </dd>
        </div>
        <div>
          <dt>{t('hub.bonus')}</dt>
          <dd className="amount">{hub ? money(hub.bonus) : '—'}</dd>
        </div>
        {hub && hub.pendingWithdrawal > 0 && (
          <div>
            <dt>{t('hub.pendingWithdrawal')}</dt>
            <dd className="amount">{money(hub.pendingWithdrawal)}</dd>
          </div>
        )}
      </dl>
      <div className="hub-actions">
        <Link to="/kisiselBilgiler/recharge" className="btn btn-primary">
          <ArrowDownToLine size={18} aria-hidden="true" />
          {t('hub.deposit')}
        </Link>
        <Link to="/kisiselBilgiler/withdrawl" className="btn btn-secondary">
          <ArrowUpFromLine size={18} aria-hidden="true" />
          {t('hub.withdraw')}
        </Link>
      </div>
    </section>
  );
}

function Settings() {
  const { t, i18n } = useTranslation();
  const [theme, setTheme] = useState<Theme>(storedTheme);
  const choose = (next: Theme) => {
    applyTheme(next);
    setTheme(next);
  };
  return (
    <section className="hub-card" aria-labelledby="hub-settings">
      <h2 id="hub-settings" className="hub-card-title">
        {t('hub.settings')}
      </h2>
      <div className="hub-setting">
        <span id="hub-lang">{t('hub.language')}</span>
        <div className="hub-segment" role="radiogroup" aria-labelledby="hub-lang">
          {LANGUAGES.map((lang: Language) => (
            <button
              key={lang}
              type="button"
              role="radio"
              aria-checked={i18n.language === lang}
              lang={lang === 'tk' ? 'tr' : lang}
              onClick={() => void switchLanguage(lang)}
            >
              {LANGUAGE_LABELS[lang]}
            </button>
          ))}
        </div>
      </div>
      <div className="hub-setting">
        <span id="hub-theme">{t('hub.theme')}</span>
        <div className="hub-segment" role="radiogroup" aria-labelledby="hub-theme">
          <button
            type="button"
            role="radio"
            aria-checked={theme === 'dark'}
            onClick={() => choose('dark')}
          >
            <Moon size={16} aria-hidden="true" />
            {t('hub.themeDark')}
          </button>
          <button
            type="button"
            role="radio"
            aria-checked={theme === 'light'}
            onClick={() => choose('light')}
          >
            <Sun size={16} aria-hidden="true" />
            {t('hub.themeLight')}
          </button>
        </div>
      </div>
    </section>
  );
}

/** The operator's texts, each with the version the player accepted (terms, privacy). */
function LegalTexts() {
  const { t } = useTranslation();
  const lang = useSession((s) => s.lang);
  const accepted = useAcceptedTexts(true).data ?? [];
  const aside = (kind: LegalKind) => {
    const a = accepted.find((x) => x.kind === kind);
    if (!a) return null;
    return (
      <span className="hub-tag" data-tone="ok" data-testid={`hub-legal-${kind}`}>
        {t('legal.gate.version', { version: a.version })} · {formatDateTime(a.acceptedAt, lang)}
      </span>
    );
  };
  return (
    <nav className="hub-card" aria-labelledby="hub-legal">
      <h2 id="hub-legal" className="hub-card-title">
        {t('legal.routeTitle')}
      </h2>
      <ul className="hub-links">
        <HubLink
          to={LEGAL_PATHS.terms}
          icon={FileText}
          label={t('legal.footer.terms')}
          aside={aside('terms')}
        />
        <HubLink
          to={LEGAL_PATHS.privacy}
          icon={FileText}
          label={t('legal.footer.privacy')}
          aside={aside('privacy')}
        />
        <HubLink
          to={LEGAL_PATHS.bonus_terms}
          icon={FileText}
          label={t('legal.footer.bonusTerms')}
        />
      </ul>
    </nav>
  );
}

export default function ProfileHubPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const isPlayer = useIsPlayer();
  const hub = useProfileHub(isPlayer);
  if (!isPlayer) return <LoginPrompt />;
  const h = hub.data;
  return (
    <div className="hub">
      <Identity hub={h} />
      <Wallet hub={h} />
      {hub.isError && (
        <p className="hub-error" role="alert">
          {t('hub.loadFailed')}{' '}
          <button type="button" className="btn btn-ghost btn-sm" onClick={() => void hub.refetch()}>
            {t('hub.retry')}
          </button>
        </p>
      )}
      <nav className="hub-card" aria-labelledby="hub-account">
        <h2 id="hub-account" className="hub-card-title">
          {t('hub.account')}
        </h2>
        <ul className="hub-links">
          <HubLink to="/kisiselBilgiler" icon={UserRound} label={t('hub.personalInfo')} />
          <HubLink
            to="/verification"
            icon={ShieldCheck}
            label={t('hub.verification')}
            aside={<KycAside hub={h} />}
          />
          <HubLink to="/bonuses" icon={Coins} label={t('bonus.title')} />
          <HubLink to="/kisiselBilgiler/oyunGecmisi" icon={History} label={t('hub.gameHistory')} />
          <HubLink to="/myBettingRecords" icon={Ticket} label={t('hub.myBets')} />
          <HubLink to="/account-history" icon={FileClock} label={t('hub.accountHistory')} />
          <HubLink
            to="/kisiselBilgiler/bankaKartiBilgiler"
            icon={CreditCard}
            label={t('hub.bankCard')}
          />
          <HubLink
            to="/kisiselBilgiler/withdrawalPassword"
            icon={KeyRound}
            label={t('hub.withdrawalPassword')}
          />
        </ul>
      </nav>
      <nav className="hub-card" aria-labelledby="hub-safety">
        <h2 id="hub-safety" className="hub-card-title">
          {t('hub.safety')}
        </h2>
        <ul className="hub-links">
          <HubLink to="/responsible-gaming" icon={ShieldHalf} label={t('hub.limits')} />
          <HubLink to="/privacy" icon={Lock} label={t('hub.privacy')} />
        </ul>
      </nav>
      <LegalTexts />
      <Settings />
      <button
        type="button"
        className="btn btn-ghost hub-logout"
        onClick={() => void logout().then(() => navigate('/', { replace: true }))}
      >
        <LogOut size={18} aria-hidden="true" />
        {t('hub.logout')}
      </button>
    </div>
  );
}
