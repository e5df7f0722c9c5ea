// The sportsbook's bet arithmetic lives in packages/contracts, so the web bet slip computes
// the potential win exactly as the server does (floating point on the slip showed
// 1.12 where the receipt said 1.13).
export * from '@talih/contracts/bet-math.ts';
