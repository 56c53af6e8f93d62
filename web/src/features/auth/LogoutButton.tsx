import { Button } from '@chakra-ui/react';
import { useNavigate } from '@tanstack/react-router';
import { useProcedureMutation } from '../../api/client.ts';
import { useAuth } from '../../auth/authContext.ts';
import { useI18n } from '../../i18n/i18nContext.ts';

/**
 * Ends the session on the server, then here whatever the answer: a user who asks to leave
 * must be signed out even when the server is unreachable or the token already expired.
 */
export function LogoutButton() {
  const { t } = useI18n();
  const auth = useAuth();
  const navigate = useNavigate();
  const logout = useProcedureMutation('user.logout', {
    onSettled: async () => {
      auth.signOut();
      await navigate({ to: '/login', replace: true });
    },
  });
  return (
    <Button size="sm" variant="outline" loading={logout.isPending} onClick={() => logout.mutate({})}>
      {t('app.header.logout')}
    </Button>
  );
}
