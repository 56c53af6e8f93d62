import { HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import type { ActionView, PlanView } from '@cairn/shared/contract/plans';
import { formatNumber } from '@cairn/shared/format';
import { Level, labelOf } from '@cairn/shared/labels';
import { isQualitative, showsScoresAndFinancials } from '@cairn/shared/plans/workflow';
import type { ReactNode } from 'react';
import { useI18n } from '../../i18n/i18nContext.ts';
import { useProcedureForm } from '../../ui/form/useProcedureForm.ts';
import { toaster } from '../../ui/toaster.tsx';
import { clientScoresInputOf, clientScoreValuesOf } from './clientScores.ts';

interface ScoresProps {
  plan: PlanView;
  action: ActionView;
  editable: boolean;
  Section: (props: { title: string; children: ReactNode }) => ReactNode;
  Fact: (props: { label: string; children: ReactNode }) => ReactNode;
}

/**
 * The action's scores as the client gives them (`decarbonizationAction.scoresUpdate.client`):
 * shown for a quantified action whose scores the plan shows (a trajectory hides them while the
 * action is suggested or dismissed); the cost is the consultant's, read only; the carbon-impact
 * level once the consultant shows the impact. A delivered plan's are read only.
 */
export function ClientScores({ plan, action, editable, Section, Fact }: ScoresProps) {
  const { t, language } = useI18n();
  if (isQualitative(action) || !showsScoresAndFinancials(plan.isTrajectory ? 'TRAJECTORY' : 'PLAN', action.status)) return null;
  const none = <Text color="fg.muted">{t('plans.panel.none')}</Text>;
  const level = (value: Level | null) => (value === null ? none : <Text>{labelOf('level', value, language)}</Text>);
  return (
    <Section title={t('plans.scores.title')}>
      <Fact label={t('plans.scores.cost')}>{level(action.scores.cost.value)}</Fact>
      {editable ? (
        <ScoresForm action={action} />
      ) : (
        <SimpleGrid columns={2} gap={3}>
          <Fact label={t('plans.scores.feasibility')}>{action.scores.feasibility.value === null ? none : <Text>{formatNumber(action.scores.feasibility.value, language)}</Text>}</Fact>
          <Fact label={t('plans.scores.opportunity')}>{level(action.scores.opportunity.value)}</Fact>
          <Fact label={t('plans.scores.risk')}>{level(action.scores.risk.value)}</Fact>
          {action.showCarbonImpact ? <Fact label={t('plans.scores.carbonImpact')}>{level(action.scores.carbonImpact.value)}</Fact> : null}
        </SimpleGrid>
      )}
    </Section>
  );
}

function ScoresForm({ action }: { action: ActionView }) {
  const { t, language } = useI18n();
  const levels = Level.options.map((value) => ({ value, label: labelOf('level', value, language) }));
  const { form, formRef, onSubmit, dirty } = useProcedureForm({
    procedure: 'decarbonizationAction.scoresUpdate.client',
    defaultValues: clientScoreValuesOf(action.scores),
    toInput: (values) => clientScoresInputOf(values, action),
    issueAliases: { 'feasibility.value': 'feasibility', 'opportunity.value': 'opportunity', 'risk.value': 'risk', 'carbonImpact.value': 'carbonImpact' },
    onSaved: () => toaster.create({ type: 'success', title: t('plans.scores.saved') }),
  });
  return (
    <form ref={formRef} onSubmit={onSubmit} noValidate aria-label={t('plans.scores.title')}>
      <form.AppForm>
        <Stack gap={3}>
          <SimpleGrid columns={2} gap={3}>
            <form.AppField name="feasibility">
              {(field) => <field.TextField label={t('plans.scores.feasibility')} size="sm" inputMode="decimal" placeholder={t('plans.scores.feasibilityHint')} />}
            </form.AppField>
            <form.AppField name="opportunity">{(field) => <field.SelectField label={t('plans.scores.opportunity')} size="sm" placeholder="—" options={levels} />}</form.AppField>
            <form.AppField name="risk">{(field) => <field.SelectField label={t('plans.scores.risk')} size="sm" placeholder="—" options={levels} />}</form.AppField>
            {action.showCarbonImpact ? (
              <form.AppField name="carbonImpact">{(field) => <field.SelectField label={t('plans.scores.carbonImpact')} size="sm" placeholder="—" options={levels} />}</form.AppField>
            ) : null}
          </SimpleGrid>
          <form.ErrorSummary />
          <HStack gap={3}>
            <form.SubmitButton disabled={!dirty}>{t('plans.scores.save')}</form.SubmitButton>
            {dirty ? (
              <Text textStyle="sm" color="fg.muted" role="status">
                {t('plans.panel.unsaved')}
              </Text>
            ) : null}
          </HStack>
        </Stack>
      </form.AppForm>
    </form>
  );
}
