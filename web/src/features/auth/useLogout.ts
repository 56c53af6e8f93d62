import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useProcedureMutation } from '../../api/client.ts';
import { useAuth } from '../../auth/authContext.ts';
import { browserTokenStore } from '../../auth/browserAuth.ts';
import { useI18n } from '../../i18n/i18nContext.ts';
import { defaultLanguage } from '../../i18n/translate.ts';

/**
 * Logout (spec 1 section 4). A tab opened with a session of its own (staff viewing a client)
 * is simply closed: its session belongs to that purpose. Otherwise the session ends on the
 * server, then here whatever the answer — a user who asks to leave must be signed out even
 * when the server is unreachable — the caches are cleared, the language goes back to the
 * default and the sign-in page opens.
 */
export function useLogout(): { leave: () => void; isPending: boolean } {
  const { setLanguage } = useI18n();
  const auth = useAuth();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const logout = useProcedureMutation('user.logout', {
    onSettled: async () => {
      auth.signOut();
      queryClient.clear();
      setLanguage(defaultLanguage);
      await navigate({ to: '/login', replace: true });
    },
  });
  const leave = () => {
    if (browserTokenStore.scope() === 'session') window.close();
    else logout.mutate({});
  };
  return { leave, isPending: logout.isPending };
}
