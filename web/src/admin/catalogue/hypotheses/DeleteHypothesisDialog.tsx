import { Button, Dialog, Portal, Stack, Text } from '@chakra-ui/react';
import { useProcedureMutation } from '../../../api/client.ts';
import { errorMessageOf } from '../../../api/formErrors.ts';
import { useI18n } from '../../../i18n/i18nContext.ts';
import { ErrorBox } from '../../../ui/ErrorBox.tsx';
import { toaster } from '../../../ui/toaster.tsx';

/** Asks before deleting a hypothesis; `target` null keeps the dialog closed. */
export function DeleteHypothesisDialog({ target, onClose }: { target: { uuid: string; name: string } | null; onClose: () => void }) {
  const { t } = useI18n();
  const remove = useProcedureMutation('hypothesis.delete', {
    onSuccess: () => {
      toaster.create({ type: 'success', title: t('catalogue.hypotheses.deleted') });
      onClose();
    },
  });
  const close = () => {
    if (remove.isPending) return;
    remove.reset();
    onClose();
  };
  return (
    <Dialog.Root role="alertdialog" open={target !== null} onOpenChange={(details) => !details.open && close()}>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{t('catalogue.hypotheses.deleteTitle')}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap={3}>
                <Text>{t('catalogue.hypotheses.deleteText', { name: target?.name ?? '' })}</Text>
                {remove.error ? <ErrorBox message={errorMessageOf(remove.error, t)} /> : null}
              </Stack>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={close} disabled={remove.isPending}>
                {t('catalogue.hypotheses.cancel')}
              </Button>
              <Button colorPalette="red" loading={remove.isPending} onClick={() => target && remove.mutate({ uuid: target.uuid })}>
                {t('catalogue.hypotheses.deleteConfirm')}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
