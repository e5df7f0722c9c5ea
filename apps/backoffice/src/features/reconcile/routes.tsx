import { Route, Routes } from 'react-router';
import { ReconcilePage } from './ReconcilePage.tsx';

export default function ReconcileRoutes() {
  return (
    <Routes>
      <Route index element={<ReconcilePage />} />
    </Routes>
  );
}
