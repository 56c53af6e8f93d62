import { useI18n } from '../../../i18n/i18nContext.ts';
import { DeleteDialog } from '../../DeleteDialog.tsx';
import type { ListedSurveyTemplate } from './surveyTemplateModel.ts';

/** Asks before deleting a survey template; `target` null keeps the dialog closed. Surveys made from it keep their questions. */
export function DeleteSurveyTemplateDialog({ target, onClose }: { target: Pick<ListedSurveyTemplate, 'uuid' | 'name' | 'version'> | null; onClose: () => void }) {
  const { t } = useI18n();
  return (
    <DeleteDialog
      procedure="surveyTemplate.delete"
      input={target && { uuid: target.uuid, expectedVersion: target.version }}
      texts={{
        title: t('surveyTemplates.delete.title'),
        body: t('surveyTemplates.delete.text', { name: target?.name ?? '' }),
        cancel: t('surveyTemplates.delete.cancel'),
        confirm: t('surveyTemplates.delete.confirm'),
        done: t('surveyTemplates.delete.done'),
      }}
      onClose={onClose}
    />
  );
}
