// The protection area: who is excluded now, and one player's protection (limits, exclusions,
// history) with what staff may do about it.
import { Route, Routes } from 'react-router';
import { ExcludedPage } from './ExcludedPage.tsx';
import { PlayerProtectionPage } from './PlayerProtectionPage.tsx';
// The players area's panels, action groups and fields: this area shows a player too.
import '../../components/panels.css';

export default function ProtectionRoutes() {
  return (
    <Routes>
      <Route index element={<ExcludedPage />} />
      <Route path=":userId" element={<PlayerProtectionPage />} />
    </Routes>
  );
}
