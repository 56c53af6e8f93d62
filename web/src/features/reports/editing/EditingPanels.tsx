import { Badge, Box, Button, Card, Heading, HStack, Input, NativeSelect, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { formatNumber } from '@cairn/shared/format';
import {
  begesCategoryInfo,
  BegesCategory,
  defaultBegesCategory,
  ghgCategoriesOfScope,
  ghgCategoryInfo,
  labelOf,
  OperationalCategory,
  Scope,
  type GhgCategory,
} from '@cairn/shared/labels';
import type { ReportBenchmark, ReportSnapshot } from '@cairn/shared/schemas';
import { useState, type FormEvent, type ReactNode } from 'react';
import { useI18n } from '../../../i18n/i18nContext.ts';
import { FormField } from '../../../ui/FormField.tsx';
import { benchmarkRatios, parseAmount, type ManualEntry, type Ratios } from './draftModel.ts';

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

const asText = (value: number | null) => (value === null ? '' : String(value));

/** Employees, turnover and key-figure values; each valid change goes to the draft at once. */
function RatiosForm({ snapshot, onChange }: { snapshot: ReportSnapshot; onChange: (ratios: Ratios) => void }) {
  const { t, language } = useI18n();
  const [employees, setEmployees] = useState(() => asText(snapshot.employeeNumber));
  const [turnover, setTurnover] = useState(() => asText(snapshot.turnover));
  const [figures, setFigures] = useState<Record<string, string>>(() =>
    Object.fromEntries(snapshot.keyFigures.map((figure) => [figure.uuid, String(figure.value)])),
  );

  const nonNegative = (text: string) => {
    const value = parseAmount(text);
    return value === null || (Number.isFinite(value) && value >= 0);
  };
  const errorOf = (text: string, required: boolean) => {
    if (required && parseAmount(text) === null) return [t('reports.edit.required')];
    return nonNegative(text) ? undefined : [t('reports.edit.notNumber')];
  };

  const apply = (next: { employees: string; turnover: string; figures: Record<string, string> }) => {
    const figureValues = Object.entries(next.figures).map(([uuid, text]) => [uuid, parseAmount(text)] as const);
    const valid =
      nonNegative(next.employees) && nonNegative(next.turnover) && figureValues.every(([, value]) => value !== null && Number.isFinite(value) && value >= 0);
    if (!valid) return;
    onChange({
      employeeNumber: parseAmount(next.employees),
      turnover: parseAmount(next.turnover),
      keyFigureValues: Object.fromEntries(figureValues.map(([uuid, value]) => [uuid, value ?? 0])),
    });
  };

  return (
    <Panel title={t('reports.edit.ratios')}>
      <FormField label={t('reports.edit.employees')} errors={errorOf(employees, false)}>
        <Input
          size="sm"
          inputMode="decimal"
          value={employees}
          onChange={(event) => {
            setEmployees(event.currentTarget.value);
            apply({ employees: event.currentTarget.value, turnover, figures });
          }}
        />
      </FormField>
      <FormField label={t('reports.edit.turnover', { currency: labelOf('currency', snapshot.currency, language) })} errors={errorOf(turnover, false)}>
        <Input
          size="sm"
          inputMode="decimal"
          value={turnover}
          onChange={(event) => {
            setTurnover(event.currentTarget.value);
            apply({ employees, turnover: event.currentTarget.value, figures });
          }}
        />
      </FormField>
      {snapshot.keyFigures.map((figure) => {
        const text = figures[figure.uuid] ?? '';
        return (
          <FormField key={figure.uuid} label={t('reports.edit.keyFigure', { label: figure.label, unit: figure.unit })} errors={errorOf(text, true)}>
            <Input
              size="sm"
              inputMode="decimal"
              value={text}
              onChange={(event) => {
                const next = { ...figures, [figure.uuid]: event.currentTarget.value };
                setFigures(next);
                apply({ employees, turnover, figures: next });
              }}
            />
          </FormField>
        );
      })}
    </Panel>
  );
}

/** The report's comparisons: add one per ratio, remove one, hide or show its entries (a target, another company). */
function BenchmarksEditor({ snapshot, editing }: { snapshot: ReportSnapshot; editing: DashboardEditing }) {
  const { t, language } = useI18n();
  const ratioLabel = (ratio: ReportBenchmark['ratio']) => {
    if (ratio === 'EMPLOYEE') return t('reports.dashboard.benchmarkPerEmployee');
    if (ratio === 'TURNOVER') return t('reports.dashboard.benchmarkPerTurnover');
    const figure = snapshot.keyFigures.find((candidate) => candidate.uuid === ratio);
    return figure ? `${figure.label} (${figure.ratioSuffix})` : ratio;
  };
  // Entries are stored in kgCO2e per unit of the ratio; the chart shows tCO2e per unit.
  const unitOf = (ratio: ReportBenchmark['ratio']) => {
    if (ratio === 'EMPLOYEE') return t('reports.dashboard.unitPerEmployee');
    if (ratio === 'TURNOVER') return t('reports.dashboard.unitPerTurnover');
    const figure = snapshot.keyFigures.find((candidate) => candidate.uuid === ratio);
    return figure ? `tCO2e/${figure.unit}` : '';
  };
  const free = benchmarkRatios(snapshot).filter((ratio) => !snapshot.benchmarks.some((benchmark) => benchmark.ratio === ratio));
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

const begesOfScope = (scope: Scope) => BegesCategory.options.filter((category) => begesCategoryInfo[category].scope === scope);

/** A hand-typed entry: label, scope, categories and a value in tCO2e. */
function AddEntryForm({ onAdd }: { onAdd: DashboardEditing['addManualEntry'] }) {
  const { t, language } = useI18n();
  const [label, setLabel] = useState('');
  const [scope, setScope] = useState<Scope>('ONE');
  const [operational, setOperational] = useState<OperationalCategory>('BUILDING');
  const [ghg, setGhg] = useState<GhgCategory | null>(() => ghgCategoriesOfScope('ONE')[0] ?? null);
  const [beges, setBeges] = useState<BegesCategory | null>(() => (ghg ? defaultBegesCategory(ghg) : null));
  const [valueText, setValueText] = useState('');
  const [submitted, setSubmitted] = useState(false);

  const value = parseAmount(valueText);
  const errors = {
    label: label.trim() === '' ? [t('reports.edit.required')] : undefined,
    category: ghg === null && beges === null ? [t('reports.edit.needCategory')] : undefined,
    value: value === null ? [t('reports.edit.required')] : Number.isNaN(value) ? [t('reports.edit.notNumber')] : undefined,
  };
  const shown = (messages: string[] | undefined) => (submitted ? messages : undefined);

  const changeScope = (next: Scope) => {
    setScope(next);
    const firstGhg = ghgCategoriesOfScope(next)[0] ?? null;
    setGhg(firstGhg);
    setBeges(firstGhg ? defaultBegesCategory(firstGhg) : (begesOfScope(next)[0] ?? null));
  };
  const changeGhg = (next: GhgCategory | null) => {
    setGhg(next);
    const paired = next ? defaultBegesCategory(next) : null;
    if (paired && begesCategoryInfo[paired].scope === scope) setBeges(paired);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (errors.label || errors.category || errors.value || value === null) return;
    onAdd({ label, scope, operationalCategory: operational, ghgCategory: ghg, begesCategory: beges, valueKg: value * 1_000 });
    setLabel('');
    setValueText('');
    setSubmitted(false);
  };

  return (
    <Panel title={t('reports.edit.addEntry')}>
      <form onSubmit={submit} noValidate>
        <Stack gap={3}>
          <Text textStyle="xs" color="fg.muted">
            {t('reports.edit.addEntryIntro')}
          </Text>
          <FormField label={t('reports.edit.entryLabel')} errors={shown(errors.label)} required>
            <Input size="sm" value={label} onChange={(event) => setLabel(event.currentTarget.value)} />
          </FormField>
          <FormField label={t('reports.edit.scope')}>
            <NativeSelect.Root size="sm">
              <NativeSelect.Field value={scope} onChange={(event) => changeScope(Scope.parse(event.currentTarget.value))}>
                {Scope.options.map((option) => (
                  <option key={option} value={option}>
                    {labelOf('scope', option, language)}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </FormField>
          <FormField label={t('reports.edit.operationalCategory')}>
            <NativeSelect.Root size="sm">
              <NativeSelect.Field value={operational} onChange={(event) => setOperational(OperationalCategory.parse(event.currentTarget.value))}>
                {OperationalCategory.options.map((option) => (
                  <option key={option} value={option}>
                    {labelOf('operationalCategory', option, language)}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </FormField>
          <FormField label={t('reports.edit.ghgCategory')} errors={shown(errors.category)}>
            <NativeSelect.Root size="sm">
              <NativeSelect.Field
                value={ghg ?? ''}
                onChange={(event) => changeGhg(ghgCategoriesOfScope(scope).find((option) => option === event.currentTarget.value) ?? null)}
              >
                <option value="">{t('reports.edit.noCategory')}</option>
                {ghgCategoriesOfScope(scope).map((option) => (
                  <option key={option} value={option}>
                    {`${ghgCategoryInfo[option].number} ${labelOf('ghgCategory', option, language)}`}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </FormField>
          <FormField label={t('reports.edit.begesCategory')} errors={shown(errors.category)}>
            <NativeSelect.Root size="sm">
              <NativeSelect.Field
                value={beges ?? ''}
                onChange={(event) => setBeges(begesOfScope(scope).find((option) => option === event.currentTarget.value) ?? null)}
              >
                <option value="">{t('reports.edit.noCategory')}</option>
                {begesOfScope(scope).map((option) => (
                  <option key={option} value={option}>
                    {`${begesCategoryInfo[option].number} ${labelOf('begesCategory', option, language)}`}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </FormField>
          <FormField label={t('reports.edit.valueT')} errors={shown(errors.value)} required>
            <Input size="sm" inputMode="decimal" value={valueText} onChange={(event) => setValueText(event.currentTarget.value)} />
          </FormField>
          <Button type="submit" size="sm" colorPalette="teal" alignSelf="flex-start">
            {t('reports.edit.add')}
          </Button>
        </Stack>
      </form>
    </Panel>
  );
}
