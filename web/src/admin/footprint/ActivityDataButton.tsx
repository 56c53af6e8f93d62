import { Button } from '@chakra-ui/react';
import { useProcedureMutation } from '../../api/client.ts';
import { saveFile } from '../../api/files.ts';
import { errorMessageOf } from '../../api/formErrors.ts';
import { useI18n } from '../../i18n/i18nContext.ts';
import { toaster } from '../../ui/toaster.tsx';

export interface ActivityDataButtonProps {
  /** A footprint's workbook (all its questionnaires) or one questionnaire's. */
  procedure: 'carbonFootprint.activityData.generateSheet' | 'questionnaire.activityData.generateSheet';
  uuid: string;
  size?: 'xs' | 'sm';
  /** The accessible name, where the visible label alone does not say whose data it is. */
  ariaLabel?: string;
}

/**
 * Downloads the activity data of questionnaire answers as a workbook in the reader's language
 * (or opens the online sheet, when a sheet service is configured).
 */
export function ActivityDataButton({ procedure, uuid, size = 'sm', ariaLabel }: ActivityDataButtonProps) {
  const { t, language } = useI18n();
  const generate = useProcedureMutation(procedure, { meta: { inlineErrors: true } });
  const download = async () => {
    try {
      const sheet = await generate.mutateAsync({ uuid, language });
      if (sheet.spreadsheetUrl) window.open(sheet.spreadsheetUrl, '_blank', 'noopener');
      else saveFile(sheet);
    } catch (error) {
      toaster.create({ type: 'error', title: t('adminFootprint.reports.activityDataFailed'), description: error instanceof Error ? errorMessageOf(error, t) : undefined });
    }
  };
  return (
    <Button size={size} variant="outline" loading={generate.isPending} aria-label={ariaLabel} onClick={() => void download()}>
      {t('adminFootprint.reports.activityData')}
    </Button>
  );
}
