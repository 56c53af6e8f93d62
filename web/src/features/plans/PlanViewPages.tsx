import { Container, Heading, Link, Stack, Text } from '@chakra-ui/react';
import { isStaff } from '@cairn/shared/access';
import type { ActionView, PlanView } from '@cairn/shared/contract/plans';
import { useSuspenseQuery } from '@tanstack/react-query';
import { notFound, Link as RouterLink, useNavigate, useParams, useSearch } from '@tanstack/react-router';
import { lazy, Suspense, useCallback, type ReactNode } from 'react';
import { queryOptionsFor } from '../../api/client.ts';
import { useDashboard } from '../../app/dashboard.ts';
import { useSession } from '../../auth/authContext.ts';
import { useI18n } from '../../i18n/i18nContext.ts';
import { ArrowLeftIcon } from '../../ui/icons.tsx';
import { PageLoading } from '../../ui/PageLoading.tsx';
import { ActionPanel } from './ActionPanel.tsx';
import { PlanNav } from './PlanNav.tsx';
import { ImplementationView } from './views/ImplementationView.tsx';
import { MatrixView } from './views/MatrixView.tsx';
import { ProjectionView } from './views/ProjectionView.tsx';
import type { PlanTab } from './views/viewsModel.ts';

/*
 * The client's `/decarbonization/$uuid/projection`, `/matrix` and `/implementation` pages (spec
 * 2 "Decarbonization client pages"): the plan's header and page links around the view that the
 * staff's plan tabs show too, with the action detail opened by `?viewActionUuid=` and the action
 * highlighted by `?focusActionUuid=`.
 */

const route = '/app/decarbonization/$uuid/$page';

interface Frame {
  plan: PlanView;
  actions: ActionView[];
  isSnapshot: boolean;
  view: (actionUuid: string | undefined) => void;
  focus: (actionUuid: string | undefined) => void;
  focusActionUuid: string | undefined;
}

/** The page's data and address: the plan as the route's loader read it (the live one for the implementation), and the two query parameters. */
function usePlanPage(uuid: string, isSnapshotIgnored: boolean): Frame & { viewActionUuid: string | undefined } {
  const search = useSearch({ from: route });
  const navigate = useNavigate();
  const { data } = useSuspenseQuery(queryOptionsFor('decarbonizationPlan.get.client', { uuid, isSnapshotIgnored: isSnapshotIgnored || undefined }));
  const go = (change: { viewActionUuid?: string | undefined; focusActionUuid?: string | undefined }, replace: boolean) =>
    void navigate({ to: '.', search: (previous: Record<string, unknown>) => ({ ...previous, ...change }), replace });
  return {
    plan: data.plan,
    actions: data.actions,
    isSnapshot: data.isSnapshot,
    viewActionUuid: search.viewActionUuid,
    focusActionUuid: search.focusActionUuid,
    view: (actionUuid) => go({ viewActionUuid: actionUuid }, false),
    focus: (actionUuid) => go({ focusActionUuid: actionUuid }, true),
  };
}

function PlanPage({ frame, viewActionUuid, current, children }: { frame: Frame; viewActionUuid: string | undefined; current: PlanTab; children: ReactNode }) {
  const { t } = useI18n();
  const dashboard = useDashboard();
  const { plan, actions } = frame;
  const module = dashboard.data?.modules.find((each) => each.uuid === plan.uuid);
  const kindLabel = t(plan.isTrajectory ? 'plans.page.trajectory' : 'plans.page.plan');
  const viewed = viewActionUuid ? (actions.find((action) => action.uuid === viewActionUuid) ?? null) : null;
  return (
    <Container maxW="7xl" py={{ base: 6, md: 10 }} px={{ base: 4, md: 8 }}>
      <Stack gap={6}>
        <Stack gap={3}>
          <Link asChild colorPalette="teal" textStyle="sm" alignSelf="flex-start">
            <RouterLink to="/decarbonization">
              <ArrowLeftIcon boxSize="4" />
              {t('plans.page.back')}
            </RouterLink>
          </Link>
          <Stack gap={1}>
            <Heading as="h1" size="2xl">
              {module?.moduleName || kindLabel}
            </Heading>
            {module?.moduleName ? <Text color="fg.muted">{kindLabel}</Text> : null}
          </Stack>
        </Stack>
        <PlanNav plan={plan} actions={actions} current={current} />
        {children}
      </Stack>
      <ActionPanel plan={plan} actions={actions} action={viewed} open={viewActionUuid !== undefined} editable={!frame.isSnapshot} onClose={() => frame.view(undefined)} />
    </Container>
  );
}

/** The slide viewer, in a chunk of its own: only its page loads the deck's drawing. */
const SlidesView = lazy(() => import('./slides/SlidesView.tsx').then((module) => ({ default: module.SlidesView })));

/** `/decarbonization/$uuid/slides`, `/projection`, `/matrix` or `/implementation`; any other page is not found. */
export function PlanViewPage() {
  const { uuid, page } = useParams({ from: route });
  if (page === 'slides') return <PlanSlidesPage uuid={uuid} />;
  if (page === 'projection') return <PlanProjectionPage uuid={uuid} />;
  if (page === 'matrix') return <PlanMatrixPage uuid={uuid} />;
  if (page === 'implementation') return <PlanImplementationPage uuid={uuid} />;
  throw notFound();
}

/** The plan's slides as its client reads the plan (the delivered one once there is one), the slide in view in the address. */
function PlanSlidesPage({ uuid }: { uuid: string }) {
  const { t } = useI18n();
  const { viewActionUuid, ...frame } = usePlanPage(uuid, false);
  const { slide } = useSearch({ from: route });
  const navigate = useNavigate();
  const dashboard = useDashboard();
  const session = useSession();
  const module = dashboard.data?.modules.find((each) => each.uuid === uuid);
  const changeSlide = useCallback(
    (next: number) => void navigate({ to: '.', search: (previous: Record<string, unknown>) => ({ ...previous, slide: next }), replace: true }),
    [navigate],
  );
  return (
    <PlanPage frame={frame} viewActionUuid={viewActionUuid} current="slides">
      <Suspense fallback={<PageLoading />}>
        <SlidesView
          plan={frame.plan}
          actions={frame.actions}
          isStaff={isStaff(session?.user)}
          planName={module?.moduleName || t(frame.plan.isTrajectory ? 'plans.page.trajectory' : 'plans.page.plan')}
          assetName={module?.assetName ?? dashboard.data?.assetName ?? ''}
          slide={slide}
          onSlideChange={changeSlide}
        />
      </Suspense>
    </PlanPage>
  );
}

function PlanProjectionPage({ uuid }: { uuid: string }) {
  const { viewActionUuid, ...frame } = usePlanPage(uuid, false);
  const navigate = useNavigate();
  const addAction = () => void navigate({ to: '/decarbonization/$uuid/actions', params: { uuid } });
  return (
    <PlanPage frame={frame} viewActionUuid={viewActionUuid} current="projection">
      <ProjectionView plan={frame.plan} actions={frame.actions} isStaff={false} onViewAction={frame.view} focusActionUuid={frame.focusActionUuid} onFocusAction={frame.focus} onAddAction={addAction} />
    </PlanPage>
  );
}

function PlanMatrixPage({ uuid }: { uuid: string }) {
  const { viewActionUuid, ...frame } = usePlanPage(uuid, false);
  return (
    <PlanPage frame={frame} viewActionUuid={viewActionUuid} current="matrix">
      <MatrixView plan={frame.plan} actions={frame.actions} isStaff={false} onViewAction={frame.view} focusActionUuid={frame.focusActionUuid} />
    </PlanPage>
  );
}

function PlanImplementationPage({ uuid }: { uuid: string }) {
  const { viewActionUuid, ...frame } = usePlanPage(uuid, true);
  return (
    <PlanPage frame={frame} viewActionUuid={viewActionUuid} current="implementation">
      <ImplementationView plan={frame.plan} actions={frame.actions} isStaff={false} editable onViewAction={frame.view} focusActionUuid={frame.focusActionUuid} />
    </PlanPage>
  );
}
