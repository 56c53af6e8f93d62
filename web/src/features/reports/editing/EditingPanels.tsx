import { Badge, Box, Button, Card, Heading, HStack, NativeSelect, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { formatNumber } from '@cairn/shared/format';
import { begesCategoryInfo, ghgCategoriesOfScope, ghgCategoryInfo, labelOf, OperationalCategory, Scope } from '@cairn/shared/labels';
import type { ReportBenchmark, ReportSnapshot } from '@cairn/shared/schemas';
import { revalidateLogic, useStore } from '@tanstack/react-form';
import { useState, type ReactNode } from 'react';
import { benchmarkRatioTexts } from './benchmarkTexts.ts';
import { useI18n } from '../../../i18n/i18nContext.ts';
import type { PlainKey, Translate } from '../../../i18n/translate.ts';
import { useAppForm } from '../../../ui/form/formKit.tsx';
import { freeBenchmarkRatios, type ManualEntry, type Ratios } from './draftModel.ts';
import {
  begesOfScope,
  emptyEntryValues,
  entryProblems,
  manualEntryOf,
  ratioProblems,
  ratiosOf,
  ratioValuesOf,
  withGhg,
  withScope,
  type EditingProblem,
} from './editingForms.ts';

/**
 * What the dashboard's editing variant can do to the draft it shows. The dashboard shows its
 * editing controls only when it is given these.
 */
export interface DashboardEditing {
  renameEntry: (uuid: string, label: string) => void;
  removeEntry: (uuid: string) => void;
  addManualEntry: (entry: Omit<ManualEntry, 'uuid'>) => void;
  setRatios: (ratios: Ratios) => void;
  addBenchmark: (ratio: ReportBenchmark['ratio']) => void;
  removeBenchmark: (index: number) => void;
  toggleBenchmarkEntryHidden: (benchmarkIndex: number, entryIndex: number) => void;
}

/** The editing forms of the dashboard: ratios, comparisons, a hand-typed entry. */
export function EditingPanels({ snapshot, editing }: { snapshot: ReportSnapshot; editing: DashboardEditing }) {
  return (
    <SimpleGrid columns={{ base: 1, lg: 3 }} gap={4} alignItems="flex-start">
      <RatiosForm snapshot={snapshot} onChange={editing.setRatios} />
      <BenchmarksEditor snapshot={snapshot} editing={editing} />
      <AddEntryForm onAdd={editing.addManualEntry} />
    </SimpleGrid>
  );
}

function Panel({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card.Root size="sm" variant="outline" borderColor="teal.muted">
      <Card.Header>
        <Heading as="h3" size="sm">
          {title}
        </Heading>
      </Card.Header>
      <Card.Body gap={3}>{children}</Card.Body>
    </Card.Root>
  );
}

const problemKeys = {
  required: 'reports.edit.required',
  notNumber: 'reports.edit.notNumber',
  needCategory: 'reports.edit.needCategory',
} as const satisfies Record<EditingProblem, PlainKey>;

/** Problems by field as the form's errors, worded in the user's language; nothing when there are none. */
function errorsOf(problems: Readonly<Record<string, EditingProblem | undefined>>, t: Translate) {
  const fields = Object.fromEntries(Object.entries(problems).flatMap(([field, problem]) => (problem ? [[field, t(problemKeys[problem])]] : [])));
  return Object.keys(fields).length > 0 ? { fields } : undefined;
}

/** Employees, turnover and key-figure values; each valid change goes to the draft at once. */
function RatiosForm({ snapshot, onChange }: { snapshot: ReportSnapshot; onChange: (ratios: Ratios) => void }) {
  const { t, language } = useI18n();
  // Read once: the snapshot shown follows the draft, which follows this form.
  const [defaultValues] = useState(() => ratioValuesOf(snapshot));
  const form = useAppForm({
    defaultValues,
    validators: { onChange: ({ value }) => errorsOf(ratioProblems(value), t) },
    listeners: {
      onChange: ({ formApi }) => {
        const ratios = ratiosOf(formApi.state.values);
        if (ratios) onChange(ratios);
      },
    },
  });

  return (
    <Panel title={t('reports.edit.ratios')}>
      <form.AppField name="employees">{(field) => <field.TextField label={t('reports.edit.employees')} size="sm" inputMode="decimal" />}</form.AppField>
      <form.AppField name="turnover">
        {(field) => (
          <field.TextField label={t('reports.edit.turnover', { currency: labelOf('currency', snapshot.currency, language) })} size="sm" inputMode="decimal" />
        )}
      </form.AppField>
      {snapshot.keyFigures.map((figure) => (
        <form.AppField key={figure.uuid} name={`figures.${figure.uuid}`}>
          {(field) => <field.TextField label={t('reports.edit.keyFigure', { label: figure.label, unit: figure.unit })} size="sm" inputMode="decimal" />}
        </form.AppField>
      ))}
    </Panel>
  );
}

/** The report's comparisons: add one per ratio, remove one, hide or show its entries (a target, another company). */
function BenchmarksEditor({ snapshot, editing }: { snapshot: ReportSnapshot; editing: DashboardEditing }) {
  const { t, language } = useI18n();
  const { ratioLabel, unitOf } = benchmarkRatioTexts(t, snapshot.keyFigures);
  const free = freeBenchmarkRatios(snapshot, snapshot);
  const [picked, setPicked] = useState<string>('');
  const toAdd = free.find((ratio) => ratio === picked) ?? free[0];

  return (
    <Panel title={t('reports.edit.benchmarks')}>
      {snapshot.benchmarks.length === 0 ? (
        <Text textStyle="sm" color="fg.muted">
          {t('reports.edit.noBenchmark')}
        </Text>
      ) : null}
      {snapshot.benchmarks.map((benchmark, benchmarkIndex) => (
        <Box key={`${benchmark.ratio}-${benchmarkIndex}`} borderWidth="1px" borderRadius="md" p={2} data-testid="benchmark-editor">
          <HStack justify="space-between" gap={2}>
            <Text fontWeight="medium" textStyle="sm">
              {ratioLabel(benchmark.ratio)}
            </Text>
            <Button size="xs" variant="ghost" colorPalette="red" onClick={() => editing.removeBenchmark(benchmarkIndex)}>
              {t('reports.edit.removeBenchmark')}
            </Button>
          </HStack>
          {benchmark.entries.length === 0 ? (
            <Text textStyle="xs" color="fg.muted">
              {t('reports.edit.onlyCompany')}
            </Text>
          ) : (
            <Stack gap={1} mt={1}>
              {benchmark.entries.map((entry, entryIndex) => {
                const hidden = entry.isHidden === true;
                const value = entry.type === 'ASSET_VALUE' && entry.value === 0 ? null : `${formatNumber(entry.value / 1_000, language)} ${unitOf(benchmark.ratio)}`;
                return (
                  <HStack key={entryIndex} justify="space-between" gap={2} opacity={hidden ? 0.6 : 1}>
                    <Text textStyle="sm" truncate>
                      {entry.name}
                      {value ? ` · ${value}` : ''}
                    </Text>
                    <HStack gap={1} flexShrink={0}>
                      {hidden ? <Badge size="sm">{t('reports.edit.hidden')}</Badge> : null}
                      {/* The company's own bar always shows (the chart puts it back), so only other entries hide. */}
                      {entry.type === 'ASSET_VALUE' ? null : (
                        <Button
                          size="xs"
                          variant="outline"
                          aria-label={hidden ? t('reports.edit.showEntry', { name: entry.name }) : t('reports.edit.hideEntry', { name: entry.name })}
                          onClick={() => editing.toggleBenchmarkEntryHidden(benchmarkIndex, entryIndex)}
                        >
                          {hidden ? t('reports.edit.show') : t('reports.edit.hide')}
                        </Button>
                      )}
                    </HStack>
                  </HStack>
                );
              })}
            </Stack>
          )}
        </Box>
      ))}
      {toAdd === undefined ? null : (
        <HStack gap={2} align="flex-end">
          <NativeSelect.Root size="sm" flex="1">
            <NativeSelect.Field aria-label={t('reports.edit.benchmarkRatio')} value={toAdd} onChange={(event) => setPicked(event.currentTarget.value)}>
              {free.map((ratio) => (
                <option key={ratio} value={ratio}>
                  {ratioLabel(ratio)}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
          <Button size="sm" variant="outline" onClick={() => editing.addBenchmark(toAdd)}>
            {t('reports.edit.addBenchmark')}
          </Button>
        </HStack>
      )}
    </Panel>
  );
}

/** A hand-typed entry: label, scope, categories and a value in tCO2e; what is wrong shows once it is added. */
function AddEntryForm({ onAdd }: { onAdd: DashboardEditing['addManualEntry'] }) {
  const { t, language } = useI18n();
  const [defaultValues] = useState(emptyEntryValues);
  const form = useAppForm({
    defaultValues,
    canSubmitWhenInvalid: true,
    // Checked when added, then at each change until it is added.
    validationLogic: revalidateLogic({ mode: 'submit', modeAfterSubmission: 'change' }),
    validators: { onDynamic: ({ value }) => errorsOf(entryProblems(value), t) },
    onSubmit: ({ value, formApi }) => {
      const entry = manualEntryOf(value);
      if (!entry) return;
      onAdd(entry);
      // The next entry starts blank, in the same scope and categories.
      formApi.reset({ ...value, label: '', value: '' }, { keepDefaultValues: true });
    },
  });
  const scope = useStore(form.store, (state) => state.values.scope);

  return (
    <Panel title={t('reports.edit.addEntry')}>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void form.handleSubmit();
        }}
      >
        <Stack gap={3}>
          <Text textStyle="xs" color="fg.muted">
            {t('reports.edit.addEntryIntro')}
          </Text>
          <form.AppField name="label">{(field) => <field.TextField label={t('reports.edit.entryLabel')} required size="sm" />}</form.AppField>
          <form.AppField
            name="scope"
            listeners={{
              onChange: ({ value }) => {
                const next = withScope(form.state.values, value);
                form.setFieldValue('ghg', next.ghg);
                form.setFieldValue('beges', next.beges);
              },
            }}
          >
            {(field) => (
              <field.SelectField
                label={t('reports.edit.scope')}
                size="sm"
                options={Scope.options.map((option) => ({ value: option, label: labelOf('scope', option, language) }))}
              />
            )}
          </form.AppField>
          <form.AppField name="operational">
            {(field) => (
              <field.SelectField
                label={t('reports.edit.operationalCategory')}
                size="sm"
                options={OperationalCategory.options.map((option) => ({ value: option, label: labelOf('operationalCategory', option, language) }))}
              />
            )}
          </form.AppField>
          <form.AppField name="ghg" listeners={{ onChange: ({ value }) => form.setFieldValue('beges', withGhg(form.state.values, value).beges) }}>
            {(field) => (
              <field.SelectField
                label={t('reports.edit.ghgCategory')}
                size="sm"
                placeholder={t('reports.edit.noCategory')}
                options={ghgCategoriesOfScope(scope).map((option) => ({
                  value: option,
                  label: `${ghgCategoryInfo[option].number} ${labelOf('ghgCategory', option, language)}`,
                }))}
              />
            )}
          </form.AppField>
          <form.AppField name="beges">
            {(field) => (
              <field.SelectField
                label={t('reports.edit.begesCategory')}
                size="sm"
                placeholder={t('reports.edit.noCategory')}
                options={begesOfScope(scope).map((option) => ({
                  value: option,
                  label: `${begesCategoryInfo[option].number} ${labelOf('begesCategory', option, language)}`,
                }))}
              />
            )}
          </form.AppField>
          <form.AppField name="value">{(field) => <field.TextField label={t('reports.edit.valueT')} required size="sm" inputMode="decimal" />}</form.AppField>
          <Button type="submit" size="sm" colorPalette="teal" alignSelf="flex-start">
            {t('reports.edit.add')}
          </Button>
        </Stack>
      </form>
    </Panel>
  );
}
