// The risk area: the alert queue, the signs-of-harm interaction tasks, the sanctions and PEP
// screening hits and the AML cases.
import { Route, Routes } from 'react-router';
import { AlertsPage } from './AlertsPage.tsx';
import { CasePage } from './CasePage.tsx';
import { CasesPage } from './CasesPage.tsx';
import { HarmTasksPage } from './HarmTasksPage.tsx';
import { ScreeningPage } from './ScreeningPage.tsx';
import '../../components/panels.css';
import '../../components/inbox.css';

export default function RiskRoutes() {
  return (
    <Routes>
      <Route index element={<AlertsPage />} />
      <Route path="harm" element={<HarmTasksPage />} />
      <Route path="screening" element={<ScreeningPage />} />
      <Route path="cases" element={<CasesPage />} />
      <Route path="cases/:caseId" element={<CasePage />} />
    </Routes>
  );
}
