import { useI18n } from '../../../i18n/i18nContext.ts';
import { DeleteDialog } from '../../DeleteDialog.tsx';
import type { ListedSurveyQuestionTemplate } from './surveyQuestionTemplateModel.ts';

/**
 * Asks before deleting a survey question template; `target` null keeps the dialog closed. The
 * template goes at the version shown; one a survey template lists is refused, and the dialog says why.
 */
export function DeleteSurveyQuestionTemplateDialog({ target, onClose }: { target: Pick<ListedSurveyQuestionTemplate, 'uuid' | 'name' | 'version'> | null; onClose: () => void }) {
  const { t } = useI18n();
  return (
    <DeleteDialog
      procedure="surveyQuestionTemplate.delete"
      input={target && { uuid: target.uuid, expectedVersion: target.version }}
      texts={{
        title: t('surveyQuestions.delete.title'),
        body: t('surveyQuestions.delete.text', { name: target?.name ?? '' }),
        cancel: t('surveyQuestions.delete.cancel'),
        confirm: t('surveyQuestions.delete.confirm'),
        done: t('surveyQuestions.delete.done'),
      }}
      onClose={onClose}
    />
  );
}
