import { factorUnitLabel } from '@cairn/shared/catalogue';
import { labelOf } from '@cairn/shared/labels';
import {
  Box,
  Button,
  Code,
  Heading,
  HStack,
  Input,
  NativeSelect,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  Textarea,
} from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useNavigate, useParams, useSearch } from '@tanstack/react-router';
import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { ApiError, queryOptionsFor, useProcedureMutation } from '../../api/client.ts';
import { errorMessageOf } from '../../api/formErrors.ts';
import { uuidParam } from '../../app/routeParams.ts';
import { useDirtyGuard } from '../../ui/form/useDirtyGuard.tsx';
import { useI18n } from '../../i18n/i18nContext.ts';
import { localizeMessage, localizeText } from '../../i18n/serverMessages.ts';
import type { Translate } from '../../i18n/translate.ts';
import { ErrorBox } from '../../ui/ErrorBox.tsx';
import { FormField } from '../../ui/FormField.tsx';
import { MarkdownField } from '../../ui/MarkdownField.tsx';
import { PageLoading } from '../../ui/PageLoading.tsx';
import { toaster } from '../../ui/toaster.tsx';
import { useFocusFirstInvalid } from '../../ui/useFocusFirstInvalid.ts';
import {
  checkScript,
  duplicateValuesOf,
  emptyFactorValues,
  emptyRow,
  evaluationContextOf,
  factorInputOf,
  factorValuesOf,
  gasCodes,
  hasUnsavedChanges,
  methaneOriginCodes,
  placeIssues,
  type FactorFormValues,
  type FactorType,
  type GasCode,
  type MethaneOriginCode,
  type PlacedIssues,
  type RowField,
  type ValueRow,
} from './factorForm/factorFormModel.ts';
import { AssetField, QualityField, UnitSelectField, ValueEntryBox, ValueHistorySection } from './CatalogueFormParts.tsx';
import { CatalogueSearchModal } from './searchModal/CatalogueSearchModal.tsx';
import { insertedIntoScript, scriptReferences, type SearchKind, type TextRange } from './searchModal/selection.ts';

/** `/emission-factors/create`, blank or prefilled from `?duplicateFromUuid=` (spec 2, emission-factor pages). */
export function EmissionFactorCreatePage() {
  const search: Record<string, unknown> = useSearch({ strict: false });
  const duplicateFromUuid = typeof search.duplicateFromUuid === 'string' && search.duplicateFromUuid ? search.duplicateFromUuid : undefined;
  return <EmissionFactorForm key={duplicateFromUuid ?? 'new'} duplicateFromUuid={duplicateFromUuid} />;
}

/** `/emission-factors/$uuid/edit`. */
export function EmissionFactorEditPage() {
  const params: Record<string, unknown> = useParams({ strict: false });
  const uuid = uuidParam(params.uuid);
  if (uuid === null) return <FactorNotFound />;
  return <EmissionFactorForm key={uuid} uuid={uuid} />;
}

/** A malformed uuid in the address: the page's not-found message, without asking the server. */
function FactorNotFound() {
  const { t } = useI18n();
  const navigate = useNavigate();
  return (
    <Stack gap={3} align="flex-start" p={6}>
      <ErrorBox message={t('catalogue.form.notFound')} />
      <Button size="sm" variant="outline" onClick={() => void navigate({ href: '/emission-factors' })}>
        {t('catalogue.form.backToList')}
      </Button>
    </Stack>
  );
}

interface FormState {
  initial: FactorFormValues;
  values: FactorFormValues;
  /** The stored version an update sends back as `expectedVersion`; null when creating. */
  version: number | null;
  /** The name of the factor the form started from (edit or copy), for the title. */
  sourceName: string | null;
}

function summaryOf(error: Error | null, placed: PlacedIssues | null, t: Translate): string | null {
  if (!error) return null;
  if (error instanceof ApiError && error.code === 'CONFLICT') return t('catalogue.form.conflict');
  if (error instanceof ApiError && error.issues.length > 0 && placed?.unplaced.length === 0) return null;
  return [errorMessageOf(error, t), ...(placed?.unplaced ?? [])].join(' · ');
}

/** One form for creating, copying and editing an emission factor. */
function EmissionFactorForm({ uuid, duplicateFromUuid }: { uuid?: string; duplicateFromUuid?: string }) {
  const { t, language } = useI18n();
  const navigate = useNavigate();
  const formRef = useRef<HTMLFormElement>(null);
  const sourceUuid = uuid ?? duplicateFromUuid;
  const source = useQuery({ ...queryOptionsFor('emissionFactor.get', { uuid: sourceUuid ?? '' }), enabled: Boolean(sourceUuid) });
  const factors = useQuery(queryOptionsFor('emissionFactor.list', {}));
  const hypotheses = useQuery(queryOptionsFor('hypothesis.list', {}));
  const units = useQuery(queryOptionsFor('unit.list', {}));

  const [form, setForm] = useState<FormState | null>(null);
  // The form starts once from up-to-date data and never follows the queries again.
  if (form === null) {
    if (!sourceUuid) {
      const initial = emptyFactorValues();
      setForm({ initial, values: initial, version: null, sourceName: null });
    } else if (source.data && !source.isFetching) {
      if (uuid) {
        const initial = factorValuesOf(source.data);
        setForm({ initial, values: initial, version: source.data.version, sourceName: source.data.name });
      } else if (!factors.isPending) {
        const names = (factors.data ?? []).map((factor) => factor.name);
        const initial = duplicateValuesOf(source.data, names);
        // A copy is new: everything in it is unsaved.
        setForm({ initial: emptyFactorValues(), values: initial, version: null, sourceName: source.data.name });
      }
    }
  }

  const [leavingTo, setLeavingTo] = useState<string | null>(null);
  const onSaved = (saved: { uuid: string }, message: string) => {
    toaster.create({ type: 'success', title: message });
    setLeavingTo(`/emission-factors/${saved.uuid}`);
  };
  const create = useProcedureMutation('emissionFactor.create', { onSuccess: (saved) => onSaved(saved, t('catalogue.form.created')) });
  const update = useProcedureMutation('emissionFactor.update', { onSuccess: (saved) => onSaved(saved, t('catalogue.form.updated')) });
  const saving = create.isPending || update.isPending;
  const error = create.error ?? update.error;
  const placed = error instanceof ApiError ? placeIssues(error.issues, (issue) => localizeMessage(t, issue)) : null;
  const summary = summaryOf(error, placed, t);
  useFocusFirstInvalid(formRef, error);

  const dirty = form !== null && leavingTo === null && hasUnsavedChanges(form.initial, form.values);
  const discardDialog = useDirtyGuard(dirty);
  useEffect(() => {
    if (leavingTo !== null) void navigate({ href: leavingTo });
  }, [leavingTo, navigate]);

  const context = useMemo(
    () => (factors.data && hypotheses.data && units.data ? evaluationContextOf(factors.data, hypotheses.data, units.data, uuid) : null),
    [factors.data, hypotheses.data, units.data, uuid],
  );
  const scriptCheck = useMemo(() => (form ? checkScript(form.values.script, context) : null), [form, context]);

  if (sourceUuid && source.isError) {
    const notFound = source.error instanceof ApiError && source.error.code === 'NOT_FOUND';
    return (
      <Stack gap={3} align="flex-start" p={6}>
        <ErrorBox message={notFound ? t('catalogue.form.notFound') : errorMessageOf(source.error, t)} />
        <Button size="sm" variant="outline" onClick={() => void navigate({ href: '/emission-factors' })}>
          {t('catalogue.form.backToList')}
        </Button>
      </Stack>
    );
  }
  if (form === null) return <PageLoading />;

  const values = form.values;
  const set = <F extends keyof FactorFormValues>(field: F, value: FactorFormValues[F]) =>
    setForm((current) => current && { ...current, values: { ...current.values, [field]: value } });
  const setRow = (index: number, patch: Partial<ValueRow>) =>
    set(
      'values',
      values.values.map((row, position) => (position === index ? { ...row, ...patch } : row)),
    );
  const fieldErrors = placed?.fields ?? {};
  const isCombination = values.type === 'COMBINATION';

  const submit = () => {
    const input = factorInputOf(values);
    if (uuid && form.version !== null) update.mutate({ ...input, uuid, expectedVersion: form.version });
    else create.mutate(input);
  };
  const cancelHref = uuid ? `/emission-factors/${uuid}` : '/emission-factors';

  const title = uuid
    ? t('catalogue.form.editTitle', { name: form.sourceName ?? '' })
    : form.sourceName
      ? t('catalogue.form.duplicateTitle', { name: form.sourceName })
      : t('catalogue.form.createTitle');

  const selectedUnit = units.data?.find((unit) => unit.uuid === values.unitUuid);

  return (
    <Box p={{ base: 4, md: 6 }} maxW="5xl">
      {discardDialog}
      <Heading as="h1" size="lg" mb={5}>
        {title}
      </Heading>
      <form
        ref={formRef}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (!saving) submit();
        }}
      >
        <Stack gap={5}>
          {summary ? <ErrorBox message={summary} /> : null}
          <SimpleGrid columns={{ base: 1, md: 2 }} gap={4}>
            <FormField label={t('catalogue.form.type')} errors={fieldErrors.type} required>
              <NativeSelect.Root>
                <NativeSelect.Field
                  name="type"
                  value={values.type}
                  onChange={(event) => set('type', event.currentTarget.value as FactorType)}
                >
                  <option value="SIMPLE">{t('catalogue.form.typeSIMPLE')}</option>
                  <option value="COMBINATION">{t('catalogue.form.typeCOMBINATION')}</option>
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
            </FormField>
            <FormField label={t('catalogue.form.name')} errors={fieldErrors.name} required>
              <Input name="name" value={values.name} onChange={(event) => set('name', event.currentTarget.value)} autoComplete="off" />
            </FormField>
            <FormField label={t('catalogue.form.clientNameEn')} errors={fieldErrors.clientNameEn}>
              <Input name="clientNameEn" value={values.clientNameEn} onChange={(event) => set('clientNameEn', event.currentTarget.value)} />
            </FormField>
            <FormField label={t('catalogue.form.clientNameFr')} errors={fieldErrors.clientNameFr}>
              <Input name="clientNameFr" value={values.clientNameFr} onChange={(event) => set('clientNameFr', event.currentTarget.value)} />
            </FormField>
            <FormField label={t('catalogue.form.family')} errors={fieldErrors.family} required>
              <Input name="family" value={values.family} onChange={(event) => set('family', event.currentTarget.value)} />
            </FormField>
            <FormField label={t('catalogue.form.group')} errors={fieldErrors.group}>
              <Input name="group" value={values.group} onChange={(event) => set('group', event.currentTarget.value)} />
            </FormField>
            <UnitSelectField
              label={t('catalogue.form.unit')}
              errors={[...(fieldErrors.unitUuid ?? []), ...(units.isError ? [errorMessageOf(units.error, t)] : [])]}
              placeholder={t('catalogue.form.unitChoose')}
              units={units.data ?? []}
              value={values.unitUuid}
              disabled={!units.data}
              onChange={(unitUuid) => set('unitUuid', unitUuid)}
            />
            <FormField
              label={t('catalogue.form.gas')}
              errors={fieldErrors.gas}
              helper={values.gas && selectedUnit ? factorUnitLabel(values.gas, selectedUnit) : undefined}
              required
            >
              <NativeSelect.Root>
                <NativeSelect.Field name="gas" value={values.gas} onChange={(event) => set('gas', event.currentTarget.value as GasCode | '')}>
                  <option value="">{t('catalogue.form.gasChoose')}</option>
                  {gasCodes.map((gas) => (
                    <option key={gas} value={gas}>
                      {gas}
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
            </FormField>
            {values.gas === 'CH4' ? (
              <FormField label={t('catalogue.form.methaneOrigin')} errors={fieldErrors.methaneOrigin} helper={t('catalogue.form.methaneOriginHelp')}>
                <NativeSelect.Root>
                  <NativeSelect.Field
                    name="methaneOrigin"
                    value={values.methaneOrigin}
                    onChange={(event) => set('methaneOrigin', event.currentTarget.value as MethaneOriginCode | '')}
                  >
                    <option value="">{t('catalogue.form.methaneOriginUnstated')}</option>
                    {methaneOriginCodes.map((origin) => (
                      <option key={origin} value={origin}>
                        {labelOf('methaneOrigin', origin, language)}
                      </option>
                    ))}
                  </NativeSelect.Field>
                  <NativeSelect.Indicator />
                </NativeSelect.Root>
              </FormField>
            ) : null}
            <QualityField
              label={t('catalogue.form.quality')}
              errors={[...(fieldErrors.qualityPercentage ?? []), ...(fieldErrors.isMonetary ?? [])]}
              helper={t('catalogue.form.qualityHelp')}
              value={values.qualityPercentage}
              onChange={(value) => set('qualityPercentage', value)}
            />
            <AssetField
              label={t('catalogue.form.asset')}
              errors={fieldErrors.assetUuid}
              helper={t('catalogue.form.assetHelp')}
              value={values.assetUuid}
              onChange={(value) => set('assetUuid', value)}
            />
          </SimpleGrid>

          {isCombination ? (
            <ScriptEditor
              script={values.script}
              errors={fieldErrors.script}
              check={scriptCheck}
              unitLabel={selectedUnit ? factorUnitLabel('CO2E', selectedUnit) : ''}
              excludedUuids={uuid ? [uuid] : []}
              onChange={(script) => set('script', script)}
            />
          ) : null}

          <ValueHistorySection
            title={t('catalogue.form.values')}
            help={t('catalogue.form.valuesHelp')}
            errors={fieldErrors.values}
            headingLevel="h2"
            addLabel={t('catalogue.form.addValue')}
            onAdd={() => set('values', [...values.values, emptyRow()])}
          >
            {values.values.map((row, index) => (
              <ValueRowEditor
                key={row.key}
                row={row}
                number={index + 1}
                withValue={!isCombination}
                errors={placed?.rows[index] ?? {}}
                canRemove={values.values.length > 1}
                onChange={(patch) => setRow(index, patch)}
                onRemove={() =>
                  set(
                    'values',
                    values.values.filter((_, position) => position !== index),
                  )
                }
              />
            ))}
          </ValueHistorySection>

          <HStack gap={3} justify="flex-end">
            <Button variant="outline" onClick={() => void navigate({ href: cancelHref })} disabled={saving}>
              {t('catalogue.form.cancel')}
            </Button>
            <Button type="submit" colorPalette="teal" loading={saving}>
              {t('catalogue.form.save')}
            </Button>
          </HStack>
        </Stack>
      </form>
    </Box>
  );
}

interface ScriptEditorProps {
  script: string;
  errors: string[] | undefined;
  check: ReturnType<typeof checkScript> | null;
  unitLabel: string;
  /** The factor being edited, which its own script cannot read. */
  excludedUuids: readonly string[];
  onChange: (script: string) => void;
}

/** The combination's script, checked as you type, with its value against today's catalogue. */
function ScriptEditor({ script, errors, check, unitLabel, excludedUuids, onChange }: ScriptEditorProps) {
  const { t, language } = useI18n();
  // Where the references go: the last cursor or selection in the script, else its end.
  const cursor = useRef<TextRange | null>(null);
  const [picking, setPicking] = useState<SearchKind | null>(null);
  const insert = (kind: SearchKind, items: readonly { name: string; type?: FactorType }[]) => {
    const inserted = insertedIntoScript(script, scriptReferences(kind, items), cursor.current);
    cursor.current = { start: inserted.cursor, end: inserted.cursor };
    onChange(inserted.script);
    setPicking(null);
  };
  let status: ReactNode = null;
  if (check?.state === 'invalid') {
    status = (
      <Text textStyle="sm" color="fg.error" role="status">
        {t('catalogue.form.scriptInvalid', { message: localizeText(t, check.message, check.said) })}
        {check.detail ? ` (${check.detail})` : ''}
      </Text>
    );
  } else if (check?.state === 'valid') {
    const computed =
      check.value !== null
        ? `${check.value.toLocaleString(language, { maximumSignificantDigits: 6 })} ${unitLabel}`.trim()
        : check.error
          ? `${t('catalogue.form.notComputed')} — ${localizeText(t, check.error, check.errorSaid)}`
          : t('catalogue.form.computedPending');
    status = (
      <Stack gap={1} role="status">
        <Text textStyle="sm" color="fg.success">
          {t('catalogue.form.scriptValid')}
        </Text>
        <HStack gap={2} textStyle="sm">
          <Text fontWeight="medium">{t('catalogue.form.computedValue')}</Text>
          <Code>{computed}</Code>
        </HStack>
      </Stack>
    );
  }
  return (
    <Stack gap={2}>
      <FormField label={t('catalogue.form.script')} errors={errors} helper={t('catalogue.form.scriptHelp')} required>
        <Textarea
          name="script"
          fontFamily="mono"
          rows={4}
          spellCheck={false}
          autoComplete="off"
          value={script}
          onChange={(event) => onChange(event.currentTarget.value)}
          onSelect={(event) => {
            cursor.current = { start: event.currentTarget.selectionStart, end: event.currentTarget.selectionEnd };
          }}
        />
      </FormField>
      <HStack gap={2} wrap="wrap" role="group" aria-label={t('catalogue.form.insertReferences')}>
        <Text textStyle="sm" color="fg.muted">
          {t('catalogue.form.insertReferences')}
        </Text>
        <Button size="xs" variant="outline" onClick={() => setPicking('emissionFactor')}>
          {t('catalogue.form.insertFactors')}
        </Button>
        <Button size="xs" variant="outline" onClick={() => setPicking('hypothesis')}>
          {t('catalogue.form.insertHypotheses')}
        </Button>
      </HStack>
      <CatalogueSearchModal
        open={picking === 'emissionFactor'}
        kind="emissionFactor"
        excludedUuids={excludedUuids}
        onClose={() => setPicking(null)}
        onApply={(factors) => insert('emissionFactor', factors)}
      />
      <CatalogueSearchModal
        open={picking === 'hypothesis'}
        kind="hypothesis"
        onClose={() => setPicking(null)}
        onApply={(hypotheses) => insert('hypothesis', hypotheses)}
      />
      {status}
    </Stack>
  );
}

interface ValueRowEditorProps {
  row: ValueRow;
  number: number;
  withValue: boolean;
  errors: Partial<Record<RowField, string[]>>;
  canRemove: boolean;
  onChange: (patch: Partial<ValueRow>) => void;
  onRemove: () => void;
}

/** One entry of the value history, each issue of the contract on its own field. */
function ValueRowEditor({ row, number, withValue, errors, canRemove, onChange, onRemove }: ValueRowEditorProps) {
  const { t } = useI18n();
  const prefix = `values.${number - 1}`;
  return (
    <ValueEntryBox
      label={t('catalogue.form.valueEntry', { number })}
      removeLabel={t('catalogue.form.removeValue', { number })}
      canRemove={canRemove}
      onRemove={onRemove}
    >
      <Stack gap={3}>
        <SimpleGrid columns={{ base: 1, sm: 2, lg: withValue ? 3 : 2 }} gap={3}>
          <FormField label={t('catalogue.form.until')} errors={errors.until}>
            <Input
              name={`${prefix}.until`}
              inputMode="numeric"
              placeholder={t('catalogue.form.untilPlaceholder')}
              value={row.until}
              onChange={(event) => onChange({ until: event.currentTarget.value })}
            />
          </FormField>
          {withValue ? (
            <FormField label={t('catalogue.form.value')} errors={errors.value} required>
              <Input
                name={`${prefix}.value`}
                inputMode="decimal"
                value={row.value}
                onChange={(event) => onChange({ value: event.currentTarget.value })}
              />
            </FormField>
          ) : null}
          <FormField label={t('catalogue.form.source')} errors={errors.source} required>
            <Input name={`${prefix}.source`} value={row.source} onChange={(event) => onChange({ source: event.currentTarget.value })} />
          </FormField>
          <FormField
            label={t('catalogue.form.sourceVersion')}
            errors={errors.sourceVersion}
            helper={t('catalogue.form.sourceVersionHelp')}
            required
          >
            <Input
              name={`${prefix}.sourceVersion`}
              value={row.sourceVersion}
              onChange={(event) => onChange({ sourceVersion: event.currentTarget.value })}
            />
          </FormField>
          <FormField label={t('catalogue.form.sourceUrl')} errors={errors.sourceUrl}>
            <Input
              name={`${prefix}.sourceUrl`}
              type="url"
              placeholder="https://"
              value={row.sourceUrl}
              onChange={(event) => onChange({ sourceUrl: event.currentTarget.value })}
            />
          </FormField>
          <Stack gap={1} justify="flex-end">
            <Switch.Root
              name={`${prefix}.isPublic`}
              checked={row.isPublic}
              onCheckedChange={(details) => onChange({ isPublic: details.checked })}
              colorPalette="teal"
              invalid={Boolean(errors.isPublic?.length)}
            >
              <Switch.HiddenInput />
              <Switch.Control>
                <Switch.Thumb />
              </Switch.Control>
              <Switch.Label>{t('catalogue.form.isPublic')}</Switch.Label>
            </Switch.Root>
            {errors.isPublic ? (
              <Text textStyle="xs" color="fg.error">
                {errors.isPublic.join(' · ')}
              </Text>
            ) : null}
          </Stack>
        </SimpleGrid>
        <MarkdownField
          label={t('catalogue.form.comment')}
          name={`${prefix}.comment`}
          value={row.comment}
          errors={errors.comment}
          onChange={(comment) => onChange({ comment })}
        />
      </Stack>
    </ValueEntryBox>
  );
}
