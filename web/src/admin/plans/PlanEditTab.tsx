import { Box, Button, HStack, IconButton, NativeSelect, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import type { PlanView } from '@cairn/shared/contract/plans';
import { GhgCategory, labelOf, labelsOf, TargetKind, TargetScope, TemperatureTarget } from '@cairn/shared/labels';
import { staffEditsPlan } from '@cairn/shared/plans/workflow';
import { useStore } from '@tanstack/react-form';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { queryOptionsFor } from '../../api/client.ts';
import { errorMessageOf } from '../../api/formErrors.ts';
import { TeamDialog } from '../../features/plans/TeamDialog.tsx';
import { useI18n } from '../../i18n/i18nContext.ts';
import { ErrorBox } from '../../ui/ErrorBox.tsx';
import { useProcedureForm } from '../../ui/form/useProcedureForm.ts';
import { toaster } from '../../ui/toaster.tsx';
import { CheckboxGroupField } from '../assets/formFields.tsx';
import { useStaffPlan } from './planData.ts';
import { baselineValuesOf, newKeyFigure, newTarget, planFormValuesOf, planUpdateInputOf, reportBaselineOf, scopeThreeCategories } from './planForm.ts';
import { Group, ReadOnlyFieldset } from './PlanParts.tsx';

let keyCounter = 0;
const newKey = () => `trajectory-${++keyCounter}`;

/** `/decarbonization-plans/$uuid/edit`: the plan's sections (spec 2 "Decarbonization plan"), editable on the live plan only. */
export function PlanEditTab() {
  const { plan } = useStaffPlan();
  // Keyed by version: after a save (or someone else's), the form starts again from what is stored.
  return <PlanForm key={`${plan.uuid}-${plan.version}`} plan={plan} />;
}

function PlanForm({ plan }: { plan: PlanView }) {
  const { t, language } = useI18n();
  const readOnly = !staffEditsPlan(plan.type);
  const [team, setTeam] = useState(false);
  const { form, formRef, onSubmit, dirty } = useProcedureForm({
    procedure: 'decarbonizationPlan.update',
    defaultValues: planFormValuesOf(plan, newKey),
    toInput: (values) => planUpdateInputOf(values, plan),
    onSaved: () => toaster.create({ type: 'success', title: t('planAdmin.edit.saved') }),
  });
  const keyFigures = useStore(form.store, (state) => state.values.keyFigures);
  const amount = (name: Parameters<typeof form.AppField>[0]['name'], label: string, helper?: string) => (
    <form.AppField name={name}>{(field) => <field.TextField label={label} helper={helper} inputMode="decimal" />}</form.AppField>
  );

  return (
    <form ref={formRef} onSubmit={onSubmit} noValidate aria-label={t('planAdmin.edit.title')}>
      <form.AppForm>
        <Stack gap={6}>
          {readOnly ? <Text color="fg.muted">{t('planAdmin.edit.readOnly')}</Text> : null}
          <ReadOnlyFieldset readOnly={readOnly}>
            <Stack gap={6}>
              <Group title={t('planAdmin.edit.baseline')} aside={readOnly ? null : <BaselineFromReport plan={plan} onFill={(values, year) => {
                form.setFieldValue('baselineValue', values);
                if (year !== null && form.state.values.baselineYear === '') form.setFieldValue('baselineYear', String(year));
              }} />}>
                <Text textStyle="sm" color="fg.muted">
                  {t('planAdmin.edit.baselineHelp')}
                </Text>
                <SimpleGrid columns={{ base: 1, md: 3 }} gap={4}>
                  <form.AppField name="baselineCurrency">
                    {(field) => <field.SelectField label={t('planAdmin.edit.currency')} options={labelsOf('currency', language)} />}
                  </form.AppField>
                  {amount('baselineValue.total', t('planAdmin.edit.total'))}
                  {amount('baselineValue.scope1', t('planAdmin.edit.scope1'))}
                  {amount('baselineValue.scope2', t('planAdmin.edit.scope2'))}
                  {amount('baselineValue.scope3', t('planAdmin.edit.scope3'))}
                  {amount('baselineValue.scope1And2', t('planAdmin.edit.scope1And2'))}
                </SimpleGrid>
                <Box as="details">
                  <Box as="summary" cursor="pointer" textStyle="sm" fontWeight="medium">
                    {t('planAdmin.edit.byCategory')}
                  </Box>
                  <SimpleGrid columns={{ base: 1, md: 3 }} gap={4} mt={3}>
                    {GhgCategory.options.map((category) => (
                      <Box key={category}>{amount(`baselineValue.byGhgCategory.${category}`, labelOf('ghgCategory', category, language))}</Box>
                    ))}
                  </SimpleGrid>
                </Box>
              </Group>

              <Group title={t('planAdmin.edit.years')}>
                <SimpleGrid columns={{ base: 1, md: 3 }} gap={4}>
                  <form.AppField name="baselineYear">{(field) => <field.TextField label={t('planAdmin.edit.baselineYear')} inputMode="numeric" />}</form.AppField>
                  <form.AppField name="targetYear">{(field) => <field.TextField label={t('planAdmin.edit.targetYear')} inputMode="numeric" />}</form.AppField>
                  <form.AppField name="duration">{(field) => <field.TextField label={t('planAdmin.edit.duration')} inputMode="numeric" />}</form.AppField>
                  {amount('annualGrowth', t('planAdmin.edit.annualGrowth'), t('planAdmin.edit.annualGrowthHelp'))}
                  <form.AppField name="growthReferenceKPI">{(field) => <field.TextField label={t('planAdmin.edit.growthReference')} helper={t('planAdmin.edit.growthReferenceHelp')} />}</form.AppField>
                  <form.AppField name="language">
                    {(field) => (
                      <field.SelectField
                        label={t('planAdmin.edit.language')}
                        options={[
                          { value: 'en', label: t('planAdmin.edit.languageEn') },
                          { value: 'fr', label: t('planAdmin.edit.languageFr') },
                        ]}
                      />
                    )}
                  </form.AppField>
                </SimpleGrid>
              </Group>

              <Group title={t('planAdmin.edit.keyFigures')}>
                <form.AppField name="keyFigures" mode="array">
                  {(list) => (
                    <Stack gap={3}>
                      {list.state.value.length === 0 ? <Text textStyle="sm" color="fg.muted">{t('planAdmin.edit.noKeyFigure')}</Text> : null}
                      {list.state.value.map((figure, index) => (
                        <SimpleGrid key={figure.uuid} columns={{ base: 1, md: 12 }} gap={3} alignItems="end" role="group" aria-label={t('planAdmin.edit.keyFigureRow', { number: index + 1 })}>
                          <Box gridColumn={{ md: 'span 4' }}>
                            <form.AppField name={`keyFigures[${index}].label`}>{(field) => <field.TextField label={t('planAdmin.edit.keyFigureLabel')} size="sm" required />}</form.AppField>
                          </Box>
                          <Box gridColumn={{ md: 'span 2' }}>
                            <form.AppField name={`keyFigures[${index}].unit`}>{(field) => <field.TextField label={t('planAdmin.edit.unit')} size="sm" />}</form.AppField>
                          </Box>
                          <Box gridColumn={{ md: 'span 3' }}>
                            <form.AppField name={`keyFigures[${index}].baselineValue`}>{(field) => <field.TextField label={t('planAdmin.edit.keyFigureBaseline')} size="sm" inputMode="decimal" />}</form.AppField>
                          </Box>
                          <Box gridColumn={{ md: 'span 2' }}>
                            <form.AppField name={`keyFigures[${index}].growthProjection`}>{(field) => <field.TextField label={t('planAdmin.edit.growthProjection')} size="sm" inputMode="decimal" />}</form.AppField>
                          </Box>
                          {readOnly ? null : (
                            <IconButton size="xs" variant="ghost" colorPalette="red" aria-label={t('planAdmin.edit.removeKeyFigure', { number: index + 1 })} onClick={() => list.removeValue(index)}>
                              ×
                            </IconButton>
                          )}
                        </SimpleGrid>
                      ))}
                      {readOnly ? null : (
                        <Button size="sm" variant="outline" alignSelf="flex-start" onClick={() => list.pushValue(newKeyFigure(crypto.randomUUID()))}>
                          {t('planAdmin.edit.addKeyFigure')}
                        </Button>
                      )}
                    </Stack>
                  )}
                </form.AppField>
              </Group>

              <Group title={t('planAdmin.edit.trajectories')}>
                <form.AppField name="sbtTrajectories" mode="array">
                  {(trajectories) => (
                    <Stack gap={4}>
                      {trajectories.state.value.length === 0 ? <Text textStyle="sm" color="fg.muted">{t('planAdmin.edit.noTrajectory')}</Text> : null}
                      {trajectories.state.value.map((trajectory, t1) => (
                        <Box key={trajectory.key} borderWidth="1px" borderRadius="md" p={3} role="group" aria-label={t('planAdmin.edit.trajectoryRow', { number: t1 + 1 })}>
                          <HStack justify="space-between" align="flex-end" gap={3} mb={3}>
                            <Box flex="1" maxW="xs">
                              <form.AppField name={`sbtTrajectories[${t1}].type`}>
                                {(field) => <field.SelectField label={t('planAdmin.edit.trajectoryType')} size="sm" options={TargetScope.options.map((value) => ({ value, label: labelOf('targetScope', value, language) }))} />}
                              </form.AppField>
                            </Box>
                            {readOnly ? null : (
                              <Button size="xs" variant="ghost" colorPalette="red" onClick={() => trajectories.removeValue(t1)}>
                                {t('planAdmin.edit.removeTrajectory', { number: t1 + 1 })}
                              </Button>
                            )}
                          </HStack>
                          <form.AppField name={`sbtTrajectories[${t1}].targets`} mode="array">
                            {(targets) => (
                              <Stack gap={3}>
                                {targets.state.meta.errors.length > 0 || targets.state.value.length === 0 ? (
                                  <targets.FieldShell label={t('planAdmin.edit.targets')}>
                                    <Text textStyle="sm" color="fg.muted">{t('planAdmin.edit.noTarget')}</Text>
                                  </targets.FieldShell>
                                ) : null}
                                {targets.state.value.map((target, i) => {
                                  const prefix = `sbtTrajectories[${t1}].targets[${i}]` as const;
                                  return (
                                    <Stack key={target.uuid} gap={3} borderTopWidth={i === 0 ? 0 : '1px'} pt={i === 0 ? 0 : 3} role="group" aria-label={t('planAdmin.edit.targetRow', { number: i + 1, trajectory: t1 + 1 })}>
                                      <SimpleGrid columns={{ base: 1, md: 4 }} gap={3} alignItems="end">
                                        <form.AppField name={`${prefix}.pathway`}>
                                          {(field) => <field.SelectField label={t('planAdmin.edit.pathway')} size="sm" options={TemperatureTarget.options.map((value) => ({ value, label: labelOf('temperatureTarget', value, language) }))} />}
                                        </form.AppField>
                                        <form.AppField name={`${prefix}.targetSettingMethod`}>
                                          {(field) => <field.SelectField label={t('planAdmin.edit.method')} size="sm" options={TargetKind.options.map((value) => ({ value, label: labelOf('targetKind', value, language) }))} />}
                                        </form.AppField>
                                        {target.targetSettingMethod === 'PHYSICAL_INTENSITY' ? (
                                          <form.AppField name={`${prefix}.physicalKeyFigureUuid`}>
                                            {(field) => (
                                              <field.SelectField
                                                label={t('planAdmin.edit.physicalKeyFigure')}
                                                size="sm"
                                                placeholder={t('planAdmin.edit.chooseKeyFigure')}
                                                options={keyFigures.map((figure) => ({ value: figure.uuid, label: figure.label || t('planAdmin.edit.unnamedKeyFigure') }))}
                                              />
                                            )}
                                          </form.AppField>
                                        ) : (
                                          <Box display={{ base: 'none', md: 'block' }} />
                                        )}
                                        <form.AppField name={`${prefix}.absoluteReduction`}>
                                          {(field) => <field.TextField label={t('planAdmin.edit.absoluteReduction')} size="sm" inputMode="decimal" />}
                                        </form.AppField>
                                      </SimpleGrid>
                                      {trajectory.type === 'SCOPE_3' ? (
                                        <form.AppField name={`${prefix}.ghgCategories`}>
                                          {() => (
                                            <CheckboxGroupField
                                              label={t('planAdmin.edit.ghgCategories')}
                                              options={scopeThreeCategories.map((value) => ({ value, label: labelOf('ghgCategory', value, language) }))}
                                              empty=""
                                            />
                                          )}
                                        </form.AppField>
                                      ) : null}
                                      {readOnly ? null : (
                                        <Button size="xs" variant="ghost" colorPalette="red" alignSelf="flex-start" onClick={() => targets.removeValue(i)}>
                                          {t('planAdmin.edit.removeTarget', { number: i + 1 })}
                                        </Button>
                                      )}
                                    </Stack>
                                  );
                                })}
                                {readOnly ? null : (
                                  <Button size="xs" variant="outline" alignSelf="flex-start" onClick={() => targets.pushValue(newTarget(crypto.randomUUID()))}>
                                    {t('planAdmin.edit.addTarget', { number: t1 + 1 })}
                                  </Button>
                                )}
                              </Stack>
                            )}
                          </form.AppField>
                        </Box>
                      ))}
                      {readOnly ? null : (
                        <Button size="sm" variant="outline" alignSelf="flex-start" onClick={() => trajectories.pushValue({ key: newKey(), type: 'SCOPE_1_AND_2', targets: [newTarget(crypto.randomUUID())] })}>
                          {t('planAdmin.edit.addTrajectory')}
                        </Button>
                      )}
                    </Stack>
                  )}
                </form.AppField>
              </Group>

              <Group title={t('planAdmin.edit.workshops')}>
                <SimpleGrid columns={{ base: 1, md: 3 }} gap={4}>
                  <form.AppField name="maximumActionCount">
                    {(field) => <field.TextField label={t('planAdmin.edit.maximumActionCount')} helper={t('planAdmin.edit.maximumActionCountHelp')} inputMode="numeric" />}
                  </form.AppField>
                </SimpleGrid>
                <SimpleGrid columns={{ base: 1, md: 2 }} gap={4}>
                  {(
                    [
                      ['kickOff', 'kickOffDone', 'planAdmin.edit.kickOff'],
                      ['workshopOne', 'workshopOneDone', 'planAdmin.edit.workshopOne'],
                      ['workshopTwo', 'workshopTwoDone', 'planAdmin.edit.workshopTwo'],
                      ['workshopThree', 'workshopThreeDone', 'planAdmin.edit.workshopThree'],
                      ['quantificationDate', 'quantificationDone', 'planAdmin.edit.quantification'],
                    ] as const
                  ).map(([date, done, label]) => (
                    <HStack key={date} gap={4} align="flex-end">
                      <Box flex="1">
                        <form.AppField name={date}>{(field) => <field.TextField label={t(label)} type="date" />}</form.AppField>
                      </Box>
                      <Box pb={2}>
                        <form.AppField name={done}>{(field) => <field.SwitchField label={t('planAdmin.edit.done', { step: t(label) })} />}</form.AppField>
                      </Box>
                    </HStack>
                  ))}
                </SimpleGrid>
                <Stack gap={3}>
                  <form.AppField name="showWorkshopThreeGraphs">{(field) => <field.SwitchField label={t('planAdmin.edit.showWorkshopThreeGraphs')} />}</form.AppField>
                  <form.AppField name="showImplementationTab">{(field) => <field.SwitchField label={t('planAdmin.edit.showImplementationTab')} />}</form.AppField>
                </Stack>
              </Group>

              <Group title={t('planAdmin.edit.categories')}>
                <form.AppField name="operationalCategories" mode="array">
                  {(list) => (
                    <Stack gap={3}>
                      {list.state.value.length === 0 ? <Text textStyle="sm" color="fg.muted">{t('planAdmin.edit.noCategory')}</Text> : null}
                      {list.state.value.map((category, index) => (
                        <HStack key={category.uuid} gap={3} align="flex-end">
                          <Box flex="1" maxW="md">
                            <form.AppField name={`operationalCategories[${index}].name`}>{(field) => <field.TextField label={t('planAdmin.edit.categoryName', { number: index + 1 })} size="sm" required />}</form.AppField>
                          </Box>
                          {readOnly ? null : (
                            <IconButton size="xs" variant="ghost" colorPalette="red" aria-label={t('planAdmin.edit.removeCategory', { number: index + 1 })} onClick={() => list.removeValue(index)}>
                              ×
                            </IconButton>
                          )}
                        </HStack>
                      ))}
                      {readOnly ? null : (
                        <Button size="sm" variant="outline" alignSelf="flex-start" onClick={() => list.pushValue({ uuid: crypto.randomUUID(), name: '' })}>
                          {t('planAdmin.edit.addCategory')}
                        </Button>
                      )}
                    </Stack>
                  )}
                </form.AppField>
              </Group>
            </Stack>
          </ReadOnlyFieldset>

          <Group
            title={t('planAdmin.edit.team')}
            aside={
              readOnly ? null : (
                <Button size="sm" variant="outline" onClick={() => setTeam(true)}>
                  {t('planAdmin.edit.editTeam')}
                </Button>
              )
            }
          >
            {plan.teamMembers.length === 0 ? (
              <Text textStyle="sm" color="fg.muted">{t('planAdmin.edit.noTeam')}</Text>
            ) : (
              <Text>{plan.teamMembers.map((member) => `${member.name} (${member.initials})`).join(' · ')}</Text>
            )}
          </Group>
          <TeamDialog open={team} plan={plan} onClose={() => setTeam(false)} />

          {readOnly ? null : (
            <Stack gap={3} position="sticky" bottom={0} bg="bg" py={3} borderTopWidth="1px">
              <form.ErrorSummary conflict={t('planAdmin.edit.conflict')} />
              <HStack gap={3}>
                <form.SubmitButton>{t('planAdmin.edit.save')}</form.SubmitButton>
                {dirty ? <Text textStyle="sm" color="fg.muted">{t('planAdmin.edit.unsaved')}</Text> : null}
              </HStack>
            </Stack>
          )}
        </Stack>
      </form.AppForm>
    </form>
  );
}

/**
 * The baseline filled from a delivered report of the plan's asset (`report.list` searched by the
 * asset's name, kept to its own reports, then the report's snapshot rolled up as the dashboard
 * does); the figures can still be typed over.
 */
function BaselineFromReport({ plan, onFill }: { plan: PlanView; onFill: (values: ReturnType<typeof baselineValuesOf>, year: number | null) => void }) {
  const { t, language } = useI18n();
  const queryClient = useQueryClient();
  const asset = useQuery(queryOptionsFor('asset.get', { uuid: plan.assetUuid }));
  const reports = useQuery({
    ...queryOptionsFor('report.list', { search: asset.data?.name ?? '', status: 'DELIVERED' }),
    enabled: asset.data !== undefined,
  });
  const own = (reports.data?.items ?? []).filter((report) => report.assetUuid === plan.assetUuid);
  const [picked, setPicked] = useState('');
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const chosen = own.find((report) => report.uuid === picked) ?? own[0];
  if (reports.isPending || asset.isPending) return null;
  if (own.length === 0) return <Text textStyle="sm" color="fg.muted">{t('planAdmin.edit.noReport')}</Text>;

  const fill = async () => {
    if (!chosen) return;
    setLoading(true);
    setError(null);
    try {
      const view = await queryClient.fetchQuery(queryOptionsFor('reportSnapshot.get', { reportUuid: chosen.uuid }));
      onFill(baselineValuesOf(reportBaselineOf(view.snapshot)), chosen.year);
    } catch (failure) {
      setError(errorMessageOf(failure instanceof Error ? failure : new Error(String(failure)), t));
    } finally {
      setLoading(false);
    }
  };
  return (
    <Stack gap={1}>
      <HStack gap={2}>
        <NativeSelect.Root size="sm" maxW="xs">
          <NativeSelect.Field aria-label={t('planAdmin.edit.report')} value={chosen?.uuid ?? ''} onChange={(event) => setPicked(event.currentTarget.value)}>
            {own.map((report) => (
              <option key={report.uuid} value={report.uuid}>
                {`${report.name} (${report.year}) · ${new Intl.NumberFormat(language).format(Math.round(report.total / 1000))} tCO2e`}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
        <Button size="sm" variant="outline" loading={loading} onClick={() => void fill()}>
          {t('planAdmin.edit.fromReport')}
        </Button>
      </HStack>
      {error ? <ErrorBox message={error} /> : null}
    </Stack>
  );
}
