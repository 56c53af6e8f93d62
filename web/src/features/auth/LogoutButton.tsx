import { Button } from '@chakra-ui/react';
import { useI18n } from '../../i18n/i18nContext.ts';
import { useLogout } from './useLogout.ts';

export function LogoutButton() {
  const { t } = useI18n();
  const logout = useLogout();
  return (
    <Button size="sm" variant="outline" loading={logout.isPending} onClick={logout.leave}>
      {t('app.header.logout')}
    </Button>
  );
}
