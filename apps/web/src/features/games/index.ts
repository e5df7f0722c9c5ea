// The games feature's public entry: what the layouts and Home may use. Anything else in this
// folder is the feature's own (ESLint's import boundaries hold the line).
export { Banners } from './Banners.tsx';
export { GameArt, useGameCardLink, type TileGame } from './GameTile.tsx';
export { LabelChips } from './lobby/LabelChips.tsx';
export { LabelGrid } from './lobby/LabelGrid.tsx';
export { LabelRows } from './lobby/LabelRows.tsx';
export { ProviderMark, ProviderStrip, providerPath } from './lobby/providers.tsx';
export { useGameSearch, useLobby, type LobbyProvider } from './lobby-api.ts';
export { loginPath } from './play-mode.ts';
export { SearchDropdown, searchPagePath, searchState } from './SearchDropdown.tsx';
