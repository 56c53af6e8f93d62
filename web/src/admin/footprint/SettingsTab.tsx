import { Box, Button, Card, Heading, HStack, IconButton, NativeSelect, SimpleGrid, Stack, Switch, Text, VisuallyHidden } from '@chakra-ui/react';
import { labelOf, ElectricityReporting } from '@cairn/shared/labels';
import { BenchmarkEntryType, ControlType, Currency, Sector } from '@cairn/shared/schemas';
import { useStore } from '@tanstack/react-form';
import { useId, useState, type ReactNode } from 'react';
import { benchmarkRatioTexts } from '../../features/reports/editing/benchmarkTexts.ts';
import { useI18n } from '../../i18n/i18nContext.ts';
import { localizeText } from '../../i18n/serverMessages.ts';
import type { PlainKey, Translate } from '../../i18n/translate.ts';
import type { DraftSettings } from '../../features/reports/editing/draftModel.ts';
import { fieldMessagesOf } from '../../ui/form/formFailure.ts';
import { useAppForm } from '../../ui/form/formKit.tsx';
import { MarkdownField } from '../../ui/MarkdownField.tsx';
import { freeBenchmarkRatios } from '../../features/reports/editing/draftModel.ts';
import { newBenchmarkEntry, settingsProblems, type SettingsValues } from './settingsForm.ts';

/** Problems by field as the form's errors, in the user's language; nothing when there are none. */
function errorsOf(values: SettingsValues, t: Translate) {
  const problems = settingsProblems(values);
  const fields = Object.fromEntries(Object.entries(problems).map(([field, message]) => [field, localizeText(t, message)]));
  return Object.keys(fields).length > 0 ? { fields } : undefined;
}

/**
 * The report's settings as a form over `SettingsValues`, checked at each change. It calls no
 * procedure: the draft is saved whole with `report.save`, so the form lives with the draft (the
 * workspace), not with the tab that shows it.
 */
export function useSettingsForm(defaultValues: SettingsValues) {
  const { t } = useI18n();
  return useAppForm({ defaultValues, validators: { onChange: ({ value }) => errorsOf(value, t) } });
}

export type SettingsForm = ReturnType<typeof useSettingsForm>;

const benchmarkEntryTypeKeys: Record<BenchmarkEntryType, PlainKey> = {
  ASSET_VALUE: 'adminFootprint.settings.entryTypeAsset',
  TARGET: 'adminFootprint.settings.entryTypeTarget',
  OTHER: 'adminFootprint.settings.entryTypeOther',
};

let keyCounter = 0;
/** A key for a new row of the benchmark lists, unique in the page. */
export const newRowKey = () => `row-${++keyCounter}`;

interface SettingsTabProps {
  form: SettingsForm;
  /** What the form does not show, for the benchmark ratios of the key figures. */
  base: DraftSettings;
  readOnly: boolean;
}

/** The report's settings, ratios and benchmarks; a delivered report's are shown, not changed. */
export function SettingsTab({ form, base, readOnly }: SettingsTabProps) {
  const { t, language } = useI18n();
  return (
    // A delivered report's settings are read, not changed: a disabled fieldset disables every control in it.
    <fieldset disabled={readOnly} style={{ border: 0, margin: 0, padding: 0, minWidth: 0 }}>
      <Stack gap={6} pt={2}>
        <Group title={t('adminFootprint.settings.report')}>
          <SimpleGrid columns={{ base: 1, md: 2 }} gap={4}>
            <form.AppField name="name">{(field) => <field.TextField label={t('adminFootprint.settings.name')} required />}</form.AppField>
            <form.AppField name="companyName">{(field) => <field.TextField label={t('adminFootprint.settings.companyName')} required />}</form.AppField>
            <form.AppField name="year">
              {(field) => <field.TextField label={t('adminFootprint.settings.year')} helper={t('adminFootprint.settings.yearHelp')} required inputMode="numeric" />}
            </form.AppField>
            <form.AppField name="period">{(field) => <field.TextField label={t('adminFootprint.settings.period')} helper={t('adminFootprint.settings.periodHelp')} />}</form.AppField>
            <form.AppField name="startDate">{(field) => <field.TextField label={t('adminFootprint.settings.startDate')} type="date" required />}</form.AppField>
            <form.AppField name="endDate">{(field) => <field.TextField label={t('adminFootprint.settings.endDate')} type="date" required />}</form.AppField>
            <form.AppField name="headquarters">{(field) => <field.TextField label={t('adminFootprint.settings.headquarters')} />}</form.AppField>
            <form.AppField name="language">
              {(field) => (
                <field.SelectField
                  label={t('adminFootprint.settings.language')}
                  helper={t('adminFootprint.settings.languageHelp')}
                  options={[
                    { value: 'en', label: t('adminFootprint.language.en') },
                    { value: 'fr', label: t('adminFootprint.language.fr') },
                  ]}
                />
              )}
            </form.AppField>
          </SimpleGrid>
        </Group>

        <Group title={t('adminFootprint.settings.method')}>
          <SimpleGrid columns={{ base: 1, md: 2 }} gap={4}>
            <form.AppField name="standard">
              {(field) => (
                <field.SelectField
                  label={t('adminFootprint.settings.standard')}
                  options={[
                    { value: 'GHG', label: t('reports.dashboard.standardGhg') },
                    { value: 'BEGES', label: t('reports.dashboard.standardBeges') },
                  ]}
                />
              )}
            </form.AppField>
            <form.AppField name="controlType">
              {(field) => (
                <field.SelectField
                  label={t('adminFootprint.settings.controlType')}
                  options={ControlType.options.map((option) => ({ value: option, label: labelOf('controlType', option, language) }))}
                />
              )}
            </form.AppField>
            <form.AppField name="electricityReporting">
              {(field) => (
                <field.SelectField
                  label={t('adminFootprint.settings.electricityReporting')}
                  helper={t('adminFootprint.settings.electricityReportingHelp')}
                  options={ElectricityReporting.options.map((option) => ({ value: option, label: labelOf('electricityReporting', option, language) }))}
                />
              )}
            </form.AppField>
            <form.AppField name="activityDataQuality">
              {(field) => (
                <field.TextField label={t('adminFootprint.settings.activityDataQuality')} helper={t('adminFootprint.settings.activityDataQualityHelp')} inputMode="numeric" />
              )}
            </form.AppField>
            <form.AppField name="comparisonBaseYear">
              {(field) => (
                <field.TextField label={t('adminFootprint.settings.comparisonBaseYear')} helper={t('adminFootprint.settings.comparisonBaseYearHelp')} inputMode="numeric" />
              )}
            </form.AppField>
            <Stack gap={3} justify="center">
              <form.AppField name="multi">{(field) => <field.SwitchField label={t('adminFootprint.settings.multi')} />}</form.AppField>
              <form.AppField name="showBCConformLogo">{(field) => <field.SwitchField label={t('adminFootprint.settings.bcLogo')} />}</form.AppField>
            </Stack>
          </SimpleGrid>
          <form.AppField name="organizationalBoundaries">
            {(field) => (
              <MarkdownField
                label={t('adminFootprint.settings.boundaries')}
                name="organizationalBoundaries"
                value={field.state.value}
                errors={fieldMessagesOf(field.state.meta.errors, t)}
                onChange={field.handleChange}
              />
            )}
          </form.AppField>
        </Group>

        <Group title={t('adminFootprint.settings.ratios')}>
          <SimpleGrid columns={{ base: 1, md: 3 }} gap={4}>
            <form.AppField name="employees">{(field) => <field.TextField label={t('adminFootprint.settings.employees')} inputMode="decimal" />}</form.AppField>
            <form.AppField name="turnover">{(field) => <field.TextField label={t('adminFootprint.settings.turnover')} inputMode="decimal" />}</form.AppField>
            <form.AppField name="currency">
              {(field) => (
                <field.SelectField
                  label={t('adminFootprint.settings.currency')}
                  options={Currency.options.map((option) => ({ value: option, label: labelOf('currency', option, language) }))}
                />
              )}
            </form.AppField>
          </SimpleGrid>
        </Group>

        <Group title={t('adminFootprint.settings.benchmarks')}>
          <SimpleGrid columns={{ base: 1, md: 2 }} gap={4}>
            <form.AppField name="sector">
              {(field) => (
                <field.SelectField
                  label={t('adminFootprint.settings.sector')}
                  helper={t('adminFootprint.settings.sectorHelp')}
                  placeholder={t('adminFootprint.settings.noSector')}
                  options={Sector.options.map((option) => ({ value: option, label: labelOf('sector', option, language) }))}
                />
              )}
            </form.AppField>
          </SimpleGrid>
          <form.AppField name="benchmarkDisclaimer">
            {(field) => (
              <MarkdownField
                label={t('adminFootprint.settings.disclaimer')}
                name="benchmarkDisclaimer"
                value={field.state.value}
                errors={fieldMessagesOf(field.state.meta.errors, t)}
                onChange={field.handleChange}
              />
            )}
          </form.AppField>
          <BenchmarksEditor form={form} base={base} readOnly={readOnly} />
        </Group>
      </Stack>
    </fieldset>
  );
}

function Group({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <Card.Root as="section" variant="outline" aria-labelledby={headingId}>
      <Card.Header>
        <Heading as="h3" size="md" id={headingId}>
          {title}
        </Heading>
      </Card.Header>
      <Card.Body>
        <Stack gap={4}>{children}</Stack>
      </Card.Body>
    </Card.Root>
  );
}

/** The report's comparisons, one per ratio, each with typed entries: the company, a target, another company. */
function BenchmarksEditor({ form, base, readOnly }: SettingsTabProps) {
  const { t } = useI18n();
  const benchmarks = useStore(form.store, (state) => state.values.benchmarks);
  const free = freeBenchmarkRatios({ benchmarks }, base);
  const [picked, setPicked] = useState('');
  const toAdd = free.find((ratio) => ratio === picked) ?? free[0];
  const { ratioLabel, unitOf } = benchmarkRatioTexts(t, base.keyFigures);

  return (
    <form.AppField name="benchmarks" mode="array">
      {(list) => (
        <Stack gap={4}>
          {list.state.value.length === 0 ? (
            <Text textStyle="sm" color="fg.muted">
              {t('adminFootprint.settings.noBenchmark')}
            </Text>
          ) : null}
          {list.state.value.map((benchmark, benchmarkIndex) => {
            const title = ratioLabel(benchmark.ratio);
            return (
              <Box key={benchmark.key} borderWidth="1px" borderRadius="md" p={3} data-testid="benchmark">
                <HStack justify="space-between" gap={2} mb={2}>
                  <Heading as="h4" size="sm">
                    {title}
                  </Heading>
                  {readOnly ? null : (
                    <Button size="xs" variant="ghost" colorPalette="red" onClick={() => list.removeValue(benchmarkIndex)}>
                      {t('adminFootprint.settings.removeBenchmark')}
                      <VisuallyHidden>{` ${title}`}</VisuallyHidden>
                    </Button>
                  )}
                </HStack>
                <form.AppField name={`benchmarks[${benchmarkIndex}].entries`} mode="array">
                  {(entries) => (
                    <Stack gap={3}>
                      {entries.state.value.length === 0 ? (
                        <Text textStyle="xs" color="fg.muted">
                          {t('adminFootprint.settings.onlyCompany')}
                        </Text>
                      ) : null}
                      {entries.state.value.map((entry, entryIndex) => {
                        const prefix = `benchmarks[${benchmarkIndex}].entries[${entryIndex}]` as const;
                        const number = entryIndex + 1;
                        return (
                          <SimpleGrid key={entry.key} columns={{ base: 1, md: 12 }} gap={3} alignItems="end" role="group" aria-label={t('adminFootprint.settings.entryGroup', { number, benchmark: title })}>
                            <Box gridColumn={{ md: 'span 3' }}>
                              <form.AppField name={`${prefix}.type`}>
                                {(field) => (
                                  <field.SelectField
                                    label={t('adminFootprint.settings.entryType')}
                                    size="sm"
                                    options={BenchmarkEntryType.options.map((option) => ({ value: option, label: t(benchmarkEntryTypeKeys[option]) }))}
                                  />
                                )}
                              </form.AppField>
                            </Box>
                            <Box gridColumn={{ md: 'span 4' }}>
                              <form.AppField name={`${prefix}.name`}>
                                {(field) => <field.TextField label={t('adminFootprint.settings.entryName')} size="sm" />}
                              </form.AppField>
                            </Box>
                            <Box gridColumn={{ md: 'span 3' }}>
                              <form.AppField name={`${prefix}.value`}>
                                {(field) => (
                                  <field.TextField label={t('adminFootprint.settings.entryValue', { unit: unitOf(benchmark.ratio) })} size="sm" inputMode="decimal" />
                                )}
                              </form.AppField>
                            </Box>
                            <HStack gridColumn={{ md: 'span 2' }} gap={2} justify="flex-end" pb={1}>
                              <form.AppField name={`${prefix}.hidden`}>
                                {(field) => (
                                  <Switch.Root
                                    size="sm"
                                    colorPalette="teal"
                                    checked={field.state.value}
                                    onCheckedChange={(details) => field.handleChange(details.checked)}
                                  >
                                    <Switch.HiddenInput />
                                    <Switch.Control>
                                      <Switch.Thumb />
                                    </Switch.Control>
                                    <Switch.Label>{t('adminFootprint.settings.entryHidden')}</Switch.Label>
                                  </Switch.Root>
                                )}
                              </form.AppField>
                              {readOnly ? null : (
                                <IconButton
                                  size="xs"
                                  variant="ghost"
                                  colorPalette="red"
                                  aria-label={t('adminFootprint.settings.removeEntry', { number })}
                                  onClick={() => entries.removeValue(entryIndex)}
                                >
                                  ×
                                </IconButton>
                              )}
                            </HStack>
                          </SimpleGrid>
                        );
                      })}
                      {readOnly ? null : (
                        <Button size="xs" variant="outline" alignSelf="flex-start" onClick={() => entries.pushValue(newBenchmarkEntry(newRowKey()))}>
                          {t('adminFootprint.settings.addEntry')}
                          <VisuallyHidden>{` ${t('adminFootprint.settings.toBenchmark', { benchmark: title })}`}</VisuallyHidden>
                        </Button>
                      )}
                    </Stack>
                  )}
                </form.AppField>
              </Box>
            );
          })}
          {readOnly || toAdd === undefined ? null : (
            <HStack gap={2} align="flex-end">
              <NativeSelect.Root size="sm" maxW="sm">
                <NativeSelect.Field aria-label={t('adminFootprint.settings.benchmarkRatio')} value={toAdd} onChange={(event) => setPicked(event.currentTarget.value)}>
                  {free.map((ratio) => (
                    <option key={ratio} value={ratio}>
                      {ratioLabel(ratio)}
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
              <Button size="sm" variant="outline" onClick={() => list.pushValue({ key: newRowKey(), ratio: toAdd, entries: [] })}>
                {t('adminFootprint.settings.addBenchmark')}
              </Button>
            </HStack>
          )}
        </Stack>
      )}
    </form.AppField>
  );
}
