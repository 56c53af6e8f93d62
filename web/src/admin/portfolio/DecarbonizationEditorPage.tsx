import type { DecarbonizationInvesteesView, DecarbonizationSettingsView } from '@cairn/shared/contract/portfolio';
import { formatNumber } from '@cairn/shared/format';
import { labelOf, labelsOf } from '@cairn/shared/labels';
import { decarbonizationLimits, ConsolidatedDecarbonizationType } from '@cairn/shared/portfolio/decarbonization';
import { Badge, Box, Button, chakra, Fieldset, Heading, HStack, IconButton, Input, Link, SimpleGrid, Stack, Table, Text, VisuallyHidden } from '@chakra-ui/react';
import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { useStore } from '@tanstack/react-form';
import { useEffect, useId, useRef, useState } from 'react';
import { ApiError, queryOptionsFor } from '../../api/client.ts';
import { PathLink } from '../../app/PathLink.tsx';
import { useCanCall } from '../../auth/useCanCall.ts';
import { useI18n } from '../../i18n/i18nContext.ts';
import type { PlainKey } from '../../i18n/translate.ts';
import { ScrollTable } from '../../ui/dataTable/ScrollTable.tsx';
import { DialogForm, FormDialog, useDialogFormClose } from '../../ui/form/FormDialog.tsx';
import { useDirtyGuard } from '../../ui/form/useDirtyGuard.tsx';
import { useProcedureForm } from '../../ui/form/useProcedureForm.ts';
import { ArrowLeftIcon } from '../../ui/icons.tsx';
import { LabelledSelect } from '../../ui/LabelledSelect.tsx';
import { CardSection } from '../../ui/Section.tsx';
import { toaster } from '../../ui/toaster.tsx';
import { TextAreaField } from '../assets/formFields.tsx';
import {
  benchmarkScopes,
  canAddGranularRow,
  checkInvesteeYears,
  chartNoteKeys,
  type ChartNoteKey,
  checkSettingsYears,
  filterInvestees,
  investeeInputOf,
  investeeValuesOf,
  newGranularRow,
  settingsInputOf,
  settingsKeyOf,
  settingsValuesOf,
  trajectorySummaryOf,
  type DecarbonizationInvestee,
  type TrajectorySummary,
  type TypeFilter,
} from './decarbonizationForm.ts';

/*
 * `/financial-institution-reportings/$uuid/decarbonization` (spec 3 section 2.2, "Admin"): what
 * the institution's decarbonization dashboard projects, set by staff on the delivered reporting.
 * The dashboard's settings (target year, temperature horizons) under the reporting's version;
 * the investees of the delivered results with their trajectory, each edited in a dialog under
 * its own version. The route has read `portfolioDecarbonization.getInvestees`; analysts change
 * the data, other staff read it.
 */

const newKey = () => crypto.randomUUID();
const investeesQuery = (reportingUuid: string) => queryOptionsFor('portfolioDecarbonization.getInvestees', { reportingUuid });

export function DecarbonizationEditorPage({ reportingUuid }: { reportingUuid: string }) {
  const { t } = useI18n();
  const { data } = useSuspenseQuery(investeesQuery(reportingUuid));
  const canChange = useCanCall('portfolioDecarbonization.updateInvestee');
  return (
    <Box p={{ base: 4, md: 8 }} maxW="6xl" mx="auto">
      <Stack gap={6}>
        <Link asChild colorPalette="teal" textStyle="sm" alignSelf="flex-start">
          <PathLink href={`/financial-institution-reportings/${reportingUuid}`}>
            <ArrowLeftIcon boxSize="4" />
            {t('decarbonizationStaff.page.back')}
          </PathLink>
        </Link>
        <Stack gap={2}>
          <Heading as="h1" size="2xl">
            {t('decarbonizationStaff.page.title', { year: data.settings.year })}
          </Heading>
          <Text color="fg.muted">{t('decarbonizationStaff.page.subtitle')}</Text>
          {canChange ? null : <Text textStyle="sm">{t('decarbonizationStaff.page.readOnly')}</Text>}
        </Stack>
        <SettingsSection key={settingsKeyOf(data.settings)} settings={data.settings} canChange={canChange} />
        <InvesteesSection view={data} canChange={canChange} />
      </Stack>
    </Box>
  );
}

/**
 * The dashboard's target year and horizon years, saved together. Keyed by the saved settings,
 * so a refetch of the same keeps what is typed; it sends the version the page holds at the time.
 */
function SettingsSection({ settings, canChange }: { settings: DecarbonizationSettingsView; canChange: boolean }) {
  const { t } = useI18n();
  const latest = useRef(settings);
  useEffect(() => {
    latest.current = settings;
  });
  const { form, formRef, dirty, saving, onSubmit, failure } = useProcedureForm({
    procedure: 'portfolioDecarbonization.updateSettings',
    defaultValues: settingsValuesOf(settings),
    toInput: (values) => checkSettingsYears(settingsInputOf(values, latest.current), latest.current.year),
    onSaved: () => toaster.create({ type: 'success', title: t('decarbonizationStaff.settings.saved') }),
  });
  useReloadOnConflict(failure?.error ?? null, settings.reportingUuid);
  const guard = useDirtyGuard(dirty);
  const { year } = settings;

  return (
    <CardSection title={t('decarbonizationStaff.settings.title')}>
      <form.AppForm>
        <form ref={formRef} noValidate onSubmit={onSubmit} aria-label={t('decarbonizationStaff.settings.title')}>
          <chakra.fieldset disabled={!canChange} border={0} p={0} m={0} minW={0}>
            <Stack gap={5}>
              <form.ErrorSummary conflict={t('decarbonizationStaff.settings.conflict')} />
              <Box maxW="sm">
                <form.AppField name="settings.consolidatedDecarbonizationTargetYear">
                  {(field) => (
                    <field.TextField
                      label={t('decarbonizationStaff.settings.targetYear')}
                      helper={t('decarbonizationStaff.settings.targetYearHelp', { year })}
                      inputMode="numeric"
                      autoComplete="off"
                    />
                  )}
                </form.AppField>
              </Box>
              <form.AppField name="settings.temperatureHorizonYears" mode="array">
                {(list) => (
                  <Fieldset.Root>
                    <Fieldset.Legend textStyle="sm" fontWeight="medium" color="fg">
                      {t('decarbonizationStaff.settings.horizons')}
                    </Fieldset.Legend>
                    <Fieldset.HelperText>{t('decarbonizationStaff.settings.horizonsHelp', { max: decarbonizationLimits.horizonYears, year })}</Fieldset.HelperText>
                    <Stack gap={3} mt={2}>
                      {list.state.value.length === 0 ? (
                        <Text textStyle="sm" color="fg.muted">
                          {t('decarbonizationStaff.settings.noHorizon')}
                        </Text>
                      ) : null}
                      <SimpleGrid columns={{ base: 1, sm: 2, md: 3 }} gap={3}>
                        {list.state.value.map((_year, index) => (
                          <HStack key={index} gap={2} align="flex-start">
                            <form.AppField name={`settings.temperatureHorizonYears[${index}]`}>
                              {(field) => <field.TextField label={t('decarbonizationStaff.settings.horizon', { number: index + 1 })} inputMode="numeric" autoComplete="off" />}
                            </form.AppField>
                            {canChange ? (
                              <IconButton
                                size="sm"
                                variant="ghost"
                                colorPalette="red"
                                // Level with the input under its label, whatever the field's messages below.
                                mt={7}
                                aria-label={t('decarbonizationStaff.settings.removeHorizon', { number: index + 1 })}
                                onClick={() => list.removeValue(index)}
                              >
                                ×
                              </IconButton>
                            ) : null}
                          </HStack>
                        ))}
                      </SimpleGrid>
                      {canChange && list.state.value.length < decarbonizationLimits.horizonYears ? (
                        <Button size="sm" variant="outline" alignSelf="flex-start" onClick={() => list.pushValue('')}>
                          {t('decarbonizationStaff.settings.addHorizon')}
                        </Button>
                      ) : null}
                    </Stack>
                  </Fieldset.Root>
                )}
              </form.AppField>
              <Fieldset.Root>
                <Fieldset.Legend textStyle="sm" fontWeight="medium" color="fg">
                  {t('decarbonizationStaff.settings.notes')}
                </Fieldset.Legend>
                <Fieldset.HelperText>{t('decarbonizationStaff.settings.notesHelp')}</Fieldset.HelperText>
                <Stack gap={3} mt={2}>
                  {chartNoteKeys.map((key) => (
                    <form.AppField key={key} name={`settings.chartNotes.${key}`}>
                      {() => <TextAreaField label={t(noteLabels[key])} />}
                    </form.AppField>
                  ))}
                </Stack>
              </Fieldset.Root>
              {canChange ? (
                <HStack justify="flex-end">
                  <Button type="submit" colorPalette="teal" loading={saving}>
                    {t('decarbonizationStaff.settings.save')}
                  </Button>
                </HStack>
              ) : null}
            </Stack>
          </chakra.fieldset>
        </form>
        {guard}
      </form.AppForm>
    </CardSection>
  );
}

const noteLabels: Record<ChartNoteKey, PlainKey> = {
  trajectoryByInvestedAmount: 'decarbonizationStaff.settings.noteTrajectoryByInvestedAmount',
  perType: 'decarbonizationStaff.settings.notePerType',
  perSector: 'decarbonizationStaff.settings.notePerSector',
};

/** A save refused for a version someone else has saved since: read theirs, so the page shows it and the next save goes over it. */
function useReloadOnConflict(error: Error | null, reportingUuid: string) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (error instanceof ApiError && error.code === 'CONFLICT') void queryClient.invalidateQueries({ queryKey: investeesQuery(reportingUuid).queryKey });
  }, [error, queryClient, reportingUuid]);
}

const typeOptions = (language: string) => ConsolidatedDecarbonizationType.options.map((value) => ({ value, label: labelOf('emissionSourceType', value, language) }));

/** The investees with their trajectory, filtered by name and type; each row's button opens its editor. */
function InvesteesSection({ view, canChange }: { view: DecarbonizationInvesteesView; canChange: boolean }) {
  const { t, language } = useI18n();
  const nameId = useId();
  const [name, setName] = useState('');
  const [type, setType] = useState<TypeFilter>('');
  const [editing, setEditing] = useState<string | null>(null);
  const shown = filterInvestees(view.investees, name, type);
  const row = editing === null ? null : (view.investees.find((investee) => investee.investeeUuid === editing) ?? null);
  const percent = (value: number) => t('decarbonizationStaff.table.growthValue', { value: formatNumber(value, language) });

  return (
    <CardSection title={t('decarbonizationStaff.investees.title')}>
      <Stack gap={4}>
        <Text textStyle="sm" color="fg.muted">
          {t('decarbonizationStaff.investees.help')}
        </Text>
        <HStack gap={4} wrap="wrap" align="flex-end">
          <Stack gap={1} minW="16rem">
            <chakra.label htmlFor={nameId} textStyle="sm" fontWeight="medium">
              {t('decarbonizationStaff.investees.filterName')}
            </chakra.label>
            <Input id={nameId} size="sm" type="search" value={name} onChange={(event) => setName(event.currentTarget.value)} autoComplete="off" />
          </Stack>
          <Box minW="14rem">
            <LabelledSelect<Exclude<TypeFilter, ''>>
              label={t('decarbonizationStaff.investees.filterType')}
              value={type}
              emptyLabel={t('decarbonizationStaff.investees.allTypes')}
              options={[{ value: 'MISSING', label: t('decarbonizationStaff.investees.missingOnly') }, ...typeOptions(language)]}
              onChange={setType}
            />
          </Box>
          <Text textStyle="sm" color="fg.muted" role="status" ml="auto">
            {t('decarbonizationStaff.investees.count', { count: shown.length, total: view.investees.length })}
          </Text>
        </HStack>
        {view.investees.length === 0 ? (
          <Text color="fg.muted">{t('decarbonizationStaff.investees.none')}</Text>
        ) : shown.length === 0 ? (
          <Text color="fg.muted">{t('decarbonizationStaff.investees.empty')}</Text>
        ) : (
          <ScrollTable label={t('decarbonizationStaff.investees.title')}>
            <Table.Root size="sm">
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeader>{t('decarbonizationStaff.table.name')}</Table.ColumnHeader>
                  <Table.ColumnHeader>{t('decarbonizationStaff.table.sector')}</Table.ColumnHeader>
                  <Table.ColumnHeader>{t('decarbonizationStaff.table.type')}</Table.ColumnHeader>
                  <Table.ColumnHeader textAlign="end">{t('decarbonizationStaff.table.growth')}</Table.ColumnHeader>
                  <Table.ColumnHeader>{t('decarbonizationStaff.table.summary')}</Table.ColumnHeader>
                  <Table.ColumnHeader textAlign="end">
                    <VisuallyHidden>{t('decarbonizationStaff.table.actions')}</VisuallyHidden>
                  </Table.ColumnHeader>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {shown.map((investee) => (
                  <Table.Row key={investee.investeeUuid}>
                    <Table.Cell fontWeight="medium" wordBreak="break-word">
                      {investee.name}
                    </Table.Cell>
                    <Table.Cell>{investee.sector ? labelOf('sector', investee.sector, language) : '—'}</Table.Cell>
                    <Table.Cell>
                      {investee.decarbonization.type === null ? (
                        <Badge colorPalette="orange" variant="subtle">
                          {t('decarbonizationStaff.table.missing')}
                        </Badge>
                      ) : (
                        labelOf('emissionSourceType', investee.decarbonization.type, language)
                      )}
                    </Table.Cell>
                    <Table.Cell textAlign="end" whiteSpace="nowrap">
                      {percent(investee.decarbonization.turnoverGrowthPercentage)}
                    </Table.Cell>
                    <Table.Cell>
                      <SummaryText summary={trajectorySummaryOf(investee)} />
                    </Table.Cell>
                    <Table.Cell textAlign="end">
                      <Button size="xs" variant="outline" onClick={() => setEditing(investee.investeeUuid)}>
                        {t(canChange ? 'decarbonizationStaff.table.edit' : 'decarbonizationStaff.table.view')}
                        <VisuallyHidden> {investee.name}</VisuallyHidden>
                      </Button>
                    </Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          </ScrollTable>
        )}
      </Stack>
      <FormDialog open={row !== null} onClose={() => setEditing(null)} size={{ mdDown: 'full', md: 'xl' }} scrollBehavior="inside">
        {row ? <InvesteeForm key={row.investeeUuid} row={row} settings={view.settings} canChange={canChange} onClose={() => setEditing(null)} /> : null}
      </FormDialog>
    </CardSection>
  );
}

function SummaryText({ summary }: { summary: TrajectorySummary }) {
  const { t } = useI18n();
  if (summary.kind === 'missing') return <Text color="fg.muted">{t('decarbonizationStaff.summary.missing')}</Text>;
  if (summary.kind === 'estimate') return <>{t('decarbonizationStaff.summary.estimate')}</>;
  if (summary.kind === 'plan') {
    if (summary.name === null) return <Text color="fg.error">{t('decarbonizationStaff.summary.planGone')}</Text>;
    return <>{t('decarbonizationStaff.summary.plan', { name: summary.year === null ? summary.name : `${summary.name} (${summary.year})` })}</>;
  }
  const measure = t(`decarbonizationStaff.measure.${summary.measure}`);
  if (summary.target === 'LINEAR') return <>{t('decarbonizationStaff.summary.linear', { measure, year: summary.year })}</>;
  return <>{t('decarbonizationStaff.summary.granular', { measure, count: summary.points, from: summary.from, to: summary.to })}</>;
}

interface InvesteeFormProps {
  row: DecarbonizationInvestee;
  settings: DecarbonizationSettingsView;
  canChange: boolean;
  onClose: () => void;
}

/**
 * One investee's data, saved under the version it was opened on: a colleague's save that the
 * page's live copy shows meanwhile still answers CONFLICT rather than being overwritten unseen.
 * After a conflict the page reads theirs, what is typed stays, and the next save goes over the
 * version the page then shows, which the user has been told of. (Taken from the page's copy at
 * the save, not from a read of its own: a read started before the refusal, by the live copy,
 * may answer first.) A refused save keeps the dialog open with the values, the issues on their
 * fields.
 */
function InvesteeForm({ row, settings, canChange, onClose }: InvesteeFormProps) {
  const { t, language } = useI18n();
  const queryClient = useQueryClient();
  const { year, reportingUuid } = settings;
  const { investeeUuid } = row;
  /** The version the dialog opened on: the row it is given follows the page's live copy. */
  const openedVersion = useRef(row.version);
  /** Whether a save was refused for a colleague's: the next one goes over what the page shows. */
  const conflicted = useRef(false);
  const versionToSave = () => {
    if (!conflicted.current) return openedVersion.current;
    const shown = queryClient.getQueryData(investeesQuery(reportingUuid).queryKey)?.investees.find((investee) => investee.investeeUuid === investeeUuid);
    return shown?.version ?? openedVersion.current;
  };
  const { form, formRef, dirty, saving, onSubmit, failure } = useProcedureForm({
    procedure: 'portfolioDecarbonization.updateInvestee',
    defaultValues: investeeValuesOf(row, newKey),
    toInput: (values) => checkInvesteeYears(investeeInputOf(values, reportingUuid, investeeUuid, versionToSave()), year),
    onSaved: () => {
      toaster.create({ type: 'success', title: t('decarbonizationStaff.edit.saved', { name: row.name }) });
      onClose();
    },
  });
  const error = failure?.error ?? null;
  useEffect(() => {
    if (!(error instanceof ApiError && error.code === 'CONFLICT')) return;
    conflicted.current = true;
    void queryClient.invalidateQueries({ queryKey: investeesQuery(reportingUuid).queryKey });
  }, [error, queryClient, reportingUuid]);
  const { requestClose, discardDialog } = useDialogFormClose({ dirty, saving, onClose });
  const type = useStore(form.store, (state) => state.values.decarbonization.type);
  const external = useStore(form.store, (state) => state.values.decarbonization.external);
  const benchmarks = useStore(form.store, (state) => state.values.decarbonization.benchmarks);
  const measure = external.absoluteOrIntensity.kind;
  const unit = t(
    measure === 'ABSOLUTE'
      ? 'decarbonizationStaff.unit.tonnes'
      : external.absoluteOrIntensity.activity.kind === 'TURNOVER'
        ? 'decarbonizationStaff.unit.perTurnover'
        : 'decarbonizationStaff.unit.perActivity',
  );
  const sectors = labelsOf('sector', language);
  const growthBounds = { min: decarbonizationLimits.minGrowthPercentage, max: decarbonizationLimits.maxGrowthPercentage };
  const scopeNumber = { valueScope1: 1, valueScope2: 2, valueScope3: 3 } as const;

  const body = (
    <Stack gap={5}>
      <form.ErrorSummary conflict={t('decarbonizationStaff.edit.conflict')} />
      <SimpleGrid columns={{ base: 1, md: 2 }} gap={4}>
        <form.AppField name="decarbonization.type">
          {(field) => (
            <field.SelectField
              label={t('decarbonizationStaff.edit.type')}
              helper={t('decarbonizationStaff.edit.typeHelp')}
              placeholder={t('decarbonizationStaff.edit.typeNone')}
              options={typeOptions(language)}
            />
          )}
        </form.AppField>
        <form.AppField name="decarbonization.turnoverGrowthPercentage">
          {(field) => <field.TextField label={t('decarbonizationStaff.edit.growth')} helper={t('decarbonizationStaff.edit.growthHelp', growthBounds)} inputMode="decimal" autoComplete="off" />}
        </form.AppField>
      </SimpleGrid>

      {type === 'INTERNAL' ? (
        row.plans.length === 0 ? (
          <Text role="note" textStyle="sm" p={3} rounded="md" bg="bg.muted">
            {t(row.assetUuid === null ? 'decarbonizationStaff.edit.noAsset' : 'decarbonizationStaff.edit.noPlan')}
          </Text>
        ) : (
          <form.AppField name="decarbonization.planUuid">
            {(field) => (
              <field.SelectField
                label={t('decarbonizationStaff.edit.plan')}
                required
                placeholder={t('decarbonizationStaff.edit.planChoose')}
                options={row.plans.map((plan) => ({ value: plan.uuid, label: plan.year === null ? plan.name : t('decarbonizationStaff.edit.planOption', { name: plan.name, year: plan.year }) }))}
              />
            )}
          </form.AppField>
        )
      ) : null}

      {type === 'EXTERNAL' ? (
        <Fieldset.Root>
          <Fieldset.Legend textStyle="md" fontWeight="semibold" color="fg">
            {t('decarbonizationStaff.edit.target')}
          </Fieldset.Legend>
          <Stack gap={4} mt={2}>
            <SimpleGrid columns={{ base: 1, md: 2 }} gap={4}>
              <form.AppField name="decarbonization.external.absoluteOrIntensity.kind">
                {(field) => (
                  <field.SelectField
                    label={t('decarbonizationStaff.edit.measure')}
                    options={(['ABSOLUTE', 'INTENSITY'] as const).map((value) => ({ value, label: t(`decarbonizationStaff.measure.${value}`) }))}
                  />
                )}
              </form.AppField>
              {measure === 'INTENSITY' ? (
                <form.AppField name="decarbonization.external.absoluteOrIntensity.activity.kind">
                  {(field) => (
                    <field.SelectField
                      label={t('decarbonizationStaff.edit.activity')}
                      helper={t('decarbonizationStaff.edit.activityHelp')}
                      options={(['TURNOVER', 'OTHER'] as const).map((value) => ({ value, label: t(`decarbonizationStaff.edit.activity${value}`) }))}
                    />
                  )}
                </form.AppField>
              ) : null}
            </SimpleGrid>
            {measure === 'INTENSITY' && external.absoluteOrIntensity.activity.kind === 'OTHER' ? (
              <SimpleGrid columns={{ base: 1, md: 2 }} gap={4}>
                <form.AppField name="decarbonization.external.absoluteOrIntensity.activity.baselineValue">
                  {(field) => <field.TextField label={t('decarbonizationStaff.edit.baselineValue')} required inputMode="decimal" autoComplete="off" />}
                </form.AppField>
                <form.AppField name="decarbonization.external.absoluteOrIntensity.activity.growthProjection">
                  {(field) => (
                    <field.TextField
                      label={t('decarbonizationStaff.edit.activityGrowth')}
                      helper={t('decarbonizationStaff.edit.activityGrowthHelp', growthBounds)}
                      inputMode="decimal"
                      autoComplete="off"
                    />
                  )}
                </form.AppField>
              </SimpleGrid>
            ) : null}
            <Box maxW={{ md: '50%' }} pe={{ md: 2 }}>
              <form.AppField name="decarbonization.external.target.kind">
                {(field) => (
                  <field.SelectField
                    label={t('decarbonizationStaff.edit.targetKind')}
                    options={(['LINEAR', 'GRANULAR'] as const).map((value) => ({ value, label: t(`decarbonizationStaff.edit.${value}`) }))}
                  />
                )}
              </form.AppField>
            </Box>
            <Text textStyle="sm" color="fg.muted">
              {t('decarbonizationStaff.edit.valuesHelp')}
            </Text>
            {external.target.kind === 'LINEAR' ? (
              <SimpleGrid columns={{ base: 1, md: 2 }} gap={4}>
                <form.AppField name="decarbonization.external.target.targetYear">
                  {(field) => (
                    <field.TextField label={t('decarbonizationStaff.edit.targetYear')} helper={t('decarbonizationStaff.edit.targetYearHelp', { year })} required inputMode="numeric" autoComplete="off" />
                  )}
                </form.AppField>
                {(['valueScope1', 'valueScope2', 'valueScope3'] as const).map((scope) => (
                  <form.AppField key={scope} name={`decarbonization.external.target.${scope}`}>
                    {(field) => <field.TextField label={t('decarbonizationStaff.edit.scopeValue', { scope: scopeNumber[scope], unit })} inputMode="decimal" autoComplete="off" />}
                  </form.AppField>
                ))}
              </SimpleGrid>
            ) : (
              <form.AppField name="decarbonization.external.target.values" mode="array">
                {(list) => (
                  <Stack gap={3}>
                    {list.state.value.length === 0 ? (
                      <Text textStyle="sm" color="fg.muted">
                        {t('decarbonizationStaff.edit.noPoint')}
                      </Text>
                    ) : null}
                    {list.state.value.map((point, index) => (
                      <Box key={point.key} role="group" aria-label={t('decarbonizationStaff.edit.point', { number: index + 1 })} borderWidth="1px" rounded="md" p={3}>
                        <HStack justify="space-between" mb={2}>
                          <Text textStyle="sm" fontWeight="medium">
                            {t('decarbonizationStaff.edit.point', { number: index + 1 })}
                          </Text>
                          {canChange ? (
                            <IconButton
                              size="xs"
                              variant="ghost"
                              colorPalette="red"
                              aria-label={t('decarbonizationStaff.edit.removePoint', { number: index + 1 })}
                              onClick={() => list.removeValue(index)}
                            >
                              ×
                            </IconButton>
                          ) : null}
                        </HStack>
                        {/* Inputs level at the bottom when a long unit wraps its label. */}
                        <SimpleGrid columns={{ base: 1, sm: 2 }} gap={3} alignItems="end">
                          <form.AppField name={`decarbonization.external.target.values[${index}].year`}>
                            {(field) => <field.TextField label={t('decarbonizationStaff.edit.pointYear')} size="sm" required inputMode="numeric" autoComplete="off" />}
                          </form.AppField>
                          {(['valueScope1', 'valueScope2', 'valueScope3'] as const).map((scope) => (
                            <form.AppField key={scope} name={`decarbonization.external.target.values[${index}].${scope}`}>
                              {(field) => <field.TextField label={t('decarbonizationStaff.edit.scopeValue', { scope: scopeNumber[scope], unit })} size="sm" inputMode="decimal" autoComplete="off" />}
                            </form.AppField>
                          ))}
                        </SimpleGrid>
                      </Box>
                    ))}
                    {canChange ? (
                      canAddGranularRow(list.state.value) ? (
                        <Button size="sm" variant="outline" alignSelf="flex-start" onClick={() => list.pushValue(newGranularRow(list.state.value, year, newKey()))}>
                          {t('decarbonizationStaff.edit.addPoint')}
                        </Button>
                      ) : (
                        <Text textStyle="sm" color="fg.muted">
                          {t('decarbonizationStaff.edit.pointLimit', { max: decarbonizationLimits.granularValues })}
                        </Text>
                      )
                    ) : null}
                  </Stack>
                )}
              </form.AppField>
            )}
          </Stack>
        </Fieldset.Root>
      ) : null}

      <Fieldset.Root>
        <Fieldset.Legend textStyle="md" fontWeight="semibold" color="fg">
          {t('decarbonizationStaff.edit.benchmarks')}
        </Fieldset.Legend>
        <Fieldset.HelperText>{t('decarbonizationStaff.edit.benchmarksHelp')}</Fieldset.HelperText>
        <Stack gap={3} mt={2}>
          {benchmarkScopes.map((scope, index) => (
            <SimpleGrid key={scope} columns={{ base: 1, md: 2 }} gap={4}>
              <form.AppField name={`decarbonization.benchmarks.${scope}.targetType`}>
                {(field) => (
                  <field.SelectField
                    label={t('decarbonizationStaff.edit.benchmarkKind', { scope: index + 1 })}
                    placeholder={t('decarbonizationStaff.edit.benchmarkNone')}
                    options={(['Absolute', 'Intensity'] as const).map((value) => ({ value, label: t(value === 'Absolute' ? 'decarbonizationStaff.measure.ABSOLUTE' : 'decarbonizationStaff.measure.INTENSITY') }))}
                  />
                )}
              </form.AppField>
              {benchmarks[scope].targetType === '' ? null : (
                <form.AppField name={`decarbonization.benchmarks.${scope}.sector`}>
                  {(field) => (
                    <field.SelectField label={t('decarbonizationStaff.edit.benchmarkSector', { scope: index + 1 })} placeholder={t('decarbonizationStaff.edit.benchmarkNoSector')} options={sectors} />
                  )}
                </form.AppField>
              )}
            </SimpleGrid>
          ))}
        </Stack>
      </Fieldset.Root>

      <form.AppField name="decarbonization.clientNote">{() => <TextAreaField label={t('decarbonizationStaff.edit.clientNote')} />}</form.AppField>
    </Stack>
  );

  return (
    <form.AppForm>
      <DialogForm
        title={t('decarbonizationStaff.edit.title', { name: row.name })}
        closeLabel={t('decarbonizationStaff.edit.close')}
        cancelLabel={t('decarbonizationStaff.edit.cancel')}
        saveLabel={t('decarbonizationStaff.edit.save')}
        formRef={formRef}
        saving={saving}
        onSubmit={onSubmit}
        onCancel={requestClose}
        canSave={canChange}
      >
        <chakra.fieldset disabled={!canChange} border={0} p={0} m={0} minW={0}>
          {body}
        </chakra.fieldset>
      </DialogForm>
      {discardDialog}
    </form.AppForm>
  );
}
