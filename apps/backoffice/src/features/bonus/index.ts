// The bonus feature's public entry: a player's bonuses, shown on the player page.
export { PlayerBonuses } from './PlayerBonuses.tsx';
