import { CloseButton, Dialog, Input, NativeSelect, Portal, SimpleGrid, Stack } from '@chakra-ui/react';
import { useRef, useState } from 'react';
import { ApiError, useProcedureMutation } from '../../../api/client.ts';
import { formErrorsOf } from '../../../api/formErrors.ts';
import { useI18n } from '../../../i18n/i18nContext.ts';
import { ErrorBox } from '../../../ui/ErrorBox.tsx';
import { FormField } from '../../../ui/FormField.tsx';
import { toaster } from '../../../ui/toaster.tsx';
import { useFocusFirstInvalid } from '../../../ui/useFocusFirstInvalid.ts';
import { DialogForm } from '../CatalogueFormParts.tsx';
import { emptyUnitValues, isQuantityKind, quantityKinds, unitFields, unitInputOf, unitValuesOf, type ListedUnit, type UnitFormValues } from './unitModel.ts';

/** What the dialog edits: a new unit, or a listed one (its version goes back as `expectedVersion`). */
export type UnitTarget = { kind: 'create' } | { kind: 'edit'; unit: ListedUnit };

/** Creates or edits an activity unit in a dialog. */
export function UnitDialog({ target, onClose }: { target: UnitTarget | null; onClose: () => void }) {
  const [saving, setSaving] = useState(false);
  return (
    <Dialog.Root
      open={target !== null}
      onOpenChange={(details) => {
        if (!details.open && !saving) onClose();
      }}
      size={{ mdDown: 'full', md: 'lg' }}
      closeOnInteractOutside={false}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            {target ? (
              <UnitForm key={target.kind === 'edit' ? target.unit.uuid : 'create'} target={target} onSaving={setSaving} onClose={onClose} />
            ) : null}
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

function UnitForm({ target, onSaving, onClose }: { target: UnitTarget; onSaving: (saving: boolean) => void; onClose: () => void }) {
  const { t } = useI18n();
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<UnitFormValues>(() => (target.kind === 'edit' ? unitValuesOf(target.unit) : emptyUnitValues()));

  const onSaved = (message: string) => {
    onSaving(false);
    toaster.create({ type: 'success', title: message });
    onClose();
  };
  const onError = () => onSaving(false);
  const create = useProcedureMutation('unit.create', { onSuccess: () => onSaved(t('catalogue.units.created')), onError });
  const update = useProcedureMutation('unit.update', { onSuccess: () => onSaved(t('catalogue.units.updated')), onError });
  const saving = create.isPending || update.isPending;
  const error = create.error ?? update.error;
  const { fields, summary } = formErrorsOf(error, unitFields, t);
  const conflict = error instanceof ApiError && error.code === 'CONFLICT';
  useFocusFirstInvalid(formRef, error);

  const set = <F extends keyof UnitFormValues>(field: F, value: UnitFormValues[F]) => setValues((current) => ({ ...current, [field]: value }));
  const submit = () => {
    const input = unitInputOf(values);
    onSaving(true);
    if (target.kind === 'edit') update.mutate({ ...input, uuid: target.unit.uuid, expectedVersion: target.unit.version });
    else create.mutate(input);
  };

  return (
    <DialogForm
      formRef={formRef}
      saving={saving}
      onSubmit={submit}
      onCancel={onClose}
      cancelLabel={t('catalogue.units.cancel')}
      saveLabel={t('catalogue.units.save')}
    >
      <Dialog.Header>
        <Dialog.Title>
          {target.kind === 'edit' ? t('catalogue.units.editTitle', { symbol: target.unit.symbol }) : t('catalogue.units.createTitle')}
        </Dialog.Title>
      </Dialog.Header>
      <Dialog.CloseTrigger asChild disabled={saving}>
        <CloseButton size="sm" aria-label={t('catalogue.units.close')} />
      </Dialog.CloseTrigger>
      <Dialog.Body>
        <Stack gap={4}>
          {conflict ? <ErrorBox message={t('catalogue.units.conflict')} /> : summary ? <ErrorBox message={summary} /> : null}
          <SimpleGrid columns={{ base: 1, md: 2 }} gap={4}>
            <FormField label={t('catalogue.units.symbol')} errors={fields.symbol} helper={t('catalogue.units.symbolHelp')} required>
              <Input name="symbol" value={values.symbol} onChange={(event) => set('symbol', event.currentTarget.value)} autoComplete="off" spellCheck={false} />
            </FormField>
            <FormField label={t('catalogue.units.kind')} errors={fields.quantityKind} required>
              <NativeSelect.Root>
                <NativeSelect.Field
                  name="quantityKind"
                  value={values.quantityKind}
                  onChange={(event) => {
                    const kind = event.currentTarget.value;
                    set('quantityKind', isQuantityKind(kind) ? kind : '');
                  }}
                >
                  <option value="">{t('catalogue.units.kindChoose')}</option>
                  {quantityKinds.map((kind) => (
                    <option key={kind} value={kind}>
                      {t(`catalogue.units.kind${kind}`)}
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
            </FormField>
            <FormField label={t('catalogue.units.labelEn')} errors={fields.labelEn} required>
              <Input name="labelEn" value={values.labelEn} onChange={(event) => set('labelEn', event.currentTarget.value)} />
            </FormField>
            <FormField label={t('catalogue.units.labelFr')} errors={fields.labelFr} required>
              <Input name="labelFr" value={values.labelFr} onChange={(event) => set('labelFr', event.currentTarget.value)} />
            </FormField>
          </SimpleGrid>
        </Stack>
      </Dialog.Body>
    </DialogForm>
  );
}
