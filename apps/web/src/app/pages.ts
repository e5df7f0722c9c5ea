// Every page is its own lazily loaded chunk.
import { lazy } from 'react';
import { lazyPage } from '../lib/lazy-page.ts';

export const HomePage = lazy(() => import('../features/home/HomePage.tsx'));
export const LoginPage = lazy(() => import('../features/auth/LoginPage.tsx'));
export const PasswordResetPage = lazy(() => import('../features/auth/PasswordResetPage.tsx'));
export const PersonalInfoPage = lazy(() => import('../features/profile/PersonalInfoPage.tsx'));
export const PhonePage = lazy(() => import('../features/profile/PhonePage.tsx'));
export const NotFoundPage = lazy(() => import('../features/not-found/NotFoundPage.tsx'));
export const KisiselBilgilerPage = lazy(
  () => import('../features/profile/KisiselBilgilerPage.tsx'),
);
// main.tsx fetches it with the route set when the address is a game's (its largest paint).
export const GamePlayingPage = lazyPage(() => import('../features/games/GamePlayingPage.tsx'));
export const GameAllPage = lazy(() => import('../features/games/GameAllPage.tsx'));
export const SearchPage = lazy(() => import('../features/games/SearchPage.tsx'));
export const FavoritePage = lazy(() => import('../features/games/FavoritePage.tsx'));
export const RecentGamesPage = lazy(() => import('../features/games/RecentGamesPage.tsx'));
export const GameHistoryPage = lazy(() => import('../features/game-history/GameHistoryPage.tsx'));
export const RechargePage = lazy(() => import('../features/payments/RechargePage.tsx'));
export const RechargeDetailPage = lazy(() => import('../features/payments/RechargeDetailPage.tsx'));
export const BankCardPage = lazy(() => import('../features/payments/BankCardPage.tsx'));
export const WithdrawalPasswordPage = lazy(
  () => import('../features/payments/WithdrawalPasswordPage.tsx'),
);
export const WithdrawPage = lazy(() => import('../features/payments/WithdrawPage.tsx'));
// sportsbook
export const SportPage = lazy(() => import('../features/sport/SportPage.tsx'));
export const MyBetsPage = lazy(() => import('../features/sport/MyBetsPage.tsx'));
// engagement, social side
export const PromotionsPage = lazy(() => import('../features/promotions/PromotionsPage.tsx'));
export const InvitePage = lazy(() => import('../features/invite/InvitePage.tsx'));
export const CustomerServicePage = lazy(
  () => import('../features/support/CustomerServicePage.tsx'),
);
/** Stands in for every page whose feature is not built yet; its title comes from the route. */
export const ComingSoonPage = lazy(() => import('../features/coming-soon/ComingSoonPage.tsx'));
// engagement rewards
export const VipPage = lazy(() => import('../features/engagement/VipPage.tsx'));
export const WheelPage = lazy(() => import('../features/engagement/WheelPage.tsx'));
// player protection
export const ResponsibleGamingPage = lazy(
  () => import('../features/protection/ResponsibleGamingPage.tsx'),
);
export const AccountHistoryPage = lazy(
  () => import('../features/protection/AccountHistoryPage.tsx'),
);
export const PrivacyPage = lazy(() => import('../features/protection/PrivacyPage.tsx'));
export const SelfTestPage = lazy(() => import('../features/protection/SelfTestPage.tsx'));
export const SaferGamblingPage = lazy(() => import('../features/protection/SaferGamblingPage.tsx'));
// KYC and the Profile hub
export const VerificationPage = lazy(() => import('../features/kyc/VerificationPage.tsx'));
export const ProfileHubPage = lazy(() => import('../features/profile-hub/ProfileHubPage.tsx'));
export const MenuPage = lazy(() => import('./MenuPage.tsx'));
// bonus money
export const BonusesPage = lazy(() => import('../features/bonus/BonusesPage.tsx'));
// the operator's legal texts
export const LegalPage = lazy(() => import('../features/legal/LegalPage.tsx'));
