import { useI18n } from '../../i18n/i18nContext.ts';
import { ReportingImportDialog, useTemplateDownload } from '../../features/portfolio/collection/ReportingImportDialog.tsx';

/**
 * 'Import': the asset's suppliers and the year's expenses as a spreadsheet, both ways. The
 * template (today's suppliers and expenses, headers in the page's language) to download and fill,
 * then the filled file: every error with its sheet and cell and nothing written, or what changed.
 */
export function SupplierImportDialog({ assetUuid, year }: { assetUuid: string; year: number }) {
  const { t, language } = useI18n();
  const fileLanguage = language === 'fr' ? 'fr' : 'en';
  const template = useTemplateDownload('supplier.spreadsheetExport', { assetUuid, year, language: fileLanguage }, t('supplierAdmin.import.templateFailed'));
  return (
    <ReportingImportDialog
      procedure="supplier.importFromSpreadsheet"
      input={{ assetUuid, year, language: fileLanguage }}
      template={template}
      words={{
        open: t('supplierAdmin.import.open'),
        title: t('supplierAdmin.import.title', { year }),
        close: t('supplierAdmin.import.close'),
        upload: t('supplierAdmin.import.upload'),
        uploadNew: t('supplierAdmin.import.uploadNew'),
        intro: t('supplierAdmin.import.intro', { year }),
        template: t('supplierAdmin.import.template'),
        choose: t('supplierAdmin.import.choose'),
        uploading: t('supplierAdmin.import.uploading'),
        cell: t('supplierAdmin.import.cell'),
        row: t('supplierAdmin.import.row'),
        problem: t('supplierAdmin.import.problem'),
        wholeFile: t('supplierAdmin.import.wholeFile'),
      }}
      onSuccess={(answer) => t('supplierAdmin.import.done', { created: answer.created, updated: answer.updated, unchanged: answer.unchanged })}
    />
  );
}
