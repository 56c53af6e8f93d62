import { Stack, Textarea } from '@chakra-ui/react';
import type { PlanView } from '@cairn/shared/contract/plans';
import { useState } from 'react';
import { useI18n } from '../../i18n/i18nContext.ts';
import { DialogForm, FormDialog, useDialogFormClose } from '../../ui/form/FormDialog.tsx';
import { useProcedureForm } from '../../ui/form/useProcedureForm.ts';
import { toaster } from '../../ui/toaster.tsx';

interface SuggestActionDialogProps {
  open: boolean;
  plan: PlanView;
  onClose: () => void;
  /** After the action is suggested: the page shows the Suggested tab. */
  onSuggested: () => void;
}

/** The client suggests an action (spec 2 "Suggest an action dialog"): a title, one of the plan's operational categories, a description. */
export function SuggestActionDialog({ open, plan, onClose, onSuggested }: SuggestActionDialogProps) {
  return (
    <FormDialog open={open} onClose={onClose} size={{ mdDown: 'full', md: 'lg' }}>
      {open ? <SuggestForm plan={plan} onClose={onClose} onSuggested={onSuggested} /> : null}
    </FormDialog>
  );
}

function SuggestForm({ plan, onClose, onSuggested }: Omit<SuggestActionDialogProps, 'open'>) {
  const { t } = useI18n();
  const [defaultValues] = useState({ title: '', operationalCategoryUuid: '', actionDescription: '' });
  const { form, formRef, dirty, saving, onSubmit } = useProcedureForm({
    procedure: 'decarbonizationPlan.suggestAction',
    defaultValues,
    toInput: (values) => ({
      planUuid: plan.uuid,
      title: values.title,
      operationalCategoryUuid: values.operationalCategoryUuid || null,
      actionDescription: values.actionDescription,
    }),
    onSaved: () => {
      toaster.create({ type: 'success', title: t('plans.suggest.sent') });
      onSuggested();
    },
  });
  const { requestClose, discardDialog } = useDialogFormClose({ dirty, saving, onClose });

  return (
    <form.AppForm>
      <DialogForm
        title={t('plans.suggest.title')}
        closeLabel={t('plans.suggest.close')}
        cancelLabel={t('plans.suggest.cancel')}
        saveLabel={t('plans.suggest.send')}
        formRef={formRef}
        saving={saving}
        onSubmit={onSubmit}
        onCancel={requestClose}
      >
        <Stack gap={4}>
          <form.ErrorSummary />
          <form.AppField name="title">{(field) => <field.TextField label={t('plans.suggest.actionTitle')} required autoComplete="off" />}</form.AppField>
          {plan.operationalCategories.length > 0 ? (
            <form.AppField name="operationalCategoryUuid">
              {(field) => (
                <field.SelectField
                  label={t('plans.suggest.category')}
                  placeholder={t('plans.suggest.noCategory')}
                  options={plan.operationalCategories.map((category) => ({ value: category.uuid, label: category.name }))}
                />
              )}
            </form.AppField>
          ) : null}
          <form.AppField name="actionDescription">
            {(field) => (
              <field.FieldShell label={t('plans.suggest.description')}>
                <Textarea name={field.name} rows={5} value={field.state.value} onChange={(event) => field.handleChange(event.currentTarget.value)} onBlur={field.handleBlur} />
              </field.FieldShell>
            )}
          </form.AppField>
        </Stack>
      </DialogForm>
      {discardDialog}
    </form.AppForm>
  );
}
