import { useI18n } from '../../../i18n/i18nContext.ts';
import { DeleteDialog } from '../../DeleteDialog.tsx';
import type { ListedQuestionnaireTemplate } from './questionnaireTemplateModel.ts';

/**
 * Asks before deleting a questionnaire template; `target` null keeps the dialog closed. The
 * template goes at the version shown: one changed since answers CONFLICT rather than deleting
 * unseen changes, and the refusal shows in the dialog.
 */
export function DeleteQuestionnaireTemplateDialog({
  target,
  onClose,
}: {
  target: Pick<ListedQuestionnaireTemplate, 'uuid' | 'name' | 'version'> | null;
  onClose: () => void;
}) {
  const { t } = useI18n();
  return (
    <DeleteDialog
      procedure="questionnaireTemplate.delete"
      input={target && { uuid: target.uuid, expectedVersion: target.version }}
      texts={{
        title: t('questionnaireTemplates.delete.title'),
        body: t('questionnaireTemplates.delete.text', { name: target?.name ?? '' }),
        cancel: t('questionnaireTemplates.delete.cancel'),
        confirm: t('questionnaireTemplates.delete.confirm'),
        done: t('questionnaireTemplates.delete.done'),
      }}
      onClose={onClose}
    />
  );
}
