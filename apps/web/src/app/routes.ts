// The two route sets of docs/seed-spec.md S2. Every seed route has its page now (ComingSoonPage
// stays for a page a later feature adds before it is built).
import {
  BadgePercent,
  Coins,
  Crown,
  CircleUserRound,
  Dices,
  Gift,
  Headset,
  Heart,
  History,
  House,
  LayoutGrid,
  Menu,
  Share2,
  Ticket,
  Trophy,
  UserRoundCog,
  Gamepad2,
  Search,
  ShieldCheck,
  type LucideIcon,
} from 'lucide-react';
import type { AppRoute } from '../lib/route-meta.ts';
import {
  FavoritePage,
  GameAllPage,
  GameHistoryPage,
  RecentGamesPage,
  SearchPage,
  GamePlayingPage,
  HomePage,
  KisiselBilgilerPage,
  PersonalInfoPage,
  PhonePage,
  RechargePage,
  RechargeDetailPage,
  BankCardPage,
  WithdrawalPasswordPage,
  WithdrawPage,
  SportPage,
  MyBetsPage,
  // engagement rewards
  VipPage,
  WheelPage,
  // engagement, social side
  PromotionsPage,
  InvitePage,
  CustomerServicePage,
  // player protection
  ResponsibleGamingPage,
  AccountHistoryPage,
  PrivacyPage,
  SaferGamblingPage,
  SelfTestPage,
  // KYC and the Profile hub
  VerificationPage,
  ProfileHubPage,
  MenuPage,
  BonusesPage,
  LegalPage,
} from './pages.ts';

function page(
  name: string,
  path: string,
  title: string,
  component: AppRoute['page'],
  extra: Partial<AppRoute['meta']> = {},
): AppRoute {
  return { name, path, meta: { title, ...extra }, page: component };
}

/** A game page: hidden from menus, and full screen on mobile. */
function game(name: string, path: string, title: string, icon?: LucideIcon): AppRoute {
  return {
    name,
    path,
    meta: { title, hiddenMenu: true, immersive: true, ...(icon ? { icon } : {}) },
    page: GamePlayingPage,
  };
}

const personalChildren: AppRoute[] = [
  {
    name: 'PersonalInformation',
    path: '',
    meta: { title: 'route.personalInfo' },
    page: PersonalInfoPage,
  },
  {
    name: 'MobilCihaziBagla',
    path: 'mobilCihaziBagla',
    meta: { title: 'route.mobilCihaziBagla' },
    page: PhonePage,
  },
  {
    name: 'OyunGecmisi',
    path: 'oyunGecmisi',
    meta: { title: 'route.gameHistory' },
    page: GameHistoryPage,
  },
  page('BankaKartiBilgiler', 'bankaKartiBilgiler', 'route.bankaKartiBilgiler', BankCardPage),
  page('Recharge', 'recharge', 'route.recharge', RechargePage),
  page(
    'WithdrawalPassword',
    'withdrawalPassword',
    'route.withdrawalPassword',
    WithdrawalPasswordPage,
  ),
  page('Withdrawl', 'withdrawl', 'route.withdrawl', WithdrawPage),
];

/**
 * RechargeDetail is in the seed's mobile set only; desktop has it too, because the card PSP
 * returns to it and the order history lives there.
 */
const rechargeDetail = page(
  'RechargeDetail',
  'recharge-detail',
  'route.rechargeDetail',
  RechargeDetailPage,
);

const kisiselBilgiler = (children: AppRoute[]): AppRoute => ({
  name: 'KisiselBilgiler',
  path: 'kisiselBilgiler',
  meta: { title: 'route.kisiselBilgiler', icon: UserRoundCog, iconChecked: UserRoundCog },
  page: KisiselBilgilerPage,
  children,
});

/** Player protection: stable paths the Profile hub links to. */
const protectionRoutes: AppRoute[] = [
  page(
    'ResponsibleGaming',
    'responsible-gaming',
    'route.responsibleGaming',
    ResponsibleGamingPage,
    {
      icon: ShieldCheck,
      iconChecked: ShieldCheck,
    },
  ),
  page('AccountHistory', 'account-history', 'route.accountHistory', AccountHistoryPage, {
    hiddenMenu: true,
  }),
  page('Privacy', 'privacy', 'route.privacy', PrivacyPage, { hiddenMenu: true }),
  // Not in the seed: the pack's help-lines, open to visitors (linked from every footer).
  page('SaferGambling', 'safer-gambling', 'help.title', SaferGamblingPage, { hiddenMenu: true }),
  page('SelfTest', 'self-test', 'help.selfTest.title', SelfTestPage, { hiddenMenu: true }),
];
/** Not in the seed: the KYC page, reached from the Profile hub and payment notices. */
const verification = page('Verification', 'verification', 'route.verification', VerificationPage, {
  icon: ShieldCheck,
  hiddenMenu: true,
});

/** Bonus money: the player's bonuses, in both menus and linked from the hub. */
const bonuses = page('Bonuses', 'bonuses', 'bonus.title', BonusesPage, {
  icon: Coins,
  iconChecked: Coins,
});

/** Not in the seed: the operator's terms, privacy notice and bonus terms (/legal/terms, ...). */
const legal = page('Legal', 'legal/:doc', 'legal.routeTitle', LegalPage, { hiddenMenu: true });

const home: AppRoute = {
  name: 'Home',
  path: '',
  meta: { title: 'route.home', icon: House, iconChecked: House },
  page: HomePage,
};

export const desktopRoutes: AppRoute[] = [
  home,
  page('RecentGameRecords', 'recentGameRecords', 'route.recentGameRecords', RecentGamesPage, {
    icon: History,
    iconChecked: History,
  }),
  page('MyBettingRecords', 'myBettingRecords', 'route.myBettingRecords', MyBetsPage, {
    icon: Ticket,
    iconChecked: Ticket,
  }),
  // Not in the seed's desktop table; our own sportsbook needs its page on desktop too.
  page('Sport', 'sport', 'route.sport', SportPage, { icon: Trophy, iconChecked: Trophy }),
  page('SearchGarm', 'searchGarm', 'route.searchGarm', SearchPage, {
    icon: Search,
    hiddenMenu: true,
  }),
  page('Promotions', 'promotions', 'route.promotions', PromotionsPage, {
    icon: BadgePercent,
    iconChecked: BadgePercent,
  }),
  bonuses,
  page('CustomerService', 'customerService', 'route.customerService', CustomerServicePage, {
    icon: Headset,
    iconChecked: Headset,
  }),
  kisiselBilgiler([...personalChildren, rechargeDetail]),
  game('gamePlaying', 'gamePlaying/:id', 'route.gamePlaying'),
  // Not in the seed's desktop table, but its game card click goes to gamePlayingFront on both
  // sets: without this route a demo would be a 404 on desktop.
  game('gamePlayingFront', 'gamePlayingFront/:id', 'route.gamePlayingFront'),
  page('gameAll', 'gameAll/:cid/:name/:id?', 'route.gameAll', GameAllPage, { hiddenMenu: true }),
  page('personal', 'personal', 'route.personal', ProfileHubPage, {
    icon: CircleUserRound,
    iconChecked: CircleUserRound,
  }),
  page('share', 'share', 'route.share', InvitePage, { icon: Share2, iconChecked: Share2 }),
  page('Vip', 'vip', 'route.vip', VipPage, { icon: Crown, iconChecked: Crown }),
  page('pdd', 'pdd', 'route.pdd', InvitePage, { icon: Gift, iconChecked: Gift }),
  // Not in the seed's desktop table: the VIP page and the header link to the wheels there too.
  page('VipWheel', 'vip-wheel', 'route.vipWheel', WheelPage, { icon: Dices, hiddenMenu: true }),
  ...protectionRoutes,
  verification,
  legal,
];

export const mobileRoutes: AppRoute[] = [
  home,
  page('Sport', 'sport', 'route.sport', SportPage, { icon: Trophy, iconChecked: Trophy }),
  page('menu', 'menu', 'route.menu', MenuPage, { icon: Menu, hiddenMenu: true }),
  page('Favorite', 'favorite', 'route.favorite', FavoritePage, { icon: Heart, iconChecked: Heart }),
  page('RecentGameRecords', 'recentGameRecords', 'route.recentGameRecords', RecentGamesPage, {
    icon: History,
  }),
  page('MyBettingRecords', 'myBettingRecords', 'route.myBettingRecords', MyBetsPage, {
    icon: Ticket,
  }),
  page('SearchGarm', 'searchGarm', 'route.searchGarm', SearchPage, {
    icon: Search,
    hiddenMenu: true,
  }),
  kisiselBilgiler([...personalChildren, rechargeDetail]),
  page('Promotions', 'promotions', 'route.promotions', PromotionsPage, { icon: BadgePercent }),
  bonuses,
  page('CustomerService', 'customerService', 'route.customerService', CustomerServicePage, {
    icon: Headset,
  }),
  game('gamePlaying', 'gamePlaying/:id/:isReal', 'route.gamePlaying'),
  game('gamePlayingFront', 'gamePlayingFront/:id', 'route.gamePlayingFront', Gamepad2),
  page('gameAll', 'gameAll/:cid/:name/:id?', 'route.gameAll', GameAllPage, {
    icon: LayoutGrid,
    hiddenMenu: true,
  }),
  page('personal', 'personal', 'route.personal', ProfileHubPage, { icon: CircleUserRound }),
  page('share', 'share', 'route.share', InvitePage, { icon: Share2 }),
  page('Vip', 'vip', 'route.vip', VipPage, { icon: Crown }),
  // The seed shows the share page at /pdd on mobile.
  page('pdd', 'pdd', 'route.share', InvitePage, { icon: Gift }),
  page('VipWheel', 'vip-wheel', 'route.vipWheel', WheelPage, { icon: Dices }),
  ...protectionRoutes,
  verification,
  legal,
];
