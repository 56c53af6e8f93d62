import { SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { labelOf, ElectricityReporting } from '@cairn/shared/labels';
import type { CarbonFootprintStaff } from '@cairn/shared/schemas';
import { useState } from 'react';
import { useI18n } from '../../i18n/i18nContext.ts';
import { DialogForm, FormDialog, useDialogFormClose } from '../../ui/form/FormDialog.tsx';
import { useProcedureForm } from '../../ui/form/useProcedureForm.ts';
import { toaster } from '../../ui/toaster.tsx';
import { newDraftInputOf, newDraftIssueFields, newDraftValues, reportYears } from './reportWorkspace.ts';

interface NewDraftDialogProps {
  open: boolean;
  footprint: CarbonFootprintStaff;
  onClose: () => void;
  /** The new draft's uuid: the page opens it. */
  onCreated: (reportUuid: string) => void;
}

/** Starts a draft report: its name, year, language and method; the rest is set in its Settings tab. */
export function NewDraftDialog({ open, footprint, onClose, onCreated }: NewDraftDialogProps) {
  return (
    <FormDialog open={open} onClose={onClose} size={{ mdDown: 'full', md: 'lg' }}>
      {open ? <NewDraftForm footprint={footprint} onClose={onClose} onCreated={onCreated} /> : null}
    </FormDialog>
  );
}

function NewDraftForm({ footprint, onClose, onCreated }: Omit<NewDraftDialogProps, 'open'>) {
  const { t, language } = useI18n();
  // The years offered run to next year: read once, when the dialog opens.
  const [years] = useState(() => reportYears(new Date().getFullYear()));
  const [defaultValues] = useState(() => newDraftValues(footprint, language, new Date().getFullYear()));
  const { form, formRef, dirty, saving, onSubmit } = useProcedureForm({
    procedure: 'report.save',
    defaultValues,
    toInput: (values) => newDraftInputOf(footprint, values),
    issueAliases: newDraftIssueFields,
    onSaved: (saved) => {
      toaster.create({ type: 'success', title: t('adminFootprint.newDraft.created', { name: saved.name }) });
      onCreated(saved.uuid);
    },
  });
  const { requestClose, discardDialog } = useDialogFormClose({ dirty, saving, onClose });

  return (
    <form.AppForm>
      <DialogForm
        title={t('adminFootprint.newDraft.title')}
        closeLabel={t('adminFootprint.newDraft.close')}
        cancelLabel={t('adminFootprint.newDraft.cancel')}
        saveLabel={t('adminFootprint.newDraft.create')}
        formRef={formRef}
        saving={saving}
        onSubmit={onSubmit}
        onCancel={requestClose}
      >
        <Stack gap={4}>
          <Text textStyle="sm" color="fg.muted">
            {t('adminFootprint.newDraft.intro', { asset: footprint.asset.name })}
          </Text>
          <form.ErrorSummary />
          <form.AppField name="name">{(field) => <field.TextField label={t('adminFootprint.newDraft.name')} required autoComplete="off" />}</form.AppField>
          <SimpleGrid columns={{ base: 1, md: 2 }} gap={4}>
            <form.AppField name="year">
              {(field) => (
                <field.SelectField label={t('adminFootprint.newDraft.year')} required options={years.map((year) => ({ value: String(year), label: String(year) }))} />
              )}
            </form.AppField>
            <form.AppField name="language">
              {(field) => (
                <field.SelectField
                  label={t('adminFootprint.newDraft.language')}
                  helper={t('adminFootprint.newDraft.languageHelp')}
                  required
                  options={[
                    { value: 'en', label: t('adminFootprint.language.en') },
                    { value: 'fr', label: t('adminFootprint.language.fr') },
                  ]}
                />
              )}
            </form.AppField>
            <form.AppField name="standard">
              {(field) => (
                <field.SelectField
                  label={t('adminFootprint.newDraft.standard')}
                  required
                  options={[
                    { value: 'GHG', label: t('reports.dashboard.standardGhg') },
                    { value: 'BEGES', label: t('reports.dashboard.standardBeges') },
                  ]}
                />
              )}
            </form.AppField>
            <form.AppField name="electricityReporting">
              {(field) => (
                <field.SelectField
                  label={t('adminFootprint.newDraft.electricityReporting')}
                  required
                  options={ElectricityReporting.options.map((option) => ({ value: option, label: labelOf('electricityReporting', option, language) }))}
                />
              )}
            </form.AppField>
          </SimpleGrid>
        </Stack>
      </DialogForm>
      {discardDialog}
    </form.AppForm>
  );
}
