import { useI18n } from '../../../i18n/i18nContext.ts';
import { DeleteDialog } from '../../DeleteDialog.tsx';

/** Asks before deleting a hypothesis; `target` null keeps the dialog closed. */
export function DeleteHypothesisDialog({ target, onClose }: { target: { uuid: string; name: string } | null; onClose: () => void }) {
  const { t } = useI18n();
  return (
    <DeleteDialog
      procedure="hypothesis.delete"
      input={target && { uuid: target.uuid }}
      texts={{
        title: t('catalogue.hypotheses.deleteTitle'),
        body: t('catalogue.hypotheses.deleteText', { name: target?.name ?? '' }),
        cancel: t('catalogue.hypotheses.cancel'),
        confirm: t('catalogue.hypotheses.deleteConfirm'),
        done: t('catalogue.hypotheses.deleted'),
      }}
      onClose={onClose}
    />
  );
}
