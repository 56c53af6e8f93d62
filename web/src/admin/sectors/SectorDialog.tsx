import { labelOf } from '@cairn/shared/labels';
import { Stack, Text } from '@chakra-ui/react';
import { useI18n } from '../../i18n/i18nContext.ts';
import { DialogForm, FormDialog, useDialogFormClose } from '../../ui/form/FormDialog.tsx';
import { useProcedureForm } from '../../ui/form/useProcedureForm.ts';
import { toaster } from '../../ui/toaster.tsx';
import { defaultSectorBenchmarks } from '@cairn/shared/calc/report/benchmarks';
import { formatAverage, sectorInputOf, sectorValuesOf, type ListedSector } from './sectorModel.ts';

/** Edits one sector's two averages in a dialog; the row's version goes back as `expectedVersion`. */
export function SectorDialog({ sector, onClose }: { sector: ListedSector | null; onClose: () => void }) {
  return (
    <FormDialog open={sector !== null} onClose={onClose} size={{ mdDown: 'full', md: 'md' }}>
      {sector ? <SectorForm key={`${sector.sector}:${sector.version}`} row={sector} onClose={onClose} /> : null}
    </FormDialog>
  );
}

function SectorForm({ row, onClose }: { row: ListedSector; onClose: () => void }) {
  const { t, language } = useI18n();
  const name = labelOf('sector', row.sector, language);
  const spec = defaultSectorBenchmarks[row.sector];
  const { form, formRef, dirty, saving, onSubmit } = useProcedureForm({
    procedure: 'sector.update',
    defaultValues: sectorValuesOf(row),
    toInput: (values) => sectorInputOf(row, values),
    onSaved: () => {
      toaster.create({ type: 'success', title: t('sectors.dialog.saved', { sector: name }) });
      onClose();
    },
  });
  const { requestClose, discardDialog } = useDialogFormClose({ dirty, saving, onClose });

  return (
    <form.AppForm>
      <DialogForm
        title={t('sectors.dialog.title', { sector: name })}
        closeLabel={t('sectors.dialog.close')}
        cancelLabel={t('sectors.dialog.cancel')}
        saveLabel={t('sectors.dialog.save')}
        formRef={formRef}
        saving={saving}
        onSubmit={onSubmit}
        onCancel={requestClose}
      >
        <Stack gap={4}>
          <form.ErrorSummary conflict={t('sectors.dialog.conflict')} />
          <form.AppField name="tPerTurnoverM">
            {(field) => (
              <field.TextField
                label={t('sectors.dialog.perTurnover')}
                helper={t('sectors.dialog.specValue', { value: formatAverage(spec.tPerTurnoverM, language) })}
                required
                inputMode="decimal"
                autoComplete="off"
              />
            )}
          </form.AppField>
          <form.AppField name="tPerEmployee">
            {(field) => (
              <field.TextField
                label={t('sectors.dialog.perEmployee')}
                helper={t('sectors.dialog.specValue', { value: formatAverage(spec.tPerEmployee, language) })}
                required
                inputMode="decimal"
                autoComplete="off"
              />
            )}
          </form.AppField>
          <Text textStyle="sm" color="fg.muted">
            {t('sectors.dialog.nextReports')}
          </Text>
        </Stack>
      </DialogForm>
      {discardDialog}
    </form.AppForm>
  );
}
