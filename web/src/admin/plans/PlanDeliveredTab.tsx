import { SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { formatEmissions, formatNumber } from '@cairn/shared/format';
import { labelOf } from '@cairn/shared/labels';
import { useI18n } from '../../i18n/i18nContext.ts';
import { formatDay } from '../../ui/formatDay.ts';
import { ActionsTable } from './ActionsTable.tsx';
import { useStaffPlan } from './planData.ts';
import { Fact, Group } from './PlanParts.tsx';

/** `/decarbonization-plans/$uuid/delivered`: the plan and its actions as they were delivered, read-only. */
export function PlanDeliveredTab() {
  const { t, language } = useI18n();
  const { snapshot } = useStaffPlan();
  if (!snapshot) return <Text color="fg.muted">{t('planAdmin.delivered.none')}</Text>;
  const { plan, actions } = snapshot;
  const none = t('planAdmin.delivered.empty');
  const emissions = (kg: number | null) => (kg === null ? none : formatEmissions(kg, language).text);
  return (
    <Stack gap={6}>
      <Text color="fg.muted">{t('planAdmin.delivered.on', { date: formatDay(snapshot.deliveredAt, language) })}</Text>
      <Group title={t('planAdmin.delivered.summary')}>
        <SimpleGrid columns={{ base: 1, sm: 2, md: 4 }} gap={4}>
          <Fact label={t('planAdmin.edit.baselineYear')}>{plan.baselineYear ?? none}</Fact>
          <Fact label={t('planAdmin.edit.targetYear')}>{plan.targetYear ?? none}</Fact>
          <Fact label={t('planAdmin.delivered.total')}>{emissions(plan.baselineValue.total)}</Fact>
          <Fact label={t('planAdmin.edit.currency')}>{labelOf('currency', plan.baselineCurrency, language)}</Fact>
          <Fact label={labelOf('scope', 'ONE', language)}>{emissions(plan.baselineValue.scope1)}</Fact>
          <Fact label={labelOf('scope', 'TWO', language)}>{emissions(plan.baselineValue.scope2)}</Fact>
          <Fact label={labelOf('scope', 'THREE', language)}>{emissions(plan.baselineValue.scope3)}</Fact>
          <Fact label={t('planAdmin.delivered.annualGrowth')}>{t('planAdmin.delivered.percent', { value: formatNumber(plan.annualGrowth, language) })}</Fact>
          <Fact label={t('planAdmin.edit.maximumActionCount')}>{plan.maximumActionCount ?? t('planAdmin.delivered.noLimit')}</Fact>
          <Fact label={t('planAdmin.edit.keyFigures')}>{plan.keyFigures.map((figure) => figure.label).join(' · ') || none}</Fact>
          <Fact label={t('planAdmin.edit.trajectories')}>{plan.sbtTrajectories.map((trajectory) => labelOf('targetScope', trajectory.type, language)).join(' · ') || none}</Fact>
          <Fact label={t('planAdmin.edit.team')}>{plan.teamMembers.map((member) => member.name).join(' · ') || none}</Fact>
        </SimpleGrid>
      </Group>
      <Group title={t('planAdmin.delivered.actions', { count: actions.length })}>
        {actions.length === 0 ? <Text color="fg.muted">{t('planAdmin.actions.empty')}</Text> : <ActionsTable actions={actions} label={t('planAdmin.delivered.actionsTable')} />}
      </Group>
    </Stack>
  );
}
