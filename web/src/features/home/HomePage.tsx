import { Container, Heading, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { queryOptionsFor } from '../../api/client.ts';
import { useSession } from '../../auth/authContext.ts';
import { displayNameOf } from '../../auth/session.ts';
import { useI18n } from '../../i18n/i18nContext.ts';
import { OngoingProjects } from './OngoingProjects.tsx';

export function HomePage() {
  const { t } = useI18n();
  const session = useSession();
  // For staff, who have no asset, the dashboard lists the modules they are assigned to.
  const dashboard = useQuery(queryOptionsFor('dashboard.get', {}));
  // The route only renders for a signed-in user; this covers the instant of a sign-out.
  if (!session) return null;

  const assetName = dashboard.data?.assetName ?? session.user.asset?.name;
  return (
    <Container maxW="4xl" py={{ base: 6, md: 10 }}>
      <Stack gap={6}>
        <Stack gap={1}>
          <Heading as="h1" size="2xl">
            {t('home.welcome.title', { name: displayNameOf(session.user) })}
          </Heading>
          {assetName ? <Text color="fg.muted">{t('home.welcome.asset', { asset: assetName })}</Text> : null}
        </Stack>
        <OngoingProjects dashboard={dashboard} />
      </Stack>
    </Container>
  );
}
