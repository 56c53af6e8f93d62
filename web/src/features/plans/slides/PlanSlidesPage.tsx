import { Container, Heading, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { isStaff } from '@cairn/shared/access';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Link as RouterLink, useNavigate, useParams, useSearch } from '@tanstack/react-router';
import { useCallback } from 'react';
import { queryOptionsFor } from '../../../api/client.ts';
import { useDashboard } from '../../../app/dashboard.ts';
import { useSession } from '../../../auth/authContext.ts';
import { useI18n } from '../../../i18n/i18nContext.ts';
import { ArrowLeftIcon } from '../../../ui/icons.tsx';
import { SlidesView } from './SlidesView.tsx';

const route = '/app/decarbonization/$uuid/slides';

/**
 * `/decarbonization/$uuid/slides?slide=` (spec 2 "Decarbonization client pages"): the plan's
 * slides as its client reads the plan (the delivered one once there is one), the slide in view in
 * the address. Its route reads the plan first and says when it is missing.
 */
export function PlanSlidesPage() {
  const { t } = useI18n();
  const { uuid } = useParams({ from: route });
  const search = useSearch({ from: route });
  const navigate = useNavigate({ from: '/decarbonization/$uuid/slides' });
  const { data } = useSuspenseQuery(queryOptionsFor('decarbonizationPlan.get.client', { uuid }));
  const dashboard = useDashboard();
  const session = useSession();
  const module = dashboard.data?.modules.find((each) => each.uuid === uuid);
  const kindLabel = t(data.plan.isTrajectory ? 'plans.page.trajectory' : 'plans.page.plan');
  const planName = module?.moduleName || kindLabel;
  const changeSlide = useCallback((slide: number) => void navigate({ search: (previous) => ({ ...previous, slide }), replace: true }), [navigate]);

  return (
    <Container maxW="7xl" py={{ base: 6, md: 10 }} px={{ base: 4, md: 8 }}>
      <Stack gap={6}>
        <Stack gap={3}>
          <HStack gap={4} flexWrap="wrap">
            <Link asChild colorPalette="teal" textStyle="sm">
              <RouterLink to="/decarbonization">
                <ArrowLeftIcon boxSize="4" />
                {t('plans.page.back')}
              </RouterLink>
            </Link>
            <Link asChild colorPalette="teal" textStyle="sm">
              <RouterLink to="/decarbonization/$uuid/actions" params={{ uuid }}>
                {t('planSlides.page.actions')}
              </RouterLink>
            </Link>
          </HStack>
          <Stack gap={1}>
            <Heading as="h1" size="2xl">
              {planName}
            </Heading>
            <Text color="fg.muted">{t('planSlides.page.title')}</Text>
          </Stack>
        </Stack>
        <SlidesView
          plan={data.plan}
          actions={data.actions}
          isStaff={isStaff(session?.user)}
          planName={planName}
          assetName={module?.assetName ?? dashboard.data?.assetName ?? ''}
          slide={search.slide}
          onSlideChange={changeSlide}
        />
      </Stack>
    </Container>
  );
}
