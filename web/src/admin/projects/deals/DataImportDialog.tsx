import type { OutputOf } from '@cairn/shared/contract';
import { Code, Text } from '@chakra-ui/react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { applyInvalidations, requestProcedure } from '../../../api/client.ts';
import { uploadFile } from '../../../api/files.ts';
import { errorMessageOf } from '../../../api/formErrors.ts';
import { browserTokenStore } from '../../../auth/browserAuth.ts';
import { useI18n } from '../../../i18n/i18nContext.ts';
import { ImportDialogFrame } from '../../../ui/ImportDialogFrame.tsx';
import { ImportProblems } from '../../../ui/ImportProblems.tsx';
import { ErrorBox } from '../../../ui/ErrorBox.tsx';
import { uploadRule } from '../../../ui/fileDrop/fileChecks.ts';
import { importSummary, type ImportKind } from './dataImport.ts';

type Answer = OutputOf<'hubspotDeal.import'> | OutputOf<'timeEntry.import'>;

/** What the imports take: .xlsx or .csv up to 5 MB (the PROJECT_DATA_IMPORT upload rule). */
const rule = uploadRule('PROJECT_DATA_IMPORT');

const procedureOf = { deals: 'hubspotDeal.import', timeEntries: 'timeEntry.import' } as const;

/**
 * The import of deals or time entries (analysts): the columns the file needs, a drop zone for an
 * .xlsx or a .csv (checked before anything is sent), then what was written or every problem of
 * the file with its row and column; a file with a problem writes nothing.
 */
export function DataImportDialog({ kind }: { kind: ImportKind }) {
  const { t } = useI18n();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const [file, setFile] = useState<File | null>(null);
  const [result, setResult] = useState<Answer | null>(null);
  const upload = useMutation({
    mutationKey: procedureOf[kind].split('.'),
    mutationFn: async (chosen: File) => {
      const token = browserTokenStore.read();
      const uploadUuid = await uploadFile('PROJECT_DATA_IMPORT', chosen, { token });
      const answer = await requestProcedure(procedureOf[kind], { uploadUuid }, { token });
      await applyInvalidations(queryClient, answer.invalidate);
      return answer.data as Answer;
    },
    onSuccess: setResult,
  });
  const reset = () => {
    setFile(null);
    setResult(null);
    upload.reset();
  };
  const texts =
    kind === 'deals'
      ? { open: t('projectExtras.import.deals'), title: t('projectExtras.import.dealsTitle'), columns: t('projectExtras.import.dealsColumns') }
      : { open: t('projectExtras.import.time'), title: t('projectExtras.import.timeTitle'), columns: t('projectExtras.import.timeColumns') };

  return (
    <ImportDialogFrame
      texts={{ open: texts.open, title: texts.title, close: t('projectExtras.import.close'), upload: t('projectExtras.import.upload'), uploadNew: t('projectExtras.import.uploadNew') }}
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) reset();
      }}
      busy={upload.isPending}
      stage={result === null ? 'choose' : result.status === 'Errors' ? 'errors' : 'done'}
      canUpload={file !== null}
      uploading={upload.isPending}
      onUpload={() => file && upload.mutate(file)}
      onReset={reset}
      intro={
        <>
          <Text textStyle="sm">{t('projectExtras.import.intro')}</Text>
          <Code whiteSpace="pre-wrap" p={2} display="block">
            {texts.columns}
          </Code>
          {kind === 'timeEntries' ? (
            <Text textStyle="sm" color="fg.muted">
              {t('projectExtras.import.timeReplaces')}
            </Text>
          ) : null}
        </>
      }
      drop={{
        label: t('projectExtras.import.chooseFile'),
        rule,
        file,
        disabled: upload.isPending,
        onFileChange: (chosen) => {
          upload.reset();
          setFile(chosen);
        },
      }}
      status={upload.isError ? <ErrorBox message={errorMessageOf(upload.error, t)} /> : null}
      done={result?.status === 'Success' ? importSummary(t, result) : ''}
      problems={
        result?.status === 'Errors' ? (
          <ImportProblems
            title={t('projectExtras.import.errors')}
            labels={{ row: t('projectExtras.import.row'), column: t('projectExtras.import.column'), problem: t('projectExtras.import.problem'), wholeFile: t('projectExtras.import.wholeFile') }}
            problems={result.errors}
          />
        ) : null
      }
    />
  );
}
