// The risk feature's public entry: the harm panel the player page shows.
export { HarmPanel } from './HarmPanel.tsx';
