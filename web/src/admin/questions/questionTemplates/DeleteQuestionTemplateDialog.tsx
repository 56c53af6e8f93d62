import { useI18n } from '../../../i18n/i18nContext.ts';
import { DeleteDialog } from '../../DeleteDialog.tsx';
import type { ListedQuestionTemplate } from './questionTemplateModel.ts';

/**
 * Asks before deleting a question template; `target` null keeps the dialog closed. The template
 * goes at the version shown: one changed since answers CONFLICT rather than deleting unseen changes.
 */
export function DeleteQuestionTemplateDialog({ target, onClose }: { target: Pick<ListedQuestionTemplate, 'uuid' | 'name' | 'version'> | null; onClose: () => void }) {
  const { t } = useI18n();
  return (
    <DeleteDialog
      procedure="questionTemplate.delete"
      input={target && { uuid: target.uuid, expectedVersion: target.version }}
      texts={{
        title: t('questionTemplates.delete.title'),
        body: t('questionTemplates.delete.text', { name: target?.name ?? '' }),
        cancel: t('questionTemplates.delete.cancel'),
        confirm: t('questionTemplates.delete.confirm'),
        done: t('questionTemplates.delete.done'),
      }}
      onClose={onClose}
    />
  );
}
