import { Route, Routes } from 'react-router';
import { ApprovalsPage } from './ApprovalsPage.tsx';

export default function ApprovalsRoutes() {
  return (
    <Routes>
      <Route index element={<ApprovalsPage />} />
    </Routes>
  );
}
