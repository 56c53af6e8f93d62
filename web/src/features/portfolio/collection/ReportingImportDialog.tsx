import type { InputOf, OutputOf } from '@cairn/shared/contract';
import { Text } from '@chakra-ui/react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { applyInvalidations, queryOptionsFor, requestProcedure } from '../../../api/client.ts';
import { saveFile, uploadFile } from '../../../api/files.ts';
import { errorMessageOf } from '../../../api/formErrors.ts';
import { browserTokenStore } from '../../../auth/browserAuth.ts';
import { useI18n } from '../../../i18n/i18nContext.ts';
import { ErrorBox } from '../../../ui/ErrorBox.tsx';
import { ImportDialogFrame } from '../../../ui/ImportDialogFrame.tsx';
import { ImportProblems } from '../../../ui/ImportProblems.tsx';
import { uploadRule } from '../../../ui/fileDrop/fileChecks.ts';
import { toaster } from '../../../ui/toaster.tsx';

/*
 * A spreadsheet, both ways: its template (the current data) to download, and a filled one to
 * import, which answers either every error of the file (nothing written) or success. The
 * portfolio-emissions questionnaire, the PMDR data collection and staff's supplier import share
 * it; each says its words and what a success does.
 */

type TemplateProcedure = 'portfolioEmissions.spreadsheetExport' | 'pmdr.spreadsheetExport' | 'supplier.spreadsheetExport';
type ImportProcedure = 'portfolioEmissions.importFromSpreadsheet' | 'pmdr.importFromSpreadsheet' | 'supplier.importFromSpreadsheet';
type SuccessOf<P extends ImportProcedure> = Extract<OutputOf<P>, { result: 'Success' }>;

/** The filled template: an .xlsx, as every import takes it. */
const importRule = uploadRule('PORTFOLIO_IMPORT');

/** Downloads an import's template (a reporting's, an asset's suppliers'); a failure is said in a toast titled `failed`. */
export function useTemplateDownload<P extends TemplateProcedure>(procedure: P, input: InputOf<P>, failed: string) {
  const { t } = useI18n();
  const queryClient = useQueryClient();
  const [loading, setLoading] = useState(false);
  const download = async () => {
    setLoading(true);
    try {
      saveFile(await queryClient.fetchQuery({ ...queryOptionsFor(procedure, input), staleTime: 0 }));
    } catch (error) {
      toaster.create({ type: 'error', title: failed, description: error instanceof Error ? errorMessageOf(error, t) : undefined });
    } finally {
      setLoading(false);
    }
  };
  return { loading, download: () => void download() };
}

/** What the dialog says, in the user's language. */
export type ImportWords = Record<'open' | 'title' | 'close' | 'upload' | 'uploadNew' | 'intro' | 'template' | 'choose' | 'uploading' | 'cell' | 'row' | 'problem' | 'wholeFile', string>;

/** The message areas whose `<area>.import.*` keys are the dialog's words, each key as named. */
type ImportArea = 'portfolioCollection' | 'pmdrCollection';

/** The dialog's words of a reporting import's message area. */
export function reportingImportWords(area: ImportArea, t: ReturnType<typeof useI18n>['t']): ImportWords {
  const words = ['open', 'title', 'close', 'upload', 'uploadNew', 'intro', 'template', 'choose', 'uploading', 'cell', 'row', 'problem', 'wholeFile'] as const;
  return Object.fromEntries(words.map((word) => [word, t(`${area}.import.${word}`)])) as ImportWords;
}

interface ReportingImportDialogProps<P extends ImportProcedure> {
  procedure: P;
  /** The procedure's input but the upload, which the dialog adds. */
  input: Omit<InputOf<P>, 'uploadUuid'>;
  words: ImportWords;
  template: { loading: boolean; download: () => void };
  /** What a success does once the reads are refreshed: the text the dialog then says, or null to close it. */
  onSuccess: (answer: SuccessOf<P>) => Promise<string | null> | string | null;
}

/**
 * The import dialog: the template to download and fill, the file to upload, then either every
 * error with its cell or row and 'Upload a new file', or the success as the caller words it.
 */
export function ReportingImportDialog<P extends ImportProcedure>({ procedure, input, words, template, onSuccess }: ReportingImportDialogProps<P>) {
  const { t } = useI18n();
  const say = (word: keyof ImportWords) => words[word];
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const [file, setFile] = useState<File | null>(null);
  const [errors, setErrors] = useState<Extract<OutputOf<ImportProcedure>, { result: 'Errors' }>['errors'] | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const upload = useMutation({
    mutationKey: [procedure],
    mutationFn: async (chosen: File) => {
      const token = browserTokenStore.read();
      const uploadUuid = await uploadFile('PORTFOLIO_IMPORT', chosen, { token });
      // The input as the caller gave it, plus the upload: TypeScript cannot see through Omit over a generic P.
      const answer = await requestProcedure<ImportProcedure>(procedure, { ...input, uploadUuid } as unknown as InputOf<ImportProcedure>, { token });
      await applyInvalidations(queryClient, answer.invalidate);
      return answer.data;
    },
    onSuccess: async (answer) => {
      if (answer.result === 'Errors') {
        setErrors(answer.errors);
        return;
      }
      const said = await onSuccess(answer as SuccessOf<P>);
      if (said === null) {
        setOpen(false);
        reset();
      } else setDone(said);
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
      texts={{ open: say('open'), title: say('title'), close: say('close'), upload: say('upload'), uploadNew: say('uploadNew') }}
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
      intro={<Text color="fg.muted">{say('intro')}</Text>}
      template={{ label: say('template'), loading: template.loading, onDownload: template.download }}
      drop={{
        label: say('choose'),
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
              {say('uploading')}
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
            labels={{ cell: say('cell'), row: say('row'), problem: say('problem'), wholeFile: say('wholeFile') }}
            // A file of several sheets names the sheet before the cell, as a spreadsheet does ('Expenses!D7').
            problems={errors.map((error) => ('sheet' in error && error.sheet && error.cell ? { ...error, cell: `${error.sheet}!${error.cell}` } : error))}
          />
        ) : null
      }
    />
  );
}
