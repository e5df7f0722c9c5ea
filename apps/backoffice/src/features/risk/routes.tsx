// The risk area: one screen, the alert queue.
import { Route, Routes } from 'react-router';
import { AlertsPage } from './AlertsPage.tsx';
import '../players/players.css';
import '../support/support.css';

export default function RiskRoutes() {
  return (
    <Routes>
      <Route index element={<AlertsPage />} />
    </Routes>
  );
}
