import { isStaff } from '@cairn/shared/access';
import { lazy, Suspense } from 'react';
import { useSession } from '../auth/authContext.ts';
import { trackModuleClick } from '../features/analytics/analytics.ts';
import { PageLoading } from '../ui/PageLoading.tsx';
import { pageModule } from './pageModule.ts';

const HomePage = lazy(() => pageModule(import('../features/home/HomePage.tsx')).then((module) => ({ default: module.HomePage })));
// Only staff download the admin home, as for the admin layout.
const AdminHomePage = lazy(() => pageModule(import('../admin/AdminHomePage.tsx')).then((module) => ({ default: module.AdminHomePage })));

/** `/`: the client's home, or the admin app's for staff. */
export function HomeRoute() {
  const session = useSession();
  if (!session) return null;
  return <Suspense fallback={<PageLoading />}>{isStaff(session.user) ? <AdminHomePage /> : <HomePage onModuleClick={trackModuleClick} />}</Suspense>;
}
