import { useProcedureMutation } from '../../../api/client.ts';
import { errorMessageOf } from '../../../api/formErrors.ts';
import { useI18n } from '../../../i18n/i18nContext.ts';
import { ConfirmDialog } from '../../../ui/ConfirmDialog.tsx';
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
    <ConfirmDialog
      open={target !== null}
      size="md"
      title={t('catalogue.hypotheses.deleteTitle')}
      body={t('catalogue.hypotheses.deleteText', { name: target?.name ?? '' })}
      cancelLabel={t('catalogue.hypotheses.cancel')}
      confirmLabel={t('catalogue.hypotheses.deleteConfirm')}
      pending={remove.isPending}
      error={remove.error ? errorMessageOf(remove.error, t) : null}
      onCancel={close}
      onConfirm={() => target && remove.mutate({ uuid: target.uuid })}
    />
  );
}
