import { isStaff } from '@cairn/shared/access';
import { lazy, Suspense } from 'react';
import { useLiveInvalidation } from '../api/useLiveInvalidation.ts';
import { useSession } from '../auth/authContext.ts';
import { useTokenUpkeep } from '../auth/useTokenUpkeep.ts';
import { readLanguage } from '../i18n/languageStore.ts';
import { defaultLanguage, loadStaffMessages } from '../i18n/translate.ts';
import { browserStorage } from '../lib/browserStorage.ts';
import { PageLoading } from '../ui/PageLoading.tsx';
import { ClientLayout } from './ClientLayout.tsx';
import { useViewedAsset } from './viewedAsset.ts';
import { pageModule } from './pageModule.ts';

// Staff get their own app, loaded on demand with its messages: a client never downloads either (spec 1 section 1).
const AdminLayout = lazy(async () => {
  const [module] = await Promise.all([pageModule(import('../admin/AdminLayout.tsx')), loadStaffMessages(readLanguage(browserStorage('localStorage')) ?? defaultLanguage)]);
  return { default: module.AdminLayout };
});

/** The frame of every signed-in page: the client layout, or the admin app's for staff. */
export function AppLayout() {
  const session = useSession();
  // Signed-in pages keep their token alive and follow changes made elsewhere, live.
  useTokenUpkeep();
  useLiveInvalidation(useViewedAsset());
  // The route only renders for a signed-in user; this covers the instant of a sign-out.
  if (!session) return null;
  if (!isStaff(session.user)) return <ClientLayout />;
  return (
    <Suspense fallback={<PageLoading />}>
      <AdminLayout />
    </Suspense>
  );
}
