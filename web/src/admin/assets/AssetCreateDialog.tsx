import { Stack } from '@chakra-ui/react';
import { useNavigate } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { useI18n } from '../../i18n/i18nContext.ts';
import { DialogForm, FormDialog, useDialogFormClose } from '../../ui/form/FormDialog.tsx';
import { toaster } from '../../ui/toaster.tsx';
import { AssetFields, useAssetForm } from './AssetForm.tsx';

/** Creates a client asset in a dialog, then opens its page. */
export function AssetCreateDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <FormDialog open={open} onClose={onClose} size={{ mdDown: 'full', md: 'lg' }} scrollBehavior="inside">
      {open ? <AssetCreateForm onClose={onClose} /> : null}
    </FormDialog>
  );
}

function AssetCreateForm({ onClose }: { onClose: () => void }) {
  const { t } = useI18n();
  const navigate = useNavigate();
  const target = { kind: 'create' } as const;
  const [created, setCreated] = useState<string | null>(null);
  const { form, formRef, dirty, saving, onSubmit } = useAssetForm(target, (asset) => {
    toaster.create({ type: 'success', title: t('assets.form.created', { name: asset.name }) });
    setCreated(asset.uuid);
  });
  const { requestClose, discardDialog } = useDialogFormClose({ dirty, saving, onClose });
  // To the new asset's page once the form knows it is saved: before, its guard would stop the navigation.
  useEffect(() => {
    if (created === null || dirty) return;
    onClose();
    void navigate({ to: '/assets/$uuid/$', params: { uuid: created, _splat: '' } });
  }, [created, dirty, onClose, navigate]);
  return (
    <form.AppForm>
      <DialogForm
        title={t('assets.form.createTitle')}
        closeLabel={t('assets.form.close')}
        cancelLabel={t('assets.form.cancel')}
        saveLabel={t('assets.form.create')}
        formRef={formRef}
        saving={saving}
        onSubmit={onSubmit}
        onCancel={requestClose}
      >
        <Stack gap={4}>
          <form.ErrorSummary />
          <AssetFields form={form} target={target} />
        </Stack>
      </DialogForm>
      {discardDialog}
    </form.AppForm>
  );
}
