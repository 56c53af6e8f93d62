import { Button, Dialog, SimpleGrid, Skeleton, Stack } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useId, useState, type ReactNode } from 'react';
import { ApiError, queryOptionsFor } from '../../../api/client.ts';
import { errorMessageOf } from '../../../api/formErrors.ts';
import { useI18n } from '../../../i18n/i18nContext.ts';
import type { Translate } from '../../../i18n/translate.ts';
import { ErrorBox } from '../../../ui/ErrorBox.tsx';
import { DialogForm, FormDialog, FormDialogHeader, useDialogFormClose } from '../../../ui/form/FormDialog.tsx';
import { fieldMessagesOf } from '../../../ui/form/formFailure.ts';
import { useProcedureForm } from '../../../ui/form/useProcedureForm.ts';
import { MarkdownField } from '../../../ui/MarkdownField.tsx';
import { toaster } from '../../../ui/toaster.tsx';
import { assetInputProps, qualityInputProps, unitOptionsOf, ValueEntryBox, ValueHistorySection } from '../CatalogueFormParts.tsx';
import type { ListedUnit } from '../units/unitModel.ts';
import {
  emptyHypothesisRow,
  emptyHypothesisValues,
  hasUnsavedChanges,
  hypothesisInputOf,
  hypothesisValuesOf,
  type HypothesisFormValues,
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
  return (
    <FormDialog open={target !== null} onClose={onClose} size={{ mdDown: 'full', md: 'xl' }} scrollBehavior="inside">
      {target ? (
        <HypothesisLoader key={target.kind === 'edit' ? target.uuid : 'create'} target={target} units={units} families={families} onClose={onClose} />
      ) : null}
    </FormDialog>
  );
}

const titleOf = (target: HypothesisTarget, t: Translate) =>
  target.kind === 'edit' ? t('catalogue.hypotheses.editTitle', { name: target.name }) : t('catalogue.hypotheses.createTitle');

/** Where the form starts: the values, and the stored version an update sends back (null when creating). */
interface FormStart {
  values: HypothesisFormValues;
  version: number | null;
}

/** Loads what an edit starts from, then shows the form. */
function HypothesisLoader({ target, units, families, onClose }: HypothesisDialogProps & { target: HypothesisTarget }) {
  const { t } = useI18n();
  const uuid = target.kind === 'edit' ? target.uuid : null;
  const header = <FormDialogHeader title={titleOf(target, t)} closeLabel={t('catalogue.hypotheses.close')} />;
  // An edit starts from the stored hypothesis as it is now, not from the list's copy.
  const stored = useQuery({ ...queryOptionsFor('hypothesis.get', { uuid: uuid ?? '' }), enabled: uuid !== null });

  const [start, setStart] = useState<FormStart | null>(null);
  if (start === null) {
    if (uuid === null) setStart({ values: emptyHypothesisValues(), version: null });
    else if (stored.data && !stored.isFetching) setStart({ values: hypothesisValuesOf(stored.data), version: stored.data.version });
  }

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
  if (start === null) {
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
  return <HypothesisForm target={target} start={start} units={units} families={families} onClose={onClose} />;
}

interface HypothesisFormProps {
  target: HypothesisTarget;
  start: FormStart;
  units: readonly ListedUnit[];
  families: readonly string[];
  onClose: () => void;
}

function HypothesisForm({ target, start, units, families, onClose }: HypothesisFormProps) {
  const { t, language } = useI18n();
  const familyListId = useId();
  const uuid = target.kind === 'edit' ? target.uuid : null;
  const { form, formRef, dirty, saving, onSubmit } = useProcedureForm({
    procedure: uuid !== null && start.version !== null ? 'hypothesis.update' : 'hypothesis.create',
    defaultValues: start.values,
    toInput: (values) =>
      uuid !== null && start.version !== null
        ? { ...hypothesisInputOf(values), uuid, expectedVersion: start.version }
        : hypothesisInputOf(values),
    // The contract derives `isMonetary` from the quality, so its issue is the quality's.
    issueAliases: { isMonetary: 'qualityPercentage' },
    isChanged: hasUnsavedChanges,
    onSaved: () => {
      toaster.create({ type: 'success', title: uuid !== null ? t('catalogue.hypotheses.updated') : t('catalogue.hypotheses.created') });
      onClose();
    },
  });
  const { requestClose, discardDialog } = useDialogFormClose({ dirty, saving, onClose });
  const unitOptions = unitOptionsOf(units, language);

  return (
    <form.AppForm>
      <DialogForm
        title={titleOf(target, t)}
        closeLabel={t('catalogue.hypotheses.close')}
        cancelLabel={t('catalogue.hypotheses.cancel')}
        saveLabel={t('catalogue.hypotheses.save')}
        formRef={formRef}
        saving={saving}
        onSubmit={onSubmit}
        onCancel={requestClose}
      >
        <Stack gap={5}>
          <form.ErrorSummary conflict={t('catalogue.hypotheses.conflict')} />
          <SimpleGrid columns={{ base: 1, md: 2 }} gap={4}>
            <form.AppField name="name">
              {(field) => (
                <field.TextField label={t('catalogue.hypotheses.name')} helper={t('catalogue.hypotheses.nameHelp')} required autoComplete="off" spellCheck={false} />
              )}
            </form.AppField>
            <form.AppField name="family">
              {(field) => <field.TextField label={t('catalogue.hypotheses.family')} required list={familyListId} autoComplete="off" />}
            </form.AppField>
            <datalist id={familyListId}>
              {families.map((family) => (
                <option key={family} value={family} />
              ))}
            </datalist>
            <form.AppField name="clientNameEn">{(field) => <field.TextField label={t('catalogue.hypotheses.clientNameEn')} />}</form.AppField>
            <form.AppField name="clientNameFr">{(field) => <field.TextField label={t('catalogue.hypotheses.clientNameFr')} />}</form.AppField>
            <form.AppField name="unitUuid">
              {(field) => (
                <field.SelectField label={t('catalogue.hypotheses.unit')} required placeholder={t('catalogue.hypotheses.unitChoose')} options={unitOptions} />
              )}
            </form.AppField>
            <form.AppField name="qualityPercentage">
              {(field) => (
                <field.TextField label={t('catalogue.hypotheses.quality')} helper={t('catalogue.hypotheses.qualityHelp')} required {...qualityInputProps} />
              )}
            </form.AppField>
            <form.AppField name="assetUuid">
              {(field) => <field.TextField label={t('catalogue.hypotheses.asset')} helper={t('catalogue.hypotheses.assetHelp')} {...assetInputProps} />}
            </form.AppField>
          </SimpleGrid>

          <form.AppField name="values" mode="array">
            {(history) => {
              const historyErrors = fieldMessagesOf(history.state.meta.errors, t);
              return (
                <ValueHistorySection
                  title={t('catalogue.hypotheses.values')}
                  help={t('catalogue.hypotheses.valuesHelp')}
                  errors={historyErrors.length > 0 ? historyErrors : undefined}
                  headingLevel="h3"
                  addLabel={t('catalogue.hypotheses.addValue')}
                  onAdd={() => history.pushValue(emptyHypothesisRow())}
                >
                  {history.state.value.map((row, index) => (
                    <ValueRow key={row.key} number={index + 1} canRemove={history.state.value.length > 1} onRemove={() => history.removeValue(index)}>
                      <SimpleGrid columns={{ base: 1, sm: 3 }} gap={3}>
                        <form.AppField name={`values[${index}].until`}>
                          {(field) => (
                            <field.TextField
                              label={t('catalogue.hypotheses.until')}
                              name={`values.${index}.until`}
                              inputMode="numeric"
                              placeholder={t('catalogue.hypotheses.untilPlaceholder')}
                            />
                          )}
                        </form.AppField>
                        <form.AppField name={`values[${index}].value`}>
                          {(field) => <field.TextField label={t('catalogue.hypotheses.value')} name={`values.${index}.value`} required inputMode="decimal" />}
                        </form.AppField>
                        <form.AppField name={`values[${index}].source`}>
                          {(field) => <field.TextField label={t('catalogue.hypotheses.source')} name={`values.${index}.source`} />}
                        </form.AppField>
                      </SimpleGrid>
                      <form.AppField name={`values[${index}].comment`}>
                        {(field) => (
                          <MarkdownField
                            label={t('catalogue.hypotheses.comment')}
                            name={`values.${index}.comment`}
                            value={field.state.value}
                            errors={fieldMessagesOf(field.state.meta.errors, t)}
                            onChange={field.handleChange}
                          />
                        )}
                      </form.AppField>
                    </ValueRow>
                  ))}
                </ValueHistorySection>
              );
            }}
          </form.AppField>
        </Stack>
      </DialogForm>
      {discardDialog}
    </form.AppForm>
  );
}

/** One entry of the value history, each issue of the contract on its own field. */
function ValueRow({ number, canRemove, onRemove, children }: { number: number; canRemove: boolean; onRemove: () => void; children: ReactNode }) {
  const { t } = useI18n();
  return (
    <ValueEntryBox
      label={t('catalogue.hypotheses.valueEntry', { number })}
      removeLabel={t('catalogue.hypotheses.removeValue', { number })}
      canRemove={canRemove}
      onRemove={onRemove}
    >
      <Stack gap={3}>{children}</Stack>
    </ValueEntryBox>
  );
}
