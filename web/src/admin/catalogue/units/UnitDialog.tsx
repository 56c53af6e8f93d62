import { SimpleGrid, Stack } from '@chakra-ui/react';
import { useI18n } from '../../../i18n/i18nContext.ts';
import { DialogForm, FormDialog, useDialogFormClose } from '../../../ui/form/FormDialog.tsx';
import { useProcedureForm } from '../../../ui/form/useProcedureForm.ts';
import { toaster } from '../../../ui/toaster.tsx';
import { emptyUnitValues, quantityKinds, unitInputOf, unitValuesOf, type ListedUnit } from './unitModel.ts';

/** What the dialog edits: a new unit, or a listed one (its version goes back as `expectedVersion`). */
export type UnitTarget = { kind: 'create' } | { kind: 'edit'; unit: ListedUnit };

/** Creates or edits an activity unit in a dialog. */
export function UnitDialog({ target, onClose }: { target: UnitTarget | null; onClose: () => void }) {
  return (
    <FormDialog open={target !== null} onClose={onClose} size={{ mdDown: 'full', md: 'lg' }}>
      {target ? <UnitForm key={target.kind === 'edit' ? target.unit.uuid : 'create'} target={target} onClose={onClose} /> : null}
    </FormDialog>
  );
}

function UnitForm({ target, onClose }: { target: UnitTarget; onClose: () => void }) {
  const { t } = useI18n();
  const { form, formRef, dirty, saving, onSubmit } = useProcedureForm({
    procedure: target.kind === 'edit' ? 'unit.update' : 'unit.create',
    defaultValues: target.kind === 'edit' ? unitValuesOf(target.unit) : emptyUnitValues(),
    toInput: (values) =>
      target.kind === 'edit' ? { ...unitInputOf(values), uuid: target.unit.uuid, expectedVersion: target.unit.version } : unitInputOf(values),
    onSaved: () => {
      toaster.create({ type: 'success', title: target.kind === 'edit' ? t('catalogue.units.updated') : t('catalogue.units.created') });
      onClose();
    },
  });
  const { requestClose, discardDialog } = useDialogFormClose({ dirty, saving, onClose });

  return (
    <form.AppForm>
      <DialogForm
        title={target.kind === 'edit' ? t('catalogue.units.editTitle', { symbol: target.unit.symbol }) : t('catalogue.units.createTitle')}
        closeLabel={t('catalogue.units.close')}
        cancelLabel={t('catalogue.units.cancel')}
        saveLabel={t('catalogue.units.save')}
        formRef={formRef}
        saving={saving}
        onSubmit={onSubmit}
        onCancel={requestClose}
      >
        <Stack gap={4}>
          <form.ErrorSummary conflict={t('catalogue.units.conflict')} />
          <SimpleGrid columns={{ base: 1, md: 2 }} gap={4}>
            <form.AppField name="symbol">
              {(field) => (
                <field.TextField label={t('catalogue.units.symbol')} helper={t('catalogue.units.symbolHelp')} required autoComplete="off" spellCheck={false} />
              )}
            </form.AppField>
            <form.AppField name="quantityKind">
              {(field) => (
                <field.SelectField
                  label={t('catalogue.units.kind')}
                  required
                  placeholder={t('catalogue.units.kindChoose')}
                  options={quantityKinds.map((kind) => ({ value: kind, label: t(`catalogue.units.kind${kind}`) }))}
                />
              )}
            </form.AppField>
            <form.AppField name="labelEn">{(field) => <field.TextField label={t('catalogue.units.labelEn')} required />}</form.AppField>
            <form.AppField name="labelFr">{(field) => <field.TextField label={t('catalogue.units.labelFr')} required />}</form.AppField>
          </SimpleGrid>
        </Stack>
      </DialogForm>
      {discardDialog}
    </form.AppForm>
  );
}
