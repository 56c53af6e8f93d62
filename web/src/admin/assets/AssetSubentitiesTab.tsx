import type { AssetPage, Subentity } from '@cairn/shared/assets/schemas';
import { Button, Card, HStack, IconButton, List, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useCanCall } from '../../auth/useCanCall.ts';
import { useI18n } from '../../i18n/i18nContext.ts';
import { DialogForm, FormDialog, useDialogFormClose } from '../../ui/form/FormDialog.tsx';
import { useProcedureForm } from '../../ui/form/useProcedureForm.ts';
import { toaster } from '../../ui/toaster.tsx';
import { PencilIcon } from '../catalogue/factorList/FactorTable.tsx';

type SubentityTarget = { kind: 'create' } | { kind: 'rename'; subentity: Subentity };

/** The Sub-entities tab: the asset's sites and business units, added and renamed in a dialog. */
export function AssetSubentitiesTab({ asset }: { asset: AssetPage }) {
  const { t, language } = useI18n();
  const [editing, setEditing] = useState<SubentityTarget | null>(null);
  const canEdit = useCanCall('subentity.create');
  const collator = new Intl.Collator(language, { sensitivity: 'base', numeric: true });
  const sorted = [...asset.subentities].sort((a, b) => collator.compare(a.name, b.name));

  return (
    <Stack gap={4} mt={4}>
      <HStack justify="space-between" wrap="wrap" gap={3}>
        <Text color="fg.muted" textStyle="sm">
          {t('assets.subentities.intro')}
        </Text>
        {canEdit ? (
          <Button size="sm" colorPalette="teal" onClick={() => setEditing({ kind: 'create' })}>
            {t('assets.subentities.add')}
          </Button>
        ) : null}
      </HStack>
      <Card.Root>
        <Card.Body>
          {sorted.length === 0 ? (
            <Text color="fg.muted">{t('assets.subentities.empty')}</Text>
          ) : (
            <List.Root variant="plain" gap={1} aria-label={t('assets.tabs.subentities')}>
              {sorted.map((subentity) => (
                <List.Item key={subentity.uuid} justifyContent="space-between" alignItems="center" py={1} borderBottomWidth="1px" _last={{ borderBottomWidth: 0 }}>
                  <Text>{subentity.name}</Text>
                  {canEdit ? (
                    <IconButton
                      size="xs"
                      variant="ghost"
                      aria-label={t('assets.subentities.rename', { name: subentity.name })}
                      title={t('assets.subentities.rename', { name: subentity.name })}
                      onClick={() => setEditing({ kind: 'rename', subentity })}
                    >
                      <PencilIcon boxSize={4} />
                    </IconButton>
                  ) : null}
                </List.Item>
              ))}
            </List.Root>
          )}
        </Card.Body>
      </Card.Root>
      <FormDialog open={editing !== null} onClose={() => setEditing(null)} size={{ mdDown: 'full', md: 'md' }}>
        {editing ? <SubentityForm key={editing.kind === 'rename' ? editing.subentity.uuid : 'create'} assetUuid={asset.uuid} target={editing} onClose={() => setEditing(null)} /> : null}
      </FormDialog>
    </Stack>
  );
}

function SubentityForm({ assetUuid, target, onClose }: { assetUuid: string; target: SubentityTarget; onClose: () => void }) {
  const { t } = useI18n();
  const { form, formRef, dirty, saving, onSubmit } = useProcedureForm({
    procedure: target.kind === 'rename' ? 'subentity.rename' : 'subentity.create',
    defaultValues: { name: target.kind === 'rename' ? target.subentity.name : '' },
    toInput: (values) =>
      target.kind === 'rename' ? { uuid: target.subentity.uuid, name: values.name, expectedVersion: target.subentity.version } : { assetUuid, name: values.name },
    onSaved: () => {
      toaster.create({ type: 'success', title: target.kind === 'rename' ? t('assets.subentities.renamed') : t('assets.subentities.added') });
      onClose();
    },
  });
  const { requestClose, discardDialog } = useDialogFormClose({ dirty, saving, onClose });
  return (
    <form.AppForm>
      <DialogForm
        title={target.kind === 'rename' ? t('assets.subentities.renameTitle') : t('assets.subentities.addTitle')}
        closeLabel={t('assets.form.close')}
        cancelLabel={t('assets.form.cancel')}
        saveLabel={t('assets.form.save')}
        formRef={formRef}
        saving={saving}
        onSubmit={onSubmit}
        onCancel={requestClose}
      >
        <Stack gap={4}>
          <form.ErrorSummary conflict={t('assets.subentities.conflict')} />
          <form.AppField name="name">{(field) => <field.TextField label={t('assets.subentities.name')} required autoComplete="off" />}</form.AppField>
        </Stack>
      </DialogForm>
      {discardDialog}
    </form.AppForm>
  );
}
