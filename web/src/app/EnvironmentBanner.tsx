import { Flex, Link, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useLocation } from '@tanstack/react-router';
import { queryOptionsFor } from '../api/client.ts';
import { useSession } from '../auth/authContext.ts';
import { useI18n } from '../i18n/i18nContext.ts';
import { ExternalLinkIcon } from '../ui/icons.tsx';
import { devUrlFor, environmentNotice } from './environment.ts';

/** The stage banner for signed-in users (spec 1 "Error screen and banners"). */
export function EnvironmentBanner() {
  const { t } = useI18n();
  const session = useSession();
  const version = useQuery(queryOptionsFor('version', {}));
  const location = useLocation();
  const notice = environmentNotice(version.data?.stage, session?.user.role);
  if (!notice) return null;

  const production = notice.kind === 'production';
  return (
    <Flex
      role="status"
      align="center"
      justify="center"
      wrap="wrap"
      gap={3}
      px={4}
      py={1}
      textStyle="xs"
      fontWeight="semibold"
      bg={production ? 'red.solid' : 'orange.subtle'}
      color={production ? 'red.contrast' : 'orange.fg'}
    >
      <Text>{production ? t('shell.banner.production') : t('shell.banner.nonProduction', { stage: notice.stage })}</Text>
      {production && notice.openInDev ? (
        <Link
          href={devUrlFor({ pathname: location.pathname, search: location.searchStr, hash: location.hash ? `#${location.hash}` : '' })}
          target="_blank"
          rel="noopener"
          color="inherit"
          textDecoration="underline"
        >
          {t('shell.banner.openInDev')}
          <ExternalLinkIcon boxSize="3.5" />
        </Link>
      ) : null}
    </Flex>
  );
}
