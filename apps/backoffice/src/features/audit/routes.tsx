import { Route, Routes } from 'react-router';
import { AuditPage } from './AuditPage.tsx';

export default function AuditRoutes() {
  return (
    <Routes>
      <Route index element={<AuditPage />} />
    </Routes>
  );
}
