// The bonus feature's public entry: the header's bonus money, the recharge page's offers and
// the withdraw page's forfeit confirmation (the pages lazy-load BonusesPage.tsx themselves).
export { HeaderBonusChip, HeaderBonusLine, useBonusLabel } from './HeaderBonus.tsx';
export { RechargeOffers } from './RechargeOffers.tsx';
export { offerMinDepositMinor, type BonusOffer } from './offers.ts';
export { ForfeitDialog, ForfeitNotice } from './ForfeitDialog.tsx';
