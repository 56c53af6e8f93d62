import {
  Button,
  CloseButton,
  Dialog,
  Input,
  Portal,
  SimpleGrid,
  Skeleton,
  Stack,
} from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useId, useRef, useState } from 'react';
import { ApiError, queryOptionsFor, useProcedureMutation } from '../../../api/client.ts';
import { errorMessageOf } from '../../../api/formErrors.ts';
import { useI18n } from '../../../i18n/i18nContext.ts';
import { localizeMessage } from '../../../i18n/serverMessages.ts';
import type { Translate } from '../../../i18n/translate.ts';
import { ErrorBox } from '../../../ui/ErrorBox.tsx';
import { FormField } from '../../../ui/FormField.tsx';
import { MarkdownField } from '../../../ui/MarkdownField.tsx';
import { toaster } from '../../../ui/toaster.tsx';
import { useFocusFirstInvalid } from '../../../ui/useFocusFirstInvalid.ts';
import { AssetField, DialogForm, QualityField, UnitSelectField, ValueEntryBox, ValueHistorySection } from '../CatalogueFormParts.tsx';
import type { ListedUnit } from '../units/unitModel.ts';
import {
  emptyHypothesisRow,
  emptyHypothesisValues,
  hypothesisInputOf,
  hypothesisValuesOf,
  placeHypothesisIssues,
  type HypothesisFormValues,
  type HypothesisRow,
  type HypothesisRowField,
  type PlacedHypothesisIssues,
} from './hypothesisModel.ts';

/** What the dialog edits: a new hypothesis, or a stored one by uuid (its name for the title). */
export type HypothesisTarget = { kind: 'create' } | { kind: 'edit'; uuid: string; name: string };

interface HypothesisDialogProps {
  target: HypothesisTarget | null;
  units: readonly ListedUnit[];
  families: readonly string[];
  onClose: () => void;
}

/** Creates or edits a hypothesis in a dialog: every field of HypothesisInput and its value history. */
export function HypothesisDialog({ target, units, families, onClose }: HypothesisDialogProps) {
  const [saving, setSaving] = useState(false);
  return (
    <Dialog.Root
      open={target !== null}
      onOpenChange={(details) => {
        if (!details.open && !saving) onClose();
      }}
      size={{ mdDown: 'full', md: 'xl' }}
      scrollBehavior="inside"
      closeOnInteractOutside={false}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            {target ? (
              <HypothesisForm
                key={target.kind === 'edit' ? target.uuid : 'create'}
                target={target}
                units={units}
                families={families}
                onSaving={setSaving}
                onClose={onClose}
              />
            ) : null}
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

interface FormState {
  values: HypothesisFormValues;
  /** The stored version an update sends back as `expectedVersion`; null when creating. */
  version: number | null;
}

function summaryOf(error: Error | null, placed: PlacedHypothesisIssues | null, t: Translate): string | null {
  if (!error) return null;
  if (error instanceof ApiError && error.code === 'CONFLICT') return t('catalogue.hypotheses.conflict');
  if (error instanceof ApiError && error.issues.length > 0 && placed?.unplaced.length === 0) return null;
  return [errorMessageOf(error, t), ...(placed?.unplaced ?? [])].join(' · ');
}

interface HypothesisFormProps {
  target: HypothesisTarget;
  units: readonly ListedUnit[];
  families: readonly string[];
  onSaving: (saving: boolean) => void;
  onClose: () => void;
}

function HypothesisForm({ target, units, families, onSaving, onClose }: HypothesisFormProps) {
  const { t } = useI18n();
  const formRef = useRef<HTMLFormElement>(null);
  const familyListId = useId();
  const uuid = target.kind === 'edit' ? target.uuid : null;
  // An edit starts from the stored hypothesis as it is now, not from the list's copy.
  const stored = useQuery({ ...queryOptionsFor('hypothesis.get', { uuid: uuid ?? '' }), enabled: uuid !== null });

  const [form, setForm] = useState<FormState | null>(null);
  if (form === null) {
    if (uuid === null) setForm({ values: emptyHypothesisValues(), version: null });
    else if (stored.data && !stored.isFetching) setForm({ values: hypothesisValuesOf(stored.data), version: stored.data.version });
  }

  const onSaved = (message: string) => {
    onSaving(false);
    toaster.create({ type: 'success', title: message });
    onClose();
  };
  const onSettled = () => onSaving(false);
  const create = useProcedureMutation('hypothesis.create', { onSuccess: () => onSaved(t('catalogue.hypotheses.created')), onError: onSettled });
  const update = useProcedureMutation('hypothesis.update', { onSuccess: () => onSaved(t('catalogue.hypotheses.updated')), onError: onSettled });
  const saving = create.isPending || update.isPending;
  const error = create.error ?? update.error;
  const placed = error instanceof ApiError ? placeHypothesisIssues(error.issues, (issue) => localizeMessage(t, issue)) : null;
  const summary = summaryOf(error, placed, t);
  useFocusFirstInvalid(formRef, error);

  const title = target.kind === 'edit' ? t('catalogue.hypotheses.editTitle', { name: target.name }) : t('catalogue.hypotheses.createTitle');
  const header = (
    <>
      <Dialog.Header>
        <Dialog.Title>{title}</Dialog.Title>
      </Dialog.Header>
      <Dialog.CloseTrigger asChild disabled={saving}>
        <CloseButton size="sm" aria-label={t('catalogue.hypotheses.close')} />
      </Dialog.CloseTrigger>
    </>
  );

  if (uuid !== null && stored.isError) {
    const notFound = stored.error instanceof ApiError && stored.error.code === 'NOT_FOUND';
    return (
      <>
        {header}
        <Dialog.Body>
          <Stack gap={3} align="flex-start">
            <ErrorBox message={notFound ? t('catalogue.hypotheses.notFound') : errorMessageOf(stored.error, t)} />
            {notFound ? null : (
              <Button size="sm" variant="outline" loading={stored.isFetching} onClick={() => void stored.refetch()}>
                {t('catalogue.hypotheses.retry')}
              </Button>
            )}
          </Stack>
        </Dialog.Body>
      </>
    );
  }
  if (form === null) {
    return (
      <>
        {header}
        <Dialog.Body>
          <Stack gap={3} role="status" aria-label={t('catalogue.hypotheses.loadingOne')}>
            {[0, 1, 2].map((index) => (
              <Skeleton key={index} height="10" borderRadius="l2" />
            ))}
          </Stack>
        </Dialog.Body>
      </>
    );
  }

  const values = form.values;
  const set = <F extends keyof HypothesisFormValues>(field: F, value: HypothesisFormValues[F]) =>
    setForm((current) => current && { ...current, values: { ...current.values, [field]: value } });
  const setRow = (index: number, patch: Partial<HypothesisRow>) =>
    set(
      'values',
      values.values.map((row, position) => (position === index ? { ...row, ...patch } : row)),
    );
  const fieldErrors = placed?.fields ?? {};

  const submit = () => {
    const input = hypothesisInputOf(values);
    onSaving(true);
    if (uuid !== null && form.version !== null) update.mutate({ ...input, uuid, expectedVersion: form.version });
    else create.mutate(input);
  };

  return (
    <DialogForm
      formRef={formRef}
      saving={saving}
      onSubmit={submit}
      onCancel={onClose}
      cancelLabel={t('catalogue.hypotheses.cancel')}
      saveLabel={t('catalogue.hypotheses.save')}
    >
      {header}
      <Dialog.Body>
        <Stack gap={5}>
          {summary ? <ErrorBox message={summary} /> : null}
          <SimpleGrid columns={{ base: 1, md: 2 }} gap={4}>
            <FormField label={t('catalogue.hypotheses.name')} errors={fieldErrors.name} helper={t('catalogue.hypotheses.nameHelp')} required>
              <Input name="name" value={values.name} onChange={(event) => set('name', event.currentTarget.value)} autoComplete="off" spellCheck={false} />
            </FormField>
            <FormField label={t('catalogue.hypotheses.family')} errors={fieldErrors.family} required>
              <Input name="family" list={familyListId} value={values.family} onChange={(event) => set('family', event.currentTarget.value)} autoComplete="off" />
              <datalist id={familyListId}>
                {families.map((family) => (
                  <option key={family} value={family} />
                ))}
              </datalist>
            </FormField>
            <FormField label={t('catalogue.hypotheses.clientNameEn')} errors={fieldErrors.clientNameEn}>
              <Input name="clientNameEn" value={values.clientNameEn} onChange={(event) => set('clientNameEn', event.currentTarget.value)} />
            </FormField>
            <FormField label={t('catalogue.hypotheses.clientNameFr')} errors={fieldErrors.clientNameFr}>
              <Input name="clientNameFr" value={values.clientNameFr} onChange={(event) => set('clientNameFr', event.currentTarget.value)} />
            </FormField>
            <UnitSelectField
              label={t('catalogue.hypotheses.unit')}
              errors={fieldErrors.unitUuid}
              placeholder={t('catalogue.hypotheses.unitChoose')}
              units={units}
              value={values.unitUuid}
              onChange={(unitUuid) => set('unitUuid', unitUuid)}
            />
            <QualityField
              label={t('catalogue.hypotheses.quality')}
              errors={[...(fieldErrors.qualityPercentage ?? []), ...(fieldErrors.isMonetary ?? [])]}
              helper={t('catalogue.hypotheses.qualityHelp')}
              value={values.qualityPercentage}
              onChange={(value) => set('qualityPercentage', value)}
            />
            <AssetField
              label={t('catalogue.hypotheses.asset')}
              errors={fieldErrors.assetUuid}
              helper={t('catalogue.hypotheses.assetHelp')}
              value={values.assetUuid}
              onChange={(value) => set('assetUuid', value)}
            />
          </SimpleGrid>

          <ValueHistorySection
            title={t('catalogue.hypotheses.values')}
            help={t('catalogue.hypotheses.valuesHelp')}
            errors={fieldErrors.values}
            headingLevel="h3"
            addLabel={t('catalogue.hypotheses.addValue')}
            onAdd={() => set('values', [...values.values, emptyHypothesisRow()])}
          >
            {values.values.map((row, index) => (
              <ValueRowEditor
                key={row.key}
                row={row}
                number={index + 1}
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
        </Stack>
      </Dialog.Body>
    </DialogForm>
  );
}

interface ValueRowEditorProps {
  row: HypothesisRow;
  number: number;
  errors: Partial<Record<HypothesisRowField, string[]>>;
  canRemove: boolean;
  onChange: (patch: Partial<HypothesisRow>) => void;
  onRemove: () => void;
}

/** One entry of the value history, each issue of the contract on its own field. */
function ValueRowEditor({ row, number, errors, canRemove, onChange, onRemove }: ValueRowEditorProps) {
  const { t } = useI18n();
  const prefix = `values.${number - 1}`;
  return (
    <ValueEntryBox
      label={t('catalogue.hypotheses.valueEntry', { number })}
      removeLabel={t('catalogue.hypotheses.removeValue', { number })}
      canRemove={canRemove}
      onRemove={onRemove}
    >
      <Stack gap={3}>
        <SimpleGrid columns={{ base: 1, sm: 3 }} gap={3}>
          <FormField label={t('catalogue.hypotheses.until')} errors={errors.until}>
            <Input
              name={`${prefix}.until`}
              inputMode="numeric"
              placeholder={t('catalogue.hypotheses.untilPlaceholder')}
              value={row.until}
              onChange={(event) => onChange({ until: event.currentTarget.value })}
            />
          </FormField>
          <FormField label={t('catalogue.hypotheses.value')} errors={errors.value} required>
            <Input name={`${prefix}.value`} inputMode="decimal" value={row.value} onChange={(event) => onChange({ value: event.currentTarget.value })} />
          </FormField>
          <FormField label={t('catalogue.hypotheses.source')} errors={errors.source}>
            <Input name={`${prefix}.source`} value={row.source} onChange={(event) => onChange({ source: event.currentTarget.value })} />
          </FormField>
        </SimpleGrid>
        <MarkdownField
          label={t('catalogue.hypotheses.comment')}
          name={`${prefix}.comment`}
          value={row.comment}
          errors={errors.comment}
          onChange={(comment) => onChange({ comment })}
        />
      </Stack>
    </ValueEntryBox>
  );
}
