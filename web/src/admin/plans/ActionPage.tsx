import { Badge, Button, Code, HStack, IconButton, Input, Link, SimpleGrid, Stack, Text, Textarea } from '@chakra-ui/react';
import type { ActionView, PlanView } from '@cairn/shared/contract/plans';
import { serverMessageTexts } from '@cairn/shared/errorMessages';
import { formatEmissions, formatNumber } from '@cairn/shared/format';
import { GhgCategory, labelOf, Level, Scope } from '@cairn/shared/labels';
import { scoreNames } from '@cairn/shared/plans/actionRules';
import { planWorkflowMessages } from '@cairn/shared/plans/model';
import { actionMoves, costsApply, isQualitative, showsScoresAndFinancials, staffEditsAction } from '@cairn/shared/plans/workflow';
import { useStore } from '@tanstack/react-form';
import { Link as RouterLink } from '@tanstack/react-router';
import { useRef, useState } from 'react';
import { useProcedureMutation } from '../../api/client.ts';
import { errorMessageOf } from '../../api/formErrors.ts';
import { workflowActionOf, workflowPlanOf } from '../../features/plans/planModel.ts';
import { useI18n } from '../../i18n/i18nContext.ts';
import { localizeMessage } from '../../i18n/serverMessages.ts';
import type { PlainKey, Translate } from '../../i18n/translate.ts';
import { ErrorBox } from '../../ui/ErrorBox.tsx';
import { FormField } from '../../ui/FormField.tsx';
import { useProcedureForm } from '../../ui/form/useProcedureForm.ts';
import { ArrowLeftIcon } from '../../ui/icons.tsx';
import { toaster } from '../../ui/toaster.tsx';
import { CheckboxGroupField, TextAreaField } from '../assets/formFields.tsx';
import {
  actionFieldsValuesOf,
  actionUpdateInputOf,
  implementationInputOf,
  implementationValuesOf,
  investmentsInputOf,
  investmentValuesOf,
  newFormula,
  newInvestmentValues,
  newParameter,
  parameterChangeOf,
  scoresInputOf,
  scoresValuesOf,
} from './actionForm.ts';
import { planPath, useStaffPlan } from './planData.ts';
import { editRuleOf } from './PlanActionsTab.tsx';
import { Group, ReadOnlyFieldset } from './PlanParts.tsx';

let keyCounter = 0;
const newKey = () => `row-${++keyCounter}`;

const levelOptions = (language: string) => Level.options.map((value) => ({ value, label: labelOf('level', value, language) }));
const scoreLabels: Record<(typeof scoreNames)[number], PlainKey> = {
  cost: 'planAdmin.score.cost',
  feasibility: 'planAdmin.score.feasibility',
  opportunity: 'planAdmin.score.opportunity',
  risk: 'planAdmin.score.risk',
  carbonImpact: 'planAdmin.score.carbonImpact',
};

/** Why staff may not edit an action (spec 2 "Editing rules"), or null when they may. */
function lockReason(plan: PlanView, action: ActionView, t: Translate): string | null {
  if (staffEditsAction(editRuleOf(plan), action)) return null;
  if (plan.type !== 'PLAN') return t('planAdmin.action.lockedSnapshot');
  return t(plan.isTrajectory ? 'planAdmin.action.lockedTrajectory' : 'planAdmin.action.lockedWorkshopTwo');
}

/**
 * `/decarbonization-plans/$uuid/actions/<actionUuid>` (spec 2 "Action"): every field staff edit,
 * its parameters (saved on leaving each), scores, cost lines, implementation and status moves.
 * Each part saves by its own procedure; the server evaluates the formulas and says why one failed.
 */
export function ActionPage({ actionUuid }: { actionUuid: string }) {
  const { t } = useI18n();
  const { plan, actions } = useStaffPlan();
  const action = actions.find((each) => each.uuid === actionUuid);
  if (!action)
    return (
      <Stack gap={3} align="flex-start">
        <ErrorBox message={t('planAdmin.action.notFound')} />
        <BackLink plan={plan} />
      </Stack>
    );
  return <ActionWorkspace key={action.uuid} plan={plan} actions={actions} action={action} />;
}

function BackLink({ plan }: { plan: PlanView }) {
  const { t } = useI18n();
  return (
    <Link asChild colorPalette="teal" textStyle="sm" alignSelf="flex-start">
      <RouterLink to={planPath} params={{ uuid: plan.uuid, _splat: 'actions' }}>
        <ArrowLeftIcon boxSize="4" />
        {t('planAdmin.action.back')}
      </RouterLink>
    </Link>
  );
}

function ActionWorkspace({ plan, actions, action }: { plan: PlanView; actions: ActionView[]; action: ActionView }) {
  const { t, language } = useI18n();
  const locked = lockReason(plan, action, t);
  const kind = plan.isTrajectory ? 'TRAJECTORY' : 'PLAN';
  const scored = !isQualitative(action) && showsScoresAndFinancials(kind, action.status);
  return (
    <Stack gap={6}>
      <Stack gap={2}>
        <BackLink plan={plan} />
        <HStack gap={3} wrap="wrap">
          <Badge colorPalette="gray" variant="solid">
            #{action.displayId}
          </Badge>
          <Text as="h2" textStyle="xl" fontWeight="semibold">
            {action.name}
          </Text>
          <Badge colorPalette="teal" variant="subtle">
            {labelOf('actionStatus', action.status, language)}
          </Badge>
          <Text color="fg.muted" textStyle="sm">
            {action.carbonImpact === null ? t('planAdmin.action.noImpact') : t('planAdmin.action.impact', { value: formatEmissions(action.carbonImpact, language).text })}
          </Text>
        </HStack>
        <StatusMoves plan={plan} actions={actions} action={action} />
        {locked ? (
          <Text role="note" color="fg.warning" textStyle="sm">
            {locked}
          </Text>
        ) : null}
      </Stack>
      <FieldsForm plan={plan} action={action} readOnly={locked !== null} />
      <Parameters action={action} readOnly={locked !== null} />
      {scored ? (
        <ScoresForm action={action} readOnly={locked !== null} />
      ) : (
        <Group title={t('planAdmin.score.title')}>
          <Text color="fg.muted">{t(isQualitative(action) ? 'planAdmin.score.qualitative' : 'planAdmin.score.hidden')}</Text>
        </Group>
      )}
      <CostsForm plan={plan} action={action} readOnly={locked !== null} />
      <ImplementationForm plan={plan} action={action} />
    </Stack>
  );
}

/** The status buttons the workflow offers staff and client alike (`action.updateStatus`), each with why it is disabled. */
function StatusMoves({ plan, actions, action }: { plan: PlanView; actions: ActionView[]; action: ActionView }) {
  const { t, language } = useI18n();
  const move = useProcedureMutation('action.updateStatus', { meta: { inlineErrors: true } });
  if (plan.type !== 'PLAN') return null;
  const { options, waiting } = actionMoves(workflowPlanOf(plan), workflowActionOf(action), actions.map(workflowActionOf));
  const reasonOf = (reason: keyof typeof planWorkflowMessages) => localizeMessage(t, { message: serverMessageTexts[planWorkflowMessages[reason]], key: planWorkflowMessages[reason] });
  if (waiting) return <Text textStyle="sm" color="fg.muted">{reasonOf('waitingForImpact')}</Text>;
  if (options.length === 0) return null;
  return (
    <Stack gap={1}>
      <HStack gap={2} wrap="wrap" role="group" aria-label={t('planAdmin.action.moves')}>
        {options.map((option) => (
          <Button
            key={option.move}
            size="sm"
            variant="outline"
            colorPalette={option.to === 'DISMISSED' ? 'red' : 'teal'}
            disabled={option.disabledBy !== null}
            title={option.disabledBy ? reasonOf(option.disabledBy) : undefined}
            loading={move.isPending && move.variables?.status === option.to}
            onClick={() =>
              move.mutate(
                { uuid: action.uuid, status: option.to },
                { onSuccess: (moved) => toaster.create({ type: 'success', title: t('planAdmin.action.moved', { status: labelOf('actionStatus', moved.status, language) }) }) },
              )
            }
          >
            {t(`plans.move.${option.move}`)}
          </Button>
        ))}
      </HStack>
      {options.some((option) => option.disabledBy) ? (
        <Text textStyle="xs" color="fg.muted">
          {options.flatMap((option) => (option.disabledBy ? [reasonOf(option.disabledBy)] : [])).join(' · ')}
        </Text>
      ) : null}
      {move.error ? <ErrorBox message={errorMessageOf(move.error, t)} /> : null}
    </Stack>
  );
}

/** The action's own fields (`decarbonizationAction.update`), formulas and parameter definitions included. */
function FieldsForm({ plan, action, readOnly }: { plan: PlanView; action: ActionView; readOnly: boolean }) {
  const { t, language } = useI18n();
  const latest = useRef(action);
  latest.current = action;
  const { form, formRef, onSubmit, dirty } = useProcedureForm({
    procedure: 'decarbonizationAction.update',
    defaultValues: actionFieldsValuesOf(action, newKey),
    // The version as last read: a parameter saved on blur moves it on, and that is no conflict.
    toInput: (values) => actionUpdateInputOf(values, latest.current),
    onSaved: () => toaster.create({ type: 'success', title: t('planAdmin.action.saved') }),
  });
  const type = useStore(form.store, (state) => state.values.type);
  const textArea = (name: 'actionDescription' | 'baselineScenario', label: string) => (
    <form.AppField name={name}>{() => <TextAreaField label={label} rows={3} />}</form.AppField>
  );
  return (
    <form ref={formRef} onSubmit={onSubmit} noValidate aria-label={t('planAdmin.action.fields')}>
      <form.AppForm>
        <Stack gap={6}>
          <ReadOnlyFieldset readOnly={readOnly}>
            <Stack gap={6}>
              <Group title={t('planAdmin.action.fields')}>
                <SimpleGrid columns={{ base: 1, md: 3 }} gap={4}>
                  <form.AppField name="name">{(field) => <field.TextField label={t('planAdmin.action.name')} required />}</form.AppField>
                  <form.AppField name="color">{(field) => <field.TextField label={t('planAdmin.action.color')} helper={t('planAdmin.action.colorHelp')} spellCheck={false} />}</form.AppField>
                  <form.AppField name="categoryLabel">{(field) => <field.TextField label={t('planAdmin.action.category')} />}</form.AppField>
                  <form.AppField name="operationalCategoryUuid">
                    {(field) => (
                      <field.SelectField
                        label={t('planAdmin.action.operationalCategory')}
                        placeholder={t('planAdmin.action.noOperationalCategory')}
                        options={plan.operationalCategories.map((category) => ({ value: category.uuid, label: category.name }))}
                      />
                    )}
                  </form.AppField>
                  <form.AppField name="type">
                    {(field) => (
                      <field.SelectField
                        label={t('planAdmin.action.type')}
                        options={[
                          { value: 'QUANTITATIVE', label: t('planAdmin.actions.quantitative') },
                          { value: 'QUALITATIVE', label: t('planAdmin.actions.qualitative') },
                        ]}
                      />
                    )}
                  </form.AppField>
                </SimpleGrid>
                {textArea('actionDescription', t('planAdmin.action.description'))}
                {textArea('baselineScenario', t('planAdmin.action.baselineScenario'))}
                <SimpleGrid columns={{ base: 1, md: 2 }} gap={3}>
                  <form.AppField name="isRecommended">{(field) => <field.SwitchField label={t('planAdmin.action.isRecommended')} />}</form.AppField>
                  <form.AppField name="preBaseline">{(field) => <field.SwitchField label={t('planAdmin.action.preBaseline')} />}</form.AppField>
                  <form.AppField name="proportionalToGrowth">{(field) => <field.SwitchField label={t('planAdmin.action.proportionalToGrowth')} />}</form.AppField>
                  <form.AppField name="showCarbonImpact">{(field) => <field.SwitchField label={t('planAdmin.action.showCarbonImpact')} helper={t('planAdmin.action.showCarbonImpactHelp')} />}</form.AppField>
                </SimpleGrid>
                <form.AppField name="impactedScopes">
                  {() => <CheckboxGroupField label={t('planAdmin.action.impactedScopes')} options={Scope.options.map((value) => ({ value, label: labelOf('scope', value, language) }))} empty="" />}
                </form.AppField>
              </Group>

              <Group title={t('planAdmin.action.baselineParameters')}>
                <form.AppField name="baselineParameters" mode="array">
                  {(list) => (
                    <Stack gap={3}>
                      {list.state.value.length === 0 ? <Text textStyle="sm" color="fg.muted">{t('planAdmin.action.noBaselineParameter')}</Text> : null}
                      {list.state.value.map((row, index) => (
                        <HStack key={row.key} gap={3} align="flex-end" role="group" aria-label={t('planAdmin.action.baselineParameterRow', { number: index + 1 })}>
                          <form.AppField name={`baselineParameters[${index}].name`}>{(field) => <field.TextField label={t('planAdmin.action.parameterName')} size="sm" required />}</form.AppField>
                          <form.AppField name={`baselineParameters[${index}].value`}>{(field) => <field.TextField label={t('planAdmin.action.value')} size="sm" inputMode="decimal" />}</form.AppField>
                          <form.AppField name={`baselineParameters[${index}].unit`}>{(field) => <field.TextField label={t('planAdmin.edit.unit')} size="sm" />}</form.AppField>
                          {readOnly ? null : (
                            <IconButton size="xs" variant="ghost" colorPalette="red" aria-label={t('planAdmin.action.removeBaselineParameter', { number: index + 1 })} onClick={() => list.removeValue(index)}>
                              ×
                            </IconButton>
                          )}
                        </HStack>
                      ))}
                      {readOnly ? null : (
                        <Button size="sm" variant="outline" alignSelf="flex-start" onClick={() => list.pushValue({ key: newKey(), name: '', value: '', unit: '' })}>
                          {t('planAdmin.action.addBaselineParameter')}
                        </Button>
                      )}
                    </Stack>
                  )}
                </form.AppField>
              </Group>

              <Group title={t('planAdmin.action.parameterDefinitions')}>
                <Text textStyle="sm" color="fg.muted">
                  {t('planAdmin.action.parameterDefinitionsHelp')}
                </Text>
                <form.AppField name="parameters" mode="array">
                  {(list) => (
                    <Stack gap={3}>
                      {list.state.value.map((row, index) => (
                        <SimpleGrid key={row.uuid} columns={{ base: 1, md: 6 }} gap={3} alignItems="end" role="group" aria-label={t('planAdmin.action.parameterRow', { number: index + 1 })}>
                          <form.AppField name={`parameters[${index}].name`}>{(field) => <field.TextField label={t('planAdmin.action.parameterName')} size="sm" required spellCheck={false} />}</form.AppField>
                          <form.AppField name={`parameters[${index}].type`}>
                            {(field) => (
                              <field.SelectField
                                label={t('planAdmin.action.parameterType')}
                                size="sm"
                                options={[
                                  { value: 'NUMBER', label: t('planAdmin.action.parameterNumber') },
                                  { value: 'TEXT', label: t('planAdmin.action.parameterText') },
                                ]}
                              />
                            )}
                          </form.AppField>
                          <form.AppField name={`parameters[${index}].label`}>{(field) => <field.TextField label={t('planAdmin.action.parameterLabel')} size="sm" />}</form.AppField>
                          <form.AppField name={`parameters[${index}].unit`}>{(field) => <field.TextField label={t('planAdmin.edit.unit')} size="sm" />}</form.AppField>
                          <form.AppField name={`parameters[${index}].hint`}>{(field) => <field.TextField label={t('planAdmin.action.parameterHint')} size="sm" />}</form.AppField>
                          {readOnly ? null : (
                            <IconButton size="xs" variant="ghost" colorPalette="red" aria-label={t('planAdmin.action.removeParameter', { number: index + 1 })} onClick={() => list.removeValue(index)}>
                              ×
                            </IconButton>
                          )}
                        </SimpleGrid>
                      ))}
                      {readOnly ? null : (
                        <Button size="sm" variant="outline" alignSelf="flex-start" onClick={() => list.pushValue(newParameter(crypto.randomUUID()))}>
                          {t('planAdmin.action.addParameter')}
                        </Button>
                      )}
                    </Stack>
                  )}
                </form.AppField>
              </Group>

              <Group title={t('planAdmin.action.formulas')}>
                <Text textStyle="sm" color="fg.muted">
                  {t('planAdmin.action.formulasHelp')}
                </Text>
                {type === 'QUALITATIVE' ? <Text textStyle="sm" color="fg.muted">{t('planAdmin.action.qualitativeFormulas')}</Text> : null}
                <form.AppField name="formulas" mode="array">
                  {(list) => (
                    <Stack gap={4}>
                      {list.state.value.map((row, index) => {
                        const prefix = `formulas[${index}]` as const;
                        const evaluated = action.formulas.find((formula) => formula.uuid === row.uuid);
                        return (
                          <Stack key={row.uuid} gap={3} borderWidth="1px" borderRadius="md" p={3} role="group" aria-label={t('planAdmin.action.formulaRow', { number: index + 1 })}>
                            <SimpleGrid columns={{ base: 1, md: 3 }} gap={3}>
                              <form.AppField name={`${prefix}.label`}>{(field) => <field.TextField label={t('planAdmin.action.formulaLabel')} size="sm" required />}</form.AppField>
                              <form.AppField name={`${prefix}.scope`}>
                                {(field) => <field.SelectField label={t('planAdmin.action.scope')} size="sm" options={Scope.options.map((value) => ({ value, label: labelOf('scope', value, language) }))} />}
                              </form.AppField>
                              <form.AppField name={`${prefix}.ghgCategory`}>
                                {(field) => (
                                  <field.SelectField
                                    label={t('planAdmin.action.ghgCategory')}
                                    size="sm"
                                    placeholder={t('planAdmin.action.noGhgCategory')}
                                    options={GhgCategory.options.map((value) => ({ value, label: labelOf('ghgCategory', value, language) }))}
                                  />
                                )}
                              </form.AppField>
                            </SimpleGrid>
                            <form.AppField name={`${prefix}.expression`}>
                              {(field) => (
                                <field.FieldShell label={t('planAdmin.action.expression')} helper={t('planAdmin.action.expressionHelp')}>
                                  <Textarea
                                    name={field.name}
                                    rows={2}
                                    fontFamily="mono"
                                    textStyle="sm"
                                    spellCheck={false}
                                    value={field.state.value}
                                    onChange={(event) => field.handleChange(event.currentTarget.value)}
                                    onBlur={field.handleBlur}
                                  />
                                </field.FieldShell>
                              )}
                            </form.AppField>
                            <FormulaOutcome formula={evaluated} />
                            <SimpleGrid columns={{ base: 1, md: 4 }} gap={3} alignItems="end">
                              <form.AppField name={`${prefix}.averageImpact`}>
                                {(field) => <field.TextField label={t('planAdmin.action.averageImpact')} helper={t('planAdmin.action.averageImpactHelp')} size="sm" inputMode="decimal" />}
                              </form.AppField>
                              <form.AppField name={`${prefix}.carbonImpactStartYear`}>{(field) => <field.TextField label={t('planAdmin.action.startYear')} size="sm" inputMode="numeric" />}</form.AppField>
                              <form.AppField name={`${prefix}.carbonImpactEndYear`}>{(field) => <field.TextField label={t('planAdmin.action.endYear')} size="sm" inputMode="numeric" />}</form.AppField>
                              <form.AppField name={`${prefix}.noBaselineModification`}>{(field) => <field.SwitchField label={t('planAdmin.action.noBaselineModification')} />}</form.AppField>
                            </SimpleGrid>
                            <form.AppField name={`${prefix}.comments`}>{(field) => <field.TextField label={t('planAdmin.action.comments')} size="sm" />}</form.AppField>
                            {readOnly ? null : (
                              <Button size="xs" variant="ghost" colorPalette="red" alignSelf="flex-start" onClick={() => list.removeValue(index)}>
                                {t('planAdmin.action.removeFormula', { number: index + 1 })}
                              </Button>
                            )}
                          </Stack>
                        );
                      })}
                      {readOnly ? null : (
                        <Button size="sm" variant="outline" alignSelf="flex-start" onClick={() => list.pushValue(newFormula(crypto.randomUUID(), action.impactedScopes[0] ?? 'ONE'))}>
                          {t('planAdmin.action.addFormula')}
                        </Button>
                      )}
                    </Stack>
                  )}
                </form.AppField>
              </Group>
            </Stack>
          </ReadOnlyFieldset>
          {readOnly ? null : (
            <Stack gap={3}>
              <form.ErrorSummary conflict={t('planAdmin.action.conflict')} />
              <HStack gap={3}>
                <form.SubmitButton>{t('planAdmin.action.save')}</form.SubmitButton>
                {dirty ? <Text textStyle="sm" color="fg.muted">{t('planAdmin.edit.unsaved')}</Text> : null}
              </HStack>
            </Stack>
          )}
        </Stack>
      </form.AppForm>
    </form>
  );
}

/** What the server's evaluation of a saved formula gave: its value, the expression it read, or why it failed. */
function FormulaOutcome({ formula }: { formula: ActionView['formulas'][number] | undefined }) {
  const { t, language } = useI18n();
  if (!formula) return <Text textStyle="xs" color="fg.muted">{t('planAdmin.action.notEvaluated')}</Text>;
  if (formula.evaluationError)
    return (
      <Text textStyle="sm" color="fg.error" data-testid="formula-error">
        {t('planAdmin.action.evaluationError', {
          error: localizeMessage(t, { message: formula.evaluationError.text, key: formula.evaluationError.key, params: formula.evaluationError.params }),
        })}
      </Text>
    );
  return (
    <Stack gap={1} data-testid="formula-value">
      <Text textStyle="sm" fontWeight="medium">
        {t('planAdmin.action.evaluated', { value: formatEmissions(formula.averageImpact, language).text })}
      </Text>
      {formula.displayedEval ? <Code textStyle="xs" whiteSpace="pre-wrap">{formula.displayedEval}</Code> : null}
    </Stack>
  );
}

/** The action's parameter values, each saved when its field is left changed (`decarbonizationAction.parameterUpdate`). */
function Parameters({ action, readOnly }: { action: ActionView; readOnly: boolean }) {
  const { t } = useI18n();
  const update = useProcedureMutation('decarbonizationAction.parameterUpdate', { meta: { inlineErrors: true } });
  if (action.parameters.length === 0) return null;
  return (
    <Group title={t('planAdmin.action.parameters')}>
      <ReadOnlyFieldset readOnly={readOnly}>
        <Stack gap={3}>
          {action.parameters.map((parameter) => (
            <ParameterRow
              key={`${parameter.uuid}-${parameter.valueNumber}-${parameter.valueText}-${parameter.comments}`}
              parameter={parameter}
              onLeave={(typed) => {
                const change = parameterChangeOf(parameter, typed);
                if (change) update.mutate({ uuid: action.uuid, parameterUuid: parameter.uuid, ...change }, { onSuccess: () => toaster.create({ type: 'success', title: t('planAdmin.action.parameterSaved', { name: parameter.label || parameter.name }) }) });
              }}
            />
          ))}
          {update.error ? <ErrorBox message={errorMessageOf(update.error, t)} /> : null}
        </Stack>
      </ReadOnlyFieldset>
    </Group>
  );
}

function ParameterRow({ parameter, onLeave }: { parameter: ActionView['parameters'][number]; onLeave: (typed: { value: string; comments: string }) => void }) {
  const { t } = useI18n();
  const [value, setValue] = useState(parameter.type === 'NUMBER' ? (parameter.valueNumber === null ? '' : String(parameter.valueNumber)) : (parameter.valueText ?? ''));
  const [comments, setComments] = useState(parameter.comments ?? '');
  const label = `${parameter.label || parameter.name}${parameter.unit ? ` (${parameter.unit})` : ''}`;
  return (
    <SimpleGrid columns={{ base: 1, md: 2 }} gap={3}>
      <FormField label={label} helper={<>{parameter.hint ? `${parameter.hint} · ` : ''}<Code textStyle="xs">{`p.${parameter.name}`}</Code></>}>
        <Input name={`parameter-${parameter.name}`} value={value} inputMode={parameter.type === 'NUMBER' ? 'decimal' : undefined} onChange={(event) => setValue(event.currentTarget.value)} onBlur={() => onLeave({ value, comments })} />
      </FormField>
      <FormField label={t('planAdmin.action.parameterComments', { name: parameter.label || parameter.name })}>
        <Input value={comments} onChange={(event) => setComments(event.currentTarget.value)} onBlur={() => onLeave({ value, comments })} />
      </FormField>
    </SimpleGrid>
  );
}

/** The admin score form (`decarbonizationAction.scoresUpdate`): each score's level (feasibility 0 to 10), reliability and comments. */
function ScoresForm({ action, readOnly }: { action: ActionView; readOnly: boolean }) {
  const { t, language } = useI18n();
  const { form, formRef, onSubmit } = useProcedureForm({
    procedure: 'decarbonizationAction.scoresUpdate',
    defaultValues: scoresValuesOf(action.scores),
    toInput: (values) => scoresInputOf(values, action.uuid),
    onSaved: () => toaster.create({ type: 'success', title: t('planAdmin.score.saved') }),
  });
  return (
    <Group title={t('planAdmin.score.title')}>
      <form ref={formRef} onSubmit={onSubmit} noValidate aria-label={t('planAdmin.score.title')}>
        <form.AppForm>
          <ReadOnlyFieldset readOnly={readOnly}>
            <Stack gap={4}>
              {scoreNames.map((name) => (
                <SimpleGrid key={name} columns={{ base: 1, md: 3 }} gap={3} role="group" aria-label={t(scoreLabels[name])}>
                  <form.AppField name={`${name}.value`}>
                    {(field) =>
                      name === 'feasibility' ? (
                        <field.TextField label={t('planAdmin.score.feasibilityValue')} size="sm" inputMode="decimal" />
                      ) : (
                        <field.SelectField label={t(scoreLabels[name])} size="sm" placeholder={t('planAdmin.score.none')} options={levelOptions(language)} />
                      )
                    }
                  </form.AppField>
                  <form.AppField name={`${name}.reliability`}>
                    {(field) => <field.SelectField label={t('planAdmin.score.reliability', { score: t(scoreLabels[name]) })} size="sm" placeholder={t('planAdmin.score.none')} options={levelOptions(language)} />}
                  </form.AppField>
                  <form.AppField name={`${name}.comments`}>{(field) => <field.TextField label={t('planAdmin.score.comments', { score: t(scoreLabels[name]) })} size="sm" />}</form.AppField>
                </SimpleGrid>
              ))}
              {readOnly ? null : (
                <>
                  <form.ErrorSummary />
                  <HStack>
                    <form.SubmitButton>{t('planAdmin.score.save')}</form.SubmitButton>
                  </HStack>
                </>
              )}
            </Stack>
          </ReadOnlyFieldset>
        </form.AppForm>
      </form>
    </Group>
  );
}

/** The cost lines (`decarbonizationAction.investmentsUpdate`), relevant for a quantified action SUBMITTED or SELECTED. */
function CostsForm({ plan, action, readOnly }: { plan: PlanView; action: ActionView; readOnly: boolean }) {
  const { t, language } = useI18n();
  const { form, formRef, onSubmit } = useProcedureForm({
    procedure: 'decarbonizationAction.investmentsUpdate',
    defaultValues: { investments: action.investments.map(investmentValuesOf) },
    toInput: (values) => investmentsInputOf(values.investments, action.uuid),
    onSaved: () => toaster.create({ type: 'success', title: t('planAdmin.cost.saved') }),
  });
  if (!costsApply(action))
    return (
      <Group title={t('planAdmin.cost.title')}>
        <Text color="fg.muted">{t('planAdmin.cost.notApplicable')}</Text>
      </Group>
    );
  return (
    <Group
      title={t('planAdmin.cost.title')}
      aside={
        action.marginalAbatementCost === null ? null : (
          <Text textStyle="sm" color="fg.muted">
            {t('planAdmin.cost.mac', { value: formatNumber(action.marginalAbatementCost, language), currency: labelOf('currency', plan.baselineCurrency, language) })}
          </Text>
        )
      }
    >
      <form ref={formRef} onSubmit={onSubmit} noValidate aria-label={t('planAdmin.cost.title')}>
        <form.AppForm>
          <ReadOnlyFieldset readOnly={readOnly}>
            <form.AppField name="investments" mode="array">
              {(list) => (
                <Stack gap={3}>
                  {list.state.value.length === 0 ? <Text textStyle="sm" color="fg.muted">{t('planAdmin.cost.none')}</Text> : null}
                  {list.state.value.map((line, index) => {
                    const prefix = `investments[${index}]` as const;
                    return (
                      <SimpleGrid key={line.uiId} columns={{ base: 2, md: 8 }} gap={3} alignItems="end" role="group" aria-label={t('planAdmin.cost.row', { id: line.uiId })}>
                        <form.AppField name={`${prefix}.type`}>
                          {(field) => (
                            <field.SelectField
                              label={t('planAdmin.cost.type')}
                              size="sm"
                              options={(['CAPEX', 'OPEX', 'SAVINGS'] as const).map((value) => ({ value, label: t(`planAdmin.cost.${value}`) }))}
                            />
                          )}
                        </form.AppField>
                        <form.AppField name={`${prefix}.startYear`}>{(field) => <field.TextField label={t('planAdmin.cost.startYear')} size="sm" inputMode="numeric" />}</form.AppField>
                        <form.AppField name={`${prefix}.endYear`}>{(field) => <field.TextField label={t('planAdmin.cost.endYear')} size="sm" inputMode="numeric" />}</form.AppField>
                        <form.AppField name={`${prefix}.yearlyAmount`}>
                          {(field) => <field.TextField label={t('planAdmin.cost.yearlyAmount', { currency: labelOf('currency', plan.baselineCurrency, language) })} size="sm" inputMode="decimal" />}
                        </form.AppField>
                        <form.AppField name={`${prefix}.amortizationYears`}>
                          {(field) => <field.TextField label={t('planAdmin.cost.amortizationYears')} size="sm" inputMode="numeric" disabled={line.type !== 'CAPEX'} />}
                        </form.AppField>
                        <form.AppField name={`${prefix}.reliability`}>
                          {(field) => <field.SelectField label={t('planAdmin.cost.reliability')} size="sm" placeholder={t('planAdmin.score.none')} options={levelOptions(language)} />}
                        </form.AppField>
                        <form.AppField name={`${prefix}.uiId`}>{(field) => <field.TextField label={t('planAdmin.cost.id')} size="sm" />}</form.AppField>
                        {readOnly ? null : (
                          <IconButton size="xs" variant="ghost" colorPalette="red" aria-label={t('planAdmin.cost.remove', { id: line.uiId })} onClick={() => list.removeValue(index)}>
                            ×
                          </IconButton>
                        )}
                      </SimpleGrid>
                    );
                  })}
                  {readOnly ? null : (
                    <HStack gap={2} wrap="wrap">
                      {(['CAPEX', 'OPEX', 'SAVINGS'] as const).map((kind) => (
                        <Button
                          key={kind}
                          size="sm"
                          variant="outline"
                          onClick={() => list.pushValue(newInvestmentValues(kind, list.state.value, action, plan.baselineYear, new Date().getFullYear()))}
                        >
                          {t('planAdmin.cost.add', { type: t(`planAdmin.cost.${kind}`) })}
                        </Button>
                      ))}
                    </HStack>
                  )}
                  {readOnly ? null : (
                    <>
                      <form.ErrorSummary />
                      <HStack>
                        <form.SubmitButton>{t('planAdmin.cost.save')}</form.SubmitButton>
                      </HStack>
                    </>
                  )}
                </Stack>
              )}
            </form.AppField>
          </ReadOnlyFieldset>
        </form.AppForm>
      </form>
    </Group>
  );
}

/** The implementation (`decarbonizationAction.implementationUpdate`): leader, semester dates, steps and follow-up indicators. */
function ImplementationForm({ plan, action }: { plan: PlanView; action: ActionView }) {
  const { t } = useI18n();
  const readOnly = plan.type !== 'PLAN';
  const { form, formRef, onSubmit } = useProcedureForm({
    procedure: 'decarbonizationAction.implementationUpdate',
    defaultValues: implementationValuesOf(action),
    toInput: (values) => implementationInputOf(values, action.uuid),
    onSaved: () => toaster.create({ type: 'success', title: t('planAdmin.implementation.saved') }),
  });
  const semesters = [
    { value: 'S1', label: t('planAdmin.implementation.s1') },
    { value: 'S2', label: t('planAdmin.implementation.s2') },
  ];
  return (
    <Group title={t('planAdmin.implementation.title')}>
      <form ref={formRef} onSubmit={onSubmit} noValidate aria-label={t('planAdmin.implementation.title')}>
        <form.AppForm>
          <ReadOnlyFieldset readOnly={readOnly}>
            <Stack gap={4}>
              <SimpleGrid columns={{ base: 1, md: 5 }} gap={3}>
                <form.AppField name="actionLeaderUuid">
                  {(field) => (
                    <field.SelectField
                      label={t('planAdmin.implementation.leader')}
                      size="sm"
                      placeholder={t('planAdmin.implementation.noLeader')}
                      options={plan.teamMembers.map((member) => ({ value: member.uuid, label: member.name }))}
                    />
                  )}
                </form.AppField>
                <form.AppField name="startSemester">{(field) => <field.SelectField label={t('planAdmin.implementation.startSemester')} size="sm" placeholder="—" options={semesters} />}</form.AppField>
                <form.AppField name="startYear">{(field) => <field.TextField label={t('planAdmin.implementation.startYear')} size="sm" inputMode="numeric" />}</form.AppField>
                <form.AppField name="endSemester">{(field) => <field.SelectField label={t('planAdmin.implementation.endSemester')} size="sm" placeholder="—" options={semesters} />}</form.AppField>
                <form.AppField name="endYear">{(field) => <field.TextField label={t('planAdmin.implementation.endYear')} size="sm" inputMode="numeric" />}</form.AppField>
              </SimpleGrid>
              <form.AppField name="implementationSteps" mode="array">
                {(list) => (
                  <Stack gap={2}>
                    <Text fontWeight="medium">{t('planAdmin.implementation.steps')}</Text>
                    {list.state.value.map((step, index) => (
                      <SimpleGrid key={step.uuid} columns={{ base: 2, md: 5 }} gap={3} alignItems="end" role="group" aria-label={t('planAdmin.implementation.stepRow', { number: index + 1 })}>
                        <form.AppField name={`implementationSteps[${index}].name`}>{(field) => <field.TextField label={t('planAdmin.implementation.stepName')} size="sm" required />}</form.AppField>
                        <form.AppField name={`implementationSteps[${index}].deadlineMonth`}>{(field) => <field.TextField label={t('planAdmin.implementation.month')} size="sm" inputMode="numeric" />}</form.AppField>
                        <form.AppField name={`implementationSteps[${index}].deadlineYear`}>{(field) => <field.TextField label={t('planAdmin.implementation.year')} size="sm" inputMode="numeric" />}</form.AppField>
                        <form.AppField name={`implementationSteps[${index}].done`}>{(field) => <field.SwitchField label={t('planAdmin.implementation.done')} />}</form.AppField>
                        {readOnly ? null : (
                          <IconButton size="xs" variant="ghost" colorPalette="red" aria-label={t('planAdmin.implementation.removeStep', { number: index + 1 })} onClick={() => list.removeValue(index)}>
                            ×
                          </IconButton>
                        )}
                      </SimpleGrid>
                    ))}
                    {readOnly ? null : (
                      <Button size="xs" variant="outline" alignSelf="flex-start" onClick={() => list.pushValue({ uuid: crypto.randomUUID(), name: '', done: false, deadlineMonth: '', deadlineYear: '' })}>
                        {t('planAdmin.implementation.addStep')}
                      </Button>
                    )}
                  </Stack>
                )}
              </form.AppField>
              <form.AppField name="followUpKPIs" mode="array">
                {(list) => (
                  <Stack gap={2}>
                    <Text fontWeight="medium">{t('planAdmin.implementation.kpis')}</Text>
                    {list.state.value.map((kpi, index) => (
                      <SimpleGrid key={kpi.uuid} columns={{ base: 2, md: 5 }} gap={3} alignItems="end" role="group" aria-label={t('planAdmin.implementation.kpiRow', { number: index + 1 })}>
                        <form.AppField name={`followUpKPIs[${index}].name`}>{(field) => <field.TextField label={t('planAdmin.implementation.kpiName')} size="sm" required />}</form.AppField>
                        <form.AppField name={`followUpKPIs[${index}].value`}>{(field) => <field.TextField label={t('planAdmin.implementation.kpiValue')} size="sm" inputMode="decimal" />}</form.AppField>
                        <form.AppField name={`followUpKPIs[${index}].targetValue`}>{(field) => <field.TextField label={t('planAdmin.implementation.kpiTarget')} size="sm" inputMode="decimal" />}</form.AppField>
                        <form.AppField name={`followUpKPIs[${index}].unit`}>{(field) => <field.TextField label={t('planAdmin.edit.unit')} size="sm" />}</form.AppField>
                        {readOnly ? null : (
                          <IconButton size="xs" variant="ghost" colorPalette="red" aria-label={t('planAdmin.implementation.removeKpi', { number: index + 1 })} onClick={() => list.removeValue(index)}>
                            ×
                          </IconButton>
                        )}
                      </SimpleGrid>
                    ))}
                    {readOnly ? null : (
                      <Button size="xs" variant="outline" alignSelf="flex-start" onClick={() => list.pushValue({ uuid: crypto.randomUUID(), name: '', value: '', targetValue: '', unit: '' })}>
                        {t('planAdmin.implementation.addKpi')}
                      </Button>
                    )}
                  </Stack>
                )}
              </form.AppField>
              {readOnly ? null : (
                <>
                  <form.ErrorSummary />
                  <HStack>
                    <form.SubmitButton>{t('planAdmin.implementation.save')}</form.SubmitButton>
                  </HStack>
                </>
              )}
            </Stack>
          </ReadOnlyFieldset>
        </form.AppForm>
      </form>
    </Group>
  );
}
