// The risk area: the alert queue and the signs-of-harm interaction tasks.
import { Route, Routes } from 'react-router';
import { AlertsPage } from './AlertsPage.tsx';
import { HarmTasksPage } from './HarmTasksPage.tsx';
import '../../components/panels.css';
import '../../components/inbox.css';

export default function RiskRoutes() {
  return (
    <Routes>
      <Route index element={<AlertsPage />} />
      <Route path="harm" element={<HarmTasksPage />} />
    </Routes>
  );
}
