import { Route, Routes } from 'react-router';
import { StaffPage } from './StaffPage.tsx';

export default function StaffRoutes() {
  return (
    <Routes>
      <Route index element={<StaffPage />} />
    </Routes>
  );
}
