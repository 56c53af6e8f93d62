import { Container, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import type { DashboardModule } from '@cairn/shared/schemas';
import { useDashboard } from '../../app/dashboard.ts';
import { useViewedAsset } from '../../app/viewedAsset.ts';
import { useSession } from '../../auth/authContext.ts';
import { displayNameOf } from '../../auth/session.ts';
import { useI18n } from '../../i18n/i18nContext.ts';
import { ContactsCard } from './ContactsCard.tsx';
import { OngoingProjects } from './OngoingProjects.tsx';

interface HomePageProps {
  /** Told when the user opens a module from the home page (for usage analytics). */
  onModuleClick?: (module: DashboardModule) => void;
}

const ignoreModuleClick = () => undefined;

/** A client's home (spec 1 "Home"): welcome, ongoing projects and the people to contact. */
export function HomePage({ onModuleClick = ignoreModuleClick }: HomePageProps) {
  const { t } = useI18n();
  const session = useSession();
  const dashboard = useDashboard();
  const viewedAsset = useViewedAsset();
  // The route only renders for a signed-in user; this covers the instant of a sign-out.
  if (!session) return null;

  // While an investee is in view, the user's own asset is never the one named.
  const assetName = dashboard.data?.assetName ?? (viewedAsset ? undefined : session.user.asset?.name);
  return (
    <Container maxW="5xl" py={{ base: 6, md: 10 }}>
      <Stack gap={6}>
        <Stack gap={1}>
          <Heading as="h1" size="2xl">
            {t('home.welcome.title', { name: displayNameOf(session.user) })}
          </Heading>
          {assetName ? <Text color="fg.muted">{t('home.welcome.asset', { asset: assetName })}</Text> : null}
        </Stack>
        <SimpleGrid columns={{ base: 1, lg: 5 }} gap={6} alignItems="start">
          <Stack gridColumn={{ lg: 'span 3' }}>
            <OngoingProjects dashboard={dashboard} onModuleClick={onModuleClick} />
          </Stack>
          <Stack gridColumn={{ lg: 'span 2' }}>
            <ContactsCard dashboard={dashboard} />
          </Stack>
        </SimpleGrid>
      </Stack>
    </Container>
  );
}
