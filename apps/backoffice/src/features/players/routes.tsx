// The players area: search, a player's 360 view, and the ledger lines behind a balance.
import { Route, Routes } from 'react-router';
import { LedgerPage } from './LedgerPage.tsx';
import { PlayerPage } from './PlayerPage.tsx';
import { SearchPage } from './SearchPage.tsx';
import '../../components/panels.css';

export default function PlayersRoutes() {
  return (
    <Routes>
      <Route index element={<SearchPage />} />
      <Route path=":userId" element={<PlayerPage />} />
      <Route path=":userId/ledger/:account" element={<LedgerPage />} />
    </Routes>
  );
}
