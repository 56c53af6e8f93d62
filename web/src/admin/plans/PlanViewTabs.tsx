import { Button, HStack, Spinner, Stack } from '@chakra-ui/react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { useCallback, useState } from 'react';
import { queryOptionsFor } from '../../api/client.ts';
import { saveFile } from '../../api/files.ts';
import { errorMessageOf } from '../../api/formErrors.ts';
import { SlidesView } from '../../features/plans/slides/SlidesView.tsx';
import { ImplementationView } from '../../features/plans/views/ImplementationView.tsx';
import { MatrixView } from '../../features/plans/views/MatrixView.tsx';
import { ProjectionView } from '../../features/plans/views/ProjectionView.tsx';
import { useI18n } from '../../i18n/i18nContext.ts';
import { toaster } from '../../ui/toaster.tsx';
import { planPath, planRouteId, useStaffPlan } from './planData.ts';

/*
 * The staff plan page's tabs that show the client's own views (spec 2 "Plan header tabs
 * (staff)"): the same projection, matrix, implementation and slides, read as staff (every impact,
 * the workshop-three graphs before the client sees them). Viewing an action opens its page in
 * the Actions tab; the highlighted action and the slide in view live in the address as on the
 * client's pages.
 */

/** The live plan, and how the views open an action or highlight one. */
function useStaffView() {
  const data = useStaffPlan();
  const search = useSearch({ from: planRouteId });
  const navigate = useNavigate();
  const viewAction = (actionUuid: string) => void navigate({ to: planPath, params: { uuid: data.plan.uuid, _splat: `actions/${actionUuid}` } });
  const focusAction = (actionUuid: string | undefined) =>
    void navigate({ to: '.', search: (previous: Record<string, unknown>) => ({ ...previous, focusActionUuid: actionUuid }), replace: true });
  return { ...data, search, navigate, viewAction, focusAction };
}

export function PlanProjectionTab() {
  const { plan, actions, search, navigate, viewAction, focusAction } = useStaffView();
  return (
    <Stack gap={4}>
      <SpreadsheetDownloads planUuid={plan.uuid} />
      <ProjectionView
        plan={plan}
        actions={actions}
        isStaff
        onViewAction={viewAction}
        focusActionUuid={search.focusActionUuid}
        onFocusAction={focusAction}
        onAddAction={() => void navigate({ to: planPath, params: { uuid: plan.uuid, _splat: 'actions' } })}
      />
    </Stack>
  );
}

export function PlanMatrixTab() {
  const { plan, actions, search, viewAction } = useStaffView();
  return <MatrixView plan={plan} actions={actions} isStaff onViewAction={viewAction} focusActionUuid={search.focusActionUuid} />;
}

export function PlanImplementationTab() {
  const { plan, actions, search, viewAction } = useStaffView();
  return <ImplementationView plan={plan} actions={actions} isStaff editable onViewAction={viewAction} focusActionUuid={search.focusActionUuid} />;
}

export function PlanSlidesTab() {
  const { t } = useI18n();
  const { plan, actions, search, navigate } = useStaffView();
  const asset = useQuery(queryOptionsFor('asset.get', { uuid: plan.assetUuid }));
  const module = asset.data?.modules.find((each) => each.uuid === plan.uuid);
  const changeSlide = useCallback(
    (slide: number) => void navigate({ to: '.', search: (previous: Record<string, unknown>) => ({ ...previous, slide }), replace: true }),
    [navigate],
  );
  return (
    <SlidesView
      plan={plan}
      actions={actions}
      isStaff
      planName={module?.moduleName || t(plan.isTrajectory ? 'planAdmin.page.trajectory' : 'planAdmin.page.plan')}
      assetName={asset.data?.name ?? ''}
      slide={search.slide}
      onSlideChange={changeSlide}
    />
  );
}

const formats = [
  { format: 'XLSX', label: 'planAdmin.download.xlsx' },
  { format: 'OPEN_DOCUMENT', label: 'planAdmin.download.ods' },
] as const;

/** The plan as a spreadsheet (actions, costs and projection by year): staff's download in place of a shared sheet (spec 2 'Open with Google Sheet'). */
function SpreadsheetDownloads({ planUuid }: { planUuid: string }) {
  const { t } = useI18n();
  const queryClient = useQueryClient();
  const [downloading, setDownloading] = useState<(typeof formats)[number]['format'] | null>(null);
  const download = async (format: (typeof formats)[number]['format']) => {
    if (downloading !== null) return;
    setDownloading(format);
    try {
      // Made anew on each ask: it carries the plan as it is now.
      saveFile(await queryClient.fetchQuery({ ...queryOptionsFor('decarbonizationPlan.downloadSpreadsheet', { planUuid, format }), staleTime: 0 }));
    } catch (error) {
      toaster.create({ type: 'error', title: t('planAdmin.download.failed'), description: error instanceof Error ? errorMessageOf(error, t) : undefined });
    } finally {
      setDownloading(null);
    }
  };
  return (
    <HStack gap={2} wrap="wrap" justify="flex-end">
      {formats.map(({ format, label }) => (
        // Never disabled while a file is prepared: a disabled button drops the focus to the page.
        <Button key={format} size="sm" variant="outline" aria-busy={downloading === format} onClick={() => void download(format)}>
          {downloading === format ? <Spinner size="xs" /> : null}
          {t(label)}
        </Button>
      ))}
    </HStack>
  );
}
