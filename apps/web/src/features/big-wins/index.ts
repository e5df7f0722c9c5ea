// The biggest-wins feature's public entry (Home shows the list).
export { BigWins } from './BigWins.tsx';
