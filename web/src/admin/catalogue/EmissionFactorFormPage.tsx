import { factorUnitLabel } from '@cairn/shared/catalogue';
import { editingLocation } from '@cairn/shared/editing/location';
import { labelOf } from '@cairn/shared/labels';
import { Box, Button, Code, Heading, HStack, SimpleGrid, Stack, Switch, Text, Textarea } from '@chakra-ui/react';
import { useStore } from '@tanstack/react-form';
import { useQuery } from '@tanstack/react-query';
import { useNavigate, useParams, useSearch } from '@tanstack/react-router';
import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { ApiError, queryOptionsFor } from '../../api/client.ts';
import { errorMessageOf } from '../../api/formErrors.ts';
import { uuidParam } from '../../app/routeParams.ts';
import { useI18n } from '../../i18n/i18nContext.ts';
import { localizeText } from '../../i18n/serverMessages.ts';
import { ErrorBox } from '../../ui/ErrorBox.tsx';
import { FormField } from '../../ui/FormField.tsx';
import { fieldMessagesOf } from '../../ui/form/formFailure.ts';
import { useDirtyGuard } from '../../ui/form/useDirtyGuard.tsx';
import { useProcedureForm } from '../../ui/form/useProcedureForm.ts';
import { MarkdownField } from '../../ui/MarkdownField.tsx';
import { PageLoading } from '../../ui/PageLoading.tsx';
import { toaster } from '../../ui/toaster.tsx';
import { EditingField } from '../editing/EditingField.tsx';
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
  type FactorFormValues,
  type FactorType,
} from './factorForm/factorFormModel.ts';
import { assetInputProps, qualityInputProps, unitOptionsOf, ValueEntryBox, ValueHistorySection } from './CatalogueFormParts.tsx';
import { CatalogueSearchModal } from './searchModal/CatalogueSearchModal.tsx';
import { insertedIntoScript, scriptReferences, type SearchKind, type TextRange } from './searchModal/selection.ts';

/** `/emission-factors/create`, blank or prefilled from `?duplicateFromUuid=` (spec 2, emission-factor pages). */
export function EmissionFactorCreatePage() {
  const { duplicateFromUuid } = useSearch({ from: '/app/analyst/emission-factors/create' });
  return <EmissionFactorForm key={duplicateFromUuid ?? 'new'} duplicateFromUuid={duplicateFromUuid} />;
}

/** `/emission-factors/$uuid/edit`. */
export function EmissionFactorEditPage() {
  const uuid = uuidParam(useParams({ from: '/app/analyst/emission-factors/$uuid/edit' }).uuid);
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

/** Where the form starts, once its data is loaded. */
interface FormStart {
  values: FactorFormValues;
  /** What counts as saved: the stored factor, or a blank form for a copy (all of it is new). */
  saved: FactorFormValues;
  /** The stored version an update sends back as `expectedVersion`; null when creating. */
  version: number | null;
  /** The name of the factor the form started from (edit or copy), for the title. */
  sourceName: string | null;
}

/** One form for creating, copying and editing an emission factor. */
function EmissionFactorForm({ uuid, duplicateFromUuid }: { uuid?: string; duplicateFromUuid?: string }) {
  const { t } = useI18n();
  const navigate = useNavigate();
  const sourceUuid = uuid ?? duplicateFromUuid;
  const source = useQuery({ ...queryOptionsFor('emissionFactor.get', { uuid: sourceUuid ?? '' }), enabled: Boolean(sourceUuid) });
  const factors = useQuery(queryOptionsFor('emissionFactor.list', {}));

  const [start, setStart] = useState<FormStart | null>(null);
  // The form starts once from up-to-date data and never follows the queries again.
  if (start === null) {
    if (!sourceUuid) {
      const initial = emptyFactorValues();
      setStart({ values: initial, saved: initial, version: null, sourceName: null });
    } else if (source.data && !source.isFetching) {
      if (uuid) {
        const initial = factorValuesOf(source.data);
        setStart({ values: initial, saved: initial, version: source.data.version, sourceName: source.data.name });
      } else if (!factors.isPending) {
        const names = (factors.data ?? []).map((factor) => factor.name);
        setStart({ values: duplicateValuesOf(source.data, names), saved: emptyFactorValues(), version: null, sourceName: source.data.name });
      }
    }
  }

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
  if (start === null) return <PageLoading />;
  return <FactorForm uuid={uuid} start={start} />;
}

function FactorForm({ uuid, start }: { uuid?: string; start: FormStart }) {
  const { t, language } = useI18n();
  const navigate = useNavigate();
  const factors = useQuery(queryOptionsFor('emissionFactor.list', {}));
  const hypotheses = useQuery(queryOptionsFor('hypothesis.list', {}));
  const units = useQuery(queryOptionsFor('unit.list', {}));
  const updating = Boolean(uuid) && start.version !== null;
  // Where other analysts see who is editing the factor (an unsaved one has nobody else).
  const presenceOf = (field: 'name' | 'values') => (updating && uuid ? editingLocation('emissionFactor', uuid, field) : null);

  const [leavingTo, setLeavingTo] = useState<string | null>(null);
  const { form, formRef, dirty, saving, onSubmit } = useProcedureForm({
    procedure: updating ? 'emissionFactor.update' : 'emissionFactor.create',
    defaultValues: start.values,
    savedValues: start.saved,
    toInput: (values) =>
      uuid !== undefined && start.version !== null ? { ...factorInputOf(values), uuid, expectedVersion: start.version } : factorInputOf(values),
    // The contract derives `isMonetary` from the quality, so its issue is the quality's.
    issueAliases: { isMonetary: 'qualityPercentage' },
    isChanged: hasUnsavedChanges,
    onSaved: (saved) => {
      toaster.create({ type: 'success', title: updating ? t('catalogue.form.updated') : t('catalogue.form.created') });
      setLeavingTo(`/emission-factors/${saved.uuid}`);
    },
  });
  const discardDialog = useDirtyGuard(dirty && leavingTo === null);
  useEffect(() => {
    if (leavingTo !== null) void navigate({ href: leavingTo });
  }, [leavingTo, navigate]);

  const context = useMemo(
    () => (factors.data && hypotheses.data && units.data ? evaluationContextOf(factors.data, hypotheses.data, units.data, uuid) : null),
    [factors.data, hypotheses.data, units.data, uuid],
  );
  const type = useStore(form.store, (state) => state.values.type);
  const gas = useStore(form.store, (state) => state.values.gas);
  const unitUuid = useStore(form.store, (state) => state.values.unitUuid);
  const script = useStore(form.store, (state) => state.values.script);
  const scriptCheck = useMemo(() => checkScript(script, context), [script, context]);
  const isCombination = type === 'COMBINATION';
  const selectedUnit = units.data?.find((unit) => unit.uuid === unitUuid);
  const cancelHref = uuid ? `/emission-factors/${uuid}` : '/emission-factors';

  const title = uuid
    ? t('catalogue.form.editTitle', { name: start.sourceName ?? '' })
    : start.sourceName
      ? t('catalogue.form.duplicateTitle', { name: start.sourceName })
      : t('catalogue.form.createTitle');

  return (
    <Box p={{ base: 4, md: 6 }} maxW="5xl">
      {discardDialog}
      <Heading as="h1" size="lg" mb={5}>
        {title}
      </Heading>
      <form.AppForm>
        <form ref={formRef} noValidate onSubmit={onSubmit}>
          <Stack gap={5}>
            <form.ErrorSummary conflict={t('catalogue.form.conflict')} />
            <SimpleGrid columns={{ base: 1, md: 2 }} gap={4}>
              <form.AppField name="type">
                {(field) => (
                  <field.SelectField
                    label={t('catalogue.form.type')}
                    required
                    options={[
                      { value: 'SIMPLE', label: t('catalogue.form.typeSIMPLE') },
                      { value: 'COMBINATION', label: t('catalogue.form.typeCOMBINATION') },
                    ]}
                  />
                )}
              </form.AppField>
              <EditingField location={presenceOf('name')}>
                {(avatars) => (
                  <form.AppField name="name">
                    {(field) => <field.TextField label={t('catalogue.form.name')} required autoComplete="off" aside={avatars} />}
                  </form.AppField>
                )}
              </EditingField>
              <form.AppField name="clientNameEn">{(field) => <field.TextField label={t('catalogue.form.clientNameEn')} />}</form.AppField>
              <form.AppField name="clientNameFr">{(field) => <field.TextField label={t('catalogue.form.clientNameFr')} />}</form.AppField>
              <form.AppField name="family">{(field) => <field.TextField label={t('catalogue.form.family')} required />}</form.AppField>
              <form.AppField name="group">{(field) => <field.TextField label={t('catalogue.form.group')} />}</form.AppField>
              <form.AppField name="unitUuid">
                {(field) => (
                  <field.SelectField
                    label={t('catalogue.form.unit')}
                    required
                    moreErrors={units.isError ? [errorMessageOf(units.error, t)] : []}
                    placeholder={t('catalogue.form.unitChoose')}
                    disabled={!units.data}
                    options={unitOptionsOf(units.data ?? [], language)}
                  />
                )}
              </form.AppField>
              <form.AppField name="gas">
                {(field) => (
                  <field.SelectField
                    label={t('catalogue.form.gas')}
                    required
                    helper={gas && selectedUnit ? factorUnitLabel(gas, selectedUnit) : undefined}
                    placeholder={t('catalogue.form.gasChoose')}
                    options={gasCodes.map((code) => ({ value: code, label: code }))}
                  />
                )}
              </form.AppField>
              {gas === 'CH4' ? (
                <form.AppField name="methaneOrigin">
                  {(field) => (
                    <field.SelectField
                      label={t('catalogue.form.methaneOrigin')}
                      helper={t('catalogue.form.methaneOriginHelp')}
                      placeholder={t('catalogue.form.methaneOriginUnstated')}
                      options={methaneOriginCodes.map((origin) => ({ value: origin, label: labelOf('methaneOrigin', origin, language) }))}
                    />
                  )}
                </form.AppField>
              ) : null}
              <form.AppField name="qualityPercentage">
                {(field) => <field.TextField label={t('catalogue.form.quality')} helper={t('catalogue.form.qualityHelp')} required {...qualityInputProps} />}
              </form.AppField>
              <form.AppField name="assetUuid">
                {(field) => <field.TextField label={t('catalogue.form.asset')} helper={t('catalogue.form.assetHelp')} {...assetInputProps} />}
              </form.AppField>
            </SimpleGrid>

            {isCombination ? (
              <form.AppField name="script">
                {(field) => (
                  <ScriptEditor
                    script={field.state.value}
                    errors={fieldMessagesOf(field.state.meta.errors, t)}
                    check={scriptCheck}
                    unitLabel={selectedUnit ? factorUnitLabel('CO2E', selectedUnit) : ''}
                    excludedUuids={uuid ? [uuid] : []}
                    onChange={field.handleChange}
                  />
                )}
              </form.AppField>
            ) : null}

            <EditingField location={presenceOf('values')}>
              {(avatars) => (
                <form.AppField name="values" mode="array">
                  {(history) => {
                    const historyErrors = fieldMessagesOf(history.state.meta.errors, t);
                    const count = history.state.value.length;
                    return (
                      <ValueHistorySection
                        title={t('catalogue.form.values')}
                        help={t('catalogue.form.valuesHelp')}
                        errors={historyErrors.length > 0 ? historyErrors : undefined}
                        headingLevel="h2"
                        addLabel={t('catalogue.form.addValue')}
                        onAdd={() => history.pushValue(emptyRow())}
                        aside={avatars}
                      >
                        {history.state.value.map((row, index) => {
                          const prefix = `values.${index}`;
                          return (
                            <ValueEntryBox
                              key={row.key}
                              label={t('catalogue.form.valueEntry', { number: index + 1 })}
                              removeLabel={t('catalogue.form.removeValue', { number: index + 1 })}
                              canRemove={count > 1}
                              onRemove={() => history.removeValue(index)}
                            >
                              <Stack gap={3}>
                                <SimpleGrid columns={{ base: 1, sm: 2, lg: isCombination ? 2 : 3 }} gap={3}>
                                  <form.AppField name={`values[${index}].until`}>
                                    {(field) => (
                                      <field.TextField
                                        label={t('catalogue.form.until')}
                                        name={`${prefix}.until`}
                                        inputMode="numeric"
                                        placeholder={t('catalogue.form.untilPlaceholder')}
                                      />
                                    )}
                                  </form.AppField>
                                  {isCombination ? null : (
                                    <form.AppField name={`values[${index}].value`}>
                                      {(field) => <field.TextField label={t('catalogue.form.value')} name={`${prefix}.value`} required inputMode="decimal" />}
                                    </form.AppField>
                                  )}
                                  <form.AppField name={`values[${index}].source`}>
                                    {(field) => <field.TextField label={t('catalogue.form.source')} name={`${prefix}.source`} required />}
                                  </form.AppField>
                                  <form.AppField name={`values[${index}].sourceVersion`}>
                                    {(field) => (
                                      <field.TextField
                                        label={t('catalogue.form.sourceVersion')}
                                        name={`${prefix}.sourceVersion`}
                                        helper={t('catalogue.form.sourceVersionHelp')}
                                        required
                                      />
                                    )}
                                  </form.AppField>
                                  <form.AppField name={`values[${index}].sourceUrl`}>
                                    {(field) => <field.TextField label={t('catalogue.form.sourceUrl')} name={`${prefix}.sourceUrl`} type="url" placeholder="https://" />}
                                  </form.AppField>
                                  <form.AppField name={`values[${index}].isPublic`}>
                                    {(field) => (
                                      <PublicSwitch
                                        name={`${prefix}.isPublic`}
                                        checked={field.state.value}
                                        errors={fieldMessagesOf(field.state.meta.errors, t)}
                                        onChange={field.handleChange}
                                      />
                                    )}
                                  </form.AppField>
                                </SimpleGrid>
                                <form.AppField name={`values[${index}].comment`}>
                                  {(field) => (
                                    <MarkdownField
                                      label={t('catalogue.form.comment')}
                                      name={`${prefix}.comment`}
                                      value={field.state.value}
                                      errors={fieldMessagesOf(field.state.meta.errors, t)}
                                      onChange={field.handleChange}
                                    />
                                  )}
                                </form.AppField>
                              </Stack>
                            </ValueEntryBox>
                          );
                        })}
                      </ValueHistorySection>
                    );
                  }}
                </form.AppField>
              )}
            </EditingField>

            <HStack gap={3} justify="flex-end">
              <Button variant="outline" onClick={() => void navigate({ href: cancelHref })} disabled={saving}>
                {t('catalogue.form.cancel')}
              </Button>
              <form.SubmitButton>{t('catalogue.form.save')}</form.SubmitButton>
            </HStack>
          </Stack>
        </form>
      </form.AppForm>
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

/** Whether a value entry's source is public; a private value reaches clients without its figure. */
function PublicSwitch({ name, checked, errors, onChange }: { name: string; checked: boolean; errors: string[]; onChange: (checked: boolean) => void }) {
  const { t } = useI18n();
  return (
    <Stack gap={1} justify="flex-end">
      <Switch.Root name={name} checked={checked} onCheckedChange={(details) => onChange(details.checked)} colorPalette="teal" invalid={errors.length > 0}>
        <Switch.HiddenInput />
        <Switch.Control>
          <Switch.Thumb />
        </Switch.Control>
        <Switch.Label>{t('catalogue.form.isPublic')}</Switch.Label>
      </Switch.Root>
      {errors.length > 0 ? (
        <Text textStyle="xs" color="fg.error">
          {errors.join(' · ')}
        </Text>
      ) : null}
    </Stack>
  );
}
