// The KYC feature's public entry: the panel the player page shows.
export { KycPanel } from './KycPanel.tsx';
