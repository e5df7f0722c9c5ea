// A player in a time-out or exclusion may withdraw, see their history and limits, read the
// legal texts and reach support (docs/design.md "Player protection while excluded"). Any other
// page (the lobby, games, sport, promotions, wheels, deposits) shows the exclusion instead:
// until when, and the ways to what is still open. The server refuses those calls anyway.
import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ExclusionNotice } from './ExclusionNotice.tsx';
import { useProtection } from './api.ts';
import './protection.css';

/** The pages still open during an exclusion, by path prefix. */
const OPEN_PATHS = [
  '/kisiselBilgiler/withdrawl',
  '/kisiselBilgiler/oyunGecmisi',
  '/kisiselBilgiler/bankaKartiBilgiler',
  '/kisiselBilgiler/withdrawalPassword',
  '/kisiselBilgiler/mobilCihaziBagla',
  '/myBettingRecords',
  '/account-history',
  '/responsible-gaming',
  '/privacy',
  '/safer-gambling',
  '/self-test',
  '/verification',
  '/customerService',
  '/personal',
  '/menu',
  '/legal/',
  '/login',
  '/register',
];

export function isOpenWhileExcluded(pathname: string): boolean {
  if (pathname === '/kisiselBilgiler') return true;
  return OPEN_PATHS.some(
    (p) => pathname === p || pathname.startsWith(p.endsWith('/') ? p : `${p}/`),
  );
}

export function ExclusionGate({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const exclusion = useProtection().data?.exclusion ?? null;
  if (!exclusion || isOpenWhileExcluded(pathname)) return children;
  return (
    <div className="rg-gate" data-testid="exclusion-gate">
      <h1 className="sr-only">{t('protection.closedTitle')}</h1>
      <ExclusionNotice exclusion={exclusion} />
      <p className="rg-gate-more">
        <Link to="/responsible-gaming">{t('protection.limits')}</Link>
        {' · '}
        <Link to="/customerService">{t('protection.support')}</Link>
      </p>
    </div>
  );
}
