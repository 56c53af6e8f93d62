import { Badge, Box, Button, chakra, Heading, HStack, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import type { PlanView } from '@cairn/shared/contract/plans';
import { serverMessageTexts } from '@cairn/shared/errorMessages';
import { deliveryMessages } from '@cairn/shared/plans/model';
import { deliveryBlock } from '@cairn/shared/plans/workflow';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink, Navigate, useNavigate, useParams } from '@tanstack/react-router';
import { useState } from 'react';
import { queryOptionsFor, useProcedureMutation } from '../../api/client.ts';
import { errorMessageOf } from '../../api/formErrors.ts';
import { ModuleStatusBadge } from '../../features/modules/ModuleStatusBadge.tsx';
import { useI18n } from '../../i18n/i18nContext.ts';
import { localizeMessage } from '../../i18n/serverMessages.ts';
import type { PlainKey } from '../../i18n/translate.ts';
import { ConfirmDialog } from '../../ui/ConfirmDialog.tsx';
import { toaster } from '../../ui/toaster.tsx';
import { ActionPage } from './ActionPage.tsx';
import { planPath, planRouteId, useStaffPlan } from './planData.ts';
import { planPlaceOf, planTabs, type PlanTabBlock, type PlanTabId } from './planTabs.ts';
import { planViews } from './planViews.ts';

const tabLabels: Record<PlanTabId, PlainKey> = {
  edit: 'planAdmin.tab.edit',
  actions: 'planAdmin.tab.actions',
  slides: 'planAdmin.tab.slides',
  matrix: 'planAdmin.tab.matrix',
  projection: 'planAdmin.tab.projection',
  delivered: 'planAdmin.tab.delivered',
  implementation: 'planAdmin.tab.implementation',
};

const blockLabels: Record<PlanTabBlock, PlainKey> = {
  noAction: 'planAdmin.tab.noActions',
  noSelectedAction: 'planAdmin.tab.noSelectedAction',
  nothingPlottable: 'planAdmin.tab.nothingPlottable',
  notDelivered: 'planAdmin.tab.notDelivered',
};

/**
 * `/decarbonization-plans/$uuid/…` (spec 2 "Staff (admin app) routes", "Plan header tabs (staff)",
 * "Deliver plan"): the plan's name and status, its tab bar and the Deliver button, and below them
 * the view of the tab the rest of the address names (`planViews`); the plan's own address opens
 * its first tab. Its route reads the plan first and says when it is missing.
 */
export function PlanAdminPage() {
  const { t } = useI18n();
  const { plan, actions, snapshot } = useStaffPlan();
  const { _splat: rest = '' } = useParams({ from: planRouteId });
  const place = planPlaceOf(rest);
  const View = place ? planViews[place.tab] : undefined;
  const asset = useQuery(queryOptionsFor('asset.get', { uuid: plan.assetUuid }));
  const module = asset.data?.modules.find((each) => each.uuid === plan.uuid);
  const kindLabel = t(plan.isTrajectory ? 'planAdmin.page.trajectory' : 'planAdmin.page.plan');
  const tabs = planTabs({ plan, actions, snapshot }, (tab) => planViews[tab] !== undefined);
  // The plan's own address (linked from projects and assets), or one no view answers, opens the first tab.
  if (!place || !View) return <Navigate to={planPath} params={{ uuid: plan.uuid, _splat: 'edit' }} replace />;
  const current = place.tab;

  return (
    <Box p={{ base: 4, md: 8 }} maxW="7xl" mx="auto">
      <Stack gap={6}>
        <Stack direction={{ base: 'column', md: 'row' }} justify="space-between" align={{ base: 'stretch', md: 'flex-start' }} gap={4}>
          <Stack gap={2}>
            <HStack gap={3} wrap="wrap">
              <Heading as="h1" size="2xl">
                {module?.moduleName || kindLabel}
              </Heading>
              {module ? <ModuleStatusBadge status={module.status} /> : null}
              {snapshot ? (
                <Badge colorPalette="teal" variant="solid">
                  {t('planAdmin.page.delivered')}
                </Badge>
              ) : null}
            </HStack>
            <Text color="fg.muted">
              {[module?.moduleName ? kindLabel : null, asset.data?.name, module?.year ? String(module.year) : null].filter(Boolean).join(' · ')}
            </Text>
          </Stack>
          <DeliverButton plan={plan} />
        </Stack>
        <chakra.nav aria-label={t('planAdmin.tab.label')} borderBottomWidth="1px">
          <HStack as="ul" listStyleType="none" gap={1} wrap="wrap" m={0} p={0}>
            {tabs.map((tab) => {
              const active = tab.id === current;
              const common = { px: 3, py: 2, display: 'inline-block', textStyle: 'sm', fontWeight: 'medium', borderBottomWidth: '2px', mb: '-1px' } as const;
              return (
                <li key={tab.id}>
                  {tab.disabledBy ? (
                    <Text as="span" {...common} borderColor="transparent" color="fg.subtle" aria-disabled="true" title={t(blockLabels[tab.disabledBy])}>
                      {t(tabLabels[tab.id])}
                      <VisuallyHidden>{` (${t(blockLabels[tab.disabledBy])})`}</VisuallyHidden>
                    </Text>
                  ) : (
                    <chakra.a
                      asChild
                      {...common}
                      borderColor={active ? 'teal.solid' : 'transparent'}
                      color={active ? 'fg' : 'fg.muted'}
                      _hover={{ color: 'fg' }}
                      aria-current={active ? 'page' : undefined}
                    >
                      <RouterLink to={planPath} params={{ uuid: plan.uuid, _splat: tab.segment }}>
                        {t(tabLabels[tab.id])}
                      </RouterLink>
                    </chakra.a>
                  )}
                </li>
              );
            })}
          </HStack>
        </chakra.nav>
        <Box>{place.actionUuid ? <ActionPage key={place.actionUuid} actionUuid={place.actionUuid} /> : <View />}</Box>
      </Stack>
    </Box>
  );
}

/** Deliver (spec 2 "Deliver plan"): disabled with its reason until the last step is done; asks first, then opens the delivered tab. */
function DeliverButton({ plan }: { plan: PlanView }) {
  const { t } = useI18n();
  const navigate = useNavigate();
  const [asking, setAsking] = useState(false);
  const deliver = useProcedureMutation('decarbonizationPlan.deliver', { meta: { inlineErrors: true } });
  const block = plan.type === 'PLAN' ? deliveryBlock({ kind: plan.isTrajectory ? 'TRAJECTORY' : 'PLAN', quantificationDone: plan.quantificationDone, workshopThreeDone: plan.workshopThreeDone }) : null;
  const reason = block ? localizeMessage(t, { message: serverMessageTexts[deliveryMessages[block]], key: deliveryMessages[block] }) : null;
  const reasonId = 'plan-deliver-reason';
  if (plan.type !== 'PLAN') return null;
  return (
    <Stack gap={1} align={{ base: 'stretch', md: 'flex-end' }} maxW={{ md: 'xs' }}>
      <Button colorPalette="teal" disabled={block !== null} aria-describedby={reason ? reasonId : undefined} onClick={() => setAsking(true)}>
        {t('planAdmin.deliver.button')}
      </Button>
      {reason ? (
        <Text id={reasonId} textStyle="xs" color="fg.muted" textAlign={{ md: 'right' }}>
          {reason}
        </Text>
      ) : null}
      <ConfirmDialog
        open={asking}
        title={t('planAdmin.deliver.title')}
        body={t('planAdmin.deliver.body')}
        cancelLabel={t('planAdmin.deliver.cancel')}
        confirmLabel={t('planAdmin.deliver.confirm')}
        confirmPalette="teal"
        pending={deliver.isPending}
        error={deliver.error ? errorMessageOf(deliver.error, t) : null}
        onCancel={() => {
          deliver.reset();
          setAsking(false);
        }}
        onConfirm={() =>
          deliver.mutate(
            { uuid: plan.uuid },
            {
              onSuccess: () => {
                setAsking(false);
                toaster.create({ type: 'success', title: t('planAdmin.deliver.done') });
                void navigate({ to: planPath, params: { uuid: plan.uuid, _splat: 'delivered' } });
              },
            },
          )
        }
      />
    </Stack>
  );
}
