import type { SupplierImportResult } from '@cairn/shared/contract/suppliers';
import { Text } from '@chakra-ui/react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { applyInvalidations, requestProcedure } from '../../api/client.ts';
import { uploadFile } from '../../api/files.ts';
import { errorMessageOf } from '../../api/formErrors.ts';
import { browserTokenStore } from '../../auth/browserAuth.ts';
import { useI18n } from '../../i18n/i18nContext.ts';
import { ErrorBox } from '../../ui/ErrorBox.tsx';
import { uploadRule } from '../../ui/fileDrop/fileChecks.ts';
import { ImportDialogFrame } from '../../ui/ImportDialogFrame.tsx';
import { ImportProblems } from '../../ui/ImportProblems.tsx';
import { useTemplateDownload } from '../../features/portfolio/collection/ReportingImportDialog.tsx';

/** The filled template: an .xlsx, as the other imports take it. */
const importRule = uploadRule('PORTFOLIO_IMPORT');

type ImportErrors = Extract<SupplierImportResult, { result: 'Errors' }>['errors'];

/**
 * 'Import': the asset's suppliers and the year's expenses as a spreadsheet, both ways. The
 * template (today's suppliers and expenses, headers in the page's language) to download and fill,
 * then the filled file: every error with its sheet and cell and nothing written, or what changed.
 */
export function SupplierImportDialog({ assetUuid, year }: { assetUuid: string; year: number }) {
  const { t, language } = useI18n();
  const fileLanguage = language === 'fr' ? 'fr' : 'en';
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const [file, setFile] = useState<File | null>(null);
  const [errors, setErrors] = useState<ImportErrors | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const template = useTemplateDownload('supplier.spreadsheetExport', { assetUuid, year, language: fileLanguage }, t('supplierAdmin.import.templateFailed'));
  const upload = useMutation({
    mutationKey: ['supplier.importFromSpreadsheet'],
    mutationFn: async (chosen: File) => {
      const token = browserTokenStore.read();
      const uploadUuid = await uploadFile('PORTFOLIO_IMPORT', chosen, { token });
      const answer = await requestProcedure('supplier.importFromSpreadsheet', { assetUuid, uploadUuid, year, language: fileLanguage }, { token });
      await applyInvalidations(queryClient, answer.invalidate);
      return answer.data;
    },
    onSuccess: (answer) => {
      if (answer.result === 'Errors') setErrors(answer.errors);
      else setDone(t('supplierAdmin.import.done', { created: answer.created, updated: answer.updated, unchanged: answer.unchanged }));
    },
  });
  const reset = () => {
    setFile(null);
    setErrors(null);
    setDone(null);
    upload.reset();
  };
  return (
    <ImportDialogFrame
      texts={{
        open: t('supplierAdmin.import.open'),
        title: t('supplierAdmin.import.title', { year }),
        close: t('supplierAdmin.import.close'),
        upload: t('supplierAdmin.import.upload'),
        uploadNew: t('supplierAdmin.import.uploadNew'),
      }}
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) reset();
      }}
      busy={upload.isPending}
      stage={errors !== null ? 'errors' : done !== null ? 'done' : 'choose'}
      canUpload={file !== null}
      uploading={upload.isPending}
      onUpload={() => file && upload.mutate(file)}
      onReset={reset}
      intro={<Text color="fg.muted">{t('supplierAdmin.import.intro', { year })}</Text>}
      template={{ label: t('supplierAdmin.import.template'), loading: template.loading, onDownload: template.download }}
      drop={{
        label: t('supplierAdmin.import.choose'),
        rule: importRule,
        file,
        disabled: upload.isPending,
        onFileChange: (chosen) => {
          upload.reset();
          setFile(chosen);
        },
      }}
      status={
        <>
          {upload.isPending ? (
            <Text role="status" textStyle="sm">
              {t('supplierAdmin.import.uploading')}
            </Text>
          ) : null}
          {upload.isError ? <ErrorBox message={errorMessageOf(upload.error, t)} /> : null}
        </>
      }
      done={done ?? ''}
      problems={
        errors !== null ? (
          <ImportProblems
            title={t('portfolioImport.errors.banner')}
            labels={{ cell: t('supplierAdmin.import.cell'), row: t('supplierAdmin.import.row'), problem: t('supplierAdmin.import.problem'), wholeFile: t('supplierAdmin.import.wholeFile') }}
            // The sheet leads the cell, as a spreadsheet names it ('Expenses!D7').
            problems={errors.map((error) => ({ ...error, cell: error.sheet && error.cell ? `${error.sheet}!${error.cell}` : error.cell }))}
          />
        ) : null
      }
    />
  );
}
