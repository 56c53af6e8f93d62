import { Badge, Button, HStack, IconButton, List, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import type { ActionView, PlanView } from '@cairn/shared/contract/plans';
import { formatNumber } from '@cairn/shared/format';
import { semesterOf } from '@cairn/shared/plans/actionRules';
import { implementationDatesEditable } from '@cairn/shared/plans/workflow';
import type { ReactNode } from 'react';
import { useI18n } from '../../i18n/i18nContext.ts';
import { useProcedureForm } from '../../ui/form/useProcedureForm.ts';
import { toaster } from '../../ui/toaster.tsx';
import { dataCollectionInputOf, dateLock, dateValuesOf, implementationInputWithoutDates, implementationValuesOf } from './implementationForm.ts';

/*
 * The action panel's Implementation and Data collection sections (spec 2 "Action detail").
 *
 * Both could edit the implementation dates; the spec makes them data collection ('Plan
 * data-collection fields (implementation dates) are editable only while the action status is
 * SUGGESTED'), so the dates have one place: Data collection
 * (`decarbonizationAction.implementationDataCollection`), while the action is SUGGESTED. The
 * Implementation section (`decarbonizationAction.implementationUpdate`) shows them read-only and
 * edits the rest (leader, steps, follow-up indicators), which follow the action in any status:
 * it never sends dates, which the server would refuse once the action is past SUGGESTED.
 */

type Section = (props: { title: string; children: ReactNode }) => ReactNode;
type FactProps = { label: string; children: ReactNode };

interface SectionProps {
  plan: PlanView;
  action: ActionView;
  /** False for a delivered snapshot: everything reads only. */
  editable: boolean;
  Section: Section;
  Fact: (props: FactProps) => ReactNode;
}

function useSemesterText() {
  const { t } = useI18n();
  return (date: string | null) => {
    const parts = semesterOf(date);
    return parts ? t('plans.panel.semesterDate', { semester: parts.semester, year: String(parts.year) }) : null;
  };
}

function useSemesters() {
  const { t } = useI18n();
  return [
    { value: 'S1', label: t('plans.panel.s1') },
    { value: 'S2', label: t('plans.panel.s2') },
  ];
}

/** The dates as text, with why they cannot be changed here. */
function DatesReadOnly({ action, note, Fact }: { action: ActionView; note: string | null; Fact: SectionProps['Fact'] }) {
  const { t } = useI18n();
  const semesterText = useSemesterText();
  const none = <Text color="fg.muted">{t('plans.panel.none')}</Text>;
  const start = semesterText(action.implementationStartDate);
  const end = semesterText(action.implementationEndDate);
  return (
    <>
      <SimpleGrid columns={2} gap={3}>
        <Fact label={t('plans.panel.start')}>{start ? <Text data-testid="implementation-start">{start}</Text> : none}</Fact>
        <Fact label={t('plans.panel.end')}>{end ? <Text data-testid="implementation-end">{end}</Text> : none}</Fact>
      </SimpleGrid>
      {note ? (
        <Text textStyle="sm" color="fg.muted">
          {note}
        </Text>
      ) : null}
    </>
  );
}

/** Data collection: the implementation start and end, while the action is SUGGESTED (the server answers CONFLICT otherwise, shown in the form). */
export function DataCollection({ action, editable, Section, Fact }: SectionProps) {
  const { t } = useI18n();
  const lock = dateLock(editable, implementationDatesEditable(action));
  return (
    <Section title={t('plans.panel.dataCollection')}>
      {lock === null ? (
        <DatesForm action={action} />
      ) : (
        <DatesReadOnly action={action} Fact={Fact} note={t(lock === 'snapshot' ? 'plans.panel.lockedSnapshot' : 'plans.panel.datesLockedStatus')} />
      )}
    </Section>
  );
}

function DatesForm({ action }: { action: ActionView }) {
  const { t } = useI18n();
  const semesters = useSemesters();
  const { form, formRef, onSubmit, dirty } = useProcedureForm({
    procedure: 'decarbonizationAction.implementationDataCollection',
    defaultValues: dateValuesOf(action),
    toInput: (values) => dataCollectionInputOf(values, action.uuid),
    issueAliases: { implementationStartDate: 'startYear', implementationEndDate: 'endYear' },
    onSaved: () => toaster.create({ type: 'success', title: t('plans.panel.datesSaved') }),
  });
  return (
    <form ref={formRef} onSubmit={onSubmit} noValidate aria-label={t('plans.panel.dataCollection')}>
      <form.AppForm>
        <Stack gap={3}>
          <Text textStyle="sm" color="fg.muted">
            {t('plans.panel.dataCollectionHint')}
          </Text>
          <SimpleGrid columns={2} gap={3}>
            <form.AppField name="startSemester">{(field) => <field.SelectField label={t('plans.panel.startSemester')} size="sm" placeholder="—" options={semesters} />}</form.AppField>
            <form.AppField name="startYear">
              {(field) => <field.TextField label={t('plans.panel.startYear')} size="sm" inputMode="numeric" maxLength={4} placeholder={t('plans.panel.yearHint')} />}
            </form.AppField>
            <form.AppField name="endSemester">{(field) => <field.SelectField label={t('plans.panel.endSemester')} size="sm" placeholder="—" options={semesters} />}</form.AppField>
            <form.AppField name="endYear">
              {(field) => <field.TextField label={t('plans.panel.endYear')} size="sm" inputMode="numeric" maxLength={4} placeholder={t('plans.panel.yearHint')} />}
            </form.AppField>
          </SimpleGrid>
          <form.ErrorSummary />
          <HStack gap={3}>
            <form.SubmitButton disabled={!dirty}>{t('plans.panel.saveDates')}</form.SubmitButton>
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

/** Implementation: the leader, steps and follow-up indicators (`decarbonizationAction.implementationUpdate`), the dates read-only. */
export function Implementation({ plan, action, editable, Section, Fact }: SectionProps) {
  const { t } = useI18n();
  // Why the dates read only here is said once, in Data collection; while SUGGESTED, where to enter them.
  const datesNote = editable && implementationDatesEditable(action) ? t('plans.panel.datesHere') : null;
  return (
    <Section title={t('plans.panel.implementation')}>
      <DatesReadOnly action={action} Fact={Fact} note={datesNote} />
      {editable ? <ImplementationForm plan={plan} action={action} /> : <ImplementationReadOnly plan={plan} action={action} Fact={Fact} />}
    </Section>
  );
}

function ImplementationReadOnly({ plan, action, Fact }: { plan: PlanView; action: ActionView; Fact: SectionProps['Fact'] }) {
  const { t, language } = useI18n();
  const none = <Text color="fg.muted">{t('plans.panel.none')}</Text>;
  const leader = plan.teamMembers.find((member) => member.uuid === action.actionLeaderUuid);
  const monthYear = new Intl.DateTimeFormat(language, { month: 'long', year: 'numeric', timeZone: 'UTC' });
  return (
    <>
      <Fact label={t('plans.panel.leader')}>{leader ? <Text>{leader.name}</Text> : none}</Fact>
      <Fact label={t('plans.panel.steps')}>
        {action.implementationSteps.length === 0 ? (
          <Text color="fg.muted">{t('plans.panel.noSteps')}</Text>
        ) : (
          <List.Root gap={1} ms={5}>
            {action.implementationSteps.map((step) => (
              <List.Item key={step.uuid}>
                <HStack gap={2} flexWrap="wrap">
                  <Text textDecoration={step.done ? 'line-through' : undefined}>{step.name}</Text>
                  {step.done ? (
                    <Badge colorPalette="teal" variant="subtle">
                      {t('plans.panel.stepDone')}
                    </Badge>
                  ) : null}
                  {step.deadline ? (
                    <Text textStyle="sm" color="fg.muted">
                      {t('plans.panel.deadlineOn', { date: monthYear.format(new Date(`${step.deadline}T00:00:00Z`)) })}
                    </Text>
                  ) : null}
                </HStack>
              </List.Item>
            ))}
          </List.Root>
        )}
      </Fact>
      <Fact label={t('plans.panel.kpis')}>
        {action.followUpKPIs.length === 0 ? (
          <Text color="fg.muted">{t('plans.panel.noKpis')}</Text>
        ) : (
          <List.Root gap={1} ms={5}>
            {action.followUpKPIs.map((kpi) => {
              const unit = kpi.unit ? ` ${kpi.unit}` : '';
              const value = kpi.value === null ? '—' : `${formatNumber(kpi.value, language)}${unit}`;
              const target = kpi.targetValue === null ? '—' : `${formatNumber(kpi.targetValue, language)}${unit}`;
              return (
                <List.Item key={kpi.uuid}>
                  <Text>{t('plans.panel.kpiLine', { name: kpi.name, value, target })}</Text>
                </List.Item>
              );
            })}
          </List.Root>
        )}
      </Fact>
    </>
  );
}

function ImplementationForm({ plan, action }: { plan: PlanView; action: ActionView }) {
  const { t } = useI18n();
  const { form, formRef, onSubmit, dirty } = useProcedureForm({
    procedure: 'decarbonizationAction.implementationUpdate',
    defaultValues: implementationValuesOf(action),
    toInput: (values) => implementationInputWithoutDates(values, action.uuid),
    onSaved: () => toaster.create({ type: 'success', title: t('plans.panel.implementationSaved') }),
  });
  return (
    <form ref={formRef} onSubmit={onSubmit} noValidate aria-label={t('plans.panel.implementation')}>
      <form.AppForm>
        <Stack gap={4}>
          <form.AppField name="actionLeaderUuid">
            {(field) => (
              <field.SelectField
                label={t('plans.panel.leader')}
                size="sm"
                placeholder={t('plans.panel.noLeader')}
                options={plan.teamMembers.map((member) => ({ value: member.uuid, label: member.name }))}
              />
            )}
          </form.AppField>
          <form.AppField name="implementationSteps" mode="array">
            {(list) => (
              <Stack gap={2} role="group" aria-label={t('plans.panel.steps')}>
                <Text fontWeight="medium">{t('plans.panel.steps')}</Text>
                {list.state.value.length === 0 ? <Text color="fg.muted">{t('plans.panel.noSteps')}</Text> : null}
                {list.state.value.map((step, index) => (
                  <Stack key={step.uuid} gap={2} p={3} borderWidth="1px" borderRadius="md" role="group" aria-label={t('plans.panel.stepRow', { number: index + 1 })}>
                    <HStack gap={2} align="end">
                      <form.AppField name={`implementationSteps[${index}].name`}>{(field) => <field.TextField label={t('plans.panel.stepName')} size="sm" required />}</form.AppField>
                      <IconButton size="sm" variant="ghost" colorPalette="red" aria-label={t('plans.panel.removeStep', { number: index + 1 })} onClick={() => list.removeValue(index)}>
                        ×
                      </IconButton>
                    </HStack>
                    <SimpleGrid columns={{ base: 2, md: 3 }} gap={3} alignItems="end">
                      <form.AppField name={`implementationSteps[${index}].deadlineMonth`}>
                        {(field) => <field.TextField label={t('plans.panel.deadlineMonth')} size="sm" inputMode="numeric" maxLength={2} />}
                      </form.AppField>
                      <form.AppField name={`implementationSteps[${index}].deadlineYear`}>
                        {(field) => <field.TextField label={t('plans.panel.deadlineYear')} size="sm" inputMode="numeric" maxLength={4} />}
                      </form.AppField>
                      <form.AppField name={`implementationSteps[${index}].done`}>{(field) => <field.SwitchField label={t('plans.panel.stepDone')} />}</form.AppField>
                    </SimpleGrid>
                  </Stack>
                ))}
                <Button size="xs" variant="outline" alignSelf="flex-start" onClick={() => list.pushValue({ uuid: crypto.randomUUID(), name: '', done: false, deadlineMonth: '', deadlineYear: '' })}>
                  {t('plans.panel.addStep')}
                </Button>
              </Stack>
            )}
          </form.AppField>
          <form.AppField name="followUpKPIs" mode="array">
            {(list) => (
              <Stack gap={2} role="group" aria-label={t('plans.panel.kpis')}>
                <Text fontWeight="medium">{t('plans.panel.kpis')}</Text>
                {list.state.value.length === 0 ? <Text color="fg.muted">{t('plans.panel.noKpis')}</Text> : null}
                {list.state.value.map((kpi, index) => (
                  <Stack key={kpi.uuid} gap={2} p={3} borderWidth="1px" borderRadius="md" role="group" aria-label={t('plans.panel.kpiRow', { number: index + 1 })}>
                    <HStack gap={2} align="end">
                      <form.AppField name={`followUpKPIs[${index}].name`}>{(field) => <field.TextField label={t('plans.panel.kpiName')} size="sm" required />}</form.AppField>
                      <IconButton size="sm" variant="ghost" colorPalette="red" aria-label={t('plans.panel.removeKpi', { number: index + 1 })} onClick={() => list.removeValue(index)}>
                        ×
                      </IconButton>
                    </HStack>
                    <SimpleGrid columns={{ base: 2, md: 3 }} gap={3}>
                      <form.AppField name={`followUpKPIs[${index}].value`}>{(field) => <field.TextField label={t('plans.panel.kpiValue')} size="sm" inputMode="decimal" />}</form.AppField>
                      <form.AppField name={`followUpKPIs[${index}].targetValue`}>{(field) => <field.TextField label={t('plans.panel.kpiTarget')} size="sm" inputMode="decimal" />}</form.AppField>
                      <form.AppField name={`followUpKPIs[${index}].unit`}>{(field) => <field.TextField label={t('plans.panel.kpiUnit')} size="sm" />}</form.AppField>
                    </SimpleGrid>
                  </Stack>
                ))}
                <Button size="xs" variant="outline" alignSelf="flex-start" onClick={() => list.pushValue({ uuid: crypto.randomUUID(), name: '', value: '', targetValue: '', unit: '' })}>
                  {t('plans.panel.addKpi')}
                </Button>
              </Stack>
            )}
          </form.AppField>
          <form.ErrorSummary />
          <HStack gap={3}>
            <form.SubmitButton disabled={!dirty}>{t('plans.panel.saveImplementation')}</form.SubmitButton>
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
